/// A schedule evaluated directly from its rules, with nothing cached.
struct InterpretedSchedule: WeekSource {
    let evaluator: ScheduleEvaluator
    let zone: ZoneTransitions

    init(schedule: Schedule, context: EvaluationContext) {
        self.evaluator = ScheduleEvaluator(schedule: schedule, context: context)
        self.zone = ZoneTransitions.table(for: context.timeZone)
    }

    var states: [OpeningState] { evaluator.states }

    var zoneTable: ZoneTransitions { zone }

    var isConstant: Bool { evaluator.isConstant }

    func stateIndex(atSeconds seconds: Int) -> Int {
        let local = zone.local(seconds)
        let day = CalendarMath.floorDiv(local, 86_400)
        let minute = (local - day * 86_400) / 60
        let timeline = evaluator.timeline(day: day)
        var result = 0
        for (start, state) in zip(timeline.starts, timeline.states) where start <= minute { result = state }
        return result
    }

    func nextLocalBoundary(from localSeconds: Int, current: Int, limit: Int, differs: (Int, Int) -> Bool) -> Int? {
        let position = LocalPosition(localSeconds: localSeconds)
        var weekIndex = position.week
        var table = evaluator.weekTable(week: weekIndex)
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
            table = evaluator.weekTable(week: weekIndex)
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
