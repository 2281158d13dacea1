import Foundation
import Geodesy
import OpeningHours
import Places

/// One place's hours, parsed once, with the context they are evaluated in.
struct PlaceHours: Sendable {
    /// The compiled schedule, or `nil` when the place has no hours or they could not be read.
    let schedule: CompiledSchedule?
    /// Time zone, holidays and coordinates for evaluation.
    let context: EvaluationContext
    /// Whether the value was present but unreadable (shown as "Hours unknown").
    let isUnreadable: Bool

    init(place: Place, timeZone: TimeZone, country: String?) {
        context = EvaluationContext(timeZone: timeZone, country: country, coordinate: place.coordinate)
        if let raw = place.openingHours, !raw.trimmingCharacters(in: .whitespaces).isEmpty {
            let parsed = Schedule.parse(raw, mode: .tolerant)
            schedule = parsed.schedule?.compiled(for: context)
            isUnreadable = parsed.schedule == nil
        } else {
            schedule = nil
            isUnreadable = false
        }
    }

    /// The status at an instant (cheap: no next-change search).
    func status(at instant: Date) -> OpeningSnapshot.Status {
        guard let schedule else { return .unknown }
        return OpeningSnapshot.Status(schedule.status(at: instant))
    }

    /// The full snapshot: status, comment and the next change within `horizonDays`.
    func snapshot(at instant: Date, horizonDays: Int = 8) -> OpeningSnapshot {
        guard let schedule else { return OpeningSnapshot(status: .unknown, timeZone: context.timeZone) }
        let state = schedule.state(at: instant)
        let change = schedule.nextChange(after: instant, horizon: horizonDays)
        return OpeningSnapshot(
            status: OpeningSnapshot.Status(state.status), comment: state.comment, nextChange: change?.date,
            nextStatus: change.map { OpeningSnapshot.Status($0.state.status) },
            isAlwaysOpen: state.status == .open && change == nil, timeZone: context.timeZone)
    }

    /// Traits for the attribute filters, from the compiled schedule's facts (exact when every week
    /// is alike; for date-dependent hours they answer from the rules, see `CompiledSchedule`).
    func traits(stepFree: Bool) -> PlaceTraits {
        PlaceTraits(
            isStepFree: stepFree, isAlwaysOpen: schedule?.isAlwaysOpen ?? false,
            opensLate: schedule?.opensLate(after: 20 * 60) ?? false, opensOnSunday: schedule?.opensOnSunday ?? false,
            hasHours: schedule != nil)
    }
}

extension OpeningSnapshot.Status {
    init(_ status: OpeningStatus) {
        switch status {
        case .open: self = .open
        case .closed: self = .closed
        case .unknown: self = .unknown
        }
    }
}

extension LocalDate {
    /// The wall-calendar date of an instant in a time zone.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - timeZone: The zone.
    init(instant: Date, in timeZone: TimeZone) {
        let local = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
        self.init(dayNumber: Int((local / 86_400).rounded(.down)))
    }
}
