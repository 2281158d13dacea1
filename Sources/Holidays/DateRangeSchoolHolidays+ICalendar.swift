import CivilCalendar
import Foundation

extension DateRangeSchoolHolidays {
    /// School holidays from an iCalendar (`.ics`) text, as school authorities publish them: every
    /// event's days are holidays.
    ///
    /// ```swift
    /// let bavaria = try DateRangeSchoolHolidays(iCalendar: text)
    /// bavaria.isSchoolHoliday(LocalDate(year: 2026, month: 4, day: 1))   // true in the Easter holidays
    /// ```
    ///
    /// What is read (RFC 5545): folded lines, CRLF or LF; each `VEVENT`'s `DTSTART` as a date or a
    /// date and time, its end from `DTEND` (exclusive: `DTEND;VALUE=DATE:20260411` ends on
    /// 10 April) or `DURATION`, else one day; `RRULE:FREQ=YEARLY` with `COUNT` or `UNTIL`;
    /// cancelled events are left out. Anything else that would change the dates is an error.
    /// - Parameters:
    ///   - text: The calendar.
    ///   - timeZone: The zone whose dates UTC times (`20260330T220000Z`) fall on; floating times and
    ///     times with `TZID` keep their own date. Default: UTC.
    /// - Throws: ``ICalendarError`` naming the line and what is wrong.
    /// - Complexity: O(*n*) in the length of the text, plus sorting the events.
    public init(iCalendar text: String, timeZone: TimeZone = .gmt) throws(ICalendarError) {
        self.init(ranges: try ICalendarReader.dateRanges(text, timeZone: timeZone))
    }

    /// School holidays from the bytes of an `.ics` file, which must be UTF-8 (RFC 5545 §3.1.4).
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - timeZone: The zone whose dates UTC times fall on.
    /// - Throws: ``ICalendarError``, also when the bytes are not UTF-8.
    public init(iCalendarData data: Data, timeZone: TimeZone = .gmt) throws(ICalendarError) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ICalendarError(line: 0, message: "the file is not UTF-8 text, as iCalendar files must be")
        }
        try self.init(iCalendar: text, timeZone: timeZone)
    }
}
