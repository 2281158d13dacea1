import CivilCalendar
import OpeningHours
import OpeningHoursSyntax

/// A day of the week, numbered as in ISO 8601: Monday is 1, Sunday is 7.
///
/// `allCases` runs Monday first, the order of a week schedule in all the picker's locales (including
/// en-US, where the picker still lists opening hours Monday first, as carriers do).
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Codable {
    /// Monday (ISO 1).
    case monday = 1
    /// Tuesday (ISO 2).
    case tuesday
    /// Wednesday (ISO 3).
    case wednesday
    /// Thursday (ISO 4).
    case thursday
    /// Friday (ISO 5).
    case friday
    /// Saturday (ISO 6).
    case saturday
    /// Sunday (ISO 7).
    case sunday

    /// The ISO number, 1 (Monday) … 7 (Sunday).
    public var isoNumber: Int { rawValue }

    /// The day `days` later (earlier when negative), wrapping around the week.
    ///
    /// - Parameter days: Number of days to add.
    /// - Returns: The weekday then.
    public func adding(days: Int) -> Weekday {
        let index = ((rawValue - 1 + days) % 7 + 7) % 7
        return Weekday(rawValue: index + 1) ?? self
    }
}

// MARK: - The weekday of a date

/// The picker's words for `OpeningHours.LocalDate`, the one wall-calendar date type of the package.
extension LocalDate {
    /// The day of the week, from the ISO weekday (1970-01-01 was a Thursday).
    public var weekday: Weekday { Weekday(rawValue: isoWeekday) ?? .monday }
}
