import Foundation

/// A thread-safe memo of painted day pieces by the set of rules that match the day.
final class PieceMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [UInt64: [Piece]] = [:]
    private var weeks: [[UInt64]: WeekTable] = [:]

    /// The memoized week for the match sets of its eight days (Sunday before to Sunday).
    func week(for masks: [UInt64], make: () -> WeekTable) -> WeekTable {
        lock.lock()
        if let found = weeks[masks] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make()
        lock.lock()
        if weeks.count < 256 { weeks[masks] = made }
        lock.unlock()
        return made
    }

    /// The memoized pieces for `mask`, painting them with `make` on a miss.
    func pieces(for mask: UInt64, make: () -> [Piece]) -> [Piece] {
        lock.lock()
        if let found = pieces[mask] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make()
        lock.lock()
        if pieces.count < 256 { pieces[mask] = made }
        lock.unlock()
        return made
    }
}
