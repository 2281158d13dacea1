import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// Values found by fuzz-hours whose printed form must keep their meaning, checked by evaluation (the rest are in
/// OpeningHoursSyntaxTests).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// A rule ending in dates before an additional rule starting with dates was printed `Apr 01, May 01 off`,
    /// which reads as one list of dates, both off. It is printed `Apr 01 open, May 01 off` now.
    @Test(arguments: [
        "Apr 1:,May 1 off", "Mo-Fr 08:30-15:30; Jan 1,Apr 1:,May 1,Jun 24,Jul 5,Jul 24,Oct 06,Dec 24,Dec 5,Dec 31 off",
    ])
    func additionalRuleAfterDatesReadsBack(_ value: String) throws {
        let read = try #require(Schedule.parse(value).schedule)
        let normalized = read.description
        let again = Schedule.parse(normalized, mode: .strict)
        #expect(again.diagnostics.isEmpty, "\(normalized): \(again.diagnostics)")
        #expect(again.normalized == normalized)
        let context = EvaluationContext(timeZone: Zones.berlin)
        let reread = try #require(again.schedule)
        for date in ["2026-04-01T12:00+02:00", "2026-05-01T12:00+02:00", "2028-05-01T11:00+02:00"].map(instant) {
            let expected = read.state(at: date, in: context)
            #expect(reread.state(at: date, in: context) == expected, "\(normalized) at \(date)")
        }
    }

    @Test func datesThenAdditionalDatesKeepTheirMeaning() throws {
        let schedule = try #require(Schedule.parse("Apr 1:,May 1 off").schedule)
        #expect(schedule.description == "Apr 01 open, May 01 off")
        let context = EvaluationContext(timeZone: Zones.berlin)
        #expect(schedule.state(at: instant("2026-04-01T12:00+02:00"), in: context).status == .open)
        #expect(schedule.state(at: instant("2026-05-01T12:00+02:00"), in: context).status == .closed)
    }
}
