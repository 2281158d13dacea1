import Foundation
import Places
import Testing

@testable import PlacePicker

/// "Today" and "tomorrow" in rows and summaries on each place's own wall calendar, across midnight,
/// in the early-morning hours and on daylight-saving days. Every instant is written in UTC with its
/// local time in the place's zone in the comment.
@Suite("Relative days across midnight")
struct MidnightWordingTests {
    /// A place open every day 09:00–17:00 in a zone.
    static func dayShop(_ id: String = "a", zone: String = "Europe/Helsinki") -> Place {
        Synthetic.place(id, "Kiosk \(id)", north: 100, hours: "Mo-Su 09:00-17:00", timeZone: zone)
    }

    /// A place open every evening 18:00 to 02:00 the next morning, in Helsinki.
    static let nightBar = Synthetic.place(
        "b", "Bar", north: 100, hours: "Mo-Su 18:00-02:00", timeZone: "Europe/Helsinki")

    /// The first row's opening state: its detail after the distance.
    static func state(_ place: Place, at instant: String, language: String = "en-GB") throws -> String {
        let picker = Fixture.picker(language, engine: Synthetic.engine([place]), at: Fixture.instant(instant))
        let row = try #require(picker.screen(for: picker.initialState()).rows.first)
        return row.detail.components(separatedBy: " · ").dropFirst().joined(separator: " · ")
    }

    /// The summary with "Open now" on.
    static func openNowSummary(_ places: [Place], at instant: String, language: String = "en-GB") -> String {
        let picker = Fixture.picker(language, engine: Synthetic.engine(places), at: Fixture.instant(instant))
        var state = picker.initialState()
        state.filters.openNow = true
        return picker.screen(for: state).summary.text
    }

    @Test(
        "A place opening at 09:00 opens tomorrow before midnight and today after it, in its own zone",
        arguments: [
            // (instant, zone, expected)
            ("2026-11-30T21:30:00Z", "Europe/Helsinki", "Closed · opens tomorrow at 09:00"),  // Mon 23:30
            ("2026-11-30T22:30:00Z", "Europe/Helsinki", "Closed · opens at 09:00"),  // Tue 00:30
            ("2026-12-01T01:00:00Z", "Europe/Helsinki", "Closed · opens at 09:00"),  // Tue 03:00
            ("2026-12-01T04:30:00Z", "America/New_York", "Closed · opens tomorrow at 09:00"),  // Mon 23:30
            ("2026-12-01T05:30:00Z", "America/New_York", "Closed · opens at 09:00"),  // Tue 00:30
            ("2026-12-01T08:00:00Z", "America/New_York", "Closed · opens at 09:00"),  // Tue 03:00
            ("2026-11-30T14:30:00Z", "Asia/Tokyo", "Closed · opens tomorrow at 09:00"),  // Mon 23:30
            ("2026-11-30T15:30:00Z", "Asia/Tokyo", "Closed · opens at 09:00"),  // Tue 00:30
            ("2026-11-30T18:00:00Z", "Asia/Tokyo", "Closed · opens at 09:00"),  // Tue 03:00
        ])
    func opensAtNine(_ row: (instant: String, zone: String, expected: String)) throws {
        #expect(try Self.state(Self.dayShop(zone: row.zone), at: row.instant) == row.expected, "\(row)")
    }

    @Test(
        "Daylight-saving days in Helsinki: the short and the long night are one date",
        arguments: [
            // (instant, expected)
            ("2026-03-28T21:30:00Z", "Closed · opens tomorrow at 09:00"),  // Sat 23:30 EET
            ("2026-03-28T22:30:00Z", "Closed · opens at 09:00"),  // Sun 00:30 EET
            ("2026-03-29T00:30:00Z", "Closed · opens at 09:00"),  // Sun 02:30 EET, before the jump
            ("2026-03-29T01:30:00Z", "Closed · opens at 09:00"),  // Sun 04:30 EEST, after it
            ("2026-03-29T06:00:00Z", "Open until 17:00"),  // Sun 09:00 EEST
            ("2026-10-24T20:30:00Z", "Closed · opens tomorrow at 09:00"),  // Sat 23:30 EEST
            ("2026-10-25T00:30:00Z", "Closed · opens at 09:00"),  // Sun 03:30 EEST, the first
            ("2026-10-25T01:30:00Z", "Closed · opens at 09:00"),  // Sun 03:30 EET, the second
            ("2026-10-25T07:00:00Z", "Open until 17:00"),  // Sun 09:00 EET
        ])
    func daylightSaving(_ row: (instant: String, expected: String)) throws {
        #expect(try Self.state(Self.dayShop(), at: row.instant) == row.expected, "\(row)")
    }

