import CivilCalendar
import OpeningHours
import Testing

@testable import OpeningHoursSyntax
@testable import PickerFormatting
@testable import PickerLocalization

@Suite("Relative opening phrases around midnight and week boundaries")
struct FormattingRelativeTests {
    /// A wall-clock moment from "2026-11-29 23:50" parts; Sunday 29 November 2026.
    static func at(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int, year: Int = 2026) -> LocalDateTime {
        LocalDateTime(
            date: LocalDate(year: year, month: month, day: day),
            time: LocalTime(minutesSinceMidnight: hour * 60 + minute))
    }

    static let english = Localizer(locale: PickerLocale(language: .english, region: "GB"))

    @Test(arguments: [
        // (now, closing, expected)
        (at(11, 30, 0, 5), at(11, 30, 2, 0), "Open until 02:00"),
        (at(11, 29, 22, 0), at(11, 30, 2, 0), "Open until 02:00 tomorrow"),
        (at(11, 29, 22, 0), at(11, 30, 0, 0), "Open until midnight"),
        (at(11, 29, 22, 0), at(11, 29, 23, 30), "Open until 23:30"),
        (at(11, 29, 10, 0), at(12, 1, 18, 0), "Open until Tuesday 18:00"),
        (at(11, 29, 10, 0), at(12, 6, 18, 0), "Open until 18:00 on Sunday 6 December"),
    ])
    func openUntil(_ row: (now: LocalDateTime, closing: LocalDateTime, expected: String)) {
        #expect(Self.english.string(Phrase.openUntil(row.closing, now: row.now)) == row.expected)
    }

    @Test(arguments: [
        // (now, opening, expected)
        (at(11, 29, 23, 50), at(11, 30, 0, 10), "Closed · opens tomorrow at 00:10"),
        (at(11, 30, 0, 5), at(11, 30, 8, 0), "Closed · opens at 08:00"),
        (at(11, 29, 20, 0), at(12, 1, 8, 0), "Closed · opens Tuesday at 08:00"),
        (at(11, 29, 20, 0), at(12, 5, 8, 0), "Closed · opens Saturday at 08:00"),
        (at(11, 29, 20, 0), at(12, 6, 8, 0), "Closed · opens Sunday 6 December at 08:00"),
        (at(11, 29, 20, 0), at(12, 6, 20, 0), "Closed · not open in the next 7 days"),
        (at(12, 31, 23, 0), at(1, 1, 9, 0, year: 2027), "Closed · opens tomorrow at 09:00"),
        (at(12, 31, 23, 0), at(1, 4, 9, 0, year: 2027), "Closed · opens Monday at 09:00"),
    ])
    func closedUntil(_ row: (now: LocalDateTime, opening: LocalDateTime, expected: String)) {
        #expect(Self.english.string(Phrase.closedUntil(opening: row.opening, now: row.now)) == row.expected)
    }

    @Test func notOpeningAtAll() {
        let phrase = Phrase.closedUntil(opening: nil, now: Self.at(11, 29, 12, 0))
        #expect(phrase.key == .closedNotInNextWeek)
    }

    @Test(arguments: [
        ("de", "Geschlossen · öffnet am Dienstag um 08:00", "Geöffnet bis morgen, 02:00"),
        ("fi", "Suljettu · avautuu tiistaina klo 8.00", "Auki huomenna klo 2.00 asti"),
        ("sv", "Stängt · öppnar på tisdag kl. 08:00", "Öppet till 02:00 i morgon"),
        ("fr", "Fermé · ouvre mardi à 08:00", "Ouvert jusqu’à demain 02:00"),
        ("en-US", "Closed · opens Tuesday at 8:00\u{202F}AM", "Open until 2:00\u{202F}AM tomorrow"),
    ])
    func perLanguage(_ row: (tag: String, opens: String, closes: String)) throws {
        let localizer = Localizer(locale: try #require(PickerLocale(identifier: row.tag)))
        let now = Self.at(11, 29, 22, 0)
        #expect(localizer.string(Phrase.closedUntil(opening: Self.at(12, 1, 8, 0), now: now)) == row.opens)
        #expect(localizer.string(Phrase.openUntil(Self.at(11, 30, 2, 0), now: now)) == row.closes)
    }

    @Test func relativeDays() throws {
        let sunday = LocalDate(year: 2026, month: 11, day: 29)
        #expect(RelativeDay(sunday, from: sunday) == .today)
        #expect(RelativeDay(sunday.adding(days: 1), from: sunday) == .tomorrow)
        #expect(RelativeDay(sunday.adding(days: 6), from: sunday) == .weekday(.saturday))
        #expect(RelativeDay(sunday.adding(days: 7), from: sunday) == .date(sunday.adding(days: 7)))
        #expect(RelativeDay(sunday.adding(days: -1), from: sunday) == .date(sunday.adding(days: -1)))
    }

    @Test func closingSoonAndUnknown() {
        let finnish = Localizer(locale: PickerLocale(language: .finnish))
        #expect(
            finnish.string(Phrase.closesIn(minutes: 25, walkingSeconds: 700))
                == "Sulkeutuu 25 min kuluttua · kävellen noin 12\u{00A0}min")
        #expect(Self.english.string(Phrase.closesIn(minutes: 5)) == "Closes in 5 min")
        #expect(Self.english.string(Phrase.closesIn(minutes: 59)) == "Closes in 59 min")
        // From an hour on, hours and minutes, never rounded: 95 minutes is not "about 1 h 35 min".
        #expect(Self.english.string(Phrase.closesIn(minutes: 60)) == "Closes in 1\u{00A0}h")
        #expect(Self.english.string(Phrase.closesIn(minutes: 95)) == "Closes in 1\u{00A0}h 35\u{00A0}min")
        let swedish = Localizer(locale: PickerLocale(language: .swedish))
        #expect(
            swedish.string(Phrase.closesIn(minutes: 240, walkingSeconds: 14_400))
                == "Stänger om 4\u{00A0}tim · cirka 4\u{00A0}tim till fots")
        #expect(swedish.string(Phrase.closesIn(minutes: 120)) == "Stänger om 2\u{00A0}tim")
        let cases: [(Language, String)] = [
            (.german, "Schließt in 2\u{00A0}Std."), (.finnish, "Sulkeutuu 2\u{00A0}h kuluttua"),
            (.french, "Ferme dans 2\u{00A0}h"),
        ]
        for (language, text) in cases {
            #expect(Localizer(locale: PickerLocale(language: language)).string(Phrase.closesIn(minutes: 120)) == text)
        }
        #expect(Self.english.string(Phrase.hoursUnknown(comment: "by appointment")) == "Hours unknown · by appointment")
        #expect(Self.english.string(Phrase.hoursUnknown(comment: "")) == "Hours unknown")
    }
}
