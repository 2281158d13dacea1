import Geodesy
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// Pathological values that read (their parsing is tested in OpeningHoursSyntaxTests) evaluate fast,
/// and the compiled week agrees with the interpreter.
@Suite("Pathological inputs stay fast")
struct PathologicalTests {
    @Test func minuteStepsAndManyRulesEvaluate() throws {
        let parsed = try #require(schedule("00:00-24:00/00:01; Mo 00:00-24:00/00:02, Tu 10:00-26:00/00:07"))
        let context = EvaluationContext(timeZone: Zones.helsinki)
        let compiled = parsed.compiled(for: context)
        let from = instant("2026-03-02T10:00:30+02:00")
        #expect(compiled.state(at: from).status == .open)
        let change = compiled.nextChange(after: from)
        #expect(change?.date == instant("2026-03-02T10:01+02:00"))
        #expect(parsed.nextChange(after: from, in: context, horizon: 100_000) == change)
    }

    /// Every other minute all week (5,040 points, painted in one merge per day, not one copy each);
    /// the `We … off` rule closes Wednesday's lunch hour and keeps the rest of Wednesday.
    @Test func everyOtherMinuteAllWeekAgreesWithTheInterpreter() throws {
        let parsed = try #require(schedule("Mo-Su 00:00-24:00/00:02; We 12:00-13:00 off"))
        let context = EvaluationContext(timeZone: Zones.berlin)
        let compiled = parsed.compiled(for: context)
        for minute in stride(from: 0, to: 4 * 1440, by: 7) {
            let date = instant("2026-03-02T00:00+01:00").addingTimeInterval(Double(minute * 60 + 5))
            let open = minute % 2 == 0 && !(2 * 1440 + 720..<2 * 1440 + 780).contains(minute)
            #expect(compiled.isOpen(at: date) == open, "minute \(minute)")
            #expect(compiled.state(at: date) == parsed.state(at: date, in: context))
        }
    }

    /// The fuzzer's slow value (in `Tests/Fixtures/slow-values/hours/`): a fallback of points
    /// every two minutes across midnight, behind a rule with sun times on Tuesdays and Wednesdays,
    /// so those days are painted one by one. Its points are painted where closed in one pass per
    /// day; the compiled week agrees with the interpreter on the next change and on states over
    /// the next days.
    @Test func fallbackPointsWithDailySunTimesAgreeWithTheInterpreter() throws {
        let parsed = try #require(schedule("Mo-Fr[2-5] 3:20ter– We off sunrise|| 11:00-1 /2 10:00-10:00"))
        let context = EvaluationContext(
            timeZone: Zones.berlin, coordinate: Coordinate(uncheckedLatitude: 52.52, longitude: 13.40))
        let compiled = parsed.compiled(for: context)
        let from = instant("2026-03-02T10:59:30+01:00")
        #expect(compiled.nextChange(after: from) == parsed.nextChange(after: from, in: context, horizon: 400))
        for minute in stride(from: 0, to: 9 * 1440, by: 97) {
            let date = from.addingTimeInterval(Double(minute * 60))
            #expect(compiled.state(at: date) == parsed.state(at: date, in: context), "minute \(minute)")
        }
    }
}
