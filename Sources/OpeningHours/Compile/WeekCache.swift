import Foundation

/// A thread-safe cache of packed weeks by local week index, shared by copies of a
/// ``CompiledSchedule`` whose weeks differ (dates, holidays, sun times).
///
/// Direct-mapped: week `i` lives in slot `i mod 16`, so any 16 consecutive weeks stay cached
/// together (queries cluster around "now") and a hit costs a lock and two array reads.
final class WeekCache: @unchecked Sendable {
    private static let slotCount = 16
    private let lock = NSLock()
    private var indices = [Int](repeating: Int.min, count: WeekCache.slotCount)
    private var weeks = [PackedWeekBuffer?](repeating: nil, count: WeekCache.slotCount)

    init() {}

    /// The cached week, computing it with `make` on a miss (outside the lock).
    ///
    /// - Complexity: O(1) on a hit.
    func week(_ index: Int, make: (Int) -> PackedWeekBuffer) -> PackedWeekBuffer {
        let slot = index & (Self.slotCount - 1)
        lock.lock()
        if indices[slot] == index, let found = weeks[slot] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make(index)
        lock.lock()
        indices[slot] = index
        weeks[slot] = made
        lock.unlock()
        return made
    }
}
