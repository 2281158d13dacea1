import CivilCalendar
import Foundation
import OpeningHours
import OpeningHoursSyntax
import PickerFormatting
import PickerLocalization
import PlacePicker

/// Wording for `placepicker hours`: the sentences for people through the localizer (`--lang`),
/// the status words and caret lines of its machine-readable and diagnostic output.
enum HoursWording {
    /// English weekday names, Monday first (ISO order), for the machine-readable outputs (JSON, the
    /// holiday list); the text for people goes through the localizer.
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The English name of a date's weekday (JSON and listings).
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

    /// The first sentence: `Open now (Monday 10:00, Europe/Helsinki).`, in the localizer's language.
    static func stateSentence(_ state: OpeningState, at instant: Date, zone: TimeZone, text: Localizer) -> String {
        let wall = WallTime(instant, in: zone)
        return text.string(
            Phrase(
                .hoursNow,
                [
                    "status": .text(word(state.status)), "weekday": .weekday(wall.date.weekday),
                    "time": clock(wall), "zone": .text(zone.identifier),
                ]))
    }

    /// A wall clock time as a phrase value (the localizer writes it in the locale's clock).
    private static func clock(_ wall: WallTime) -> PhraseValue {
        LocalTime(hour: wall.hour, minute: wall.minute).map(PhraseValue.time) ?? .text(wall.clockText)
    }

    /// The second sentence: `Closes at 21:00 (in 11 h).`, `Opens tomorrow at 09:00 (in 23 h).`,
    /// or `No change in the next 400 days.`, in the localizer's language.
    static func changeSentence(
        _ change: StateChange?, after instant: Date, zone: TimeZone, horizonDays: Int, text: Localizer
    ) -> String {
        guard let change else { return text.string(Phrase(.hoursNoChange, ["horizon": .count(horizonDays)])) }
        let now = WallTime(instant, in: zone)
        let then = WallTime(change.date, in: zone)
        var values: [String: PhraseValue] = [
            "status": .text(word(change.state.status)), "time": clock(then),
            "duration": .text(
                DurationFormatter(locale: text.locale).preciseString(seconds: change.date.timeIntervalSince(instant))),
            "weekday": .weekday(then.date.weekday), "date": .text("\(then.date)"),
        ]
        let key: TextKey
        switch then.date.dayNumber - now.date.dayNumber {
        case 0: key = .hoursChangeToday
        case 1: key = .hoursChangeTomorrow
        case 2...6: key = .hoursChangeWeekday
        default: key = .hoursChangeDate
        }
        values = values.filter { key.placeholders.contains($0.key) }
        return text.string(Phrase(key, arguments: values))
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
