import CivilCalendar
import Foundation
import OpeningHours
import OpeningHoursSyntax
import PickerLocalization
import PlacePicker
import Places

/// The `--json` output of `placepicker hours`: one object with sorted keys.
///
/// Keys: `input`, `at`, `timeZone`, `state` (`open`/`closed`/`unknown`, `null` when unreadable),
/// `comment`, `nextChange` (ISO 8601 with offset, or `null`), `nextState`, `normalized`,
/// `warnings[]` and `errors[]` (`offset`, `length`, `message`, `example`), `week[]` (`date`,
/// `weekday`, `holiday`, `text`, `spans[]` of `start`, `end`, `state`, `comment`).
enum HoursJSON {
    /// The JSON text, indented by two spaces.
    ///
    /// - Parameters:
    ///   - report: What to write.
    ///   - text: The language of each day's `text` (the rest is machine-readable).
    /// - Returns: The JSON text.
    static func text(_ report: HoursReport, text: Localizer) -> String {
        let zone = report.context.timeZone
        let object: [String: JSONValue] = [
            "input": .string(report.expression),
            "at": .string(InstantText.format(report.instant, in: zone)),
            "timeZone": .string(zone.identifier),
            "state": report.state.map { .string(HoursWording.word($0.status)) } ?? .null,
            "comment": optional(report.state?.comment),
            "nextChange": optional(report.nextChange.map { InstantText.format($0.date, in: zone) }),
            "nextState": optional(report.nextChange.map { HoursWording.word($0.state.status) }),
            "normalized": optional(report.parse.normalized),
            "warnings": .array((report.parse.warnings + report.contextWarnings).map(diagnostic)),
            "errors": .array(report.parse.errors.map(diagnostic)),
            "week": .array(report.week.map { day($0, text: text) }),
        ]
        return JSONValue.object(object).jsonText(indent: 2)
    }

    private static func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    private static func diagnostic(_ diagnostic: HoursDiagnostic) -> JSONValue {
        .object([
            "offset": .number(Double(diagnostic.offset)),
            "length": .number(Double(diagnostic.length)),
            "message": .string(diagnostic.message),
            "example": optional(diagnostic.example),
        ])
    }

    private static func day(_ day: DaySummary, text: Localizer) -> JSONValue {
        .object([
            "date": .string(day.date.description),
            "weekday": .string(HoursWording.weekday(day.date)),
            "holiday": optional(day.holiday),
            "text": .string(day.text(text)),
            "spans": .array(
                day.spans.map { span in
                    .object([
                        "start": .string(WallTime.clockText(minutes: span.start)),
                        "end": .string(WallTime.clockText(minutes: span.end)),
                        "state": .string(HoursWording.word(span.state.status)),
                        "comment": optional(span.state.comment),
                    ])
                }),
        ])
    }
}
