import CivilCalendar
import Foundation
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

@Suite("Evaluating schedules")
struct EvaluationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var at: String
        var status: OpeningStatus
        var comment: String? = nil
        var testDescription: String { "\(rule) @ \(at)" }
    }

    // 2026-03-02 is a Monday; Berlin is +01:00 until 2026-03-29 and +02:00 from then to 2026-10-25.
    static let berlinCases: [Case] = [
        Case(rule: "Mo-Fr 08:00-18:00", at: "2026-03-02T07:59+01:00", status: .closed),
        Case(rule: "Mo-Fr 08:00-18:00", at: "2026-03-02T08:00+01:00", status: .open),
        Case(rule: "Mo-Fr 08:00-18:00", at: "2026-03-02T17:59+01:00", status: .open),
        Case(rule: "Mo-Fr 08:00-18:00", at: "2026-03-02T18:00+01:00", status: .closed),
        Case(rule: "Mo-Fr 08:00-18:00", at: "2026-03-07T10:00+01:00", status: .closed),
        Case(rule: "Fr-Mo 10:00-12:00", at: "2026-03-04T11:00+01:00", status: .closed),
        Case(rule: "Fr-Mo 10:00-12:00", at: "2026-03-08T11:00+01:00", status: .open),
        Case(rule: "Fr-Mo 10:00-12:00", at: "2026-03-02T11:00+01:00", status: .open),
        Case(rule: "Mo-Fr 22:00-02:00", at: "2026-03-07T01:00+01:00", status: .open),
        Case(rule: "Mo-Fr 22:00-02:00", at: "2026-03-02T01:00+01:00", status: .closed),
        Case(rule: "Mo-Fr 22:00-02:00", at: "2026-03-03T01:59+01:00", status: .open),
        Case(rule: "Mo-Fr 22:00-02:00", at: "2026-03-03T02:00+01:00", status: .closed),
        Case(rule: "Mo-Sa 18:00-26:00", at: "2026-03-08T01:30+01:00", status: .open),
        // The part after midnight belongs to the next day: `Sa off` closes Friday night's spill.
        Case(rule: "Mo-Fr 22:00-02:00; Sa off", at: "2026-03-07T01:00+01:00", status: .closed),
        Case(rule: "Mo-Fr 22:00-02:00; Sa 00:00-01:00 off", at: "2026-03-07T00:30+01:00", status: .closed),
        Case(rule: "Mo-Fr 08:00-18:00; We 10:00-12:00", at: "2026-03-04T09:00+01:00", status: .closed),
        Case(rule: "Mo-Fr 08:00-18:00; We 10:00-12:00", at: "2026-03-04T11:00+01:00", status: .open),
        Case(rule: "Mo-Fr 08:00-18:00; We 10:00-12:00", at: "2026-03-02T09:00+01:00", status: .open),
        Case(rule: "Mo-Fr 08:00-18:00; 10:00-12:00", at: "2026-03-02T09:00+01:00", status: .closed),
        Case(rule: "Mo-Fr 08:00-18:00; 10:00-12:00", at: "2026-03-07T11:00+01:00", status: .open),
        Case(rule: "Mo-Fr 08:00-12:00, We 14:00-16:00", at: "2026-03-04T09:00+01:00", status: .open),
        Case(rule: "Mo-Fr 08:00-12:00, We 14:00-16:00", at: "2026-03-04T15:00+01:00", status: .open),
        Case(rule: "Mo-Fr 08:00-18:00, We 12:00-13:00 off", at: "2026-03-04T12:30+01:00", status: .closed),
        Case(rule: "Mo-Fr 08:00-18:00, We 12:00-13:00 off", at: "2026-03-04T11:00+01:00", status: .open),
        Case(
            rule: "Mo-Fr 08:00-18:00 || \"by appointment\"", at: "2026-03-07T10:00+01:00", status: .unknown,
            comment: "by appointment"),
        // A fallback rule fills the closed times of days an earlier rule matched too.
        Case(
            rule: "Mo-Fr 08:00-18:00 || \"by appointment\"", at: "2026-03-02T19:00+01:00", status: .unknown,
            comment: "by appointment"),
        Case(rule: "Mo-Fr 08:00-18:00 || \"by appointment\"", at: "2026-03-02T12:00+01:00", status: .open),
        Case(rule: "\"by appointment\"", at: "2026-03-02T10:00+01:00", status: .unknown, comment: "by appointment"),
        Case(rule: "Mo-Fr 08:00-18:00 unknown", at: "2026-03-02T10:00+01:00", status: .unknown),
        Case(
            rule: "Mo-Fr \"by appointment\"", at: "2026-03-02T10:00+01:00", status: .unknown,
            comment: "by appointment"),
        Case(rule: "Mo-Fr \"by appointment\"", at: "2026-03-07T10:00+01:00", status: .closed),
        Case(
            rule: "Mo-Fr 08:00-18:00 \"call first\"", at: "2026-03-02T10:00+01:00", status: .unknown,
            comment: "call first"
        ),
        Case(rule: "24/7", at: "2026-03-02T03:00+01:00", status: .open),
        Case(rule: "24/7; Dec 25 off", at: "2026-12-25T12:00+01:00", status: .closed),
        Case(rule: "24/7; Dec 25 off", at: "2026-12-26T00:00+01:00", status: .open),
        Case(rule: "Mo-Su 10:00-12:00; Dec 25-Jan 06 off", at: "2026-12-30T11:00+01:00", status: .closed),
        Case(rule: "Mo-Su 10:00-12:00; Dec 25-Jan 06 off", at: "2026-01-03T11:00+01:00", status: .closed),
        Case(rule: "Mo-Su 10:00-12:00; Dec 25-Jan 06 off", at: "2027-01-07T11:00+01:00", status: .open),
        Case(rule: "Dec 24-26 10:00-12:00", at: "2026-12-26T11:00+01:00", status: .open),
        Case(rule: "Dec 24-26 10:00-12:00", at: "2026-12-27T11:00+01:00", status: .closed),
        Case(rule: "Su[-1] 10:00-12:00", at: "2026-03-29T11:00+02:00", status: .open),
        Case(rule: "Su[-1] 10:00-12:00", at: "2026-03-22T11:00+01:00", status: .closed),
        Case(rule: "Mo[1,3] 10:00-12:00", at: "2026-03-02T11:00+01:00", status: .open),
        Case(rule: "Mo[1,3] 10:00-12:00", at: "2026-03-09T11:00+01:00", status: .closed),
        Case(rule: "Mo[1,3] 10:00-12:00", at: "2026-03-16T11:00+01:00", status: .open),
        Case(rule: "Mo[1-2] 10:00-12:00", at: "2026-03-09T11:00+01:00", status: .open),
        Case(rule: "Mo[1-2] 10:00-12:00", at: "2026-03-16T11:00+01:00", status: .closed),
        Case(rule: "Sa[-1] +1 day 10:00-12:00", at: "2026-03-29T11:00+02:00", status: .open),
        Case(rule: "Sa[-1] +1 day 10:00-12:00", at: "2026-03-28T11:00+01:00", status: .closed),
        Case(rule: "easter 10:00-12:00", at: "2026-04-05T11:00+02:00", status: .open),
        Case(rule: "easter +1 day 10:00-12:00", at: "2026-04-06T11:00+02:00", status: .open),
        Case(rule: "easter +1 day 10:00-12:00", at: "2026-04-05T11:00+02:00", status: .closed),
        Case(rule: "week 10 Mo 10:00-12:00", at: "2026-03-02T11:00+01:00", status: .open),
        Case(rule: "week 10 Mo 10:00-12:00", at: "2026-03-09T11:00+01:00", status: .closed),
        Case(rule: "week 01-53/2 Mo 10:00-12:00", at: "2026-03-02T11:00+01:00", status: .closed),
        Case(rule: "week 01-53/2 Mo 10:00-12:00", at: "2026-03-09T11:00+01:00", status: .open),
        Case(rule: "2026 10:00-12:00", at: "2026-03-09T11:00+01:00", status: .open),
        Case(rule: "2026 10:00-12:00", at: "2027-03-09T11:00+01:00", status: .closed),
        Case(rule: "2027+ 10:00-12:00", at: "2031-03-09T11:00+01:00", status: .open),
        Case(rule: "2026-2030/2 10:00-12:00", at: "2027-03-09T11:00+01:00", status: .closed),
        Case(rule: "2026-2030/2 10:00-12:00", at: "2028-03-09T11:00+01:00", status: .open),
        Case(rule: "Jan-Mar Mo 10:00-12:00", at: "2026-03-02T11:00+01:00", status: .open),
        Case(rule: "Jan-Mar Mo 10:00-12:00", at: "2026-04-06T11:00+02:00", status: .closed),
        Case(rule: "Nov-Feb 10:00-12:00", at: "2026-01-15T11:00+01:00", status: .open),
        Case(rule: "Mar Su[-1]-Oct Su[-1] 10:00-12:00", at: "2026-10-25T11:00+01:00", status: .open),
        Case(rule: "Mar Su[-1]-Oct Su[-1] 10:00-12:00", at: "2026-10-26T11:00+01:00", status: .closed),
        Case(rule: "2026 Dec 24 10:00-12:00", at: "2026-12-24T11:00+01:00", status: .open),
        Case(rule: "2026 Dec 24 10:00-12:00", at: "2027-12-24T11:00+01:00", status: .closed),
        Case(rule: "17:00+", at: "2026-03-02T18:00+01:00", status: .unknown),
        Case(rule: "17:00+", at: "2026-03-02T16:00+01:00", status: .closed),
        Case(rule: "10:00-17:00+", at: "2026-03-02T16:00+01:00", status: .open),
        Case(rule: "10:00-17:00+", at: "2026-03-02T18:00+01:00", status: .unknown),
        Case(rule: "12:00", at: "2026-03-02T12:00+01:00", status: .open),
        Case(rule: "12:00", at: "2026-03-02T12:01+01:00", status: .closed),
        Case(rule: "10:00-16:00/01:30", at: "2026-03-02T11:30+01:00", status: .open),
        Case(rule: "10:00-16:00/01:30", at: "2026-03-02T11:31+01:00", status: .closed),
        Case(rule: "sunrise-sunset", at: "2026-03-02T05:59+01:00", status: .closed),
        Case(rule: "sunrise-sunset", at: "2026-03-02T12:00+01:00", status: .open),
        Case(rule: "(sunrise+01:00)-(sunset-01:00)", at: "2026-03-02T06:30+01:00", status: .closed),
        Case(rule: "(sunrise+01:00)-(sunset-01:00)", at: "2026-03-02T07:00+01:00", status: .open),
        Case(rule: "(sunrise+01:00)-(sunset-01:00)", at: "2026-03-02T17:00+01:00", status: .closed),
        Case(rule: "dawn-dusk", at: "2026-03-02T05:45+01:00", status: .open),
        Case(rule: "Mo-Su 10:00-12:00; PH off", at: "2026-12-25T11:00+01:00", status: .closed),
        Case(rule: "Mo-Su 10:00-12:00; PH off", at: "2026-12-24T11:00+01:00", status: .open),
        Case(rule: "PH +1 day 10:00-12:00", at: "2026-12-27T11:00+01:00", status: .open),
        Case(rule: "PH,Sa 10:00-12:00", at: "2026-12-25T11:00+01:00", status: .open),
        Case(rule: "PH Fr 10:00-12:00", at: "2026-12-25T11:00+01:00", status: .open),
        Case(rule: "PH Mo 10:00-12:00", at: "2026-12-25T11:00+01:00", status: .closed),
        Case(rule: "SH Mo-Fr 08:00-12:00", at: "2026-03-02T09:00+01:00", status: .open),
        Case(rule: "SH Mo-Fr 08:00-12:00", at: "2026-03-03T09:00+01:00", status: .closed),
        Case(rule: "Mo closed", at: "2026-03-02T09:00+01:00", status: .closed),
        Case(
            rule: "Mo-Fr 08:00-18:00; Mo off \"inventory\"", at: "2026-03-02T09:00+01:00", status: .closed,
            comment: "inventory"),
        // A date range that names its first year runs through every year up to its last (a carrier's
        // closure over three years), and an open end with a colon before a weekday is a range, not an offset.
        Case(rule: "Mo-Su 09:00-17:00; 2022 Nov 05-2025 Dec 31 off", at: "2024-07-08T10:00+02:00", status: .closed),
        Case(rule: "Mo-Su 09:00-17:00; 2022 Nov 05-2025 Dec 31 off", at: "2025-12-30T10:00+01:00", status: .closed),
        Case(rule: "Mo-Su 09:00-17:00; 2022 Nov 05-2025 Dec 31 off", at: "2026-01-02T10:00+01:00", status: .open),
        Case(rule: "Mo-Su 09:00-17:00; 2022 Nov 05-2025 Dec 31 off", at: "2022-11-04T10:00+01:00", status: .open),
        Case(rule: "2021 Jun 01+: Mo 11:00-15:00", at: "2021-06-28T12:00+02:00", status: .open),
    ]

    static let berlin = EvaluationContext(
        timeZone: Zones.berlin, country: "DE",
        schoolHolidays: FixedSchoolHolidays(dates: [LocalDate(year: 2026, month: 3, day: 2)]))

    @Test(arguments: berlinCases)
    func stateInBerlin(_ testCase: Case) throws {
        let parsed = try #require(schedule(testCase.rule))
        let date = instant(testCase.at)
        let state = parsed.state(at: date, in: Self.berlin)
        #expect(state.status == testCase.status)
        #expect(state.comment == testCase.comment)
        let compiled = parsed.compiled(for: Self.berlin)
        #expect(compiled.state(at: date) == state)
    }

    @Test func publicHolidaysWithoutCountryMatchNothing() throws {
        let parsed = try #require(schedule("Mo-Su 10:00-12:00; PH off"))
        let context = EvaluationContext(timeZone: Zones.berlin)
        #expect(parsed.state(at: instant("2026-12-25T11:00+01:00"), in: context).status == .open)
        let warnings = parsed.warnings(for: context)
        #expect(warnings.map(\.kind) == [.needsContext])
        #expect(warnings.first?.message.contains("PH") == true)
        #expect(parsed.warnings(for: Self.berlin).isEmpty)
        var withCountry = context
        withCountry.country = "DE"
        #expect(parsed.state(at: instant("2026-12-25T11:00+01:00"), in: withCountry).status == .closed)
    }
}
