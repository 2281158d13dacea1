import CivilCalendar
import Holidays
import OpeningHoursSyntax

/// Date arithmetic for rule selectors, on day numbers (days since 1970-01-01).
@usableFromInline
enum CalendarMath {
    /// `floor(a / b)` for positive `b`.
    @inlinable @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Easter Sunday (Gregorian): the same computus the public-holiday rules use.
    ///
    /// - Parameter year: The year.
    /// - Returns: The date of Easter Sunday.
    static func easter(_ year: Int) -> LocalDate { Easter.sunday(in: year) }

    /// ISO 8601 week number (1…53) of a day.
    static func isoWeek(_ date: LocalDate) -> Int {
        let thursday = date.dayNumber + 4 - date.isoWeekday
        let year = LocalDate(dayNumber: thursday).year
        let firstDay = LocalDate(year: year, month: 1, day: 1).dayNumber
        return (thursday - firstDay) / 7 + 1
    }

    /// The nth (1…5, or −1…−5 from the end) weekday of a month, or `nil` if it does not exist.
    static func nthWeekday(_ nth: Int, weekday: Int, month: Int, year: Int) -> LocalDate? {
        if nth > 0 {
            let first = LocalDate(year: year, month: month, day: 1)
            let shift = (weekday - first.isoWeekday + 7) % 7
            let day = 1 + shift + (nth - 1) * 7
            return day <= LocalDate.daysInMonth(month, year: year) ? LocalDate(year: year, month: month, day: day) : nil
        }
        let lastDay = LocalDate.daysInMonth(month, year: year)
        let last = LocalDate(year: year, month: month, day: lastDay)
        let shift = (last.isoWeekday - weekday + 7) % 7
        let day = lastDay - shift - (-nth - 1) * 7
        return day >= 1 ? LocalDate(year: year, month: month, day: day) : nil
    }
}
