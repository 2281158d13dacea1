import Foundation

/// A thread-safe memo of each year's holiday day numbers, filled on first use of a year.
///
/// Uses `NSLock` rather than `Synchronization.Mutex` because the package's Apple floor (macOS 14,
/// iOS 17) predates `Mutex`.
final class HolidayYearCache: @unchecked Sendable {
    /// Guards `years`.
    private let lock = NSLock()
    /// Holiday day numbers (days since 1970-01-01) per year.
    private var years: [Int: Set<Int>] = [:]

    /// The day numbers of the holidays in `year`, computing them with `compute` the first time.
    ///
    /// - Complexity: O(1) amortized after the first call for a year.
    func dayNumbers(in year: Int, compute: () -> [Holiday]) -> Set<Int> {
        lock.lock()
        defer { lock.unlock() }
        if let known = years[year] { return known }
        let days = Set(compute().map(\.date.dayNumber))
        years[year] = days
        return days
    }
}
