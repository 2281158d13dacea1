import CivilCalendar
import Foundation
import Holidays
import OpeningHoursSyntax
import Testing

/// `LocalDate` from "YYYY-MM-DD" (test input only).
private func day(_ text: String) -> LocalDate {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return LocalDate(year: parts[0], month: parts[1], day: parts[2])
}

/// A calendar around the given event lines, with LF endings.
private func calendar(_ lines: String...) -> String { calendar(lines: lines) }

/// A calendar around the given event lines, with LF endings.
private func calendar(lines: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR"]).joined(separator: "\n") + "\n"
}

/// School holidays from iCalendar files (RFC 5545).
@Suite("School holidays from iCalendar")
struct ICalendarTests {
    /// Bavaria's school holidays 2025/26 as the Ministry of Education publishes them, written as a
    /// calendar would be: CRLF, folded lines, a time-zone component, all-day events with exclusive
    /// ends, times with TZID and in UTC, a DURATION, an alarm inside an event, a cancelled draft.
    static let bavariaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/schulferien-bayern-2025-2026.ics")

    @Test func bavaria2025To2026() throws {
        let data = try Data(contentsOf: Self.bavariaPath)
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let holidays = try DateRangeSchoolHolidays(iCalendarData: data, timeZone: berlin)
        #expect(
            holidays.ranges == [
                day("2025-11-03")...day("2025-11-07"), day("2025-11-19")...day("2025-11-19"),
                day("2025-12-22")...day("2026-01-05"), day("2026-02-16")...day("2026-02-20"),
                day("2026-03-30")...day("2026-04-10"), day("2026-05-26")...day("2026-06-05"),
                day("2026-08-03")...day("2026-09-14"),
            ])
        for (date, expected) in [
            ("2025-11-02", false), ("2025-11-03", true), ("2025-11-08", false), ("2026-01-05", true),
            ("2026-01-06", false), ("2026-04-10", true), ("2026-04-11", false), ("2026-05-20", false),
            ("2026-08-02", false), ("2026-09-14", true), ("2026-09-15", false),
        ] {
            #expect(holidays.isSchoolHoliday(day(date)) == expected, "\(date)")
        }
        // Read in UTC, the summer holidays' UTC times fall on the evening before.
        let utc = try DateRangeSchoolHolidays(iCalendarData: data)
        #expect(utc.ranges.last == day("2026-08-02")...day("2026-09-14"))
    }

    /// The same calendar with LF endings and without the byte-order mark gives the same days.
    @Test func lineEndingsDoNotMatter() throws {
        let text = try String(contentsOf: Self.bavariaPath, encoding: .utf8)
        let lf = text.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(
            try DateRangeSchoolHolidays(iCalendar: "\u{FEFF}" + lf).ranges
                == DateRangeSchoolHolidays(iCalendar: text).ranges)
    }

    /// (event lines, expected ranges as "first…last").
    @Test(
        arguments: [
            (["DTSTART;VALUE=DATE:20260330"], ["2026-03-30…2026-03-30"]),
            (["DTSTART:20260330", "DTEND:20260331"], ["2026-03-30…2026-03-30"]),
            (["DTSTART;VALUE=DATE:20260330", "DTEND;VALUE=DATE:20260330"], ["2026-03-30…2026-03-30"]),
            (["DTSTART:20260330T080000", "DTEND:20260330T170000"], ["2026-03-30…2026-03-30"]),
            (["DTSTART:20260330T080000", "DTEND:20260401T000000"], ["2026-03-30…2026-03-31"]),
            (["DTSTART:20260330T080000", "DTEND:20260401T000100"], ["2026-03-30…2026-04-01"]),
            (["DTSTART:20260330T080000"], ["2026-03-30…2026-03-30"]),
            (["DTSTART;VALUE=DATE:20260330", "DURATION:P2W"], ["2026-03-30…2026-04-12"]),
            (["DTSTART:20260330T200000", "DURATION:PT6H"], ["2026-03-30…2026-03-31"]),
            (["DTSTART:20260330T200000", "DURATION:PT4H"], ["2026-03-30…2026-03-30"]),
            (
                ["DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261227", "RRULE:FREQ=YEARLY;COUNT=3"],
                ["2026-12-24…2026-12-26", "2027-12-24…2027-12-26", "2028-12-24…2028-12-26"]
            ),
            (
                ["DTSTART;VALUE=DATE:20260101", "RRULE:FREQ=YEARLY;INTERVAL=2;UNTIL=20300101"],
                ["2026-01-01…2026-01-01", "2028-01-01…2028-01-01", "2030-01-01…2030-01-01"]
            ),
            (
                ["DTSTART;VALUE=DATE:20280229", "RRULE:FREQ=YEARLY;COUNT=2"],
                ["2028-02-29…2028-02-29", "2032-02-29…2032-02-29"]
            ),
            (["DTSTART;VALUE=DATE:20260101", "STATUS:CANCELLED"], []),
            (["DTSTART;VALUE=DATE:20260101", "SUMMARY;X-A=\"a;b:c\":Neujahr: frei"], ["2026-01-01…2026-01-01"]),
        ] as [([String], [String])])
    func eventDates(_ c: (lines: [String], expected: [String])) throws {
        let text = calendar(lines: ["BEGIN:VEVENT"] + c.lines + ["END:VEVENT"])
        let ranges = try DateRangeSchoolHolidays(iCalendar: text).ranges
        #expect(ranges.map { "\($0.lowerBound)…\($0.upperBound)" } == c.expected)
    }

    /// Bad input: (text, line, part of the message).
    @Test(
        arguments: [
            ("BEGIN:VEVENT\nDTSTART:20260101\nEND:VEVENT\n", 1, "outside a calendar"),
            ("hello\n", 1, "not a NAME:VALUE line"),
            ("", 1, "not an iCalendar file"),
            (calendar("BEGIN:VEVENT", "SUMMARY:x", "END:VEVENT"), 3, "no DTSTART"),
            (calendar("BEGIN:VEVENT", "DTSTART;VALUE=DATE:20260230", "END:VEVENT"), 4, "\"20260230\" is not a date"),
            (calendar("BEGIN:VEVENT", "DTSTART:2026-03-30", "END:VEVENT"), 4, "is not a date"),
            (calendar("BEGIN:VEVENT", "DTSTART:20260330T250000", "END:VEVENT"), 4, "not a date or a date and time"),
            (calendar("BEGIN:VEVENT", "DTSTART:20260330", "DTEND:20260329", "END:VEVENT"), 5, "before it starts"),
            (calendar("BEGIN:VEVENT", "DTSTART:20260330", "DURATION:5D", "END:VEVENT"), 5, "not a duration"),
            (calendar("BEGIN:VEVENT", "DTSTART:20260330", "DURATION:P1D", "DTEND:20260401", "END:VEVENT"), 6, "both"),
            (
                calendar("BEGIN:VEVENT", "DTSTART:20260330", "RRULE:FREQ=WEEKLY;COUNT=3", "END:VEVENT"), 5,
                "FREQ=WEEKLY is not supported"
            ),
            (calendar("BEGIN:VEVENT", "DTSTART:20260330", "RRULE:FREQ=YEARLY", "END:VEVENT"), 5, "repeats forever"),
            (
                calendar("BEGIN:VEVENT", "DTSTART:20260330", "RRULE:FREQ=YEARLY;BYMONTH=3;COUNT=2", "END:VEVENT"), 5,
                "BYMONTH is not supported"
            ),
            (
                calendar("BEGIN:VEVENT", "DTSTART:20260330", "EXDATE:20270330", "END:VEVENT"), 5,
                "EXDATE is not supported"
            ),
            (calendar("BEGIN:VEVENT", "DTSTART:20260330", "DTSTART:20260331", "END:VEVENT"), 5, "DTSTART twice"),
            (calendar("BEGIN:VEVENT", "DTSTART:20260330"), 5, "END:VCALENDAR closes BEGIN:VEVENT of line 3"),
            ("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260330\nEND:VEVENT\n", 1, "never closed"),
            (calendar("END:VEVENT"), 3, "closes BEGIN:VCALENDAR"),
            (" folded\n", 1, "no line to continue"),
            (calendar("BEGIN:VEVENT", "DTSTART;VALUE=\"DATE:20260330", "END:VEVENT"), 4, "unclosed quote"),
        ] as [(String, Int, String)])
    func badInput(_ c: (text: String, line: Int, message: String)) {
        do {
            _ = try DateRangeSchoolHolidays(iCalendar: c.text)
            Issue.record("accepted: \(c.text)")
        } catch {
            #expect(error.line == c.line, "\(error)")
            #expect(error.description.contains(c.message), "\(error)")
        }
    }

    @Test func notUTF8() {
        #expect(throws: ICalendarError(line: 0, message: "the file is not UTF-8 text, as iCalendar files must be")) {
            try DateRangeSchoolHolidays(iCalendarData: Data([0x42, 0xFF, 0xFE, 0x0A]))
        }
    }

    /// A folded line is unfolded before it is read: a date split over two lines.
    @Test func foldedValue() throws {
        let text = calendar(
            "BEGIN:VEVENT", "DTSTART;VALUE=DATE:2026", " 0330", "DTEND;VALUE=DATE:20260401", "END:VEVENT")
        #expect(try DateRangeSchoolHolidays(iCalendar: text).ranges == [day("2026-03-30")...day("2026-03-31")])
    }
}
