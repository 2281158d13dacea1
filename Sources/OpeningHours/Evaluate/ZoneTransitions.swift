import ConcurrencyPrimitives
import Foundation

/// The UTC offsets of one time zone as a sorted table of transitions, for fast conversion between
/// instants and local wall-clock time without `Calendar`.
///
/// Built once per zone identifier from `TimeZone.nextDaylightSavingTimeTransition(after:)` and
/// `secondsFromGMT(for:)` for 1970…2100; instants outside that span ask `TimeZone` directly.
/// Immutable after construction, so lookups need no lock.
///
/// Lookups are O(1): the covered span is cut into buckets of 2^20 seconds (about 12 days, shorter
/// than any real gap between two transitions), and each bucket holds the index of the transition
/// in effect at its start, so an instant needs one bucket read and at most a few comparisons.
@usableFromInline
final class ZoneTransitions: Sendable {
    @usableFromInline let timeZone: TimeZone
    /// Transition instants (seconds since 1970), ascending.
    @usableFromInline let instants: [Int]
    /// Offset in seconds from each transition on; `offsets[0]` holds before `instants[0]` too.
    @usableFromInline let offsets: [Int]
    @usableFromInline let coveredUntil: Int
    /// For each bucket of 2^20 seconds, the index into `instants` in effect at its start.
    @usableFromInline let bucketFirst: [Int32]

    @usableFromInline static let firstCovered = 0
    @usableFromInline static let bucketShift = 20
    static let lastCovered = 4_102_444_800  // 2100-01-01

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var instants: [Int] = [Self.firstCovered]
        var offsets: [Int] = [timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0))]
        var cursor = Date(timeIntervalSince1970: 0)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
            next.timeIntervalSince1970 < Double(Self.lastCovered), next > cursor
        {
            let instant = Int(next.timeIntervalSince1970.rounded(.down))
            let offset = timeZone.secondsFromGMT(for: next)
            if offset != offsets[offsets.count - 1] {
                instants.append(instant)
                offsets.append(offset)
            }
            cursor = next
        }
        self.instants = instants
        self.offsets = offsets
        self.coveredUntil = Self.lastCovered
        var bucketFirst: [Int32] = []
        let buckets = (Self.lastCovered - Self.firstCovered) >> Self.bucketShift + 1
        bucketFirst.reserveCapacity(buckets)
        var index = 0
        for bucket in 0..<buckets {
            let start = Self.firstCovered + bucket << Self.bucketShift
            while index + 1 < instants.count, instants[index + 1] <= start { index += 1 }
            bucketFirst.append(Int32(index))
        }
        self.bucketFirst = bucketFirst
    }

    /// The index into `instants` of the transition in effect at a covered instant.
    ///
    /// - Complexity: O(1) (a bucket read, then one step per transition inside the bucket).
    @inlinable @inline(__always)
    func transitionIndex(at seconds: Int) -> Int {
        var index = Int(bucketFirst[(seconds - Self.firstCovered) >> Self.bucketShift])
        while index + 1 < instants.count, instants[index + 1] <= seconds { index += 1 }
        return index
    }

    /// UTC offset in seconds at an instant.
    ///
    /// - Complexity: O(1) inside 1970…2100.
    @inlinable @inline(__always)
    func offset(at seconds: Int) -> Int {
        guard seconds >= Self.firstCovered, seconds < coveredUntil else {
            return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
        }
        return offsets[transitionIndex(at: seconds)]
    }

    /// The first transition strictly after an instant, if known.
    func nextTransition(after seconds: Int) -> Int? {
        guard seconds >= Self.firstCovered, seconds < coveredUntil else {
            let date = Date(timeIntervalSince1970: Double(seconds))
            return timeZone.nextDaylightSavingTimeTransition(after: date).map { Int($0.timeIntervalSince1970) }
        }
        let next = transitionIndex(at: seconds) + 1
        return next < instants.count ? instants[next] : nil
    }

    /// Local wall-clock seconds (since 1970-01-01 00:00 local) of an instant.
    @inlinable @inline(__always)
    func local(_ seconds: Int) -> Int { seconds + offset(at: seconds) }

    /// The first instant after `after` whose local time is `local`; when `local` falls in a
    /// gap (spring forward), the instant the clock jumps past it.
    func instant(forLocal local: Int, after: Int) -> Int {
        let before = offset(at: local - 50_400)
        let later = offset(at: local + 50_400)
        let first = local - max(before, later)
        let second = local - min(before, later)
        if first > after, self.local(first) == local { return first }
        if second > after, self.local(second) == local { return second }
        var low = max(after + 1, local - max(before, later))
        var high = max(low, local - min(before, later))
        while low < high {
            let middle = low + (high - low) / 2
            if self.local(middle) >= local { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static let tables = Locked<[String: ZoneTransitions]>([:])

    /// The shared table of a zone.
    ///
    /// - Complexity: O(1) after the first call per zone.
    static func table(for timeZone: TimeZone) -> ZoneTransitions {
        tables.withLock { tables in
            if let table = tables[timeZone.identifier] { return table }
            let table = ZoneTransitions(timeZone: timeZone)
            tables[timeZone.identifier] = table
            return table
        }
    }
}
