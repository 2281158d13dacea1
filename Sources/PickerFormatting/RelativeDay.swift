import CivilCalendar
import OpeningHours
import OpeningHoursSyntax

/// Which day an event falls on, as a person would say it relative to today.
///
/// The rule, on the place's wall calendar: the same date is ``today``; the next date is ``tomorrow``;
/// 2–6 days ahead is that ``weekday(_:)`` ("Monday", unambiguous within a week); anything else —
/// 7 or more days ahead, or in the past — is the full ``date(_:)``.
public enum RelativeDay: Sendable, Hashable {
    /// The same calendar date as now.
    case today
    /// The next calendar date.
    case tomorrow
    /// Two to six days ahead.
    case weekday(Weekday)
    /// Further ahead, or in the past.
    case date(LocalDate)

    /// Decides how to name `day` seen from `today`.
    ///
    /// - Parameters:
    ///   - day: The day of the event.
    ///   - today: The current date where the place is.
    public init(_ day: LocalDate, from today: LocalDate) {
        switch day.dayNumber - today.dayNumber {
        case 0: self = .today
        case 1: self = .tomorrow
        case 2...6: self = .weekday(day.weekday)
        default: self = .date(day)
        }
    }
}
