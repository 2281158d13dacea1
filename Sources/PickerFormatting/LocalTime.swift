/// A time of day on a wall clock, with no date and no zone: "21:00" where the place is.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The hour, 0…23.
    public let hour: Int
    /// The minute, 0…59.
    public let minute: Int

    /// A time from its parts; `nil` unless `hour` is 0…23 and `minute` is 0…59.
    ///
    /// - Parameters:
    ///   - hour: 0…23 (write midnight at the end of a day as 0:00 of the next day).
    ///   - minute: 0…59.
    public init?(hour: Int, minute: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// The time `minutes` after midnight, wrapping around the day (1440 → 0:00, -1 → 23:59).
    ///
    /// - Parameter minutes: Minutes since midnight; any value.
    public init(minutesSinceMidnight minutes: Int) {
        let wrapped = ((minutes % 1440) + 1440) % 1440
        self.hour = wrapped / 60
        self.minute = wrapped % 60
    }

    /// Minutes since midnight, 0…1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// Midnight, 0:00.
    public static let midnight = LocalTime(minutesSinceMidnight: 0)

    /// Orders by clock position within a day.
    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// `HH:mm`, e.g. "08:05", for logs and tests (not for people: use ``TimeFormatter``).
    public var description: String {
        (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }
}
