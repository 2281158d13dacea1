/// A time of day: a clock time or a sun event with an offset.
public enum TimePoint: Sendable, Hashable {
    /// Minutes after local midnight, 0…2880 (`26:00` is 1560).
    case clock(Int)
    /// A sun event shifted by minutes: `(sunset-01:00)` is `.event(.sunset, -60)`.
    case event(SunEvent, Int)
}

/// A time span within a day: `08:00-18:00`, `22:00-02:00`, `17:00+`, a point `12:00`, or a
/// repeating range `10:00-16:00/01:30`.
public struct TimeSpan: Sendable, Hashable {
    /// Start.
    public var start: TimePoint
    /// End, or `nil` for a point in time or an open end.
    public var end: TimePoint?
    /// `17:00+` or `10:00-17:00+`: the closing time is not known.
    public var isOpenEnded: Bool
    /// Minutes between points of a repeating range (`/01:30` is 90), or `nil`.
    public var repeatEvery: Int?

    /// Creates a time span.
    ///
    /// - Parameters:
    ///   - start: Start.
    ///   - end: End, if any.
    ///   - isOpenEnded: Whether written with `+`.
    ///   - repeatEvery: Repeat interval in minutes, if any.
    public init(start: TimePoint, end: TimePoint? = nil, isOpenEnded: Bool = false, repeatEvery: Int? = nil) {
        self.start = start
        self.end = end
        self.isOpenEnded = isOpenEnded
        self.repeatEvery = repeatEvery
    }
}
