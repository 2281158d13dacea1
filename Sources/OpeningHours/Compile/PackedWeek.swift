import OpeningHoursSyntax
import RawMemory

/// The layout of a week table packed into one run of `UInt32` words, so "state at a minute of the
/// week" reads a few adjacent words and nothing else.
///
/// Words 0…6 hold, for each day, the index (counted from the first segment) of the segment in
/// effect at that day's 00:00; word 7 holds the index of the last segment. Segments follow from
/// word 8 on, one word each: `start << 18 | state << 2 | status`, where `start` is the first
/// minute of the week (0…10079, 14 bits), `state` the index into the schedule's state table
/// (16 bits) and `status` the ``OpeningStatus`` code (2 bits). Because `start` is in the top bits,
/// "the last segment starting at or before minute m" is "the last word ≤ `m << 18 | 0x3FFFF`".
@usableFromInline
enum PackedWeek {
    /// Words before the first segment.
    @usableFromInline static let headerWords = 8
    @usableFromInline static let startShift: UInt32 = 18

    /// The words of a week given as the pieces of its seven days, written in one pass.
    ///
    /// Each day's pieces are sorted and disjoint; gaps are closed, pieces are cut at the day's
    /// 24:00, and a segment with the state of the one before is merged into it.
    /// - Parameters:
    ///   - days: Monday to Sunday.
    ///   - codes: The ``code(_:)`` of each state index's status.
    /// - Returns: `headerWords` plus one word per segment.
    /// - Complexity: O(pieces).
    static func words(days: [[Piece]], codes: [UInt32]) -> [UInt32] {
        // Each piece adds at most a gap and itself; each day a segment at its midnight and one
        // at its end.
        let bound = headerWords + days.reduce(0) { $0 + 2 * $1.count + 2 }
        return UncheckedMutableView<UInt32>.makeArray(capacity: bound) { words, initialized in
            var count = 0
            var lastState = -1
            func append(_ minute: Int, _ state: Int) {
                if state == lastState { return }
                lastState = state
                words[unchecked: headerWords + count] =
                    UInt32(truncatingIfNeeded: minute) << startShift | UInt32(truncatingIfNeeded: state) << 2
                    | codes[state]
                count += 1
            }
            for (day, pieces) in days.enumerated() {
                let offset = day * 1440
                // The state at the day's midnight, and the segment in effect then.
                append(offset, pieces.first.map { $0.start == 0 ? $0.state : 0 } ?? 0)
                words[unchecked: day] = UInt32(count - 1)
                Piece.forEachSegment(of: pieces, from: offset, append)
            }
            words[unchecked: 7] = UInt32(count - 1)
            initialized = headerWords + count
        }
    }

    /// The week table the words of `base` hold.
    ///
    /// - Parameter base: Words in this layout.
    /// - Returns: The table.
    static func table(_ base: FrozenWords) -> WeekSegments {
        table(base.copy(0..<(headerWords + count(base))))
    }

    /// The week table of words in this layout.
    static func table(_ words: [UInt32]) -> WeekSegments {
        let segments = words[headerWords..<(headerWords + Int(truncatingIfNeeded: words[7]) + 1)]
        return WeekSegments(starts: segments.map { Int32(start($0)) }, states: segments.map { UInt16(state($0)) })
    }

    /// A week closed throughout.
    static let closedWeek = WordBuffer(
        words(
            days: Array(repeating: [Piece(start: 0, end: 1440, state: 0)], count: 7),
            codes: [code(.closed)]))

    /// The 2-bit code of a status.
    static func code(_ status: OpeningStatus) -> UInt32 {
        switch status {
        case .closed: return 0
        case .open: return 1
        case .unknown: return 2
        }
    }

    /// The status of a 2-bit code.
    @inlinable @inline(__always)
    static func status(_ word: UInt32) -> OpeningStatus {
        switch word & 3 {
        case 0: return .closed
        case 1: return .open
        default: return .unknown
        }
    }

    /// The state index of a segment word.
    @inlinable @inline(__always)
    static func state(_ word: UInt32) -> Int { Int(truncatingIfNeeded: (word >> 2) & 0xFFFF) }

    /// The first minute of the week of a segment word.
    @inlinable @inline(__always)
    static func start(_ word: UInt32) -> Int { Int(truncatingIfNeeded: word >> startShift) }

    /// The number of segments.
    @inlinable @inline(__always)
    static func count(_ base: FrozenWords) -> Int { Int(truncatingIfNeeded: base[unchecked: 7]) + 1 }

    /// The word index (from `base`) of the segment holding a minute of the week (0…10079).
    ///
    /// Scans from the segment in effect at the day's midnight: a day rarely has more than a few
    /// segments; past eight it switches to a binary search over the day's segments.
    /// - Complexity: O(1) for usual days, O(log s) for a day of `s` segments.
    @inlinable @inline(__always)
    static func segment(_ base: FrozenWords, minute: Int) -> Int {
        let day = minute / 1440
        var low = Int(truncatingIfNeeded: base[unchecked: day]) + headerWords
        var high = Int(truncatingIfNeeded: base[unchecked: day + 1]) + headerWords
        let key = UInt32(truncatingIfNeeded: minute) << startShift | 0x3FFFF
        if high - low > 8 {
            while low < high {
                let middle = (low + high + 1) >> 1
                if base[unchecked: middle] <= key { low = middle } else { high = middle - 1 }
            }
            return low
        }
        while low < high, base[unchecked: low + 1] <= key { low += 1 }
        return low
    }

    /// The segment word in effect at a minute of the week.
    @inlinable @inline(__always)
    static func word(_ base: FrozenWords, minute: Int) -> UInt32 { base[unchecked: segment(base, minute: minute)] }
}
