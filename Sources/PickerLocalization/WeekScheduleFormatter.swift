import PickerFormatting

/// Writes a week of opening hours as lines, grouping consecutive days with the same hours.
///
/// Rules: days run Monday first; consecutive days with identical intervals share a line
/// ("Mon–Fri: 08:00–18:00"); a day with no interval is "Closed"; a day that is `00:00–00:00` is
/// "Open 24 hours"; several intervals are joined with ", " ("08:00–12:00, 13:00–17:00"). With
/// `.short` names the first is capitalized ("Ma–pe: 8.00–18.00"); use `.full` for speech, because
/// screen readers spell abbreviations out badly ("Maanantai–perjantai: 8.00–18.00").
public struct WeekScheduleFormatter: Sendable, Hashable {
    /// One line of a week schedule.
    public struct Line: Sendable, Hashable {
        /// The first day the line covers.
        public var firstDay: Weekday
        /// The last day the line covers (the same as `firstDay` for a single day).
        public var lastDay: Weekday
        /// The day's intervals (empty when closed).
        public var intervals: [ClockInterval]
        /// The text, e.g. "Mon–Fri: 08:00–18:00".
        public var text: String
    }

    /// The locale.
    public var locale: PickerLocale

    /// Creates a week schedule formatter.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// The lines for a week.
    ///
    /// - Parameters:
    ///   - week: Intervals per weekday; a missing weekday is closed. Only pass known hours: unknown
    ///     hours are said with ``TextKey/hoursUnknown``, never as a schedule.
    ///   - names: ``WeekdayStyle/short`` (visible) or ``WeekdayStyle/full`` (spoken).
    /// - Returns: One line per run of days with the same hours, Monday first.
    /// - Complexity: O(7 × intervals per day).
    public func lines(_ week: [Weekday: [ClockInterval]], names: WeekdayStyle = .short) -> [Line] {
        var runs: [(first: Weekday, last: Weekday, intervals: [ClockInterval])] = []
        for day in Weekday.allCases {
            let intervals = week[day] ?? []
            if let last = runs.last, last.intervals == intervals {
                runs[runs.count - 1].last = day
            } else {
                runs.append((day, day, intervals))
            }
        }
        return runs.map { run in
            Line(firstDay: run.first, lastDay: run.last, intervals: run.intervals, text: text(run, names: names))
        }
    }

    private func text(_ run: (first: Weekday, last: Weekday, intervals: [ClockInterval]), names: WeekdayStyle)
        -> String
    {
        let words = CalendarWords(locale: locale)
        let nameStyle: WeekdayStyle = names == .full ? .full : .short
        let firstName = words.weekday(run.first, style: nameStyle)
        var days = firstName.prefix(1).uppercased() + firstName.dropFirst()
        if run.last != run.first { days += "–" + words.weekday(run.last, style: nameStyle) }
        let localizer = Localizer(locale: locale)
        let hours: String
        if run.intervals.isEmpty {
            hours = localizer.string(.closed)
        } else if run.intervals.count == 1, run.intervals[0].isAllDay {
            hours = localizer.string(.open24Hours)
        } else {
            let times = TimeFormatter(locale: locale)
            hours = run.intervals.map { times.range(from: $0.start, to: $0.end) }.joined(separator: ", ")
        }
        return localizer.string(Phrase(.scheduleLine, ["days": .text(days), "hours": .text(hours)]))
    }
}

// MARK: - One interval of a day

/// One opening interval within a day, on the place's wall clock.
///
/// An `end` at or before `start` runs past midnight ("22:00–02:00"); `00:00–00:00` is the whole day.
public struct ClockInterval: Sendable, Hashable {
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
