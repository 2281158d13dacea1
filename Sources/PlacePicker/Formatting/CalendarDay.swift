/// A date on a place's wall calendar (proleptic Gregorian, no zone), for relative phrases and dates.
///
/// Mirrors `OpeningHours.LocalDate`, which this module may not import yet; convert with
/// `CalendarDay(year: d.year, month: d.month, day: d.day)`. Arithmetic goes through a day number
/// computed with Howard Hinnant's public-domain `days_from_civil` / `civil_from_days` algorithms.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// A date from its parts; `nil` unless they form a real date (2026-02-29 is `nil`).
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: 1…12.
    ///   - day: 1…(days in that month).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CalendarDay.daysInMonth(month, year: year) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `dayNumber` days after 1970-01-01 (Hinnant's `civil_from_days`).
    ///
    /// - Parameter dayNumber: Days since 1970-01-01; negative before it.
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        self.day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        self.month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (Hinnant's `days_from_civil`).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week (1970-01-01 was a Thursday).
    public var weekday: Weekday {
        let index = ((dayNumber + 3) % 7 + 7) % 7
        return Weekday(rawValue: index + 1) ?? .monday
    }

    /// The date `days` days later (earlier when negative).
    ///
    /// - Parameter days: Days to add.
    /// - Returns: The shifted date.
    public func adding(days: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + days) }

    /// Number of days in a month of a Gregorian year.
    ///
    /// - Parameters:
    ///   - month: 1…12.
    ///   - year: The year.
    /// - Returns: 28…31 (0 for a month outside 1…12).
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        switch month {
        case 2: return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        case 1, 3, 5, 7, 8, 10, 12: return 31
        default: return 0
        }
    }

    /// Orders by calendar position.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// ISO 8601, e.g. "2026-12-04".
    public var description: String {
        "\(year)-" + (month < 10 ? "0\(month)" : "\(month)") + "-" + (day < 10 ? "0\(day)" : "\(day)")
    }
}
