import OpeningHours

/// The picker's words for `OpeningHours.LocalDate`, the one wall-calendar date type of the package.
extension LocalDate {
    /// The day of the week, from the ISO weekday (1970-01-01 was a Thursday).
    public var weekday: Weekday { Weekday(rawValue: isoWeekday) ?? .monday }
}
