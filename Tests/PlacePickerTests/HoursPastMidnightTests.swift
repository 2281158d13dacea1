import Foundation
import Testing

@testable import PlacePicker

/// Hours past midnight belong to the day they start on, in every language: `Fr-Sa 05:00-01:00`
/// is "Friday 05:00–01:00", not "Friday 05:00–00:00" and "Saturday 00:00–01:00, 05:00–00:00".
@Suite("Hours past midnight") struct HoursPastMidnightTests {
    /// Friday 4 December 2026, 10:00 in Helsinki: the card's week runs Friday to Thursday.
    static let friday = Fixture.instant("2026-12-04T08:00:00Z")

    @Test(
        "A span past midnight is shown on the day it starts, with its real closing time",
        arguments: [
            ("en-GB", "05:00–01:00", "Closed"),
            ("en-US", "5:00\u{202F}AM\u{2009}–\u{2009}1:00\u{202F}AM", "Closed"),
            ("fi", "5.00–1.00", "Suljettu"),
            ("de", "05:00–01:00", "Geschlossen"),
            ("sv", "05:00–01:00", "Stängt"),
            ("fr", "05:00–01:00", "Fermé"),
        ])
    func weekend(language: String, late: String, closed: String) throws {
        let engine = Synthetic.engine([Synthetic.place("late", "Late kiosk", north: 0, hours: "Fr-Sa 05:00-01:00")])
        let picker = Fixture.picker(language, engine: engine, at: Self.friday)
        let card = try #require(picker.card(for: "late", in: picker.initialState()))
        // Friday, Saturday, then Sunday to Thursday.
        #expect(card.week.map(\.hoursText) == [late, late, closed, closed, closed, closed, closed])
    }

    @Test(
        "Other values keep their reading",
        arguments: [
            ("Mo-Su 22:00-02:00", ["22:00–02:00", "22:00–02:00", "22:00–02:00"]),
            ("Fr 18:00-24:00; Sa 00:00-03:00", ["18:00–03:00", "Closed", "Closed"]),
            ("Fr 18:00-24:00", ["18:00–00:00", "Closed", "Closed"]),
            ("24/7", ["Open 24 hours", "Open 24 hours", "Open 24 hours"]),
            ("Mo-Fr 09:00-12:00,13:00-17:00", ["09:00–12:00 and 13:00–17:00", "Closed", "Closed"]),
            // The Sa rule replaces all of Saturday, its early hours from Friday too (opening-hours-py
            // 2.1.4 reads it the same way); Saturday's own spill into Sunday stays and starts Sunday.
            ("Fr-Su 20:00-04:00; Sa 12:00-14:00", ["20:00–00:00", "12:00–14:00", "00:00–04:00 and 20:00–04:00"]),
            // As the carrier converter writes Smartposti 17248's week: additional rules keep Friday's spill.
            ("Mo-Fr 06:00-01:00, Sa 06:00-21:00, Su 07:30-01:00", ["06:00–01:00", "06:00–21:00", "07:30–01:00"]),
        ])
    func values(hours: String, expected: [String]) throws {
        let engine = Synthetic.engine([Synthetic.place("p", "Kiosk", north: 0, hours: hours)])
        let picker = Fixture.picker("en-GB", engine: engine, at: Self.friday)
        let card = try #require(picker.card(for: "p", in: picker.initialState()))
        #expect(Array(card.week.map(\.hoursText).prefix(3)) == expected)
    }
}
