import Foundation

/// A thread-safe memo of painted day pieces by the set of rules that match the day.
final class PieceMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [UInt64: [Piece]] = [:]
    private var weeks: [[UInt64]: WeekTable] = [:]

    /// The memoized week for the match sets of its eight days (Sunday before to Sunday).
    func week(for masks: [UInt64], make: () -> WeekTable) -> WeekTable {
        memoized(masks, in: \.weeks, make: make)
    }

    /// The memoized pieces for `mask`, painting them with `make` on a miss.
    func pieces(for mask: UInt64, make: () -> [Piece]) -> [Piece] {
        memoized(mask, in: \.pieces, make: make)
    }

    /// The value for `key` in one of the memo's tables, made with `make` (outside the lock) on a
    /// miss and kept while the table holds fewer than 256 entries.
    private func memoized<Key: Hashable, Value>(
        _ key: Key, in table: ReferenceWritableKeyPath<PieceMemo, [Key: Value]>, make: () -> Value
    ) -> Value {
        lock.lock()
        if let found = self[keyPath: table][key] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make()
        lock.lock()
        if self[keyPath: table].count < 256 { self[keyPath: table][key] = made }
        lock.unlock()
        return made
    }
}
