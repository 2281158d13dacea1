import Foundation

/// A thread-safe memo of each year's holidays as a day-of-year bitmap, filled on first use of a year.
///
/// Uses `NSLock` rather than `Synchronization.Mutex` because the package's Apple floor (macOS 14,
/// iOS 17) predates `Mutex`.
final class HolidayYearCache: @unchecked Sendable {
    /// One year's holidays: bit *n* set when day *n* of the year (0 = 1 January) is a holiday.
    private struct YearBits {
        /// Day number (days since 1970-01-01) of 1 January.
        var firstDay: Int
        /// 6 × 64 bits cover 366 days.
        var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)

        /// Whether the day number is marked.
        func contains(_ dayNumber: Int) -> Bool {
            let index = dayNumber - firstDay
            guard index >= 0, index < 384 else { return false }
            let word: UInt64
            switch index >> 6 {
            case 0: word = words.0
            case 1: word = words.1
            case 2: word = words.2
            case 3: word = words.3
            case 4: word = words.4
            default: word = words.5
            }
            return word & (1 << UInt64(index & 63)) != 0
        }

        /// Marks a day number of this year.
        mutating func insert(_ dayNumber: Int) {
            let index = dayNumber - firstDay
            guard index >= 0, index < 384 else { return }
            let bit: UInt64 = 1 << UInt64(index & 63)
            switch index >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            case 3: words.3 |= bit
            case 4: words.4 |= bit
            default: words.5 |= bit
            }
        }
    }

    /// Guards `years`.
    private let lock = NSLock()
    /// Bitmaps per year.
    private var years: [Int: YearBits] = [:]

    /// Whether `date` is among the holidays of its year, computing that year with `compute` the
    /// first time.
    ///
    /// - Complexity: O(1) amortized after the first call for a year.
    func contains(_ date: LocalDate, compute: () -> [Holiday]) -> Bool {
        let dayNumber = date.dayNumber
        lock.lock()
        defer { lock.unlock() }
        if let known = years[date.year] { return known.contains(dayNumber) }
        var bits = YearBits(firstDay: LocalDate(year: date.year, month: 1, day: 1).dayNumber)
        for holiday in compute() { bits.insert(holiday.date.dayNumber) }
        years[date.year] = bits
        return bits.contains(dayNumber)
    }
}
