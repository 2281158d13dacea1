/// Turns a schedule's rules into the states of local days and weeks in one context.
///
/// Semantics (OpenStreetMap specification): each rule whose day selectors match a day speaks for
/// that day; a normal rule (`;`) replaces what earlier rules said about the day, an additional rule
/// (`,`) paints over it, and a fallback rule (`||`) applies only on days no earlier rule matched.
/// Times past midnight (`22:00-02:00`, `18:00-26:00`) belong to the day they start on and spill
/// into the next morning; a whole-day rule of the next day (`Sa off`) does not cut a spill, but
/// times written for that morning do. Whatever no rule covers is closed.
///
/// Rules before the last normal rule with no day selectors are dead: that rule matches every day
/// and replaces whatever they painted (and, matching, makes every later fallback rule inapplicable
/// whatever they matched), so the evaluator never looks at them.
struct ScheduleEvaluator: Sendable {
    let schedule: Schedule
    let context: EvaluationContext
    let matcher: DayMatcher
    /// Every distinct state; index 0 is closed with no comment.
    let states: [OpeningState]
    /// The ``PackedWeek`` status code of each state.
    let stateCodes: [UInt32]
    /// The state index each rule's times have.
    let ruleStates: [Int]
    /// The state index of each rule's open end (`17:00+`): unknown with the rule's comment.
    let openEndStates: [Int]
    /// Each rule's separator, kept apart so loops need not touch the rules.
    let separators: [Rule.Separator]
    /// Pieces by set of matching rules; `nil` when sun times vary by day or there are over 64 rules.
    let memo: PieceMemo?
    /// The first live rule: the last normal rule with no day selectors (0 when there is none).
    let firstLive: Int
    /// Whether live rules have sun times that depend on the place (so they vary by day).
    let sunVaries: Bool

    /// Whether dead rules are skipped and match sets reduced (`false` only to test that both give
    /// the same days).
    let prunes: Bool

    /// An evaluator of a schedule in a context.
    ///
    /// - Parameters:
    ///   - schedule: The schedule.
    ///   - context: Time zone, holidays, coordinate.
    ///   - prunes: Skip dead rules and reduce match sets (the default); `false` evaluates every rule.
    init(schedule: Schedule, context: EvaluationContext, prunes: Bool = true) {
        self.prunes = prunes
        self.schedule = schedule
        self.context = context
        self.matcher = DayMatcher(context: context)
        var states: [OpeningState] = [.closed, OpeningState(status: .open), OpeningState(status: .unknown)]
        func index(of state: OpeningState) -> Int {
            if let found = states.firstIndex(of: state) { return found }
            states.append(state)
            return states.count - 1
        }
        var ruleStates: [Int] = []
        var openEndStates: [Int] = []
        for rule in schedule.rules {
            ruleStates.append(index(of: OpeningState(status: rule.status, comment: rule.comment)))
            openEndStates.append(index(of: OpeningState(status: .unknown, comment: rule.comment)))
        }
        self.states = states
        self.stateCodes = states.map { PackedWeek.code($0.status) }
        self.ruleStates = ruleStates
        self.openEndStates = openEndStates
        self.separators = schedule.rules.map(\.separator)
        let firstLive = prunes ? Self.firstLiveRule(schedule.rules) : 0
        self.firstLive = firstLive
        let sunVaries = context.coordinate != nil && schedule.rules[firstLive...].contains { $0.usesSunTimes }
        self.sunVaries = sunVaries
        self.memo = sunVaries || schedule.rules.count > 64 ? nil : PieceMemo()
    }

    /// The index of the last normal rule with no day selectors, or 0.
    static func firstLiveRule(_ rules: [Rule]) -> Int {
        rules.indices.last { index in
            index == 0 || (rules[index].separator == .normal && !rules[index].hasDaySelectors)
        } ?? 0
    }

    /// The live rules' indices.
    var liveRules: Range<Int> { firstLive..<schedule.rules.count }

    /// A clock for the sun times of the place's days, or `nil` when no live rule needs one.
    func makeSunClock() -> SunClock? {
        guard sunVaries, let coordinate = context.coordinate else { return nil }
        return SunClock(
            latitude: coordinate.latitude, longitude: coordinate.longitude,
            zone: ZoneTransitions.table(for: context.timeZone))
    }

    /// What the rules say about the day they match: pieces in minutes 0…2880 after its midnight.
    ///
    /// The pieces depend only on which rules match (unless sun times vary by day), so they are
    /// memoized by that set.
    func ownPieces(_ day: DayMatcher.Day, sun: inout SunClock?) -> [Piece] {
        guard let memo else { return paintedPieces(day, mask: nil, sun: &sun) }
        return ownPieces(day, mask: matchMask(day), memo: memo)
    }

    /// The memoized pieces of a day whose set of matching rules is `mask`.
    private func ownPieces(_ day: DayMatcher.Day, mask: UInt64, memo: PieceMemo) -> [Piece] {
        memo.pieces(for: mask) {
            var noSun: SunClock? = nil
            return paintedPieces(day, mask: mask, sun: &noSun)
        }
    }

