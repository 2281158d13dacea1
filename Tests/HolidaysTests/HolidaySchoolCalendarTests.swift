import CivilCalendar
import Holidays
import OpeningHoursSyntax
import Testing

@Suite("School holidays from date ranges")
struct HolidaySchoolCalendarTests {
    /// Overlapping, adjacent and unordered ranges, as a regional authority might publish them.
    static let calendar = DateRangeSchoolHolidays(ranges: [
        LocalDate(year: 2026, month: 6, day: 1)...LocalDate(year: 2026, month: 8, day: 12),
        LocalDate(year: 2026, month: 2, day: 23)...LocalDate(year: 2026, month: 3, day: 1),
        LocalDate(year: 2026, month: 2, day: 27)...LocalDate(year: 2026, month: 2, day: 28),
        LocalDate(year: 2026, month: 12, day: 21)...LocalDate(year: 2027, month: 1, day: 6),
        LocalDate(year: 2026, month: 3, day: 2)...LocalDate(year: 2026, month: 3, day: 2),
    ])

    @Test(arguments: [
        ("2026-02-22", false), ("2026-02-23", true), ("2026-02-28", true), ("2026-03-01", true),
        ("2026-03-02", true), ("2026-03-03", false), ("2026-05-31", false), ("2026-06-01", true),
        ("2026-08-12", true), ("2026-08-13", false), ("2026-12-31", true), ("2027-01-06", true),
        ("2027-01-07", false), ("1970-01-01", false), ("2100-01-01", false),
    ])
    func isSchoolHoliday(_ c: (date: String, expected: Bool)) {
        let parts = c.date.split(separator: "-").compactMap { Int($0) }
        let date = LocalDate(year: parts[0], month: parts[1], day: parts[2])
        #expect(Self.calendar.isSchoolHoliday(date) == c.expected)
    }

    @Test func emptyCalendarHasNoHolidays() {
        let empty: any SchoolHolidayCalendar = DateRangeSchoolHolidays(ranges: [])
        #expect(!empty.isSchoolHoliday(LocalDate(year: 2026, month: 7, day: 1)))
    }
}
