/// One opening interval within a day, on the place's wall clock.
///
/// An `end` at or before `start` runs past midnight ("22:00–02:00"); `00:00–00:00` is the whole day.
public struct OpeningInterval: Sendable, Hashable {
    /// When it opens.
    public var start: LocalTime
    /// When it closes.
    public var end: LocalTime

    /// Creates an interval.
    ///
    /// - Parameters:
    ///   - start: Opening time.
    ///   - end: Closing time; at or before `start` means the next day.
    public init(start: LocalTime, end: LocalTime) {
        self.start = start
        self.end = end
    }

    /// Whether the interval covers the whole day (00:00–00:00).
    public var isAllDay: Bool { start == .midnight && end == .midnight }
}
