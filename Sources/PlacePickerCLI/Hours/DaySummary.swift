import CivilCalendar
import Foundation
import OpeningHours
import OpeningHoursSyntax
import PickerLocalization
import PlacePicker

/// One local day of a schedule, for the `--week` table and JSON: the stretches from midnight to
/// midnight with their state, the public holiday if any, and the day as people read it
/// (``DaySpans``, the place card's reading: a stretch past midnight belongs to the day it starts on).
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
    /// The day as the place card reads it; ``DaySpans/text(_:)`` words it.
    var hours: DaySpans

    /// Summarizes a day.
    ///
    /// - Parameters:
    ///   - date: The local date.
    ///   - schedule: The schedule.
    ///   - context: Zone, country, coordinate.
    init(date: LocalDate, schedule: Schedule, context: EvaluationContext) {
        let zone = context.timeZone
        let start = date.start(in: zone)
        let end = date.adding(days: 1).start(in: zone)
        self.date = date
        self.holiday = context.publicHolidays?.holidays(in: date.year).first { $0.date == date }?.name
        let window = DaySpans.window(for: date, zone: zone)
        let intervals = schedule.intervals(from: window.start, to: window.end, in: context)
        self.hours = DaySpans(intervals: intervals, day: date, zone: zone)
        self.spans = intervals.filter { $0.end > start && $0.start < end }.map { interval in
            Span(
                start: WallTime(interval.start, in: zone).minutes(into: date),
                end: interval.end >= end ? 1440 : WallTime(interval.end, in: zone).minutes(into: date),
                state: interval.state)
        }
    }

    /// The day in words, in the localizer's language: the place card's text (``DaySpans/text(_:)``),
    /// and for a day that is unknown with a comment, the comment too ("Hours unknown · mornings"),
    /// since this table is where a data author reads what a value says.
    ///
    /// - Parameter localizer: The language.
    /// - Returns: The text.
    func text(_ localizer: Localizer) -> String {
        let unknownComments = Set(spans.filter { $0.state.status == .unknown }.compactMap(\.state.comment)).sorted()
        if case .unknown = hours.kind, !unknownComments.isEmpty {
            return localizer.string(
                Phrase(.hoursUnknownWithComment, ["comment": .text(unknownComments.joined(separator: "; "))]))
        }
        return hours.text(localizer)
    }
}
