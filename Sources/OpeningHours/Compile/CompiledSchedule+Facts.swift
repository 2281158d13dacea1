extension CompiledSchedule {
    /// Whether the place is open at every instant (`24/7` and equivalents with no exceptions).
    ///
    /// - Complexity: O(1) after compilation.
    public var isAlwaysOpen: Bool {
        // Constant schedules hold a one-segment week with their state; read from the packed words
        // (the snapshot asks for every result, so no table is built).
        guard let base = storage.words, PackedWeek.count(base) == 1 else { return false }
        return states[PackedWeek.state(base[unchecked: PackedWeek.headerWords])].status == .open
    }

    /// Whether the place opens on some Sunday.
    ///
    /// Exact for schedules whose weeks are all alike; for date-dependent schedules, whether some
    /// rule that opens applies to Sundays (weekday selectors include Sunday or are absent).
    public var opensOnSunday: Bool {
        if let fixedWeek {
            return openStretches(fixedWeek).contains { $0.end > 6 * 1440 }
        }
        let evaluator = self.evaluator
        // Rules before a later rule that replaces them on every day never apply.
        return evaluator.liveRules.contains { index in
            let rule = schedule.rules[index]
            let state = evaluator.ruleStates[index]
            guard evaluator.states[state].status == .open else { return false }
            if rule.weekdays.isEmpty { return rule.holidays.isEmpty || !rule.holidaysAndWeekdaysIntersect }
            return rule.weekdays.contains { range in
                let last = range.to ?? range.from
                return range.from <= last ? last == 7 : true
            } || (!rule.holidays.isEmpty && !rule.holidaysAndWeekdaysIntersect)
        }
    }

    /// Whether the place is open on some day after a time of day, e.g. `opensLate(after: 20 * 60)`.
    ///
    /// Exact for schedules whose weeks are all alike; for date-dependent schedules, whether some
    /// rule that opens has a time span ending after `minute` (or covers whole days).
    /// - Parameter minute: Minutes after local midnight (0…1439).
    /// - Returns: `true` when open at some time in `minute..<24:00` of some day.
    public func opensLate(after minute: Int) -> Bool {
        if let fixedWeek {
            return openStretches(fixedWeek).contains { stretch in
                (0..<7).contains { day in
                    let late = day * 1440 + minute
                    return stretch.start < (day + 1) * 1440 && stretch.end > late
                }
            }
        }
        let evaluator = self.evaluator
        // Rules before a later rule that replaces them on every day never apply.
        return evaluator.liveRules.contains { index in
            let rule = schedule.rules[index]
            let state = evaluator.ruleStates[index]
            guard evaluator.states[state].status == .open else { return false }
            if rule.times.isEmpty { return true }
            return rule.times.contains { span in
                guard case .clock(let start) = span.start else { return true }
                guard let end = span.end else { return start > minute }
                guard case .clock(var endMinute) = end else { return true }
                if endMinute <= start { endMinute += 1440 }
                return endMinute > minute
            }
        }
    }

    private func openStretches(_ table: WeekSegments) -> [(start: Int, end: Int)] {
        (0..<table.starts.count).compactMap { index in
            states[Int(table.states[index])].status == .open
                ? (Int(table.starts[index]), table.end(of: index)) : nil
        }
    }
}
