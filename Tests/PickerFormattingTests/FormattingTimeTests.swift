import CivilCalendar
import OpeningHours
import Testing

@testable import OpeningHoursSyntax
@testable import PickerFormatting

@Suite("Times, weekdays and dates")
struct FormattingTimeTests {
    static let narrow = "\u{202F}"

    static func time(_ hour: Int, _ minute: Int) -> LocalTime { LocalTime(minutesSinceMidnight: hour * 60 + minute) }

    /// (tag, 00:00, 08:05, 12:00, 12:30, 21:00, 23:59)
    static let clock: [(tag: String, shown: [String])] = [
        ("en-US", ["12:00 AM", "8:05 AM", "12:00 PM", "12:30 PM", "9:00 PM", "11:59 PM"]),
        ("en-GB", ["00:00", "08:05", "12:00", "12:30", "21:00", "23:59"]),
        ("de", ["00:00", "08:05", "12:00", "12:30", "21:00", "23:59"]),
        ("fi", ["0.00", "8.05", "12.00", "12.30", "21.00", "23.59"]),
        ("sv", ["00:00", "08:05", "12:00", "12:30", "21:00", "23:59"]),
        ("fr", ["00:00", "08:05", "12:00", "12:30", "21:00", "23:59"]),
        ("fr-CA", ["00 h 00", "08 h 05", "12 h 00", "12 h 30", "21 h 00", "23 h 59"]),
    ]

    @Test(arguments: clock)
    func timesOfDay(_ row: (tag: String, shown: [String])) throws {
        let formatter = TimeFormatter(locale: try #require(PickerLocale(identifier: row.tag)))
        let times = [
            Self.time(0, 0), Self.time(8, 5), Self.time(12, 0), Self.time(12, 30), Self.time(21, 0), Self.time(23, 59),
        ]
        let space = row.tag == "fr-CA" ? "\u{00A0}" : Self.narrow
        let expected = row.shown.map { $0.split(separator: " ").joined(separator: space) }
        #expect(times.map(formatter.string) == expected)
    }

    @Test func ranges() throws {
        let eight = Self.time(8, 0)
        let six = Self.time(18, 0)
        #expect(TimeFormatter(locale: PickerLocale(language: .finnish)).range(from: eight, to: six) == "8.00–18.00")
        #expect(TimeFormatter(locale: PickerLocale(language: .german)).range(from: eight, to: six) == "08:00–18:00")
        let us = TimeFormatter(locale: PickerLocale(language: .english, region: "US")).range(from: eight, to: six)
        #expect(us == "8:00\(Self.narrow)AM\u{2009}–\u{2009}6:00\(Self.narrow)PM")
    }

    @Test func localTimeValidation() {
        #expect(LocalTime(hour: 24) == nil)
        #expect(LocalTime(hour: 7, minute: 60) == nil)
        #expect(LocalTime(minutesSinceMidnight: 1440) == .midnight)
        #expect(LocalTime(minutesSinceMidnight: -1).description == "23:59")
    }

    @Test(arguments: Language.allCases)
    func weekdayNamesMondayFirst(_ language: Language) {
        let words = CalendarWords(locale: PickerLocale(language: language))
        let full = Weekday.allCases.map { words.weekday($0) }
        let short = Weekday.allCases.map { words.weekday($0, style: .short) }
        let expected: [Language: (String, String, String)] = [
            .english: ("Monday", "Mon", "Sunday"), .german: ("Montag", "Mo.", "Sonntag"),
            .finnish: ("maanantai", "ma", "sunnuntai"), .swedish: ("måndag", "mån", "söndag"),
            .french: ("lundi", "lun.", "dimanche"),
        ]
        #expect(full.first == expected[language]?.0)
        #expect(short.first == expected[language]?.1)
        #expect(full.last == expected[language]?.2)
        #expect(Set(full).count == 7 && Set(short).count == 7)
    }

    @Test func weekdayForms() {
        let finnish = CalendarWords(locale: PickerLocale(language: .finnish))
        #expect(finnish.weekday(.wednesday, style: .on) == "keskiviikkona")
        #expect(finnish.weekday(.wednesday, style: .until) == "keskiviikkoon")
        #expect(finnish.weekday(.sunday, style: .capitalized) == "Sunnuntai")
        #expect(CalendarWords(locale: PickerLocale(language: .german)).weekday(.friday, style: .on) == "am Freitag")
        #expect(CalendarWords(locale: PickerLocale(language: .swedish)).weekday(.friday, style: .on) == "på fredag")
    }

    @Test(arguments: [
        ("en-GB", "Friday 4 December"), ("en-US", "Friday, December 4"), ("de", "Freitag, 4. Dezember"),
        ("fi", "perjantai 4. joulukuuta"), ("sv", "fredag 4 december"), ("fr", "vendredi 4 décembre"),
    ])
    func dates(_ row: (tag: String, shown: String)) throws {
        let date = LocalDate(year: 2026, month: 12, day: 4)
        let words = CalendarWords(locale: try #require(PickerLocale(identifier: row.tag)))
        #expect(words.date(date) == row.shown)
    }

    @Test func calendarDays() throws {
        let date = LocalDate(year: 2026, month: 11, day: 29)
        #expect(date.weekday == .sunday)
        #expect(date.adding(days: 1).description == "2026-11-30")
        #expect(LocalDate(year: 2026, month: 12, day: 31).adding(days: 1).description == "2027-01-01")
        #expect(LocalDate(checkedYear: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(checkedYear: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(checkedYear: 2028, month: 2, day: 29)?.weekday == .tuesday)
        #expect(LocalDate(iso: "2026-12-04") == LocalDate(year: 2026, month: 12, day: 4))
        #expect(LocalDate(iso: "2026-04-31") == nil)
        #expect(LocalDate(iso: "04.12.2026") == nil)
        #expect(LocalDate(dayNumber: 0).description == "1970-01-01")
        #expect(LocalDate(dayNumber: 0).weekday == .thursday)
        #expect(
            Weekday.allCases.map { LocalDate(year: 2026, month: 11, day: 30).adding(days: $0.rawValue - 1).weekday }
                == Weekday.allCases)
        #expect(Weekday.sunday.adding(days: 1) == .monday)
        #expect(Weekday.monday.adding(days: -1) == .sunday)
    }
}
