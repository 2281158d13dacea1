/// A day in the proleptic Gregorian calendar, with no time zone: what a place's wall calendar says.
///
/// Used for holiday rules, sun times and the rule selectors of `opening_hours`. Arithmetic goes
/// through a day number (days since 1970-01-01) so it is exact and needs no `Calendar`.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int

    /// Creates a date from its parts; the caller guarantees they form a real date.
    ///
    /// - Parameters:
    ///   - year: Year.
    ///   - month: 1…12.
    ///   - day: 1…31 (valid for the month).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date, or `nil` unless the month and day exist in that year.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: 1…12.
    ///   - day: 1…28/29/30/31.
    public init?(checkedYear year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= LocalDate.daysInMonth(month, year: year) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// Reads `YYYY-MM-DD` (four-digit year, two-digit month and day); `nil` unless it is a real
    /// date. The one reader of ISO dates for data (`pickup:status_until`, structured hours) and
    /// files (`--reference-holidays`).
    ///
    /// - Parameter text: The date text, without spaces.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(checkedYear: year, month: month, day: day)
    }

    /// The date `dayNumber` days after 1970-01-01 (negative before it).
    ///
    /// Based on Howard Hinnant's `civil_from_days` algorithm (public domain description of the
    /// proleptic Gregorian calendar in 400-year eras).
    /// - Parameter dayNumber: Days since 1970-01-01.
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
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

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int {
        let weekday = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (ISO 4)
        return (weekday < 0 ? weekday + 7 : weekday) + 1
    }

    /// The date `days` days later (earlier when negative).
    ///
    /// - Parameter days: Number of days to add.
    /// - Returns: The shifted date.
    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    /// Whether `year` is a Gregorian leap year.
    ///
    /// - Parameter year: The year.
    /// - Returns: `true` for leap years.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Number of days in a month of a year.
    ///
    /// - Parameters:
    ///   - month: 1…12.
    ///   - year: The year.
    /// - Returns: 28…31.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Orders by calendar position.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// ISO 8601: `2026-11-29`.
    public var description: String {
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(m)-\(d)"
    }
}
