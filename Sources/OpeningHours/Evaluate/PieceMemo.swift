import ConcurrencyPrimitives
import Foundation

/// A thread-safe memo of painted day pieces by the set of blocks that paint the day, and of weeks
/// by the sets of their seven days.
final class PieceMemo: Sendable {
    private struct Tables {
        var pieces: [ScheduleEvaluator.Blocks: [Piece]] = [:]
        var weeks: [[ScheduleEvaluator.Blocks]: [UInt32]] = [:]
    }
    private let tables = Locked(Tables())
    /// Entries kept per table; further values are made but not kept.
    private static let capacity = 256

    /// The memoized week (``PackedWeek`` words) for the blocks of its seven days.
    func week(for masks: [ScheduleEvaluator.Blocks], make: () -> [UInt32]) -> [UInt32] {
        memoized(
            find: { $0.weeks[masks] },
            keep: { tables, week in if tables.weeks.count < Self.capacity { tables.weeks[masks] = week } },
            make: make)
    }

    /// The memoized pieces for the blocks `mask`, painting them with `make` on a miss.
    func pieces(for mask: ScheduleEvaluator.Blocks, make: () -> [Piece]) -> [Piece] {
        memoized(
            find: { $0.pieces[mask] },
            keep: { tables, made in if tables.pieces.count < Self.capacity { tables.pieces[mask] = made } },
            make: make)
    }

    /// A value found with `find` under the lock, or made with `make` outside it and handed to
    /// `keep` under the lock. (Closures rather than a key path: a key path is resolved at run
    /// time, which cost more than the lookup on a first evaluation.)
    @inline(__always)
    private func memoized<Value: Sendable>(
        find: (Tables) -> Value?, keep: (inout Tables, Value) -> Void, make: () -> Value
    ) -> Value {
        if let found = tables.withLock({ find($0) }) { return found }
        let made = make()
        tables.withLock { keep(&$0, made) }
        return made
    }
}
