import Foundation
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

@Suite("Daylight saving time and next change")
struct TimeZoneTests {
    struct Change: CustomTestStringConvertible, Sendable {
        var rule: String
        var zone: String
        var after: String
        var expected: String?
        var status: OpeningStatus?
        var testDescription: String { "\(rule) in \(zone) after \(after)" }
    }

    static let changes: [Change] = [
        // Helsinki, an ordinary weekend.
        Change(
            rule: "Mo-Fr 08:00-16:00", zone: "Europe/Helsinki", after: "2026-03-06T17:00+02:00",
            expected: "2026-03-09T08:00+02:00", status: .open),
        Change(
            rule: "Mo-Fr 08:00-16:00", zone: "Europe/Helsinki", after: "2026-03-09T08:00+02:00",
            expected: "2026-03-09T16:00+02:00", status: .closed),
        // Berlin spring forward 2026-03-29 02:00 → 03:00.
        Change(
            rule: "Su 01:00-04:00", zone: "Europe/Berlin", after: "2026-03-29T01:30+01:00",
            expected: "2026-03-29T04:00+02:00", status: .closed),
        Change(
            rule: "Su 02:30-03:30", zone: "Europe/Berlin", after: "2026-03-29T01:59+01:00",
            expected: "2026-03-29T03:00+02:00", status: .open),
        Change(
            rule: "Su 02:30-03:30", zone: "Europe/Berlin", after: "2026-03-29T03:00+02:00",
            expected: "2026-03-29T03:30+02:00", status: .closed),
        // Berlin fall back 2026-10-25 03:00 → 02:00: 02:00-02:30 happens twice.
        Change(
            rule: "Su 02:00-02:30", zone: "Europe/Berlin", after: "2026-10-25T01:59+02:00",
            expected: "2026-10-25T02:00+02:00", status: .open),
        Change(
            rule: "Su 02:00-02:30", zone: "Europe/Berlin", after: "2026-10-25T02:45+02:00",
            expected: "2026-10-25T02:00+01:00", status: .open),
        Change(
            rule: "Su 02:00-02:30", zone: "Europe/Berlin", after: "2026-10-25T02:00+01:00",
            expected: "2026-10-25T02:30+01:00", status: .closed),
        // New York spring forward 2026-03-08 02:00 → 03:00, fall back 2026-11-01 02:00 → 01:00.
        Change(
            rule: "Su 01:00-03:30", zone: "America/New_York", after: "2026-03-08T01:30-05:00",
            expected: "2026-03-08T03:30-04:00", status: .closed),
        Change(
            rule: "Sa 22:00-02:00", zone: "America/New_York", after: "2026-11-01T00:30-04:00",
            expected: "2026-11-01T02:00-05:00", status: .closed),
        Change(
            rule: "Mo-Fr 09:00-17:00", zone: "America/New_York", after: "2026-10-30T18:00-04:00",
            expected: "2026-11-02T09:00-05:00", status: .open),
        // Past midnight and wrap-around.
        Change(
            rule: "Fr-Mo 20:00-02:00", zone: "Europe/Berlin", after: "2026-03-02T01:00+01:00",
            expected: "2026-03-02T02:00+01:00", status: .closed),
        Change(
            rule: "Fr-Mo 20:00-02:00", zone: "Europe/Berlin", after: "2026-03-02T02:00+01:00",
            expected: "2026-03-02T20:00+01:00", status: .open),
        Change(
            rule: "Fr-Mo 20:00-02:00", zone: "Europe/Berlin", after: "2026-03-03T01:59+01:00",
            expected: "2026-03-03T02:00+01:00", status: .closed),
        // 24/7 across a whole week: adjacent days merge into one stretch.
        Change(
            rule: "24/7; Dec 25 off", zone: "Europe/Berlin", after: "2026-03-02T12:00+01:00",
            expected: "2026-12-25T00:00+01:00", status: .closed),
        // Nothing ever changes.
        Change(rule: "24/7", zone: "Europe/Berlin", after: "2026-03-02T12:00+01:00", expected: nil, status: nil),
        Change(rule: "off", zone: "Europe/Berlin", after: "2026-03-02T12:00+01:00", expected: nil, status: nil),
        Change(
            rule: "\"by appointment\"", zone: "Europe/Berlin", after: "2026-03-02T12:00+01:00", expected: nil,
            status: nil),
        Change(
            rule: "2020 Mo 10:00-12:00", zone: "Europe/Berlin", after: "2026-03-02T12:00+01:00", expected: nil,
            status: nil),
        // Comment-only changes are skipped.
        Change(
            rule: "Mo 08:00-12:00 \"a\"; Mo 12:00-14:00 \"b\"", zone: "Europe/Berlin", after: "2026-03-02T13:00+01:00",
            expected: "2026-03-02T14:00+01:00", status: .closed),
        Change(
            rule: "Mo 08:00-12:00 \"a\", Mo 12:00-14:00 \"b\"", zone: "Europe/Berlin", after: "2026-03-02T09:00+01:00",
            expected: "2026-03-02T14:00+01:00", status: .closed),
    ]

