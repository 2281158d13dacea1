import Holidays
import OpeningHoursSyntax
import RawMemory

/// Turns a schedule's rules into the states of local days and weeks in one context.
///
/// Semantics (OpenStreetMap specification; where it is silent, opening_hours.js):
///
/// - A day is painted by **blocks** in rule order: each rule whose day selectors match the day
///   paints its times on it, and right after it, each rule whose day selectors matched the day
///   *before* paints the part of its times that runs past midnight (`22:00-02:00` paints
///   00:00–02:00 of the next day). So the part after midnight belongs to the next day for
///   override purposes: `22:00-02:00; Tu 12:00-14:00` is closed on Tuesday 00:00–02:00 (the
///   Tuesday rule replaces Tuesday) and open on Wednesday 00:00–02:00.
/// - A normal rule (`;`) whose state is open or unknown **replaces** what earlier blocks painted
///   on the day. A normal rule that says `closed`/`off` does not: it paints its times closed over
///   what is there (`Mo-Fr 08:00-18:00; Mo-Fr 12:00-13:00 off` is a lunch break), and without times
///   it closes the whole day (`Sa off`).
/// - An additional rule (`,`) paints over what is there.
/// - A fallback rule (`||`) paints only where the blocks before it leave the day closed
///   (`Mo-Fr 09:00-17:00 || "by appointment"` is unknown outside 09:00–17:00; `off || open` is open).
/// - An open end (`17:00+`) of an open rule is unknown; of a closed or unknown rule it keeps that
///   rule's state. Whatever no block covers is closed.
///
/// Rules before the last normal rule with no day selectors whose state is open or unknown are
/// dead: that rule matches every day and replaces whatever they painted (their parts past midnight
/// included, which are painted before it), so the evaluator never looks at them.
struct ScheduleEvaluator: Sendable {
    let schedule: Schedule
    let context: EvaluationContext
    let matcher: DayMatcher
    /// When `SH` is unknown here (no school holidays for the place): the same schedule read with no
    /// day a school holiday, while this one reads every day as one (empty otherwise).
    let withoutSchoolHolidays: [ScheduleEvaluator]
    /// Every distinct state; index 0 is closed with no comment.
    let states: [OpeningState]
    /// The ``PackedWeek`` status code of each state.
    let stateCodes: [UInt32]
    /// The state index each rule's times have.
    let ruleStates: [Int]
    /// The state index of each rule's open end (`17:00+`): unknown with the rule's comment for an
    /// open rule, the rule's own state otherwise.
    let openEndStates: [Int]
    /// Each rule's separator, kept apart so loops need not touch the rules.
    let separators: [Rule.Separator]
    /// Whether each rule replaces what earlier blocks painted on the days it matches: a normal rule
    /// whose state is open or unknown.
    let clears: [Bool]
    /// The rules whose times may run past midnight, as a bit set (rules 0…63; every bit set when
    /// there are more rules, which are painted without masks).
    let spillBits: UInt64
    /// Whether each rule's times may run past midnight.
    let spills: [Bool]
    /// Pieces by the set of blocks painting a day; `nil` when there are over 64 rules. When sun
    /// times vary by day, only days painted by no rule with sun times are memoized.
    let memo: PieceMemo?
    /// The rules with sun times, as a bit set, when those vary by day (0 otherwise): a day whose
    /// blocks include one is painted on its own.
    let sunBits: UInt64
    /// The first live rule: the last clearing normal rule with no day selectors (0 when there is none).
    let firstLive: Int
    /// Whether live rules have sun times that depend on the place (so they vary by day).
    let sunVaries: Bool

    /// Whether dead rules are skipped and match sets reduced (`false` only to test that both give
    /// the same days, and with reference readings, whose days do not follow this module's rules).
    let prunes: Bool
    /// The reference's readings switched on (see ``ReferenceReadings``); empty in products.
    let readings: ReferenceReadings

