/// A year or range of years: `2026`, `2026-2028`, `2026-2040/2`, `2030+`.
public struct YearRange: Sendable, Hashable {
    /// First year.
    public var from: Int
    /// Last year, or `nil` for a single year (or an open end).
    public var to: Int?
    /// Every `step` years, or `nil`.
    public var step: Int?
    /// `2030+`: every year from `from` on (`2055/2`: every second year from 2055 on).
    public var isOpenEnded: Bool

    /// Creates a year range.
    ///
    /// - Parameters:
    ///   - from: First year.
    ///   - to: Last year, if a range.
    ///   - step: Step, if any.
    ///   - isOpenEnded: Whether written `from+`.
    public init(from: Int, to: Int? = nil, step: Int? = nil, isOpenEnded: Bool = false) {
        self.from = from
        self.to = to
        self.step = step
        self.isOpenEnded = isOpenEnded
    }
}

/// An ISO 8601 week or range of weeks: `week 05`, `week 1-53/2`.
public struct WeekRange: Sendable, Hashable {
    /// First week, 1…53.
    public var from: Int
    /// Last week, or `nil`.
    public var to: Int?
    /// Every `step` weeks, or `nil`.
    public var step: Int?

    /// Creates a week range.
    ///
    /// - Parameters:
    ///   - from: First week.
    ///   - to: Last week, if a range.
    ///   - step: Step, if any.
    public init(from: Int, to: Int? = nil, step: Int? = nil) {
        self.from = from
        self.to = to
        self.step = step
    }
}

/// Which occurrences of a weekday in its month: `[1]`, `[-1]`, `[1-2]`.
public struct NthRange: Sendable, Hashable {
    /// First occurrence: 1…5 from the start of the month, −1…−5 from its end.
    public var from: Int
    /// Last occurrence of a range, or `nil`.
    public var to: Int?

    /// Creates an occurrence range.
    ///
    /// - Parameters:
    ///   - from: First occurrence.
    ///   - to: Last occurrence, if a range.
    public init(from: Int, to: Int? = nil) {
        self.from = from
        self.to = to
    }
}

/// A weekday or range of weekdays, with optional occurrences and a day offset.
public struct WeekdayRange: Sendable, Hashable {
    /// First weekday, ISO 1 (Monday) … 7 (Sunday).
    public var from: Int
    /// Last weekday (may wrap: `Fr-Mo`), or `nil`.
    public var to: Int?
    /// Occurrences in the month (`Mo[1,3]`); empty means every one.
    public var nth: [NthRange]
    /// Days added after picking the occurrence (`Sa[-1] +1 day`).
    public var dayOffset: Int

    /// Creates a weekday range.
    ///
    /// - Parameters:
    ///   - from: First weekday (1…7).
    ///   - to: Last weekday, if a range.
    ///   - nth: Occurrences in the month.
    ///   - dayOffset: Day offset.
    public init(from: Int, to: Int? = nil, nth: [NthRange] = [], dayOffset: Int = 0) {
        self.from = from
        self.to = to
        self.nth = nth
        self.dayOffset = dayOffset
    }
}

/// `PH` or `SH`, with an optional day offset (`PH +1 day`: the day after a public holiday).
public struct HolidayRule: Sendable, Hashable {
    /// Public or school holidays.
    public enum Kind: Sendable, Hashable {
        /// `PH`.
        case publicHoliday
        /// `SH`.
        case schoolHoliday
    }

    /// Public or school holidays.
    public var kind: Kind
    /// Days after (positive) or before (negative) the holiday.
    public var dayOffset: Int

    /// Creates a holiday selector.
    ///
    /// - Parameters:
    ///   - kind: Public or school holidays.
    ///   - dayOffset: Day offset.
    public init(kind: Kind, dayOffset: Int = 0) {
        self.kind = kind
        self.dayOffset = dayOffset
    }
}
