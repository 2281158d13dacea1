import CivilCalendar
import Foundation
import Geodesy
import OpeningHours
import OpeningHoursSyntax
import PlaceQueryModel
import Places
import RawMemory

/// The hours of one or more places, parsed and compiled once, with the context they are evaluated
/// in.
///
/// A reference type so that the engine can give every place with the same hours text, zone and
/// country the same instance (real and synthetic catalogs repeat a few values across thousands of
/// places), and so that reading it on the query's hot path costs one pointer, not a copy of a
/// compiled schedule and a context. Immutable, hence `Sendable`.
final class PlaceHours: Sendable {
    /// The schedule compiled for the place's context, or `nil` when the place has no hours or they
    /// could not be read. Compiled once, so that a state lookup is a table search instead of
    /// re-reading the rules for every place of every query.
    let schedule: CompiledSchedule?
    /// Time zone and holidays for evaluation; the coordinate is the place's own only for hours
    /// that use sun times (see ``isShareable``), else the first place's that shared it.
    let context: EvaluationContext
    /// Whether the value was present but unreadable (shown as "Hours unknown").
    let isUnreadable: Bool
    /// The place's zone and country and where they came from. Without a zone there is no
    /// schedule: the hours are unknown rather than read in some other zone.
    let zone: PlaceZone

    init(place: Place, context: EvaluationContext, zone: PlaceZone) {
        self.context = context
        self.zone = zone
        if zone.timeZone == nil {
            schedule = nil
            isUnreadable = false
        } else if let raw = place.openingHours, !raw.trimmingCharacters(in: .whitespaces).isEmpty {
            let parsed = Schedule.parse(raw, mode: .tolerant)
            schedule = parsed.schedule?.compiled(for: context)
            isUnreadable = parsed.schedule == nil
        } else {
            schedule = nil
            isUnreadable = false
        }
    }

    /// The same hours text and zone read for another place: the parsed rules are shared, the
    /// schedule is compiled for the other place's context (its own sun times).
    ///
    /// - Parameters:
    ///   - first: The hours of the first place with the same text and zone.
    ///   - context: The other place's context.
    init(sameTextAs first: PlaceHours, context: EvaluationContext) {
        self.context = context
        self.zone = first.zone
        self.isUnreadable = first.isUnreadable
        self.schedule = first.schedule?.schedule.compiled(for: context)
    }

    /// Whether another place with the same hours text, zone and country can share this value's
    /// compiled schedule and traits: true unless the hours depend on the place's own coordinates
    /// (sunrise, sunset, dawn, dusk).
    var isShareable: Bool { !(schedule?.schedule.usesSunTimes ?? false) }

    /// The status at an instant (cheap: no next-change search).
    func status(at instant: Date) -> OpeningSnapshot.Status {
        guard let schedule else { return .unknown }
        return OpeningSnapshot.Status(schedule.status(at: instant))
    }

    /// Whether the place is open at an instant (unknown is not open), read in place.
    func isOpen(at instant: Date) -> Bool { schedule?.isOpen(at: instant) ?? false }

    /// The full snapshot: status, comment and the next change within `horizonDays`.
    func snapshot(at instant: Date, horizonDays: Int = 8) -> OpeningSnapshot {
        guard let schedule else { return OpeningSnapshot(status: .unknown, timeZone: context.timeZone) }
        let (state, change) = schedule.stateAndNextChange(at: instant, horizon: horizonDays)
        return OpeningSnapshot(
            status: OpeningSnapshot.Status(state.status), comment: state.comment, nextChange: change?.date,
            nextStatus: change.map { OpeningSnapshot.Status($0.state.status) },
            isAlwaysOpen: schedule.isAlwaysOpen, timeZone: context.timeZone)
    }

