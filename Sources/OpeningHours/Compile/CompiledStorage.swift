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

/// The storage of a ``CompiledSchedule``: one heap object whose header names the zone and whose
/// elements are the packed week of a week-invariant schedule (none for the others).
///
/// A lookup in a week-invariant schedule touches this object, its zone's shared tables and nothing
/// else: no lock, no reference counting, no copies. Immutable after construction.
@usableFromInline
final class CompiledStorage: ManagedBuffer<CompiledStorage.Header, UInt32> {
    @usableFromInline
    struct Header {
        /// The zone; kept alive by `parts` (and by the shared table of zones). Unmanaged, so a
        /// lookup reads it without reference counting.
        @usableFromInline let zone: Unmanaged<ZoneTransitions>
        /// The cache of computed weeks when weeks differ, else `nil` (the elements hold the one
        /// week every week is); kept alive by `parts`.
        @usableFromInline let cache: Unmanaged<WeekCache>?
        @usableFromInline let parts: CompiledParts

        var isFixed: Bool { cache == nil }
    }

    /// Compiles a schedule for a context.
    static func make(schedule: Schedule, context: EvaluationContext) -> CompiledStorage {
        let zone = ZoneTransitions.table(for: context.timeZone)
        let parts = CompiledParts(evaluator: ScheduleEvaluator(schedule: schedule, context: context), zone: zone)
        let words = parts.fixedWeek == nil ? [] : parts.packedWords(week: 0)
        let storage = create(minimumCapacity: words.count) { _ in
            Header(
                zone: Unmanaged.passUnretained(zone), cache: parts.cache.map { Unmanaged.passUnretained($0) },
                parts: parts)
        }
        storage.withUnsafeMutablePointerToElements { elements in
            words.withUnsafeBufferPointer { source in
                if let address = source.baseAddress { elements.initialize(from: address, count: words.count) }
            }
        }
        return unsafeDowncast(storage, to: CompiledStorage.self)
    }

    var parts: CompiledParts { header.parts }

    /// The segment word in effect at an instant (seconds since 1970).
    ///
    /// - Complexity: O(1) for usual schedules: a zone bucket, then a few words of one day.
    @inlinable @inline(__always)
    func word(atSeconds seconds: Int) -> UInt32 {
        withUnsafeMutablePointers { header, words in
            let local = header.pointee.zone._withUnsafeGuaranteedRef { $0.local(seconds) }
            let position = LocalPosition(localSeconds: local)
            guard let cache = header.pointee.cache else { return PackedWeek.word(words, minute: position.minute) }
            if let word = cache._withUnsafeGuaranteedRef({ $0.cachedWord(week: position.week, minute: position.minute) }
            ) {
                return word
            }
            return header.pointee.parts.packedWeek(position.week).read { PackedWeek.word($0, minute: position.minute) }
        }
    }

    /// Runs `body` on the packed words of local week `index`.
    @inline(__always)
    func withWeek<Result>(_ index: Int, _ body: (UnsafePointer<UInt32>) -> Result) -> Result {
        withUnsafeMutablePointers { header, words in
            if header.pointee.isFixed { return body(words) }
            return header.pointee.parts.packedWeek(index).read(body)
        }
    }
}

extension CompiledStorage: WeekSource {
    var states: [OpeningState] { header.parts.evaluator.states }

    var zone: ZoneTransitions { header.parts.zone }

    var isConstant: Bool { header.parts.constant }

    @inline(__always)
    func stateIndex(atSeconds seconds: Int) -> Int { PackedWeek.state(word(atSeconds: seconds)) }

    func nextLocalBoundary(from localSeconds: Int, current: Int, limit: Int, differs: (Int, Int) -> Bool) -> Int? {
        let position = LocalPosition(localSeconds: localSeconds)
        var weekIndex = position.week
        var minute: Int? = position.minute
        let isFixed = header.isFixed
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