    /// An evaluator of a schedule in a context.
    ///
    /// - Parameters:
    ///   - schedule: The schedule.
    ///   - context: Time zone, holidays, coordinate.
    ///   - prunes: Skip dead rules and reduce match sets (the default); `false` evaluates every rule.
    ///   - memoizes: Reuse a day's pieces for days painted by the same blocks (the default);
    ///     `false` paints every day afresh (to test that both give the same days).
    ///   - noSchoolHolidays: Set only for the second reading of a schedule whose `SH` is unknown:
    ///     the calendar with no school holidays.
    init(
        schedule: Schedule, context: EvaluationContext, prunes: Bool = true, memoizes: Bool = true,
        noSchoolHolidays: DateRangeSchoolHolidays? = nil
    ) {
        let readings = context.referenceReadings
        self.readings = readings
        self.prunes = prunes && readings.isEmpty
        self.schedule = schedule
        self.context = context
        // `SH` without school-holiday data for the place: this evaluator reads every day as a school
        // holiday, `withoutSchoolHolidays` reads none as one, and where they disagree the state is
        // unknown (never closed).
        let schoolHolidays: (any SchoolHolidayCalendar)? =
            noSchoolHolidays ?? (schedule.usesSchoolHolidays ? context.schoolHolidayCalendar : nil)
            ?? (readings.contains(.schoolHolidaysNever) ? DateRangeSchoolHolidays(ranges: []) : nil)
        self.matcher = DayMatcher(context: context, schoolHolidays: schoolHolidays)
        self.withoutSchoolHolidays =
            schedule.usesSchoolHolidays && schoolHolidays == nil
            ? [
                ScheduleEvaluator(
                    schedule: schedule, context: context, prunes: prunes, memoizes: memoizes,
                    noSchoolHolidays: DateRangeSchoolHolidays(ranges: []))
            ] : []
        var states: [OpeningState] = [.closed, OpeningState(status: .open), OpeningState(status: .unknown)]
        func index(of state: OpeningState) -> Int {
            if let found = states.firstIndex(of: state) { return found }
            states.append(state)
            return states.count - 1
        }
        var ruleStates: [Int] = []
        var openEndStates: [Int] = []
        var clears: [Bool] = []
        for rule in schedule.rules {
            let status =
                readings.contains(.commentKeepsOpen) && rule.modifier == nil ? OpeningStatus.open : rule.status
            let own = index(of: OpeningState(status: status, comment: rule.comment))
            ruleStates.append(own)
            let openEndIsUnknown = status == .open && !readings.contains(.openEndUntilMidnight)
            openEndStates.append(
                openEndIsUnknown ? index(of: OpeningState(status: .unknown, comment: rule.comment)) : own)
            clears.append(rule.separator == .normal && status != .closed)
        }
        self.states = states
        self.stateCodes = states.map { PackedWeek.code($0.status) }
        self.ruleStates = ruleStates
        self.openEndStates = openEndStates
        self.separators = schedule.rules.map(\.separator)
        self.clears = clears
        let spills = schedule.rules.map(\.mayRunPastMidnight)
        self.spills = spills
        self.spillBits = spills.count > 64 ? UInt64.max : Self.bitSet(spills)
        let firstLive = self.prunes ? Self.firstLiveRule(schedule.rules) : 0
        self.firstLive = firstLive
        let sunVaries = context.coordinate != nil && schedule.rules[firstLive...].contains { $0.usesSunTimes }
        self.sunVaries = sunVaries
        self.memo = !memoizes || schedule.rules.count > 64 ? nil : PieceMemo()
        self.sunBits = sunVaries ? Self.bitSet(schedule.rules.map(\.usesSunTimes)) : 0
    }

    /// The rules (0…63) whose flag is set, as a bit set.
    static func bitSet(_ flags: [Bool]) -> UInt64 {
        flags.prefix(64).indices.reduce(0) { bits, index in flags[index] ? bits | 1 << UInt64(index) : bits }
    }

    /// Whether a rule replaces what earlier blocks painted on the days it matches.
    static func clears(_ rule: Rule) -> Bool {
        rule.separator == .normal && rule.status != .closed
    }

