import Foundation
import Geodesy
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// Skipping dead rules and reducing match sets changes no day: the pruning evaluator against one
/// that paints every matching rule.
@Suite("Dead rules and reduced match sets")
struct PruningTests {
    /// The words of a week table, packed segment by segment: the independent oracle for the
    /// one-pass ``PackedWeek/words(days:codes:)``.
    ///
    /// - Parameters:
    ///   - table: The week.
    ///   - statuses: The status of each state index.
    /// - Returns: `PackedWeek.headerWords + table.starts.count` words.
    static func packedWords(_ table: WeekSegments, statuses: [OpeningStatus]) -> [UInt32] {
        let count = table.starts.count
        let codes = statuses.map(PackedWeek.code)
        return [UInt32](unsafeUninitializedCapacity: PackedWeek.headerWords + count) { words, initialized in
            table.starts.withUnsafeBufferPointer { starts in
                table.states.withUnsafeBufferPointer { states in
                    var day = 0
                    for index in 0..<count {
                        let start = Int(starts[index])
                        while day < 7, day * 1440 < start {
                            words[day] = UInt32(index - 1)
                            day += 1
                        }
                        if day < 7, day * 1440 == start {
                            words[day] = UInt32(index)
                            day += 1
                        }
                        let state = Int(states[index])
                        words[PackedWeek.headerWords + index] =
                            UInt32(start) << PackedWeek.startShift | UInt32(state) << 2 | codes[state]
                    }
                    while day < 7 {
                        words[day] = UInt32(count - 1)
                        day += 1
                    }
                    words[7] = UInt32(count - 1)
                }
            }
            initialized = PackedWeek.headerWords + count
        }
    }

    static let context = EvaluationContext(
        timeZone: Zones.berlin, country: "DE", coordinate: Coordinate(uncheckedLatitude: 52.52, longitude: 13.40))

    /// Every day of weeks around the DST changes, Easter and the year end, from both evaluators.
    static func expectSameDays(_ schedule: Schedule, _ value: String, context: EvaluationContext = context) {
        let pruned = ScheduleEvaluator(schedule: schedule, context: context)
        let full = ScheduleEvaluator(schedule: schedule, context: context, prunes: false)
        // 2026-03-23 (a Monday) is in week 2934; 2026-10-19 in 2964; 2026-12-28 in 2974.
        for week in [2932, 2933, 2934, 2935, 2936, 2964, 2965, 2974, 2975] {
            let table = pruned.weekTable(week: week)
            #expect(table == full.weekTable(week: week), "\(value) week \(week)")
            // The week packed in one pass is the one made of its days' timelines, packed.
            let days = (0..<7).map { pruned.timeline(day: week * 7 - 3 + $0) }
            #expect(
                pruned.weekWords(week: week)
                    == Self.packedWords(WeekSegments(days: days), statuses: pruned.states.map(\.status)),
                "\(value) week \(week)")
            if pruned.isConstant {
                #expect(table.starts == [0] && Int(table.states[0]) == pruned.constantState, "\(value) week \(week)")
            }
        }
        for day in [20_535, 20_536, 20_540, 20_541, 20_745] {
            let timeline = pruned.timeline(day: day)
            let expected = full.timeline(day: day)
            #expect(timeline.starts == expected.starts && timeline.states == expected.states, "\(value) day \(day)")
        }
        if full.isConstant { #expect(pruned.isConstant, "\(value)") }
    }

    @Test(arguments: [
        "Mo-Fr 08:00-18:00; 10:00-12:00",
        "Mo-Fr 22:00-02:00; 08:00-09:00",
        "Mo-Fr 22:00-02:00; Sa 03:00-04:00; 10:00-12:00, Su 20:00-01:00",
        "Mo-Fr 08:00-18:00; off",
        "Mo-Fr 08:00-18:00; \"call first\"",
        "Mo-Fr 08:00-18:00; 24/7; PH off",
        "Mo-Fr 08:00-18:00; 24/7 || Su off",
        "Mo-Fr 08:00-18:00 || Sa 10:00-12:00; 09:00-10:00 || PH off",
        "\"check website\"; Mar Su[-1]-Sep 30 07:30-19:15+ open \"check\"; (sunset-00:10)-(sunrise-00:50) closed; 21:30-07:30 closed",
        "Mo-Su 10:00-20:00; sunrise-sunset, Sa 22:00-23:00",
        "Dec 26-Sep 14, sunrise-sunset",
        "Mo-We 08:45-15:45/60; Th 08:45-13:45/60; Sa,Su,PH 09:00-13:00; Oct 1-Apr 30 off",
        "Mo-Fr 08:00-12:00, We 14:00-16:00; Apr-Oct Mo-Sa 09:00-19:00, PH off; Dec 24 off",
        "Mo-Fr 09:00-17:00 || \"by appointment\"; Sa 10:00-12:00 || Su off",
        // Closed rules with an open end are unknown after it, so not constant.
        "Mo-Fr 08:00-18:00; 17:00+ off",
        "Mo-Fr 08:00-18:00; 10:00-17:00+ closed",
        "17:00+ off",
    ])
    func sameDaysForWrittenCases(_ value: String) throws {
        let schedule = try #require(Schedule.parse(value).schedule)
        Self.expectSameDays(schedule, value)
    }

