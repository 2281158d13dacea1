import OpeningHours

/// The picker's words for `OpeningHours.LocalDate`, the one wall-calendar date type of the package.
extension LocalDate {
    /// The day of the week, from the ISO weekday (1970-01-01 was a Thursday).
    public var weekday: Weekday { Weekday(rawValue: isoWeekday) ?? .monday }

    /// A date from its parts, or `nil` unless they form a real date: 2026-02-29 is `nil`.
    ///
    /// `LocalDate(year:month:day:)` trusts its caller; this checks, for dates read from data.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: 1…12.
    ///   - day: 1…(days in that month).
    public init?(checkedYear year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= LocalDate.daysInMonth(month, year: year) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }
}
