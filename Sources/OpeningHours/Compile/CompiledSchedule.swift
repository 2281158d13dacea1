import Foundation

/// A schedule prepared for one place (its ``EvaluationContext``): weekly tables of sorted
/// minute segments, so "open at t" is a time-zone offset lookup plus a binary search.
///
/// Schedules whose weeks are all alike (no dates, years, weeks, holidays, nth weekdays or
/// place-dependent sun times) hold one table and need no cache; the others compute each local
/// week once and keep it in a thread-safe cache shared by copies of the value.
/// Create one with ``Schedule/compiled(for:)``.
public struct CompiledSchedule: Sendable {
    let evaluator: ScheduleEvaluator
    let zone: ZoneTransitions
    let fixedWeek: WeekTable?
    let cache: WeekCache
    let constant: Bool
    let statuses: [OpeningStatus]

    init(schedule: Schedule, context: EvaluationContext) {
        let evaluator = ScheduleEvaluator(schedule: schedule, context: context)
        self.evaluator = evaluator
        self.zone = ZoneTransitions.table(for: context.timeZone)
        self.fixedWeek = evaluator.isWeekInvariant ? evaluator.weekTable(week: 0) : nil
        self.cache = WeekCache()
        self.constant = evaluator.isConstant
        self.statuses = evaluator.states.map(\.status)
    }

    /// The schedule this was compiled from.
    public var schedule: Schedule { evaluator.schedule }

    /// The context this was compiled for.
    public var context: EvaluationContext { evaluator.context }

    /// The state at an instant.
    ///
    /// - Parameter date: The instant.
    /// - Returns: Open, closed or unknown, with the comment of the deciding rule.
    /// - Complexity: O(log transitions + log segments) once the week is cached.
    public func state(at date: Date) -> OpeningState {
        evaluator.states[stateIndex(atSeconds: Schedule.seconds(date))]
    }

    /// The status at an instant (cheaper than ``state(at:)``: no comment is copied).
    ///
    /// - Parameter date: The instant.
    /// - Returns: Open, closed or unknown.
    public func status(at date: Date) -> OpeningStatus {
        let local = zone.local(Schedule.seconds(date))
        let day = CalendarMath.floorDiv(local, 86_400)
        let weekIndex = CalendarMath.floorDiv(day + 3, 7)
        let minuteOfWeek = (day - (weekIndex * 7 - 3)) * 1440 + (local - day * 86_400) / 60
        if let fixedWeek { return statuses[fixedWeek.state(at: minuteOfWeek)] }
        return statuses[cache.week(weekIndex) { evaluator.weekTable(week: $0) }.state(at: minuteOfWeek)]
    }

    /// Whether the place is open at an instant (unknown counts as not open).
    ///
    /// - Parameter date: The instant.
    /// - Returns: `true` when open.
    public func isOpen(at date: Date) -> Bool { status(at: date) == .open }

    /// The first instant after `date` when the status changes; comment-only changes are skipped.
    ///
    /// - Parameters:
    ///   - date: Start (exclusive).
    ///   - horizon: Days to look ahead (default 400, at most 3,660).
    /// - Returns: The change, or `nil` within the horizon.
    public func nextChange(after date: Date, horizon: Int = 400) -> StateChange? {
        firstChange(after: date, horizon: horizon)
    }

    /// Consecutive intervals from `start` to `end`, split where status or comment changes.
    ///
    /// - Parameters:
    ///   - start: First instant.
    ///   - end: End (exclusive).
    /// - Returns: The intervals in order.
    public func intervals(from start: Date, to end: Date) -> [OpeningInterval] {
        intervals(from: Schedule.seconds(start), to: Schedule.seconds(end))
    }
}

extension CompiledSchedule: WeekSource {
    var states: [OpeningState] { evaluator.states }

    var isConstant: Bool { constant }

    @inline(__always)
    func week(_ index: Int) -> WeekTable {
        if let fixedWeek { return fixedWeek }
        return cache.week(index) { evaluator.weekTable(week: $0) }
    }

    @inline(__always)
    func stateIndex(day: Int, minute: Int) -> Int {
        let weekIndex = CalendarMath.floorDiv(day + 3, 7)
        let minuteOfWeek = (day - (weekIndex * 7 - 3)) * 1440 + minute
        return week(weekIndex).state(at: minuteOfWeek)
    }
}

extension Schedule {
    /// Prepares the schedule for fast repeated queries in one context.
    ///
    /// - Parameter context: The place's time zone, country, coordinate and school holidays.
    /// - Returns: The compiled schedule.
    /// - Complexity: O(rules) for week-invariant schedules; others compute weeks lazily.
    public func compiled(for context: EvaluationContext) -> CompiledSchedule {
        CompiledSchedule(schedule: self, context: context)
    }
}
