/// One rule of an `opening_hours` value: selectors that pick days, times within them, a modifier
/// and a comment.
///
/// Day selectors of different kinds must all match (years, dates, weeks, weekdays/holidays);
/// an empty list matches every day.
public struct Rule: Sendable, Hashable {
    /// How a rule is joined to the rule before it.
    public enum Separator: Sendable, Hashable {
        /// `;` — a matching rule replaces what earlier rules said about that day.
        case normal
        /// `,` — adds to what earlier rules said about that day.
        case additional
        /// `||` — applies only on days no earlier rule matched.
        case fallback
    }

    /// What a rule says about its times.
    public enum Modifier: Sendable, Hashable {
        /// `open` (the default when times are given).
        case open
        /// `closed`.
        case closed
        /// `off` (a synonym of `closed`, kept as written).
        case off
        /// `unknown`.
        case unknown
    }

    /// How this rule is joined to the previous one.
    public var separator: Separator
    /// Year selectors (`2026`, `2026-2028`, `2030+`, `2026-2040/2`).
    public var years: [YearRange]
    /// Month and date selectors (`Dec`, `Jan-Mar`, `Dec 24-26`, `easter`).
    public var dates: [DateRange]
    /// ISO week selectors (`week 1-53/2`).
    public var weeks: [WeekRange]
    /// Weekday selectors (`Mo-Fr`, `Su[-1]`).
    public var weekdays: [WeekdayRange]
    /// Holiday selectors (`PH`, `SH`, `PH +1 day`).
    public var holidays: [HolidayRule]
    /// Whether weekdays and holidays were joined by a space (`SH Mo-Fr`: both must match)
    /// rather than a comma (`PH,Su`: either matches).
    public var holidaysAndWeekdaysIntersect: Bool
    /// Whether holidays were written before weekdays.
    public var holidaysFirst: Bool
    /// `24/7`.
    public var isTwentyFourSeven: Bool
    /// Time spans; empty means the whole day.
    public var times: [TimeSpan]
    /// The modifier as written, or `nil`.
    public var modifier: Modifier?
    /// The comment (without quotes), or `nil`.
    public var comment: String?

    /// Creates a rule; every part defaults to "not given".
    ///
    /// - Parameters:
    ///   - separator: How the rule is joined to the previous one.
    ///   - years: Year selectors.
    ///   - dates: Date selectors.
    ///   - weeks: Week selectors.
    ///   - weekdays: Weekday selectors.
    ///   - holidays: Holiday selectors.
    ///   - times: Time spans.
    ///   - modifier: Modifier.
    ///   - comment: Comment.
    public init(
        separator: Separator = .normal, years: [YearRange] = [], dates: [DateRange] = [], weeks: [WeekRange] = [],
        weekdays: [WeekdayRange] = [], holidays: [HolidayRule] = [], times: [TimeSpan] = [],
        modifier: Modifier? = nil, comment: String? = nil
    ) {
        self.separator = separator
        self.years = years
        self.dates = dates
        self.weeks = weeks
        self.weekdays = weekdays
        self.holidays = holidays
        self.holidaysAndWeekdaysIntersect = false
        self.holidaysFirst = false
        self.isTwentyFourSeven = false
        self.times = times
        self.modifier = modifier
        self.comment = comment
    }

    /// Whether the rule has no selectors, times or modifier: only a comment.
    public var isCommentOnly: Bool {
        comment != nil && modifier == nil && times.isEmpty && !isTwentyFourSeven && !hasDaySelectors
    }

    /// Whether any day selector is given.
    public var hasDaySelectors: Bool {
        !years.isEmpty || !dates.isEmpty || !weeks.isEmpty || !weekdays.isEmpty || !holidays.isEmpty
    }

    /// Whether a time of the rule is a sun event (`sunrise`, `(sunset-01:00)` …).
    package var usesSunTimes: Bool {
        times.contains { span in
            if case .event = span.start { return true }
            if case .event = span.end { return true }
            return false
        }
    }

    /// Whether some time of the rule may run past midnight into the next day (`22:00-02:00`,
    /// `18:00-26:00`, a span with a sun time), so the rule paints the next morning too.
    package var mayRunPastMidnight: Bool {
        times.contains { span in
            // An open end's guessed close can be the next morning (`17:00+` until 03:00).
            guard !span.isOpenEnded, case .clock(let start) = span.start else { return true }
            guard let end = span.end else { return start >= 1440 }
            guard case .clock(let minutes) = end else { return true }
            return minutes > 1440 || minutes <= start || start >= 1440
        }
    }

    /// The state the rule's times have: open, closed or unknown (a comment without a modifier is
    /// unknown).
    public var status: OpeningStatus {
        switch modifier {
        case .closed, .off: .closed
        case .unknown: .unknown
        case .open: .open
        // A comment without a modifier says nothing certain (`Mo-Fr "by appointment"`,
        // `Sa 10:00-12:00 "maybe open, call us"`): unknown, as the specification and
        // opening_hours.js read it. `open "…"` is open with a comment.
        case nil: comment != nil ? .unknown : .open
        }
    }
}
