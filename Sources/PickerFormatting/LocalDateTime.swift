import CivilCalendar
import Foundation
import OpeningHours
import OpeningHoursSyntax

/// A date and a time on a place's wall clock: "now" or "when it opens", in the place's own zone.
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The calendar date.
    public var date: LocalDate
    /// The time of day.
    public var time: LocalTime

    /// Creates a wall-clock moment.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - time: The time of day.
    public init(date: LocalDate, time: LocalTime) {
        self.date = date
        self.time = time
    }

    /// Minutes since 1970-01-01 00:00 on the same wall clock (ignores daylight-saving jumps by design).
    public var minutesSinceEpoch: Int { date.dayNumber * 1440 + time.minutesSinceMidnight }

    /// Orders by wall-clock position.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.minutesSinceEpoch < rhs.minutesSinceEpoch
    }

    /// ISO 8601 without zone, e.g. "2026-12-04T08:00".
    public var description: String { "\(date)T\(time)" }
}

extension LocalDateTime {
    /// The wall-clock date and time of an instant in a time zone (minute precision), as
    /// ``OpeningHours/WallTime`` reads it.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - timeZone: The zone.
    public init(instant: Date, in timeZone: TimeZone) {
        let wall = WallTime(instant, in: timeZone)
        self.init(date: wall.date, time: LocalTime(minutesSinceMidnight: wall.hour * 60 + wall.minute))
    }
}