    /// The set of rules that speak for a day (fallback rules only when nothing earlier matched),
    /// reduced to those whose paint shows: a matching normal or fallback rule clears what the
    /// rules before it painted, so their bits are dropped (more days then share a memo entry).
    func matchMask(_ day: DayMatcher.Day) -> UInt64 {
        var mask: UInt64 = 0
        // Through a buffer pointer each rule is read in place, not copied with its arrays.
        schedule.rules.withUnsafeBufferPointer { rules in
            for index in liveRules {
                // A fallback rule applies only when nothing earlier matched (`mask` is then empty).
                if separators[index] == .fallback && mask != 0 { continue }
                guard matcher.matches(rules[index], day) else { continue }
                let bit: UInt64 = 1 << UInt64(index)
                mask = separators[index] == .additional || !prunes ? mask | bit : bit
            }
        }
        return mask
    }

    /// Paints the matching rules (all live rules matching `day`, or those in `mask`).
    private func paintedPieces(_ day: DayMatcher.Day, mask: UInt64?, sun: inout SunClock?) -> [Piece] {
        var canvas = Canvas()
        var anyMatched = false
        // Through a buffer pointer each rule is read in place; indexing the array here copied
        // each painted rule (retaining its arrays) per day.
        schedule.rules.withUnsafeBufferPointer { rules in
            for index in liveRules {
                if separators[index] == .fallback && anyMatched { continue }
                if let mask {
                    guard mask & (1 << UInt64(index)) != 0 else { continue }
                } else {
                    guard matcher.matches(rules[index], day) else { continue }
                }
                if separators[index] != .additional { canvas.removeAll() }
                anyMatched = true
                paint(rules[index], index: index, day: day, on: &canvas, sun: &sun)
            }
        }
        return canvas.pieces
    }

    // Inlined so the rule is read in place in the rules array, not copied (with its arrays) per day.
    @inline(__always)
    private func paint(
        _ rule: Rule, index: Int, day: DayMatcher.Day, on canvas: inout Canvas, sun: inout SunClock?
    ) {
        let state = ruleStates[index]
        if rule.times.isEmpty {
            canvas.paint(Piece(start: 0, end: 1440, state: state, explicit: false))
            return
        }
        for span in rule.times {
            guard let start = minutes(span.start, day, sun: &sun) else { continue }
            guard let endPoint = span.end else {
                if span.isOpenEnded {
                    canvas.paint(
                        Piece(start: start, end: max(start + 1, 1440), state: openEndStates[index], explicit: true))
                } else {
                    canvas.paint(Piece(start: start, end: start + 1, state: state, explicit: true))
                }
                continue
            }
            guard var end = minutes(endPoint, day, sun: &sun) else { continue }
            if end <= start { end += 1440 }
            end = min(end, 2880)
            if let every = span.repeatEvery {
                var points: [Piece] = []
                var point = start
                var count = 0
                while point < end, count < 1440 {
                    // Touching points (`/00:01`) make one piece: the same minutes, fewer pieces.
                    if let last = points.last, last.end == point {
                        points[points.count - 1].end = point + 1
                    } else {
                        points.append(Piece(start: point, end: point + 1, state: state, explicit: true))
                    }
                    point += every
                    count += 1
                }
                canvas.paint(sorted: points)
                continue
            }
            canvas.paint(Piece(start: start, end: end, state: state, explicit: true))
            if span.isOpenEnded, end < 1440 {
                canvas.paint(Piece(start: end, end: 1440, state: openEndStates[index], explicit: true))
            }
        }
    }

    private func minutes(_ point: TimePoint, _ day: DayMatcher.Day, sun: inout SunClock?) -> Int? {
        switch point {
        case .clock(let minutes):
            return minutes
        case .event(let event, let offset):
            let computed = sun?.minutes(of: event, dayNumber: day.number)
            guard let base = sun == nil ? context.minutes(of: event, on: day.date) : computed else { return nil }
            return min(max(base + offset, 0), 2880)
        }
    }

    /// The table of the local week with index `week` (Monday = day number `week * 7 - 3`).
    func weekTable(week: Int) -> WeekTable {
        weekWords(week: week).withUnsafeBufferPointer { words in
            words.baseAddress.map(PackedWeek.table) ?? WeekTable(starts: [0], states: [0])
        }
    }

    /// The local week with index `week` in the ``PackedWeek`` layout.
    func weekWords(week: Int) -> [UInt32] {
        let monday = week * 7 - 3
        var own: [[Piece]] = []
        own.reserveCapacity(8)
        if let memo {
            var masks: [UInt64] = []
            masks.reserveCapacity(8)
            for offset in -1..<7 { masks.append(matchMask(DayMatcher.Day(number: monday + offset))) }
            return memo.week(for: masks) {
                for offset in -1..<7 {
                    own.append(ownPieces(DayMatcher.Day(number: monday + offset), mask: masks[offset + 1], memo: memo))
                }
                return buildWeek(own)
            }
        }
        var sun = makeSunClock()
        for offset in -1..<7 { own.append(ownPieces(DayMatcher.Day(number: monday + offset), sun: &sun)) }
        return buildWeek(own)
    }

    /// Whether every week is the same: no selector depends on the date, and sun times (if any)
    /// are the fixed defaults.
    var isWeekInvariant: Bool {
        if sunVaries { return false }
        return !schedule.rules[firstLive...].contains { rule in
            !rule.years.isEmpty || !rule.dates.isEmpty || !rule.weeks.isEmpty || !rule.holidays.isEmpty
                || rule.weekdays.contains { !$0.nth.isEmpty }
        }
    }
}
