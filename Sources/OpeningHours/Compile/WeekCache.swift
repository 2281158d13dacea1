import Foundation

/// A thread-safe cache of week tables by local week index, shared by copies of a
/// ``CompiledSchedule``.
///
/// Holds at most `capacity` weeks; when full it starts over (queries cluster around "now", so the
/// working set is a few weeks).
final class WeekCache: @unchecked Sendable {
    private let lock = NSLock()
    private var weeks: [Int: WeekTable] = [:]
    private var lastIndex = Int.min
    private var lastTable: WeekTable?
    private let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
    }

    /// The cached week, computing it with `make` on a miss.
    ///
    /// - Complexity: O(1) on a hit.
    func week(_ index: Int, make: (Int) -> WeekTable) -> WeekTable {
        lock.lock()
        if index == lastIndex, let lastTable {
            lock.unlock()
            return lastTable
        }
        if let table = weeks[index] {
            lastIndex = index
            lastTable = table
            lock.unlock()
            return table
        }
        lock.unlock()
        let table = make(index)
        lock.lock()
        if weeks.count >= capacity { weeks.removeAll(keepingCapacity: true) }
        weeks[index] = table
        lastIndex = index
        lastTable = table
        lock.unlock()
        return table
    }
}
