import OpeningHoursSyntax
import RawMemory

/// What a compiled schedule whose weeks differ keeps to compute them: the evaluator (with its memo
/// of painted days) and the cache of computed weeks.
@usableFromInline
final class CompiledParts: Sendable {
    let evaluator: ScheduleEvaluator
    /// The weeks computed so far, by local week index.
    let cache = WordCache()

    init(evaluator: ScheduleEvaluator) {
        self.evaluator = evaluator
    }

    /// The packed table of local week `index`, computed on a cache miss.
    @usableFromInline
    func packedWeek(_ index: Int) -> WordBuffer { cache.buffer(index, make: makeWeek) }

    /// Computes the packed table of local week `index`.
    func makeWeek(_ index: Int) -> WordBuffer {
        WordBuffer(evaluator.weekWords(week: index))
    }
}

/// The storage of a ``CompiledSchedule``: the schedule, its context and state table, and either
/// the arena chunk holding the one week of a week-invariant schedule or the parts that compute the
/// weeks of the others. Immutable after construction.
///
/// A week-invariant schedule keeps nothing else on the heap (its evaluator is dropped after
/// compiling and rebuilt if a fact about the schedule needs it), so the storages of schedules
/// compiled one after another sit close together in memory.
@usableFromInline
final class CompiledStorage: Sendable {
    /// The zone (kept alive by `zoneTable`), unowned so lookups do no reference counting.
    @usableFromInline let zone: UnownedRef<ZoneTransitions>
    let zoneTable: ZoneTransitions
    let schedule: Schedule
    let context: EvaluationContext
    /// Every state a segment can have; index 0 is closed.
    let states: [OpeningState]
    let constant: Bool
    /// The evaluator and week cache when weeks differ, else `nil`.
    @usableFromInline let varying: CompiledParts?
    /// The chunk holding `words`, kept alive here.
    let chunk: WordArena.Keeper?
    /// The packed week of a week-invariant schedule (inside `chunk`), else `nil`.
    let words: FrozenWords?

    /// Compiles a schedule for a context.
    init(schedule: Schedule, context: EvaluationContext) {
        let zone = ZoneTransitions.table(for: context.timeZone)
        let evaluator = ScheduleEvaluator(schedule: schedule, context: context)
        self.zone = UnownedRef(zone)
        self.zoneTable = zone
        self.schedule = schedule
        self.context = context
        self.states = evaluator.states
        self.constant = evaluator.isConstant
        let words: [UInt32]?
        if constant {
            let day = [Piece(start: 0, end: 1440, state: evaluator.constantState)]
            words = PackedWeek.words(days: Array(repeating: day, count: 7), codes: evaluator.stateCodes)
        } else {
            words = evaluator.isWeekInvariant ? evaluator.weekWords(week: 0) : nil
        }
        if let words {
            let stored = WordArena.store(words)
            self.chunk = stored.keeper
            self.words = stored.words
            self.varying = nil
        } else {
            self.chunk = nil
            self.words = nil
            self.varying = CompiledParts(evaluator: evaluator)
        }
    }

    var isFixed: Bool { words != nil }

    /// The evaluator: kept for schedules whose weeks differ, rebuilt for the others.
    var evaluator: ScheduleEvaluator {
        varying?.evaluator ?? ScheduleEvaluator(schedule: schedule, context: context)
    }

    /// The one week of a week-invariant schedule.
    var fixedWeek: WeekSegments? { words.map(PackedWeek.table) }

    /// The segment word at a local position of a schedule whose weeks differ: from the cache, or
    /// computed on a miss.
    ///
    /// - Complexity: O(1) on a cache hit.
    @usableFromInline
    func varyingWord(week: Int, minute: Int) -> UInt32 {
        withWeek(week) { PackedWeek.word($0, minute: minute) }
    }

    /// The segment word in effect at an instant (seconds since 1970).
    ///
    /// - Complexity: O(1) for usual schedules: a zone bucket, then a few words of one day.
    @inline(__always)
    func word(atSeconds seconds: Int) -> UInt32 {
        let position = LocalPosition(localSeconds: zone.read { $0.local(seconds) })
        if let words { return PackedWeek.word(words, minute: position.minute) }
        return varyingWord(week: position.week, minute: position.minute)
    }

    /// Runs `body` on the packed words of local week `index`.
    @inline(__always)
    func withWeek<Result>(_ index: Int, _ body: (FrozenWords) -> Result) -> Result {
        if let words { return body(words) }
        if let varying {
            if let word = varying.cache.handle.read(index, body) { return word }
            return varying.packedWeek(index).read(body)
        }
        return PackedWeek.closedWeek.read(body)
    }
}

extension CompiledStorage: WeekSource {
    var isConstant: Bool { constant }

    @inline(__always)
    func stateIndex(atSeconds seconds: Int) -> Int { PackedWeek.state(word(atSeconds: seconds)) }

    func nextLocalBoundary(from localSeconds: Int, current: Int, limit: Int, differs: (Int, Int) -> Bool) -> Int? {
        let position = LocalPosition(localSeconds: localSeconds)
        var weekIndex = position.week
        var minute: Int? = position.minute
        let isFixed = self.isFixed
        while true {
            let weekStart = LocalPosition(week: weekIndex, minute: 0).localSeconds
            if minute == nil, weekStart > limit { return nil }
            let found: Int? = withWeek(weekIndex) { base in
                let end = PackedWeek.headerWords + PackedWeek.count(base)
                var index = minute.map { PackedWeek.segment(base, minute: $0) + 1 } ?? PackedWeek.headerWords
                while index < end {
                    if differs(current, PackedWeek.state(base[unchecked: index])) {
                        return PackedWeek.start(base[unchecked: index])
                    }
                    index += 1
                }
                return nil
            }
            if let found {
                let instant = weekStart + found * 60
                return instant > limit ? nil : instant
            }
            // A whole week of a week-invariant schedule without a difference: there is none.
            if isFixed && minute == nil { return nil }
            weekIndex += 1
            minute = nil
        }
    }
}
