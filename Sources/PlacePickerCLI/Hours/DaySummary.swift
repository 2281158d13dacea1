import Foundation
import OpeningHours

/// One local day of a schedule, for the `--week` table and JSON: the stretches with their state,
/// the public holiday if any, and a short text (`09:00–21:00`, `closed`, `open 24 hours`).
struct DaySummary: Sendable {
    /// A stretch of one state within the day, in minutes after local midnight.
    struct Span: Sendable {
        /// First minute (0…1439).
        var start: Int
        /// End minute, exclusive (1…1440; 1440 is written `24:00`).
        var end: Int
        /// The state throughout.
        var state: OpeningState
    }

    /// The local date.
    var date: LocalDate
    /// The public holiday's name, when the day is one in the context's country.
    var holiday: String?
    /// Consecutive stretches covering the day.
    var spans: [Span]

    /// Summarizes a day.
    ///
    /// - Parameters:
    ///   - date: The local date.
    ///   - schedule: The schedule.
    ///   - context: Zone, country, coordinate.
    init(date: LocalDate, schedule: Schedule, context: EvaluationContext) {
        let zone = context.timeZone
        let start = WallTime(date: date, hour: 0, minute: 0).instant(in: zone)
        let end = WallTime(date: date.adding(days: 1), hour: 0, minute: 0).instant(in: zone)
        self.date = date
        self.holiday = context.publicHolidays?.holidays(in: date.year).first { $0.date == date }?.name
        self.spans = schedule.intervals(from: start, to: end, in: context).map { interval in
            Span(
                start: Self.minute(interval.start, of: date, zone: zone),
                end: interval.end >= end ? 1440 : Self.minute(interval.end, of: date, zone: zone),
                state: interval.state)
        }
    }

    private static func minute(_ instant: Date, of date: LocalDate, zone: TimeZone) -> Int {
        let wall = WallTime(instant, in: zone)
        if wall.date < date { return 0 }
        if date < wall.date { return 1440 }
        return wall.hour * 60 + wall.minute
    }

    /// `09:00–12:00, 13:00–17:00`, `closed`, `open 24 hours`, `unknown`, with comments in brackets.
    var text: String {
        if spans.count == 1, let only = spans.first {
            let comment = only.state.comment.map { " (\($0))" } ?? ""
            switch only.state.status {
            case .open: return "open 24 hours" + comment
            case .closed: return "closed" + comment
            case .unknown: return "unknown" + comment
            }
        }
        let shown = spans.filter { $0.state.status != .closed || $0.state.comment != nil }
        if shown.isEmpty { return "closed" }
        return shown.map { span in
            var text = "\(Self.clock(span.start))–\(Self.clock(span.end))"
            if span.state.status == .unknown { text += " unknown" }
            if span.state.status == .closed { text += " closed" }
            if let comment = span.state.comment { text += " (\(comment))" }
            return text
        }.joined(separator: ", ")
    }

    /// `09:00`; 1440 is `24:00`.
    static func clock(_ minute: Int) -> String {
        "\(WallTime.twoDigits(minute / 60)):\(WallTime.twoDigits(minute % 60))"
    }
}