    /// `17:00+ off` after a normal rule closes from 17:00 on (the open end of a closed rule stays
    /// closed, as in opening_hours.js) and keeps the hours before it.
    @Test func closedOpenEndClosesFromItsStart() throws {
        let schedule = try #require(Schedule.parse("Mo-Fr 08:00-18:00; 17:00+ off").schedule)
        let compiled = schedule.compiled(for: Self.context)
        let evening = Date(timeIntervalSince1970: 1_780_509_600)  // 2026-06-03 20:00 in Berlin
        #expect(compiled.status(at: evening) == .closed)
        #expect(compiled.status(at: evening.addingTimeInterval(-4 * 3600)) == .open)
        let change = try #require(compiled.nextChange(after: evening.addingTimeInterval(-4 * 3600)))
        #expect(change.date == evening.addingTimeInterval(-3 * 3600))
        #expect(change.state.status == .closed)
    }

    /// A normal open or unknown rule with no day selectors makes every rule before it dead; a
    /// closed, fallback or additional one does not.
    @Test(arguments: [
        ("Mo-Fr 08:00-18:00; 10:00-12:00", 1),
        ("Mo-Fr 08:00-18:00; 10:00-12:00; PH off", 1),
        ("Mo-Fr 08:00-18:00, 10:00-12:00", 0),
        ("Mo-Fr 08:00-18:00 || 10:00-12:00", 0),
        ("24/7; Mo off; 10:00-11:00; Su 12:00-13:00, 14:00-15:00", 2),
        ("Mo-Fr 08:00-18:00", 0),
        // A closed rule with no day selectors closes only its times: it replaces nothing.
        ("Mo-Fr 08:00-18:00; 12:00-13:00 off", 0),
        ("Mo-Fr 08:00-18:00; off", 0),
        ("Mo-Fr 08:00-18:00; \"call first\"", 1),
        ("Mo-Fr 08:00-18:00; 10:00-12:00 unknown", 1),
    ])
    func firstLiveRule(_ c: (value: String, first: Int)) throws {
        let schedule = try #require(Schedule.parse(c.value).schedule)
        #expect(ScheduleEvaluator.firstLiveRule(schedule.rules) == c.first)
    }

    /// A closed rule with times and no day selectors closes only those times on every day; it does
    /// not wipe the rules before it.
    @Test func selectorlessClosedRuleClosesOnlyItsTimes() throws {
        let value = "\"check website\"; Mar Su[-1]-Sep 30 07:30-19:15+ open \"check\"; 21:30-07:30 closed"
        let compiled = try #require(Schedule.parse(value).schedule).compiled(for: Self.context)
        #expect(!compiled.isWeekInvariant)
        #expect(compiled.state(at: instant("2026-06-01T12:00+02:00")) == OpeningState(status: .open, comment: "check"))
        #expect(
            compiled.state(at: instant("2026-06-01T20:00+02:00")) == OpeningState(status: .unknown, comment: "check"))
        #expect(compiled.state(at: instant("2026-06-01T22:00+02:00")).status == .closed)
        #expect(
            compiled.state(at: instant("2026-11-02T12:00+01:00"))
                == OpeningState(status: .unknown, comment: "check website"))
        #expect(compiled.state(at: instant("2026-11-02T06:00+01:00")).status == .closed)
    }

    /// Real values, in Berlin with its sun times and in New York without a coordinate.
    @Test
    func sameDaysForRealValues() throws {
        let schedules = try CompiledDifferentialTests.realSchedules(limit: 400)
        let newYork = EvaluationContext(timeZone: Zones.newYork, country: "US")
        for (index, (value, schedule)) in schedules.enumerated() {
            Self.expectSameDays(schedule, value, context: index % 2 == 0 ? Self.context : newYork)
        }
    }

    /// With sun times at a place, days painted by no sun rule are memoized and the others painted
    /// one by one: on values mixing both, every day of 60 equals the day painted afresh.
    @Test(arguments: [
        "Mo-Fr 08:00-18:00; Sa sunrise-sunset",
        "Mo-Fr[2-5] 03:20; Tu-We sunrise off || 11:00-01:00/00:02,10:00-10:00",
        "Mo-Su 10:00-20:00; We (sunset-01:00)-24:00 off; Su sunrise-12:00",
        "Mo-Sa 22:00-sunrise; Su off",
        "Fr-Sa 18:00-02:00; Sa,Su dawn-dusk",
    ])
    func memoizedDaysWithSunTimesAreTheDaysPaintedAfresh(_ value: String) throws {
        let schedule = try #require(Schedule.parse(value).schedule)
        let memoized = ScheduleEvaluator(schedule: schedule, context: Self.context)
        let afresh = ScheduleEvaluator(schedule: schedule, context: Self.context, memoizes: false)
        #expect(memoized.memo != nil)
        for day in 20_530..<20_590 {
            let timeline = memoized.timeline(day: day)
            let expected = afresh.timeline(day: day)
            #expect(timeline.starts == expected.starts && timeline.states == expected.states, "\(value) day \(day)")
        }
        for week in [2934, 2960] {
            #expect(memoized.weekWords(week: week) == afresh.weekWords(week: week), "\(value) week \(week)")
        }
    }
}
