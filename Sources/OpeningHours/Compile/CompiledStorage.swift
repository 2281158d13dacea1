/// What a compiled schedule keeps besides its hot lookup data: the evaluator (for weeks not yet
/// computed and for facts about the schedule), the one week of week-invariant schedules as a
/// ``WeekTable``, and the cache of computed weeks of the others.
@usableFromInline
final class CompiledParts: Sendable {
    let evaluator: ScheduleEvaluator
    let zone: ZoneTransitions
    let fixedWeek: WeekTable?
    let cache: WeekCache?
    let constant: Bool
    let statuses: [OpeningStatus]

    init(evaluator: ScheduleEvaluator, zone: ZoneTransitions) {
        self.evaluator = evaluator
        self.zone = zone
        self.constant = evaluator.isConstant
        self.statuses = evaluator.states.map(\.status)
        if constant {
            let state = evaluator.ruleStates.allSatisfy { $0 == 0 } ? 0 : (evaluator.ruleStates.first ?? 0)
            self.fixedWeek = WeekTable(days: [(starts: [0], states: [state])])
        } else {
            self.fixedWeek = evaluator.isWeekInvariant ? evaluator.weekTable(week: 0) : nil
        }
        self.cache = fixedWeek == nil ? WeekCache() : nil
    }

    /// The packed table of local week `index`, computed on a cache miss.
    @usableFromInline
    func packedWeek(_ index: Int) -> PackedWeekBuffer {
        if let cache { return cache.week(index, make: makeWeek) }
        return makeWeek(index)
    }

    /// Computes the packed table of local week `index`.
    func makeWeek(_ index: Int) -> PackedWeekBuffer { PackedWeekBuffer.make(packedWords(week: index)) }

    /// The words of local week `index` in the ``PackedWeek`` layout.
    func packedWords(week index: Int) -> [UInt32] {
        PackedWeek.words(fixedWeek ?? evaluator.weekTable(week: index), statuses: statuses)
    }
}

/// The storage of a ``CompiledSchedule``: the parts it keeps, the arena chunk holding the one week
/// of a week-invariant schedule, and unmanaged handles to the zone and the week cache (kept alive
/// by `parts`) so lookups read them without reference counting. Immutable after construction.
@usableFromInline
final class CompiledStorage: Sendable {
    @usableFromInline let zone: Unmanaged<ZoneTransitions>
    /// The cache of computed weeks when weeks differ, else `nil`.
    @usableFromInline let cache: Unmanaged<WeekCache>?
    let parts: CompiledParts
    /// The chunk holding `words`, kept alive here.
    nonisolated(unsafe) let chunk: WordArena.Chunk?
    /// The packed week of a week-invariant schedule (inside `chunk`), else `nil`.
    nonisolated(unsafe) let words: UnsafePointer<UInt32>?

    /// Compiles a schedule for a context.
    init(schedule: Schedule, context: EvaluationContext) {
        let zone = ZoneTransitions.table(for: context.timeZone)
        let parts = CompiledParts(evaluator: ScheduleEvaluator(schedule: schedule, context: context), zone: zone)
        self.parts = parts
        self.zone = Unmanaged.passUnretained(zone)
        self.cache = parts.cache.map { Unmanaged.passUnretained($0) }
        if parts.fixedWeek != nil {
            let stored = WordArena.store(parts.packedWords(week: 0))
            self.chunk = stored.chunk
            self.words = stored.address
        } else {
            self.chunk = nil
            self.words = nil
        }
    }

    var isFixed: Bool { words != nil }

    /// The segment word at a local position of a schedule whose weeks differ: from the cache, or
    /// computed on a miss.
    ///
    /// - Complexity: O(1) on a cache hit.
    @usableFromInline
    func varyingWord(week: Int, minute: Int) -> UInt32 {
        if let word = cache?._withUnsafeGuaranteedRef({ $0.cachedWord(week: week, minute: minute) }) { return word }
        return parts.packedWeek(week).read { PackedWeek.word($0, minute: minute) }
    }

    /// The segment word in effect at an instant (seconds since 1970).
    ///
    /// - Complexity: O(1) for usual schedules: a zone bucket, then a few words of one day.
    @inline(__always)
    func word(atSeconds seconds: Int) -> UInt32 {
        let position = LocalPosition(localSeconds: zone._withUnsafeGuaranteedRef { $0.local(seconds) })
        if let words { return PackedWeek.word(words, minute: position.minute) }
        return varyingWord(week: position.week, minute: position.minute)
    }

    /// Runs `body` on the packed words of local week `index`.
    @inline(__always)
    func withWeek<Result>(_ index: Int, _ body: (UnsafePointer<UInt32>) -> Result) -> Result {
        if let words { return body(words) }
        return parts.packedWeek(index).read(body)
    }
}

extension CompiledStorage: WeekSource {
    var states: [OpeningState] { parts.evaluator.states }

    var zoneTable: ZoneTransitions { parts.zone }

    var isConstant: Bool { parts.constant }

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
                    if differs(current, PackedWeek.state(base[index])) { return PackedWeek.start(base[index]) }
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
