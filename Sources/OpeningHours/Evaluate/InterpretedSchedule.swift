/// A schedule evaluated directly from its rules, with nothing cached.
struct InterpretedSchedule: WeekSource {
    let evaluator: ScheduleEvaluator
    let zone: ZoneTransitions

    init(schedule: Schedule, context: EvaluationContext) {
        self.evaluator = ScheduleEvaluator(schedule: schedule, context: context)
        self.zone = ZoneTransitions.table(for: context.timeZone)
    }

    var states: [OpeningState] { evaluator.states }

    var isConstant: Bool { evaluator.isConstant }

    func week(_ index: Int) -> WeekTable { evaluator.weekTable(week: index) }

    func stateIndex(day: Int, minute: Int) -> Int {
        let timeline = evaluator.timeline(day: day)
        var result = 0
        for (start, state) in zip(timeline.starts, timeline.states) where start <= minute { result = state }
        return result
    }
}

extension ScheduleEvaluator {
    /// Whether the state is the same at every instant: everything closed, or a single rule with
    /// no day selectors and no times (`24/7`, `off`, a comment).
    var isConstant: Bool {
        if ruleStates.allSatisfy({ $0 == 0 }) { return true }
        guard schedule.rules.count == 1, let rule = schedule.rules.first else { return false }
        return !rule.hasDaySelectors && rule.times.isEmpty
    }
}
