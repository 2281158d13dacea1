import CivilCalendar
import OpeningHoursSyntax

extension WeeklyHours {
    /// Compiles the periods and exceptions to a ``Schedule``.
    ///
    /// Weekdays with the same periods share one rule (`Mo-Fr 08:00-18:00`), joined to the other
    /// weekdays' rules as additional rules (`, Sa 22:00-02:00`) so that a period running past
    /// midnight keeps its morning part on the next day (with `;`, the next day's own rule would
    /// replace it). Each exception becomes a normal dated rule after them (`2026 Dec 24 off
    /// "Christmas Eve"`), so it replaces everything on its dates, the night running into the date
    /// included.
    /// - Returns: The schedule (or `nil`), diagnostics naming the bad field, and the
    ///   `opening_hours` text.
    public func compile() -> ParseResult {
        var diagnostics: [HoursDiagnostic] = []
        func error(_ message: String, example: String) {
            diagnostics.append(
                HoursDiagnostic(
                    severity: .error, message: message, offset: 0, length: 0, kind: .unexpected, example: example))
        }
        var spansByDay: [[TimeSpan]] = Array(repeating: [], count: 7)
        for (index, period) in periods.enumerated() {
            guard let day = Names.weekdayWords[period.day.lowercased()] else {
                error("periods[\(index)].day \"\(period.day)\" is not a weekday", example: "\"day\": \"mo\"")
                continue
            }
            guard let span = Self.span(period.open, period.close) else {
                error(
                    "periods[\(index)] has an invalid time \"\(period.open)\"–\"\(period.close)\"",
                    example: "\"open\": \"08:00\", \"close\": \"18:00\"")
                continue
            }
            spansByDay[day - 1].append(span)
        }
        var rules: [Rule] = []
        var done = Array(repeating: false, count: 7)
        for day in 0..<7 where !done[day] && !spansByDay[day].isEmpty {
            let spans = spansByDay[day].sorted { Self.minutes($0.start) < Self.minutes($1.start) }
            var days: [Int] = []
            for other in day..<7
            where spansByDay[other].sorted(by: { Self.minutes($0.start) < Self.minutes($1.start) }) == spans {
                days.append(other + 1)
                done[other] = true
            }
            rules.append(
                Rule(separator: rules.isEmpty ? .normal : .additional, weekdays: Self.ranges(days), times: spans))
        }
        if rules.isEmpty { rules.append(Rule(modifier: .closed)) }
        for (index, exception) in (exceptions ?? []).enumerated() {
            guard let from = Self.date(exception.date) else {
                error(
                    "exceptions[\(index)].date \"\(exception.date)\" is not a date", example: "\"date\": \"2026-12-24\""
                )
                continue
            }
            var range = DateRange(from: DateSpec(year: from.year, kind: .monthDay(month: from.month, day: from.day)))
            if let toText = exception.to {
                guard let to = Self.date(toText), to >= from else {
                    error(
                        "exceptions[\(index)].to \"\(toText)\" is not a date on or after \"date\"",
                        example: "\"to\": \"2026-12-26\"")
                    continue
                }
                range.to = DateSpec(year: to.year, kind: .monthDay(month: to.month, day: to.day))
            }
            var rule = Rule(dates: [range], comment: exception.comment)
            if exception.closed == true || (exception.periods ?? []).isEmpty {
                rule.modifier = .off
            } else {
                for (spanIndex, time) in (exception.periods ?? []).enumerated() {
                    guard let span = Self.span(time.open, time.close) else {
                        error(
                            "exceptions[\(index)].periods[\(spanIndex)] has an invalid time \"\(time.open)\"–\"\(time.close)\"",
                            example: "\"open\": \"08:00\", \"close\": \"12:00\"")
                        continue
                    }
                    rule.times.append(span)
                }
            }
            rules.append(rule)
        }
        guard diagnostics.isEmpty else {
            return ParseResult(schedule: nil, diagnostics: diagnostics, readSchedule: nil)
        }
        let schedule = Schedule(rules: rules)
        return ParseResult(schedule: schedule, diagnostics: [], readSchedule: schedule)
    }

    static func minutes(_ point: TimePoint) -> Int {
        if case .clock(let minutes) = point { return minutes }
        return 0
    }

    /// `HH:MM` → minutes (0…1440), or `nil`.
    static func clock(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, (1...2).contains(parts[0].count), let hours = Int(parts[0]),
            let minutes = Int(parts[1]), minutes < 60, hours < 24 || (hours == 24 && minutes == 0)
        else { return nil }
        return hours * 60 + minutes
    }

    static func span(_ open: String, _ close: String) -> TimeSpan? {
        guard let start = clock(open), start < 1440, var end = clock(close) else { return nil }
        if end <= start { end += 1440 }
        // Canonical OSM spells a close past midnight as the next day's clock time (`22:00-02:00`).
        return TimeSpan(start: .clock(start), end: .clock(end > 1440 ? end - 1440 : end))
    }

    static func date(_ text: String) -> LocalDate? { LocalDate(iso: text) }

    /// Sorted ISO weekdays → ranges (`[1,2,3,5]` → `Mo-We,Fr`).
    static func ranges(_ days: [Int]) -> [WeekdayRange] {
        var result: [WeekdayRange] = []
        for day in days {
            if var last = result.last, (last.to ?? last.from) == day - 1 {
                last.to = day
                result[result.count - 1] = last
            } else {
                result.append(WeekdayRange(from: day))
            }
        }
        return result
    }
}