    @Test(arguments: changes)
    func nextChange(_ change: Change) throws {
        let parsed = try #require(schedule(change.rule))
        let context = EvaluationContext(timeZone: Zones.zone(change.zone))
        let result = parsed.nextChange(after: instant(change.after), in: context)
        #expect(result?.date == change.expected.map(instant))
        #expect(result?.state.status == change.status)
        let compiled = parsed.compiled(for: context).nextChange(after: instant(change.after))
        #expect(compiled == result)
    }

    @Test func repeatedHourHasTheSameStateTwice() throws {
        let parsed = try #require(schedule("Su 02:00-02:30"))
        let context = EvaluationContext(timeZone: Zones.berlin)
        #expect(parsed.state(at: instant("2026-10-25T02:15+02:00"), in: context).status == .open)
        #expect(parsed.state(at: instant("2026-10-25T02:15+01:00"), in: context).status == .open)
        #expect(parsed.state(at: instant("2026-10-25T02:45+02:00"), in: context).status == .closed)
    }

    @Test func rangeOverTheGapSpansRealInstants() throws {
        let parsed = try #require(schedule("Su 01:30-03:30"))
        let context = EvaluationContext(timeZone: Zones.berlin)
        let intervals = parsed.intervals(
            from: instant("2026-03-29T00:00+01:00"), to: instant("2026-03-29T06:00+02:00"), in: context)
        let open = intervals.filter { $0.state.status == .open }
        #expect(open.count == 1)
        #expect(open.first?.start == instant("2026-03-29T01:30+01:00"))
        #expect(open.first?.end == instant("2026-03-29T03:30+02:00"))
        #expect(open.first.map { $0.end.timeIntervalSince($0.start) } == 3600)
    }

    @Test func intervalsForAWeekTable() throws {
        let parsed = try #require(schedule("Mo-Fr 08:00-12:00,13:00-17:00 open \"office\"; Sa 10:00-14:00"))
        let context = EvaluationContext(timeZone: Zones.helsinki)
        let intervals = parsed.intervals(
            from: instant("2026-03-02T00:00+02:00"), to: instant("2026-03-09T00:00+02:00"), in: context)
        #expect(intervals.filter { $0.state.status == .open }.count == 11)
        #expect(intervals.first?.start == instant("2026-03-02T00:00+02:00"))
        #expect(intervals.last?.end == instant("2026-03-09T00:00+02:00"))
        for (previous, next) in zip(intervals, intervals.dropFirst()) {
            #expect(previous.end == next.start)
            #expect(previous.state != next.state)
        }
        #expect(intervals[1].state == OpeningState(status: .open, comment: "office"))
    }
}
