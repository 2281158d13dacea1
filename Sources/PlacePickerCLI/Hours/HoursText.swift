import Foundation
import OpeningHours

/// Plain-English wording for `placepicker hours`: states, weekdays, durations and caret lines.
enum HoursText {
    /// English weekday names, Monday first (ISO order).
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The English name of a date's weekday.
    static func weekday(_ date: LocalDate) -> String { weekdays[date.isoWeekday - 1] }

    /// `open`, `closed` or `unknown`, as batch and JSON output write a status.
    static func word(_ status: OpeningStatus) -> String {
        switch status {
        case .open: "open"
        case .closed: "closed"
        case .unknown: "unknown"
        }
    }

    /// A value in double quotes with `"` and `\` escaped, as in messages.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The first sentence: `Open now (Monday 10:00, Europe/Helsinki).`
    static func stateSentence(_ state: OpeningState, at instant: Date, zone: TimeZone) -> String {
        let wall = WallTime(instant, in: zone)
        let moment = "(\(weekday(wall.date)) \(wall.clockText), \(zone.identifier))"
        switch state.status {
        case .open: return "Open now \(moment)."
        case .closed: return "Closed now \(moment)."
        case .unknown: return "Hours unknown now \(moment)."
        }
    }

    /// The second sentence: `Closes at 21:00 (in 11 h).`, `Opens tomorrow at 09:00 (in 23 h).`,
    /// or `No change in the next 400 days.`
    static func changeSentence(_ change: StateChange?, after instant: Date, zone: TimeZone, horizonDays: Int)
        -> String
    {
        guard let change else { return "No change in the next \(horizonDays) days." }
        let verb: String
        switch change.state.status {
        case .open: verb = "Opens"
        case .closed: verb = "Closes"
        case .unknown: verb = "Hours become unknown"
        }
        let now = WallTime(instant, in: zone)
        let then = WallTime(change.date, in: zone)
        let days = then.date.dayNumber - now.date.dayNumber
        let when: String
        switch days {
        case 0: when = "at \(then.clockText)"
        case 1: when = "tomorrow at \(then.clockText)"
        case 2...6: when = "\(weekday(then.date)) at \(then.clockText)"
        default: when = "on \(weekday(then.date)) \(then.date) at \(then.clockText)"
        }
        return "\(verb) \(when) (in \(duration(from: instant, to: change.date)))."
    }

    /// `45 min`, `11 h`, `2 h 30 min`, `3 days 2 h`: hours and minutes below two days, days and
    /// hours above.
    static func duration(from start: Date, to end: Date) -> String {
        let minutes = max(0, Int(end.timeIntervalSince(start) / 60))
        if minutes < 60 { return "\(minutes) min" }
        if minutes < 48 * 60 {
            let rest = minutes % 60
            return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(rest) min"
        }
        let days = minutes / 1440
        let hours = minutes % 1440 / 60
        return hours == 0 ? "\(days) days" : "\(days) days \(hours) h"
    }

    /// A diagnostic as lines: the message, then the input and a caret line under the bad part.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - input: The `opening_hours` value it is about.
    ///   - showsCaret: Whether to draw the input and the caret line; without it the diagnostic is
    ///     about the context, not a position, and is written as a `Note:` with the option to add.
    /// - Returns: The lines.
    static func lines(for diagnostic: HoursDiagnostic, input: String, showsCaret: Bool = true) -> [String] {
        guard showsCaret else {
            let example = diagnostic.example.map { " (add \($0))" } ?? ""
            return ["Note: \(diagnostic.message)\(example)."]
        }
        let level = diagnostic.severity == .error ? "Error" : "Warning"
        var head = "\(level) at character \(diagnostic.offset): \(diagnostic.message)"
        if let example = diagnostic.example { head += " (for example: \(example))" }
        let offset = min(max(0, diagnostic.offset), input.count)
        let caret = String(repeating: " ", count: offset) + String(repeating: "^", count: max(1, diagnostic.length))
        return [head, "  " + input, "  " + caret]
    }
}
