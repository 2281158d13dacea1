import Foundation
import Testing

@testable import CivilCalendar

@Suite("Civil dates")
struct LocalDateTests {
    @Test func dayNumbersRoundTripOverFourHundredYears() {
        // 1900-01-01 … 2299-12-31: every date from its day number and back, one day apart.
        let first = LocalDate(year: 1900, month: 1, day: 1).dayNumber
        var previous = LocalDate(dayNumber: first - 1)
        for number in first..<(first + 146_097) {
            let date = LocalDate(dayNumber: number)
            #expect(date.dayNumber == number)
            #expect(previous < date)
            #expect(LocalDate(checkedYear: date.year, month: date.month, day: date.day) == date)
            previous = date
        }
    }

    @Test func theEpochAndWeekdays() {
        #expect(LocalDate(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(LocalDate(dayNumber: -1) == LocalDate(year: 1969, month: 12, day: 31))
        #expect(LocalDate(year: 1970, month: 1, day: 1).isoWeekday == 4)
        #expect(LocalDate(year: 2026, month: 11, day: 29).isoWeekday == 7)
        #expect(LocalDate(year: 2026, month: 11, day: 30).isoWeekday == 1)
        #expect(LocalDate(year: 1969, month: 12, day: 29).isoWeekday == 1)
    }

    @Test func leapYearsAndMonthLengths() {
        #expect(LocalDate.isLeapYear(2024))
        #expect(!LocalDate.isLeapYear(2100))
        #expect(LocalDate.isLeapYear(2000))
        #expect(LocalDate.daysInMonth(2, year: 2026) == 28)
        #expect(LocalDate.daysInMonth(2, year: 2028) == 29)
        #expect(LocalDate.daysInMonth(4, year: 2026) == 30)
        #expect(LocalDate(checkedYear: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(checkedYear: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 2, day: 28).adding(days: 1) == LocalDate(year: 2026, month: 3, day: 1))
    }

    @Test(arguments: [
        ("2026-12-24", LocalDate(year: 2026, month: 12, day: 24) as LocalDate?),
        ("2028-02-29", LocalDate(year: 2028, month: 2, day: 29)),
        ("2026-02-29", nil), ("2026-1-05", nil), ("26-01-05", nil), ("2026-01-05 ", nil), ("2026/01/05", nil),
        ("+026-01-05", nil),
    ])
    func readsISODates(_ text: String, _ expected: LocalDate?) {
        #expect(LocalDate(iso: text) == expected)
        if let expected { #expect(expected.description == text) }
    }

    @Test func theStartOfADayInAZone() throws {
        let helsinki = try #require(TimeZone(identifier: "Europe/Helsinki"))
        let date = LocalDate(year: 2026, month: 3, day: 29)
        let start = date.start(in: helsinki)
        #expect(InstantText.format(start, in: helsinki) == "2026-03-29T00:00+02:00")
        #expect(LocalDate(instant: start, in: helsinki) == date)
        #expect(LocalDate(instant: start.addingTimeInterval(-1), in: helsinki) == date.adding(days: -1))
    }
}
