/// One end of a date range: a month, a month and day, easter or the nth weekday of a month,
/// optionally in a year and shifted by an offset.
public struct DateSpec: Sendable, Hashable {
    /// The kind of day.
    public enum Kind: Sendable, Hashable {
        /// A whole month (as a range end: its first or last day).
        case month(Int)
        /// A month and day, e.g. `Dec 24`.
        case monthDay(month: Int, day: Int)
        /// Easter Sunday (Western, Gregorian computus).
        case easter
        /// The nth weekday of a month, e.g. `Mar Su[-1]`.
        case nthWeekday(month: Int, weekday: Int, nth: Int)
    }

    /// A year, or `nil` for every year.
    public var year: Int?
    /// The kind of day.
    public var kind: Kind
    /// Move to the next (positive ISO weekday) or previous (negative) weekday: `Dec 25 +We`.
    public var weekdayOffset: Int
    /// Days added afterwards: `easter +1 day`.
    public var dayOffset: Int

    /// Creates a date end.
    ///
    /// - Parameters:
    ///   - year: Year, or `nil`.
    ///   - kind: The kind of day.
    ///   - weekdayOffset: Weekday offset (±1…7), or 0.
    ///   - dayOffset: Day offset.
    public init(year: Int? = nil, kind: Kind, weekdayOffset: Int = 0, dayOffset: Int = 0) {
        self.year = year
        self.kind = kind
        self.weekdayOffset = weekdayOffset
        self.dayOffset = dayOffset
    }
}

/// A date or range of dates: `Dec`, `Jan-Mar`, `Dec 24-26`, `Dec 25-Jan 06`, `2026 Mar 01-2026 Apr 30`,
/// `Dec 25+` (from that day on), `Jan 01-31/8` (every eighth day from the first).
public struct DateRange: Sendable, Hashable {
    /// First day (or month).
    public var from: DateSpec
    /// Last day (or month), or `nil` for a single day or month.
    public var to: DateSpec?
    /// `Dec 25+`: from that day to the end of its year; with a year (`2023 Sep 04+`), from that day on.
    public var isOpenEnded: Bool
    /// `Jan 01-31/8`: every `step` days from the first day, or `nil`.
    public var step: Int?

    /// Creates a date range.
    ///
    /// - Parameters:
    ///   - from: First day.
    ///   - to: Last day, if a range.
    ///   - isOpenEnded: Whether written `from+`.
    ///   - step: Every `step` days from the first day, if any.
    public init(from: DateSpec, to: DateSpec? = nil, isOpenEnded: Bool = false, step: Int? = nil) {
        self.from = from
        self.to = to
        self.isOpenEnded = isOpenEnded
        self.step = step
    }
}
