import Foundation

/// A thread-safe memo of painted day pieces by the set of blocks that paint the day, and of weeks
/// by the sets of their seven days.
final class PieceMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [ScheduleEvaluator.Blocks: [Piece]] = [:]
    private var weeks: [[ScheduleEvaluator.Blocks]: [UInt32]] = [:]
    /// Entries kept per table; further values are made but not kept.
    private static let capacity = 256

    /// The memoized week (``PackedWeek`` words) for the blocks of its seven days.
    func week(for masks: [ScheduleEvaluator.Blocks], make: () -> [UInt32]) -> [UInt32] {
        memoized(
            find: { weeks[masks] },
            keep: { week in if weeks.count < Self.capacity { weeks[masks] = week } },
            make: make)
    }

    /// The memoized pieces for the blocks `mask`, painting them with `make` on a miss.
    func pieces(for mask: ScheduleEvaluator.Blocks, make: () -> [Piece]) -> [Piece] {
        memoized(
            find: { pieces[mask] },
            keep: { made in if pieces.count < Self.capacity { pieces[mask] = made } },
            make: make)
    }

    /// A value found with `find` under the lock, or made with `make` outside it and handed to
    /// `keep` under the lock. (Closures rather than a key path: a key path is resolved at run
    /// time, which cost more than the lookup on a first evaluation.)
    @inline(__always)
    private func memoized<Value>(find: () -> Value?, keep: (Value) -> Void, make: () -> Value) -> Value {
        lock.lock()
        if let found = find() {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make()
        lock.lock()
        keep(made)
        lock.unlock()
        return made
    }
}
