import CivilCalendar
import OpeningHoursSyntax

/// A school-holiday calendar given as a list of date ranges, e.g. loaded from a regional authority's
/// published term dates.
///
/// ```swift
/// let helsinki = DateRangeSchoolHolidays(ranges: [
///     LocalDate(year: 2026, month: 2, day: 23)...LocalDate(year: 2026, month: 3, day: 1),
/// ])
/// ```
public struct DateRangeSchoolHolidays: SchoolHolidayCalendar {
    /// Inclusive day-number ranges, sorted by start and merged so they do not overlap.
    private let dayRanges: [ClosedRange<Int>]

    /// Creates a calendar from inclusive date ranges; they may overlap or come in any order.
    ///
    /// - Parameter ranges: Inclusive ranges of school-holiday dates.
    /// - Complexity: O(*n* log *n*) for *n* ranges.
    public init(ranges: [ClosedRange<LocalDate>]) {
        let sorted = ranges.map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        dayRanges = merged
    }

    /// The ranges, merged (overlapping and adjacent ones joined) and sorted.
    public var ranges: [ClosedRange<LocalDate>] {
        dayRanges.map { LocalDate(dayNumber: $0.lowerBound)...LocalDate(dayNumber: $0.upperBound) }
    }

    /// Whether `date` lies in one of the ranges.
    ///
    /// - Parameter date: The local calendar date.
    /// - Returns: `true` when a range contains the date.
    /// - Complexity: O(log *n*) by binary search over the merged ranges.
    public func isSchoolHoliday(_ date: LocalDate) -> Bool {
        let day = date.dayNumber
        var low = 0
        var high = dayRanges.count
        while low < high {
            let mid = (low + high) / 2
            if dayRanges[mid].upperBound < day {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low < dayRanges.count && dayRanges[low].contains(day)
    }
}

/// Tells whether a date is in the school holidays of some area: the `SH` selector of `opening_hours`.
///
/// School holidays are set by local authorities each year and have no rule, so the library ships no
/// data; callers plug in a calendar, for example ``DateRangeSchoolHolidays``.
public protocol SchoolHolidayCalendar: Sendable {
    /// Whether `date` is a school holiday.
    ///
    /// - Parameter date: The local calendar date.
    /// - Returns: `true` when schools are on holiday that day.
    func isSchoolHoliday(_ date: LocalDate) -> Bool
}
