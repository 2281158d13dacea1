import Foundation
import PlaceQuery
import Places
import Testing

@testable import PickerFormatting
@testable import PickerLocalization
@testable import PlacePicker

/// Plurals, units, hour cycles and time zones as the picker says them.
@Suite("Regional text") struct RegionalTextTests {
    static let counts = [0, 1, 2, 5, 21]

    @Test("Summary plurals for 0, 1, 2, 5 and 21 places", arguments: Fixture.languages)
    func plurals(language: String) {
        var lines: [String] = []
        for count in Self.counts {
            // Half (rounded down) open: the open count goes through the plural rules too.
            let places = (0..<count).map { index in
                Synthetic.place(
                    "p\(index)", "Kiosk \(index + 1)", north: 100 + Double(index) * 100,
                    hours: index < (count + 1) / 2 ? "24/7" : "Mo-Fr 12:00-13:00")
            }
            let picker = Fixture.picker(language, engine: Synthetic.engine(places))
            let screen = picker.screen(for: picker.initialState())
            lines.append("\(count): \(screen.summary.text)")
            var open = picker.initialState()
            open.filters.openNow = true
            lines.append("\(count), open now: \(picker.screen(for: open).summary.text)")
            lines.append(
                "\(count), showing: \(picker.text(Phrase(.announceShowing, ["count": .count(count), "noun": .noun(.pickupPoint)])))"
            )
        }
        Golden.check(lines.joined(separator: "\n"), name: "plurals", language: language)
    }

    @Test(
        "Plural forms",
        arguments: [
            ("en-GB", 1, "1 pickup point, 1 open now."), ("en-GB", 2, "2 pickup points, 2 open now."),
            ("en-GB", 21, "21 pickup points, 21 open now."),
        ])
    func pluralForms(language: String, count: Int, expected: String) {
        let picker = Fixture.picker(language, engine: Synthetic.row(of: count))
        #expect(picker.screen(for: picker.initialState()).summary.text.hasPrefix(expected))
    }

    @Test("Finnish and French count differently from English")
    func pluralRules() {
        let one = { (language: String, count: Int) in
            Fixture.picker(language, engine: Synthetic.row(of: count)).screen(
                for: Fixture.picker(language).initialState()
            ).summary.text
        }
        // Finnish: "1 noutopiste" but "2 noutopistettä" (partitive after numbers other than 1).
        #expect(one("fi", 1).hasPrefix("1 nouto"))
        #expect(one("fi", 1) != one("fi", 2).replacingOccurrences(of: "2", with: "1"))
        // French: 0 and 1 are both singular ("one").
        let zero = Fixture.picker("fr", engine: Synthetic.row(of: 1))
        #expect(
            zero.text(Phrase(.announceShowing, ["count": .count(0), "noun": .noun(.pickupPoint)]))
                == zero.text(Phrase(.announceShowing, ["count": .count(1), "noun": .noun(.pickupPoint)]))
                .replacingOccurrences(of: "1", with: "0"))
    }

    @Test(
        "Distances in the locale's units",
        arguments: [
            ("en-US", 100.0, "350\u{A0}ft"), ("en-US", 350.0, "0.2\u{A0}mi"), ("en-US", 2_000, "1.2\u{A0}mi"),
            ("en-GB", 100, "110\u{A0}yd"),
            ("en-GB", 2_000, "1.2\u{A0}mi"), ("fi", 350, "350\u{A0}m"), ("fi", 2_000, "2,0\u{A0}km"),
            ("de", 2_000, "2,0\u{A0}km"), ("de", 350, "350\u{A0}m"), ("fr", 12_400, "12\u{A0}km"),
        ])
    func units(language: String, meters: Double, expected: String) throws {
        let engine = Synthetic.engine([Synthetic.place("a", "Kiosk", north: meters)])
        let picker = Fixture.picker(language, engine: engine)
        let row = try #require(picker.screen(for: picker.initialState()).rows.first)
        #expect(row.detail.hasPrefix(expected), "\(row.detail)")
    }

    @Test(
        "12-hour and 24-hour times",
        arguments: [
            ("en-US", "Open until 9:00\u{202F}PM"), ("en-GB", "Open until 21:00"), ("fi", "21.00"),
            ("de", "21:00"), ("sv", "21:00"), ("fr", "21:00"),
        ])
    func hourCycles(language: String, expected: String) throws {
        let engine = Synthetic.engine([Synthetic.place("a", "Kiosk", north: 100, hours: "Mo-Su 08:00-21:00")])
        let picker = Fixture.picker(language, engine: engine)
        let row = try #require(picker.screen(for: picker.initialState()).rows.first)
        #expect(row.detail.contains(expected), "\(row.detail)")
    }

    @Test("A place's state is computed in its own time zone")
    func ownTimeZone() throws {
        // 2026-11-30 23:30Z: Tuesday 01:30 in Helsinki, Monday 18:30 in New York.
        let instant = Fixture.instant("2026-11-30T23:30:00Z")
        let engine = Synthetic.engine([
            Synthetic.place(
                "ny-open", "Bodega", north: 0, east: 0, hours: "Mo 09:00-20:00", timeZone: "America/New_York"),
            Synthetic.place(
                "ny-closed", "Night desk", north: 10, hours: "Tu 00:00-03:00", timeZone: "America/New_York"),
            Synthetic.place("hel", "Yökioski", north: 20, hours: "Tu 00:00-03:00"),
        ])
        let picker = Fixture.picker("en-US", engine: engine, at: instant)
        let rows = picker.screen(for: Fixture.allRowsState(picker)).rows
        let bodega = try #require(rows.first { $0.id == "ny-open" })
        #expect(bodega.stateKind == .open)
        #expect(bodega.detail.hasSuffix("Open until 8:00\u{202F}PM"), "\(bodega.detail)")
        let desk = try #require(rows.first { $0.id == "ny-closed" })
        #expect(desk.stateKind == .closed)
        #expect(desk.detail.hasSuffix("Closed · opens tomorrow at 12:00\u{202F}AM"), "\(desk.detail)")
        let local = try #require(rows.first { $0.id == "hel" })
        #expect(local.stateKind == .open)
        #expect(local.detail.hasSuffix("Open until 3:00\u{202F}AM"), "\(local.detail)")
        // The card's week starts on the place's own today (Monday in New York).
        let card = try #require(picker.card(for: "ny-open", in: picker.initialState()))
        #expect(
            card.week[0].hoursText
                == picker.localizer.string(
                    .timeRange(LocalTime(minutesSinceMidnight: 9 * 60), LocalTime(minutesSinceMidnight: 20 * 60))))
        #expect(card.week[0].hoursText.hasPrefix("9:00\u{202F}AM"))
        #expect(card.week[1].hoursText == "Closed")
    }
}