    /// The index of the last clearing normal rule with no day selectors, or 0.
    static func firstLiveRule(_ rules: [Rule]) -> Int {
        rules.indices.last { index in
            index == 0 || (clears(rules[index]) && !rules[index].hasDaySelectors)
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

    // MARK: Which blocks paint a day

    /// The blocks that paint one day: rules matching the day (`own`) and rules matching the day
    /// before whose times run past midnight (`spill`), as bit sets over rule indices.
    struct Blocks: Hashable, Sendable {
        var own: UInt64
        var spill: UInt64
    }

    /// The live rules whose day selectors match a day, as a bit set (only with 64 rules or fewer).
    func matchingRules(_ day: DayMatcher.Day) -> UInt64 {
        var bits: UInt64 = 0
        // Through a buffer pointer each rule is read in place, not copied with its arrays.
        UncheckedView.with(schedule.rules) { rules in
            for index in liveRules where matcher.matches(rules[unchecked: index], day) { bits |= 1 << UInt64(index) }
        }
        return bits
    }

    /// The blocks painting a day whose matching rules are `own`, after a day whose matching rules
    /// were `previous`, reduced to those whose paint shows: a clearing rule drops every block
    /// before it (more days then share a memo entry).
    func blocks(own: UInt64, previous: UInt64) -> Blocks {
        let spill = previous & spillBits
        guard prunes else { return Blocks(own: own, spill: spill) }
        var result = Blocks(own: 0, spill: 0)
        var remaining = own | spill
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            let bit: UInt64 = 1 << UInt64(index)
            remaining &= ~bit
            if own & bit != 0 {
                if clears[index] {
                    result = Blocks(own: bit, spill: 0)
                } else {
                    result.own |= bit
                }
            }
            if spill & bit != 0 { result.spill |= bit }
        }
        return result
    }

    // MARK: Painting a day

    /// What the rules say about a local day: sorted, disjoint pieces within minutes 0…1440.
    ///
    /// Memoized by the set of blocks that paint the day (unless a rule with sun times that vary by
    /// day is among them).
    func dayPieces(_ day: DayMatcher.Day, sun: inout SunClock?) -> [Piece] {
        let own = ownDayPieces(day, sun: &sun)
        guard let other = withoutSchoolHolidays.first else { return own }
        return Self.merged(own, other.ownDayPieces(day, sun: &sun))
    }

    /// The pieces of two readings of a day: where they disagree, unknown (state 2).
    static func merged(_ first: [Piece], _ second: [Piece]) -> [Piece] {
        var a: [(minute: Int, state: Int)] = []
        var b: [(minute: Int, state: Int)] = []
        Piece.forEachSegment(of: first, from: 0) { a.append(($0, $1)) }
        Piece.forEachSegment(of: second, from: 0) { b.append(($0, $1)) }
        var result: [Piece] = []
        var i = 0
        var j = 0
        var minute = 0
        while minute < 1440 {
            while i + 1 < a.count && a[i + 1].minute <= minute { i += 1 }
            while j + 1 < b.count && b[j + 1].minute <= minute { j += 1 }
            let end = min(i + 1 < a.count ? a[i + 1].minute : 1440, j + 1 < b.count ? b[j + 1].minute : 1440)
            let state = a[i].state == b[j].state ? a[i].state : 2
            if let last = result.last, last.state == state, last.end == minute {
                result[result.count - 1].end = end
            } else if state != 0 {
                result.append(Piece(start: minute, end: end, state: state))
            }
            minute = end
        }
        return result
    }

    /// The pieces of a day in this evaluator's own reading of `SH`.
    private func ownDayPieces(_ day: DayMatcher.Day, sun: inout SunClock?) -> [Piece] {
        guard let memo else { return paint(day, blocks: nil, sun: &sun) }
        let previous = DayMatcher.Day(number: day.number - 1)
        let blocks = blocks(own: matchingRules(day), previous: matchingRules(previous))
        // A rule with the place's sun times paints this day differently from the next.
        if (blocks.own | blocks.spill) & sunBits != 0 { return paint(day, blocks: nil, sun: &sun) }
        return dayPieces(day, blocks: blocks, memo: memo)
    }

    /// The memoized pieces of a day painted by `blocks`.
    private func dayPieces(_ day: DayMatcher.Day, blocks: Blocks, memo: PieceMemo) -> [Piece] {
        memo.pieces(for: blocks) {
            var noSun: SunClock? = nil
            return paint(day, blocks: blocks, sun: &noSun)
        }
    }

    /// Paints a day with the given blocks, or (with `nil`) with every live rule matching the day or
    /// the day before.
    private func paint(_ day: DayMatcher.Day, blocks: Blocks?, sun: inout SunClock?) -> [Piece] {
        var canvas = Canvas()
        let previous = DayMatcher.Day(number: day.number - 1)
        // Through a buffer pointer each rule is read in place; indexing the array here copied
        // each painted rule (retaining its arrays) per day.
        // What the reference's readings need to know about the blocks before a rule.
        var earlierMatch = false
        var earlierBlock = false
        UncheckedView.with(schedule.rules) { rules in
            for index in liveRules {
                let bit: UInt64 = index < 64 ? 1 << UInt64(index) : 0
                let own = blocks.map { $0.own & bit != 0 } ?? matcher.matches(rules[unchecked: index], day)
                var spill =
                    spills[index]
                    && (blocks.map { $0.spill & bit != 0 } ?? matcher.matches(rules[unchecked: index], previous))
                if !readings.isEmpty {
                    if readings.contains(.fallbackByDay), separators[index] == .fallback {
                        // Closed all day with no comment (state 0) leaves the day to the fallback.
                        let closedAllDay = canvas.pieces.allSatisfy { $0.state == 0 }
                        if earlierMatch && !closedAllDay { continue }
                        canvas.removeAll()
                    } else if readings.contains(.spillOnlyIntoUnclaimedDays), separators[index] == .normal, !own,
                        earlierBlock
                    {
                        spill = false
                    }
                    earlierMatch = earlierMatch || own
                    earlierBlock = earlierBlock || own || spill
                }
                if own {
                    if clears[index] { canvas.removeAll() }
                    paint(rules[unchecked: index], index: index, day: day, part: .own, on: &canvas, sun: &sun)
                }
                if spill {
                    paint(rules[unchecked: index], index: index, day: previous, part: .spill, on: &canvas, sun: &sun)
                }
            }
        }
        return canvas.pieces
    }

    /// Which part of a rule's times a block paints.
    private enum Part {
        /// Before midnight, on the day the rule matches.
        case own
        /// After midnight, on the next day.
        case spill
    }

    /// Paints one rule's times for the day it matches (`day`): the part before midnight, or the
    /// part after it shifted to the next day. Fallback rules paint only where the canvas is closed.
    // Inlined so the rule is read in place in the rules array, not copied (with its arrays) per day.
    @inline(__always)
    private func paint(
        _ rule: Rule, index: Int, day: DayMatcher.Day, part: Part, on canvas: inout Canvas, sun: inout SunClock?
    ) {
        let fallback = separators[index] == .fallback && !readings.contains(.fallbackByDay)
        let codes = stateCodes
        func put(_ piece: Piece) {
            if fallback {
                canvas.paintWhereClosed(piece) { codes[$0] == 0 }
            } else {
                canvas.paint(piece)
            }
        }
        // The piece's part on the painted day: minutes 0…1440 of `day`, or 1440…2880 shifted back.
        func clipped(_ start: Int, _ end: Int, _ state: Int) -> Piece? {
            switch part {
            case .own:
                return start < 1440 ? Piece(start: start, end: min(end, 1440), state: state) : nil
            case .spill:
                return end > 1440 ? Piece(start: max(start, 1440) - 1440, end: end - 1440, state: state) : nil
            }
        }
        let state = ruleStates[index]
        if rule.times.isEmpty {
            if part == .own { put(Piece(start: 0, end: 1440, state: state)) }
            return
        }
        for (spanIndex, span) in rule.times.enumerated() {
            guard let start = minutes(span.start, day, sun: &sun) else { continue }
            let constantStart = Self.constantMinutes(span.start)
            // Where an open end (`17:00+`, `10:00-17:00+`) starts, and the time its guessed close is
            // computed from (with the specification's constant sun times, as opening_hours.js does).
            var openEnd: (from: Int, guessedFrom: Int)?
            if let endPoint = span.end {
                guard var end = minutes(endPoint, day, sun: &sun) else { continue }
                // Whether the span runs past midnight is decided with the constant sun times, so
                // `sunrise-08:00` never wraps (on a day when the sun rises after 08:00 it is closed).
                let constantEnd = Self.constantMinutes(endPoint)
                var wraps = constantEnd < constantStart
                if constantEnd == constantStart, case .clock = span.start, case .clock = endPoint { wraps = true }
                if readings.contains(.sunWrapByRealTimes) { wraps = end <= start }
                if wraps {
                    // `sunset-sunrise` ends at the next day's sunrise.
                    if case .event = endPoint,
                        let next = minutes(endPoint, DayMatcher.Day(number: day.number + 1), sun: &sun)
                    {
                        end = next
                    }
                    end += 1440
                }
                end = min(end, 2880)
                if let every = span.repeatEvery, !readings.contains(.repeatIsRange) {
                    paintPoints(from: start, through: end, every: every, state: state)
                    continue
                }
                if end > start, let piece = clipped(start, end, state) { put(piece) }
                if span.isOpenEnded, !readings.contains(.openEndUntilMidnight) {
                    openEnd = (end, wraps ? constantEnd + 1440 : constantEnd)
                }
            } else if span.isOpenEnded {
                if readings.contains(.openEndUntilMidnight) {
                    if start < 1440, let piece = clipped(start, 1440, state) { put(piece) }
                    continue
                }
                openEnd = (start, constantStart)
            } else if let piece = clipped(start, start + 1, state) {
                put(piece)
            }
            guard let openEnd else { continue }
            var until = min(Self.guessedClose(from: openEnd.guessedFrom), 2880)
            // A later time of the same rule ends the open end (`07:00+,12:00-16:00`), wherever it
            // is written in the rule (`06:45-07:00+,05:00-06:00,13:00-16:00` ends at 13:00).
            for other in rule.times.indices where other != spanIndex {
                if let next = minutes(rule.times[other].start, day, sun: &sun), next > openEnd.from {
                    until = min(until, next)
                }
            }
            if until > openEnd.from, let piece = clipped(openEnd.from, until, openEndStates[index]) { put(piece) }
        }

        // Points of a repeating span, each open for a minute, the end included; after midnight the
        // points start again at 00:00 (`22:00-03:00/01:30` is 22:00, 23:30, 00:00, 01:30, 03:00).
        func paintPoints(from start: Int, through end: Int, every: Int, state: Int) {
            var points: [Piece] = []
            var point = start
            var count = 0
            while point <= end, count < 2880 {
                if let piece = clipped(point, point + 1, state) {
                    // Touching points (`/00:01`) make one piece: the same minutes, fewer pieces.
                    if let last = points.last, last.end == piece.start {
                        points[points.count - 1].end = piece.end
                    } else {
                        points.append(piece)
                    }
                }
                let next = point + every
                point = point < 1440 && next > 1440 ? 1440 : next
                count += 1
            }
            if fallback {
                canvas.paintWhereClosed(sorted: points) { codes[$0] == 0 }
            } else {
                canvas.paint(sorted: points)
            }
        }
    }

    /// Minutes after midnight of a time with the specification's constant sun times (dawn 05:30,
    /// sunrise 06:00, sunset 18:00, dusk 18:30) plus its offset.
    static func constantMinutes(_ point: TimePoint) -> Int {
        switch point {
        case .clock(let minutes): return minutes
        case .event(let event, let offset):
            let base: Int
            switch event {
            case .dawn: base = 330
            case .sunrise: base = 360
            case .sunset: base = 1080
            case .dusk: base = 1110
            }
            return min(max(base + offset, 0), 2880)
        }
    }

    /// The guessed close of an open end starting at `minutes` (0…2880), as opening_hours.js guesses
    /// it: midnight for a start before 17:00, ten hours later for a start before 22:00, eight hours
    /// later for later starts.
    static func guessedClose(from minutes: Int) -> Int {
        if minutes < 17 * 60 { return 1440 }
        if minutes < 22 * 60 { return minutes + 600 }
        return minutes + 480
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

    // MARK: Weeks

    /// The table of the local week with index `week` (Monday = day number `week * 7 - 3`).
    func weekTable(week: Int) -> WeekSegments {
        let words = weekWords(week: week)
        return words.isEmpty ? WeekSegments(starts: [0], states: [0]) : PackedWeek.table(words)
    }

    /// The local week with index `week` in the ``PackedWeek`` layout.
    func weekWords(week: Int) -> [UInt32] {
        let monday = week * 7 - 3
        if let memo, !sunVaries, withoutSchoolHolidays.isEmpty {
            // The matching rules of the Sunday before, then Monday to Sunday.
            var matches: [UInt64] = []
            matches.reserveCapacity(8)
            for offset in -1..<7 { matches.append(matchingRules(DayMatcher.Day(number: monday + offset))) }
            var keys: [Blocks] = []
            keys.reserveCapacity(7)
            for offset in 0..<7 { keys.append(blocks(own: matches[offset + 1], previous: matches[offset])) }
            return memo.week(for: keys) {
                let days = (0..<7).map { offset in
                    dayPieces(DayMatcher.Day(number: monday + offset), blocks: keys[offset], memo: memo)
                }
                return PackedWeek.words(days: days, codes: stateCodes)
            }
        }
        var sun = makeSunClock()
        let days = (0..<7).map { offset in dayPieces(DayMatcher.Day(number: monday + offset), sun: &sun) }
        return PackedWeek.words(days: days, codes: stateCodes)
    }

    /// The states of a calendar day from 00:00 to 24:00 local time.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    /// - Returns: Segment starts (first is 0) and their state indices, neighbours differing.
    func timeline(day dayNumber: Int) -> (starts: [Int], states: [Int]) {
        var sun = makeSunClock()
        var starts: [Int] = []
        var states: [Int] = []
        Piece.forEachSegment(of: dayPieces(DayMatcher.Day(number: dayNumber), sun: &sun), from: 0) { minute, state in
            if states.last == state { return }
            starts.append(minute)
            states.append(state)
        }
        return (starts, states)
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
