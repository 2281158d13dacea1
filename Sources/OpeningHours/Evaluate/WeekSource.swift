import Foundation

/// Something that answers for any local week of one schedule in one time zone: the interpreter
/// (computes each week from the rules) or a ``CompiledStorage`` (packed, cached weeks). State,
/// next change and intervals are written once, here, on top of it.
protocol WeekSource {
    /// Every state a segment can have; index 0 is closed.
    var states: [OpeningState] { get }
    /// The zone's offsets.
    var zoneTable: ZoneTransitions { get }
    /// The state index at an instant (seconds since 1970).
    func stateIndex(atSeconds seconds: Int) -> Int
    /// The first local segment start after `localSeconds` whose state `differs` from `current`, in
    /// local seconds, or `nil` when there is none up to `limit` (local seconds).
    func nextLocalBoundary(from localSeconds: Int, current: Int, limit: Int, differs: (Int, Int) -> Bool) -> Int?
    /// Whether the status can never change (always closed, always open…).
    var isConstant: Bool { get }
}

/// A position in local time: a week and a minute of that week.
@usableFromInline
struct LocalPosition {
    @usableFromInline var week: Int
    @usableFromInline var minute: Int

    @inlinable @inline(__always)
    init(week: Int, minute: Int) {
        self.week = week
        self.minute = minute
    }

    /// The local position of an instant (seconds since 1970), rounded down to the minute.
    @inlinable @inline(__always)
    init(localSeconds: Int) {
        let day = CalendarMath.floorDiv(localSeconds, 86_400)
        let minuteOfDay = (localSeconds - day * 86_400) / 60
        let week = CalendarMath.floorDiv(day + 3, 7)
        self.week = week
        self.minute = (day - (week * 7 - 3)) * 1440 + minuteOfDay
    }

    /// Local seconds since 1970 of this position.
    var localSeconds: Int { ((week * 7 - 3) * 1440 + minute) * 60 }
}

extension WeekSource {
    /// The first instant after `seconds` whose state differs from the state at `seconds` as
    /// `differs` decides, within `horizonDays` local days; `nil` if none. Pass `current` when the
    /// state index at `seconds` is known already.
    ///
    /// Walks local segments forward; at each time-zone transition the walk restarts from the
    /// transition instant, so repeated and skipped local hours are handled exactly.
    /// - Complexity: O(segments crossed + weeks crossed · week cost).
    func nextBoundary(
        after seconds: Int, horizonDays: Int, current known: Int? = nil, differs: (Int, Int) -> Bool
    ) -> (Int, Int)? {
        let current = known ?? stateIndex(atSeconds: seconds)
        if isConstant { return nil }
        let zone = zoneTable
        let limitLocal = zone.local(seconds) + horizonDays * 86_400
        var from = seconds
        for _ in 0..<64 {
            let transition = zone.nextTransition(after: from)
            let candidate = nextLocalBoundary(
                from: zone.local(from), current: current, limit: limitLocal, differs: differs)
            if let transition, candidate.map({ zone.instant(forLocal: $0, after: from) >= transition }) ?? true,
                zone.local(transition) <= limitLocal
            {
                let state = stateIndex(atSeconds: transition)
                if differs(current, state) { return (transition, state) }
                from = transition
                continue
            }
            guard let local = candidate else { return nil }
            let instant = zone.instant(forLocal: local, after: from)
            let state = stateIndex(atSeconds: instant)
            if differs(current, state) { return (instant, state) }
            from = instant
        }
        return nil
    }

    func intervals(from start: Int, to end: Int) -> [OpeningInterval] {
        guard end > start else { return [] }
        var result: [OpeningInterval] = []
        var cursor = start
        var state = stateIndex(atSeconds: start)
        let horizon = (end - start) / 86_400 + 2
        while cursor < end {
            let next = nextBoundary(after: cursor, horizonDays: horizon) { $0 != $1 }
            let stop = min(next?.0 ?? end, end)
            result.append(
                OpeningInterval(
                    start: Date(timeIntervalSince1970: Double(cursor)), end: Date(timeIntervalSince1970: Double(stop)),
                    state: states[state]))
            guard let next, next.0 < end else { break }
            cursor = next.0
            state = next.1
        }
        return result
    }
}
