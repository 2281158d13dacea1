import ConcurrencyPrimitives
import OpeningHoursSyntax

/// A schedule evaluated directly from its rules, keeping only the last week it computed (a walk
/// over intervals asks for the same week at every boundary: without it, a week of 5,000 segments
/// such as `11:00-23:00/00:02` cost one week's evaluation per boundary).
struct InterpretedSchedule: WeekSource {
    let evaluator: ScheduleEvaluator
    let zone: ZoneTransitions
    private let lastWeek = Locked<(week: Int, table: WeekSegments)?>(nil)

    /// The table of a local week, from the memo when it is the last one asked for.
    private func weekTable(_ week: Int) -> WeekSegments {
        if let kept = lastWeek.withLock({ $0 }), kept.week == week { return kept.table }
        let table = evaluator.weekTable(week: week)
        lastWeek.withLock { $0 = (week, table) }
        return table
    }

    init(schedule: Schedule, context: EvaluationContext) {
        self.evaluator = ScheduleEvaluator(schedule: schedule, context: context)
        self.zone = ZoneTransitions.table(for: context.timeZone)
    }

    var states: [OpeningState] { evaluator.states }

    var zoneTable: ZoneTransitions { zone }

    var isConstant: Bool { evaluator.isConstant }

    func stateIndex(atSeconds seconds: Int) -> Int {
        let position = LocalPosition(localSeconds: zone.local(seconds))
        let table = weekTable(position.week)
        return Int(table.states[table.segment(at: position.minute)])
    }

    func nextLocalBoundary(from localSeconds: Int, current: Int, limit: Int, differs: (Int, Int) -> Bool) -> Int? {
        let position = LocalPosition(localSeconds: localSeconds)
        var weekIndex = position.week
        var table = weekTable(weekIndex)
        var segment = table.segment(at: position.minute) + 1
        while true {
            while segment < table.starts.count {
                if differs(current, Int(table.states[segment])) {
                    let found = LocalPosition(week: weekIndex, minute: Int(table.starts[segment])).localSeconds
                    return found > limit ? nil : found
                }
                segment += 1
            }
            weekIndex += 1
            if LocalPosition(week: weekIndex, minute: 0).localSeconds > limit { return nil }
            table = weekTable(weekIndex)
            if differs(current, Int(table.states[0])) {
                let found = LocalPosition(week: weekIndex, minute: 0).localSeconds
                return found > limit ? nil : found
            }
            segment = 1
        }
    }
}

extension ScheduleEvaluator {
    /// Whether the state is the same at every instant: every live rule closed with no comment, or a
    /// single live rule with no day selectors and no times (`24/7`, `off`, a comment).
    var isConstant: Bool {
        if allLiveRulesClosed { return true }
        guard liveRules.count == 1 else { return false }
        let rule = schedule.rules[firstLive]
        return !rule.hasDaySelectors && rule.times.isEmpty
    }

    /// The state index of a constant schedule (see ``isConstant``).
    var constantState: Int { allLiveRulesClosed ? 0 : ruleStates[firstLive] }

    /// Whether every live rule says closed with no comment (an open end of a closed rule stays closed).
    private var allLiveRulesClosed: Bool {
        liveRules.allSatisfy { ruleStates[$0] == 0 }
    }
}
