import Foundation
import Geodesy
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// The cases of issue 12 ("Open" that is true), each checked against the specification and the
/// references: opening-hours-py 2.1.4 gives every state below for the values it reads (checked
/// with `scripts/hours-reference.py`); the rest follow the opening_hours.js test suite.
@Suite("Specification cases from the references")
struct SpecificationCaseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var value: String
        /// Local wall time in Berlin (CEST in June, CET in winter).
        var at: String
        var status: OpeningStatus
        var why: String
        var testDescription: String { "\(value) @ \(at): \(why)" }
    }

    // 2026-06-01 is a Monday.
    static let cases: [Case] = [
        // A closed rule with times closes only those times (a lunch break).
        Case(value: "Mo-Fr 08:00-18:00; Mo-Fr 12:00-13:00 off", at: "2026-06-01T12:30", status: .closed, why: "lunch"),
        Case(value: "Mo-Fr 08:00-18:00; Mo-Fr 12:00-13:00 off", at: "2026-06-01T11:59", status: .open, why: "morning"),
        Case(value: "Mo-Fr 08:00-18:00; Mo-Fr 12:00-13:00 off", at: "2026-06-01T13:00", status: .open, why: "after"),
        Case(value: "Mo-Fr 08:00-18:00; Mo-Fr 12:00-13:00 off", at: "2026-06-06T10:00", status: .closed, why: "Sa"),
        Case(value: "Mo-Fr 10:00-20:00; 12:00-14:00 off", at: "2026-06-01T13:00", status: .closed, why: "README"),
        Case(value: "Mo-Fr 10:00-20:00; 12:00-14:00 off", at: "2026-06-01T15:00", status: .open, why: "README"),
        Case(value: "Mo-Fr 10:00-20:00; 12:00-14:00 off", at: "2026-06-06T15:00", status: .closed, why: "README"),
        Case(value: "sunrise-sunset; 22:00-08:00 off", at: "2026-06-01T07:00", status: .closed, why: "before 08"),
        Case(value: "sunrise-sunset; 22:00-08:00 off", at: "2026-06-01T09:00", status: .open, why: "day"),
        Case(value: "sunrise-sunset; 22:00-08:00 off", at: "2026-06-01T23:00", status: .closed, why: "night"),
        Case(value: "00:00-24:00; Mo 08:00-13:00 off", at: "2026-06-01T10:00", status: .closed, why: "Mo morning"),
        Case(value: "00:00-24:00; Mo 08:00-13:00 off", at: "2026-06-01T14:00", status: .open, why: "Mo afternoon"),
        Case(value: "00:00-24:00; Mo 08:00-13:00 off", at: "2026-06-02T10:00", status: .open, why: "Tu"),
        // Without times a closed rule still closes the whole day.
        Case(value: "Mo-Sa 08:00-18:00; Sa off", at: "2026-06-06T10:00", status: .closed, why: "Sa off"),
        Case(value: "Mo-Sa 08:00-18:00; Sa off", at: "2026-06-05T10:00", status: .open, why: "Fr"),
        Case(value: "24/7; PH off", at: "2026-12-25T10:00", status: .closed, why: "Christmas in DE"),
        Case(value: "24/7; PH off", at: "2026-12-23T10:00", status: .open, why: "working day"),
        // Selectors.
        Case(value: "2026", at: "2026-06-01T10:00", status: .open, why: "a year, not 20:26"),
        Case(value: "2026", at: "2027-01-01T10:00", status: .closed, why: "the next year"),
        Case(value: "Aug-Jul Su[4]", at: "2026-06-28T12:00", status: .open, why: "4th Sunday of June"),
        Case(value: "Aug-Jul Su[4]", at: "2026-06-21T12:00", status: .closed, why: "3rd Sunday"),
        Case(value: "Dec-Oct Mo[2,4]", at: "2026-06-08T12:00", status: .open, why: "2nd Monday"),
        Case(value: "Dec-Oct Mo[2,4]", at: "2026-06-15T12:00", status: .closed, why: "3rd Monday"),
        Case(value: "Dec-Oct Mo[2,4]", at: "2026-11-09T12:00", status: .closed, why: "November"),
        Case(value: "Jan 01-31/8", at: "2026-01-17T12:00", status: .open, why: "1 + 2·8"),
        Case(value: "Jan 01-31/8", at: "2026-01-18T12:00", status: .closed, why: "not on the step"),
        Case(value: "Jan 01-31/8", at: "2026-02-02T12:00", status: .closed, why: "February"),
        Case(value: "2013,2015,2055/2,2060+ Jan 01", at: "2055-01-01T12:00", status: .open, why: "2055"),
        Case(value: "2013,2015,2055/2,2060+ Jan 01", at: "2056-01-01T12:00", status: .closed, why: "2056"),
        Case(value: "2013,2015,2055/2,2060+ Jan 01", at: "2057-01-01T12:00", status: .open, why: "2057"),
        Case(value: "2013,2015,2055/2,2060+ Jan 01", at: "2061-01-01T12:00", status: .open, why: "2060+"),
        Case(value: "2013,2015,2055/2,2060+ Jan 01", at: "2026-01-01T12:00", status: .closed, why: "2026"),
        Case(value: "Nov-Feb 00-24", at: "2026-12-15T03:00", status: .open, why: "December"),
        Case(value: "Nov-Feb 00-24", at: "2026-03-15T03:00", status: .closed, why: "March"),
        // Rule separators and modifiers.
        Case(value: "off || open", at: "2026-06-01T10:00", status: .open, why: "fallback after closed"),
        Case(value: "17:00+ off", at: "2026-06-01T18:00", status: .closed, why: "closed open end"),
        Case(value: "Mo-Fr 08:00-18:00 || Sa 10:00-12:00", at: "2026-06-06T11:00", status: .open, why: "fallback"),
        Case(
            value: "Mo-Fr 08:00-18:00; We off || 10:00-12:00", at: "2026-06-03T11:00", status: .open, why: "after off"),
        // Past midnight: the part after midnight belongs to the next day.
        Case(value: "22:00-02:00; Tu 12:00-14:00", at: "2026-06-03T01:00", status: .open, why: "We morning"),
        Case(value: "22:00-02:00; Tu 12:00-14:00", at: "2026-06-02T01:00", status: .closed, why: "Tu replaced"),
        Case(value: "22:00-02:00; Tu 12:00-14:00", at: "2026-06-02T13:00", status: .open, why: "Tu's own"),
        Case(value: "Mo-Fr 22:00-02:00; Sa off", at: "2026-06-06T01:00", status: .closed, why: "Sa off cuts it"),
        Case(value: "Mo-Fr 22:00-02:00; Sa off", at: "2026-06-05T01:00", status: .open, why: "Fr morning"),
        Case(value: "01:45-11:30, Sa-Th 09:00-30:00 unknown", at: "2026-06-07T03:36", status: .unknown, why: "order"),
        Case(value: "01:45-11:30, Sa-Th 09:00-30:00 unknown", at: "2026-06-05T07:00", status: .open, why: "Fr"),
    ]

    /// Cases from the opening_hours.js test suite (`test/test.js`; test names in `why`), where the
    /// specification is silent. Berlin, German holidays, no coordinate (constant sun times) unless
    /// `sun` is set.
    static let referenceCases: [Case] = [
        // Open end: unknown until a guessed close (before 17:00 → 24:00, before 22:00 → +10 h, else +8 h).
        Case(value: "17:00+", at: "2026-06-02T02:00", status: .unknown, why: "Open end: Monday's, until 03:00"),
        Case(value: "17:00+", at: "2026-06-02T03:30", status: .closed, why: "Open end"),
        Case(value: "17:00+", at: "2026-06-02T20:00", status: .unknown, why: "Open end"),
        Case(value: "07:00+,12:00-16:00", at: "2026-06-01T08:00", status: .unknown, why: "Open end, cut by 12:00"),
        Case(value: "07:00+,12:00-16:00", at: "2026-06-01T13:00", status: .open, why: "Open end"),
        Case(value: "07:00+,12:00-16:00", at: "2026-06-01T17:00", status: .closed, why: "Open end"),
        Case(value: "Mo 22:00-04:00+", at: "2026-06-02T03:00", status: .open, why: "Fixed time followed by open end"),
        Case(value: "Mo 22:00-04:00+", at: "2026-06-02T10:00", status: .unknown, why: "… until 28:00 + 8 h"),
        Case(value: "Mo 22:00-04:00+", at: "2026-06-02T12:30", status: .closed, why: "… wrapping over midnight"),
        Case(value: "Fr 11:00-24:00+", at: "2026-06-06T07:00", status: .unknown, why: "24:00 + 8 h"),
        Case(value: "Fr 11:00-24:00+", at: "2026-06-06T09:00", status: .closed, why: "24:00 + 8 h"),
        Case(value: "17:00+ off", at: "2026-06-02T02:00", status: .closed, why: "Open end: off stays closed"),
        // Repeating times: points of one minute, the end included.
        Case(value: "Mo-Fr 10:00-16:00/01:30", at: "2026-06-01T16:00", status: .open, why: "Points in time, period"),
        Case(value: "Mo-Fr 10:00-16:00/01:30", at: "2026-06-01T16:01", status: .closed, why: "Points in time"),
        Case(value: "Mo-Fr 10:00-16:00/01:30", at: "2026-06-01T11:30", status: .open, why: "Points in time"),
        // Full ranges and wrapping.
        Case(value: "12:00-12:00", at: "2026-06-01T08:00", status: .open, why: "Full range"),
        Case(value: "We 22:00-22:00", at: "2026-06-04T21:00", status: .open, why: "Time ranges spanning midnight"),
        Case(value: "22:00-26:00; We 12:00-14:00 off", at: "2026-06-04T01:00", status: .open, why: "closed with time"),
        Case(
            value: "Mo,Tu,We,Th,Fr,Su 11:00-01:00; Sa 11:00-02:00", at: "2026-06-06T00:30", status: .closed,
            why: "Was not processed right: Sa replaces Friday's night"),
        Case(
            value: "Mo,Tu,We,Th,Fr,Su 11:00-01:00; Sa 11:00-02:00", at: "2026-06-07T01:30", status: .open,
            why: "Saturday's own night"),
        Case(
            value: "Mo-Sa 17:15-01:00, PH,Su 17:15-24:00", at: "2026-10-04T00:30", status: .open,
            why: "Saturday 3 October (a holiday) runs into Sunday"),
        // Fallback rules apply where the rules before leave closed, per instant.
        Case(value: "Mo 19:00-05:00 || \"call\"", at: "2026-06-02T01:00", status: .open, why: "spill, not fallback"),
        Case(value: "Mo 19:00-05:00 || \"call\"", at: "2026-06-02T06:00", status: .unknown, why: "fallback"),
        Case(
            value: "We-Fr 10:00-24:00 open \"it is open\" || \"please call\"", at: "2026-06-03T09:00",
            status: .unknown, why: "Fallback group rules (unknown)"),
        Case(
            value: "We-Fr 10:00-24:00 open \"it is open\" || \"please call\"", at: "2026-06-03T11:00",
            status: .open, why: "Fallback group rules (unknown)"),
        Case(value: "Mo closed \"x\" || \"please call\"", at: "2026-06-01T10:00", status: .unknown, why: "closed too"),
        // Comments without a modifier are unknown.
        Case(
            value: "Sa 10:00-12:00 \"Maybe open. Call us.\"", at: "2026-06-06T11:00", status: .unknown, why: "comments"),
        // Months, weeks, steps; a single month before an nth weekday with an offset is month AND weekday.
        Case(value: "Nov-Feb", at: "2026-12-15T12:00", status: .open, why: "Month ranges"),
        Case(value: "Nov-Feb", at: "2026-03-15T12:00", status: .closed, why: "Month ranges"),
        Case(value: "Aug Su[-1] +1 day", at: "2026-08-31T12:00", status: .open, why: "still in August"),
        Case(value: "Aug Su[-1] +1 day", at: "2025-09-01T12:00", status: .closed, why: "not in August"),
        Case(value: "week 02-52/6 Fr", at: "2025-08-08T12:00", status: .open, why: "Week range: periodic"),
        Case(value: "week 02-52/6 Fr", at: "2025-08-15T12:00", status: .closed, why: "Week range: periodic"),
        Case(value: "Jan 10-31/7", at: "2026-01-31T12:00", status: .open, why: "Periodical monthdays"),
        Case(value: "Jan 10-31/7", at: "2026-01-30T12:00", status: .closed, why: "Periodical monthdays"),
        Case(value: "2013/10 Dec 31", at: "2023-12-31T12:00", status: .open, why: "Full day (with year)"),
        Case(value: "2013/10 Dec 31", at: "2024-12-31T12:00", status: .closed, why: "Full day (with year)"),
    ]

    /// Whether a span with a sun time runs past midnight is decided with the constant sun times:
    /// `sunrise-08:00` never wraps, so in Berlin's January (sunrise 08:13) it is closed all day.
    @Test func sunSpansWrapByTheConstantTimes() throws {
        let schedule = try #require(Schedule.parse("sunrise-08:00").schedule)
        let berlin = EvaluationContext(
            timeZone: Zones.berlin, coordinate: Coordinate(uncheckedLatitude: 52.52, longitude: 13.405))
        #expect(schedule.state(at: Self.berlin("2026-01-10T08:05"), in: berlin).status == .closed)
        #expect(schedule.state(at: Self.berlin("2026-01-11T03:00"), in: berlin).status == .closed)
        #expect(schedule.state(at: Self.berlin("2026-06-01T06:00"), in: berlin).status == .open)
        let wrapping = try #require(Schedule.parse("sunrise-05:59").schedule)
        #expect(wrapping.state(at: Self.berlin("2026-01-11T03:00"), in: berlin).status == .open)
    }

    @Test(arguments: referenceCases)
    func stateAsInTheReferenceSuite(_ c: Case) throws {
        let parsed = Schedule.parse(c.value)
        let schedule = try #require(parsed.schedule, "\(parsed.diagnostics)")
        let date = Self.berlin(c.at)
        #expect(schedule.state(at: date, in: Self.context).status == c.status)
        #expect(schedule.compiled(for: Self.context).status(at: date) == c.status)
    }

    static let context = EvaluationContext(timeZone: Zones.berlin, country: "DE")

    /// The instant of a Berlin wall time.
    static func berlin(_ wall: String) -> Date {
        let month = Int(wall.dropFirst(5).prefix(2)) ?? 1
        return instant(wall + ((4...10).contains(month) ? "+02:00" : "+01:00"))
    }

    @Test(arguments: cases)
    func state(_ c: Case) throws {
        let parsed = Schedule.parse(c.value)
        let schedule = try #require(parsed.schedule, "\(parsed.diagnostics)")
        let date = Self.berlin(c.at)
        #expect(schedule.state(at: date, in: Self.context).status == c.status)
        #expect(schedule.compiled(for: Self.context).status(at: date) == c.status)
    }
}
