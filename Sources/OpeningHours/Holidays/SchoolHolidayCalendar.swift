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