    /// Traits for the attribute filters, from one reference week of the schedule.
    func traits(stepFree: Bool, referenceWeek: Date) -> PlaceTraits {
        // "Always open" has one definition, the compiled schedule's (open at every instant).
        var traits = PlaceTraits(
            isStepFree: stepFree, isAlwaysOpen: schedule?.isAlwaysOpen ?? false, opensLate: false,
            opensOnSunday: false, hasHours: schedule != nil)
        guard let schedule else { return traits }
        let end = referenceWeek.addingTimeInterval(7 * 86_400)
        let intervals = schedule.intervals(from: referenceWeek, to: end).filter {
            $0.state.status == .open
        }
        for interval in intervals {
            let offset = Double(context.timeZone.secondsFromGMT(for: interval.start))
            let localStart = interval.start.timeIntervalSince1970 + offset
            let localEnd = interval.end.timeIntervalSince1970 + offset
            var day = Int((localStart / 86_400).rounded(.down))
            while Double(day) * 86_400 < localEnd {
                let dayStart = Double(day) * 86_400
                if LocalDate(dayNumber: day).isoWeekday == 7 { traits.opensOnSunday = true }
                if min(localEnd, dayStart + 86_400) > max(localStart, dayStart + 20 * 3600) { traits.opensLate = true }
                day += 1
            }
        }
        return traits
    }
}

/// The opening states of one query's instant, each shared hours value evaluated once: a city's
/// thousands of matches share a few dozen values, and evaluating each place's hours read the
/// shared object (a cache miss) and retained its schedule (a write to a line both cores read).
struct StatusMemo {
    private var known: [OpeningSnapshot.Status?]
    let instant: Date
    /// The engine's ``PlaceEngine/sharedHoursBySlot`` and ``PlaceEngine/hoursBySlot`` (references to
    /// its storage): read here, not through the engine on every place.
    private let sharedHoursBySlot: [Int32]
    private let hoursBySlot: [UnownedRef<PlaceHours>]

    /// The most shared values a memo keeps; a catalog with more evaluates every place.
    static let capacity = 1 << 16

    init(engine: PlaceEngine, instant: Date) {
        self.instant = instant
        sharedHoursBySlot = engine.sharedHoursBySlot
        hoursBySlot = engine.hoursBySlot
        let count = engine.sharedHoursCount + engine.version.sharedHoursAdded
        known = count <= Self.capacity ? [OpeningSnapshot.Status?](repeating: nil, count: count) : []
    }

    /// The status of the place in a KD-tree slot.
    ///
    /// Only the memo's hit is here, so that the query's loop inlines it (a query asks for every
    /// place it visits and evaluates a few hundred hours values); with the evaluation in the same
    /// function, the loop called it instead (540,000 calls on the 100k page run, 25 instructions each).
    @inline(__always)
    mutating func status(slot: Int) -> OpeningSnapshot.Status {
        let key = Int(sharedHoursBySlot[slot])
        if key >= 0, key < known.count, let status = known[key] { return status }
        return evaluate(slot: slot, key: key)
    }

    /// Evaluates the hours of the place in a slot, and keeps the status when they are shared.
    @inline(never)
    private mutating func evaluate(slot: Int, key: Int) -> OpeningSnapshot.Status {
        let status = hoursBySlot[slot].read { $0.status(at: instant) }
        if key >= 0, key < known.count { known[key] = status }
        return status
    }

    /// The status of a changed place (its hours are the shared value `sharedHours`, the base's
    /// or one the changes added, or its own when that is -1), read from its record: the place
    /// itself is read only to evaluate its hours.
    mutating func status(of change: ChangedRef) -> OpeningSnapshot.Status {
        let key = Int(change.summary.sharedHours)
        guard key >= 0, key < known.count else { return change.with { $0.hours.status(at: instant) } }
        if let status = known[key] { return status }
        let status = change.with { $0.hours.status(at: instant) }
        known[key] = status
        return status
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

// MARK: - Traits

/// Facts about a place that never change between queries, computed once per catalog so that
/// filtering is a few bit tests (``PlaceEngine/CompiledFilter/passesTraits(_:)``).
struct PlaceTraits: Sendable {
    /// Step-free access (`wheelchair=yes`).
    var isStepFree: Bool
    /// Hours say `24/7`.
    var isAlwaysOpen: Bool
    /// Hours include time past 20:00 on some day.
    var opensLate: Bool
    /// Hours include Sunday opening.
    var opensOnSunday: Bool
    /// Whether the place has readable hours at all.
    var hasHours: Bool
}
