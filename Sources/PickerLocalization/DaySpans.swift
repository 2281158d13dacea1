import CivilCalendar
import Foundation
import OpeningHours
import OpeningHoursSyntax
import PickerFormatting

/// The opening hours of one local day as people say them: a stretch that runs past midnight
/// belongs to the day it starts on and keeps its real closing time, so `Fr-Sa 05:00-01:00` reads
/// "Friday 5:00–1:00" and "Saturday 5:00–1:00", never "Friday 5:00–0:00" and "Saturday
/// 0:00–1:00, 5:00–0:00".
///
/// Rules, for the day from its local midnight (`dayStart`) to the next (`dayEnd`):
/// - a day inside one open stretch (from before `dayStart` to `dayEnd` or later) is open all day;
/// - otherwise the day's stretches are the open stretches that *start* in `[dayStart, dayEnd)`,
///   each with its own end, which may be on the next day;
/// - the early hours of a stretch that started the day before are that day's, not this one's;
/// - with no stretch, the day is unknown when any part of it is unknown, else closed.
public struct DaySpans: Sendable, Hashable {
    /// One open stretch that starts on the day.
    public struct Span: Sendable, Hashable {
        /// Opening time on the day.
        public var start: LocalTime
        /// Closing time; on the next day when ``endsNextDay``.
        public var end: LocalTime
        /// Whether it closes after midnight (or at the next midnight).
        public var endsNextDay: Bool
        /// The data's comment for the stretch, if any.
        public var comment: String?
    }

    /// What the day is.
    public enum Kind: Sendable, Hashable {
        /// No open stretch starts on it and nothing is unknown.
        case closed
        /// No open stretch starts on it and some of it is unknown.
        case unknown
        /// One stretch covers the whole day.
        case allDay
        /// The stretches that start on it, in order.
        case spans([Span])
    }

    /// What the day is.
    public var kind: Kind
    /// Comments on the open stretches, sorted, without repeats.
    public var comments: [String]

    /// The instants to ask a schedule for, so that ``init(intervals:day:zone:)`` sees the stretch
    /// that reaches into the day from the day before and stretches that run into the next day.
    ///
    /// - Parameters:
    ///   - day: The local day.
    ///   - zone: The place's zone.
    /// - Returns: From the previous day's midnight to the midnight after the next day.
    /// - Complexity: O(1).
    public static func window(for day: LocalDate, zone: TimeZone) -> (start: Date, end: Date) {
        (day.adding(days: -1).start(in: zone), day.adding(days: 2).start(in: zone))
    }

    /// Reads the day from a schedule's intervals over ``window(for:zone:)``.
    ///
    /// - Parameters:
    ///   - intervals: Consecutive intervals over the window (as `Schedule.intervals` gives them).
    ///   - day: The local day.
    ///   - zone: The place's zone.
    /// - Complexity: O(intervals).
    public init(intervals: [OpeningHours.OpeningInterval], day: LocalDate, zone: TimeZone) {
        let dayStart = day.start(in: zone)
        let dayEnd = day.adding(days: 1).start(in: zone)
        let windowEnd = Self.window(for: day, zone: zone).end
        let open = intervals.filter { $0.state.status == .open && $0.end > $0.start }
        comments = Set(open.filter { $0.end > dayStart && $0.start < dayEnd }.compactMap(\.state.comment)).sorted()
        if open.contains(where: { $0.start <= dayStart && $0.end >= dayEnd }) {
            kind = .allDay
            return
        }
        let spans = open.filter { $0.start >= dayStart && $0.start < dayEnd }.map { interval in
            Span(
                start: LocalDateTime(instant: interval.start, in: zone).time,
                end: interval.end >= windowEnd ? .midnight : LocalDateTime(instant: interval.end, in: zone).time,
                endsNextDay: interval.end >= dayEnd, comment: interval.state.comment)
        }
        if !spans.isEmpty {
            kind = .spans(spans)
        } else if intervals.contains(where: { $0.state.status == .unknown && $0.end > dayStart && $0.start < dayEnd }) {
            kind = .unknown
        } else {
            kind = .closed
        }
    }
}

extension DaySpans {
    /// The day in words, as the place card, `/choice` and `placepicker hours --week` say it:
    /// "09:00–12:00, 13:00–17:00", "Closed", "Open 24 hours", "Hours unknown", with the open
    /// stretches' comments after a middle dot; in the localizer's language and clock.
    ///
    /// - Parameter localizer: The language.
    /// - Returns: The text.
    public func text(_ localizer: Localizer) -> String {
        var text: String
        switch kind {
        case .closed: return localizer.string(.closed)
        case .unknown: return localizer.string(.hoursUnknown)
        case .allDay: text = localizer.string(.open24Hours)
        case .spans(let spans):
            text = PhraseList(locale: localizer.locale).joined(
                spans.map { localizer.string(.timeRange($0.start, $0.end)) })
        }
        if !comments.isEmpty { text += " · " + comments.joined(separator: "; ") }
        return text
    }
}