    @Test(
        "Open past midnight: until 02:00 tomorrow before midnight, until 02:00 after it",
        arguments: [
            // (instant, expected)
            ("2026-11-30T21:00:00Z", "Open until 02:00 tomorrow"),  // Mon 23:00
            ("2026-11-30T22:30:00Z", "Open until 02:00"),  // Tue 00:30
            ("2026-12-01T01:00:00Z", "Closed · opens at 18:00"),  // Tue 03:00
            ("2026-03-28T21:00:00Z", "Open until 02:00 tomorrow"),  // Sat 23:00 EET, before the short night
            ("2026-10-24T20:00:00Z", "Open until 02:00 tomorrow"),  // Sat 23:00 EEST, before the long night
        ])
    func closesAfterMidnight(_ row: (instant: String, expected: String)) throws {
        #expect(try Self.state(Self.nightBar, at: row.instant) == row.expected, "\(row)")
    }

    @Test(
        "Every language: today after midnight, tomorrow before it",
        arguments: [
            // (language, opens today, opens tomorrow, open until 02:00 tomorrow)
            ("en-GB", "Closed · opens at 09:00", "Closed · opens tomorrow at 09:00", "Open until 02:00 tomorrow"),
            (
                "en-US", "Closed · opens at 9:00\u{202F}AM", "Closed · opens tomorrow at 9:00\u{202F}AM",
                "Open until 2:00\u{202F}AM tomorrow"
            ),
            (
                "fi", "Suljettu · avautuu klo 9.00", "Suljettu · avautuu huomenna klo 9.00",
                "Auki huomenna klo 2.00 asti"
            ),
            ("sv", "Stängt · öppnar kl. 09:00", "Stängt · öppnar i morgon kl. 09:00", "Öppet till 02:00 i morgon"),
            (
                "de", "Geschlossen · öffnet um 09:00", "Geschlossen · öffnet morgen um 09:00",
                "Geöffnet bis morgen, 02:00"
            ),
            ("fr", "Fermé · ouvre à 09:00", "Fermé · ouvre demain à 09:00", "Ouvert jusqu’à demain 02:00"),
        ])
    func everyLanguage(_ row: (language: String, today: String, tomorrow: String, untilTomorrow: String)) throws {
        let shop = Self.dayShop()
        #expect(try Self.state(shop, at: "2026-12-01T01:00:00Z", language: row.language) == row.today)  // 03:00
        #expect(try Self.state(shop, at: "2026-11-30T22:30:00Z", language: row.language) == row.today)  // 00:30
        #expect(try Self.state(shop, at: "2026-11-30T21:30:00Z", language: row.language) == row.tomorrow)  // 23:30
        #expect(
            try Self.state(Self.nightBar, at: "2026-11-30T21:00:00Z", language: row.language) == row.untilTomorrow)
    }

    @Test(
        "The empty open-now summary says 'later today' after midnight and 'tomorrow' before it",
        arguments: [
            // (language, at 03:00, at 23:30)
            ("en-GB", "2 open later today from 09:00.", "2 open tomorrow from 09:00."),
            ("en-US", "2 open later today from 9:00\u{202F}AM.", "2 open tomorrow from 9:00\u{202F}AM."),
            ("fi", "2 aukeaa myöhemmin tänään klo 9.00 alkaen.", "2 aukeaa huomenna klo 9.00 alkaen."),
            ("sv", "2 öppnar senare i dag från kl. 09:00.", "2 öppnar i morgon från kl. 09:00."),
            ("de", "2 öffnen heute ab 09:00.", "2 öffnen morgen ab 09:00."),
            ("fr", "2 ouvrent aujourd’hui à partir de 09:00.", "2 ouvrent demain à partir de 09:00."),
        ])
    func summary(_ row: (language: String, today: String, tomorrow: String)) {
        let places = [Self.dayShop("a"), Self.dayShop("c")]
        let night = Self.openNowSummary(places, at: "2026-12-01T01:00:00Z", language: row.language)
        #expect(night.contains(row.today), "\(night)")
        let late = Self.openNowSummary(places, at: "2026-11-30T21:30:00Z", language: row.language)
        #expect(late.contains(row.tomorrow), "\(late)")
    }

    @Test(
        "The summary counts only the places opening on the nearer day, on daylight-saving days too",
        arguments: [
            // (instant, expected)
            ("2026-12-01T01:00:00Z", "1 open later today from 09:00."),  // Tue 03:00: the weekday shop
            ("2026-11-30T21:30:00Z", "1 open tomorrow from 09:00."),  // Mon 23:30: the weekday shop
            ("2026-03-29T01:30:00Z", "1 open later today from 09:00."),  // Sun 04:30 EEST: Sunday shop
            ("2026-10-25T01:30:00Z", "1 open later today from 09:00."),  // Sun 03:30 EET: Sunday shop
            ("2026-10-24T20:30:00Z", "1 open tomorrow from 09:00."),  // Sat 23:30 EEST: Sunday shop only
        ])
    func summaryCounts(_ row: (instant: String, expected: String)) {
        let weekdays = Synthetic.place(
            "w", "Office", north: 200, hours: "Mo-Fr 09:00-17:00", timeZone: "Europe/Helsinki")
        let sundays = Synthetic.place("s", "Market", north: 300, hours: "Su 09:00-17:00", timeZone: "Europe/Helsinki")
        let text = Self.openNowSummary([weekdays, sundays], at: row.instant)
        #expect(text.contains(row.expected), "\(text)")
    }
}
