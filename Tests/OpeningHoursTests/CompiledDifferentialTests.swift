import CivilCalendar
import Foundation
import Geodesy
import TestSupport
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// The compiled fast path (packed weeks, bucketed zone offsets, the week cache) against the
/// interpreter, on real values, across DST changes and public holidays.
@Suite("Compiled schedules agree with the interpreter")
struct CompiledDifferentialTests {
    /// Readable real values: the whole sample, then every value of the other files that depends on
    /// dates, holidays or sun times (the week-cache path), up to `limit`.
    static func realSchedules(limit: Int) throws -> [(String, Schedule)] {
        var found: [(String, Schedule)] = []
        for name in ["real-sample.txt", "invalid-but-unambiguous.tsv"] {
            for value in try realValues(name) {
                guard found.count < limit, let schedule = Schedule.parse(value).schedule else { continue }
                let datedOrHolidays = schedule.rules.contains { rule in
                    !rule.dates.isEmpty || !rule.holidays.isEmpty || !rule.weeks.isEmpty || !rule.years.isEmpty
                }
                if name == "real-sample.txt" || datedOrHolidays || schedule.usesSunTimes {
                    found.append((value, schedule))
                }
            }
        }
        return found
    }

    /// Instants around Berlin's and New York's 2026 DST changes, German and US holidays, a year
    /// end, and seeded random instants in 2025…2027.
    static func instants() -> [Date] {
        let fixed = [
            "2026-03-29T00:59+00:00", "2026-03-29T01:00+00:00", "2026-03-29T01:30+00:00", "2026-03-29T02:00+02:00",
            "2026-03-29T03:00+02:00", "2026-10-25T00:59+00:00", "2026-10-25T01:00+00:00", "2026-10-25T02:30+01:00",
            "2026-03-08T06:59+00:00", "2026-03-08T07:00+00:00", "2026-11-01T05:30+00:00", "2026-11-01T06:30+00:00",
            "2026-04-03T10:00+02:00", "2026-04-06T10:00+02:00", "2026-05-01T10:00+02:00", "2026-12-25T11:00+01:00",
            "2026-12-31T23:59+01:00", "2027-01-01T00:00+01:00", "2026-07-04T12:00-04:00", "2026-11-26T12:00-05:00",
        ].map(instant)
        var generator = SeededGenerator(seed: 2026)
        let random = (0..<20).map { _ in
            Date(timeIntervalSince1970: Double(Int.random(in: 1_735_689_600..<1_830_297_600, using: &generator)))
        }
        return fixed + random
    }

    static let contexts = [
        EvaluationContext(
            timeZone: Zones.berlin, country: "DE", coordinate: Coordinate(uncheckedLatitude: 52.52, longitude: 13.40)),
        EvaluationContext(timeZone: Zones.newYork, country: "US"),
    ]

    @Test
    func stateAndNextChangeAgreeOnRealValues() throws {
        let schedules = try Self.realSchedules(limit: 450)
        #expect(schedules.count > 300)
        let instants = Self.instants()
        for (index, (value, schedule)) in schedules.enumerated() {
            let context = Self.contexts[index % Self.contexts.count]
            let compiled = schedule.compiled(for: context)
            for (step, date) in instants.enumerated() {
                let expected = schedule.state(at: date, in: context)
                #expect(compiled.state(at: date) == expected, "\(value) at \(date)")
                #expect(compiled.status(at: date) == expected.status, "\(value) at \(date)")
                #expect(compiled.isOpen(at: date) == (expected.status == .open), "\(value) at \(date)")
                if step % 4 == 0 {
                    let change = schedule.nextChange(after: date, in: context, horizon: 8)
                    #expect(compiled.nextChange(after: date, horizon: 8) == change, "\(value) after \(date)")
                    // The one-lookup form used for result rows gives both answers.
                    let both = compiled.stateAndNextChange(at: date, horizon: 8)
                    #expect(both.state == expected && both.change == change, "\(value) at \(date)")
                }
            }
        }
    }

    @Test
    func intervalsAgreeOnRealValues() throws {
        let schedules = try Self.realSchedules(limit: 120)
        let start = instant("2026-03-26T00:00+01:00")
        let end = instant("2026-04-09T00:00+02:00")
        for (index, (value, schedule)) in schedules.enumerated() {
            let context = Self.contexts[index % Self.contexts.count]
            #expect(
                schedule.compiled(for: context).intervals(from: start, to: end)
                    == schedule.intervals(from: start, to: end, in: context), "\(value)")
        }
    }

    @Test func copiesShareOneCacheAndAgree() throws {
        let parsed = try #require(schedule("Mo-Fr 08:00-18:00; PH off; Dec 24 10:00-12:00"))
        let compiled = parsed.compiled(for: Self.contexts[0])
        #expect(!compiled.isWeekInvariant)
        let copy = compiled
        // More weeks than the cache has slots, twice, so slots are replaced and refilled.
        var date = instant("2026-01-05T09:00+01:00")
        for _ in 0..<80 {
            #expect(copy.state(at: date) == parsed.state(at: date, in: Self.contexts[0]), "\(date)")
            #expect(compiled.status(at: date) == copy.status(at: date))
            date += 4 * 86_400
        }
        #expect(try #require(schedule("Mo-Fr 08:00-18:00")).compiled(for: Self.contexts[0]).isWeekInvariant)
    }

    /// Zone offsets from the bucketed table against `TimeZone` itself, hour by hour through a year
    /// and at each side of every transition.
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/Santiago"])
    func zoneOffsetsMatchTimeZone(_ identifier: String) {
        let zone = Zones.zone(identifier)
        let table = ZoneTransitions.table(for: zone)
        for hour in stride(from: 1_767_225_600, to: 1_798_761_600, by: 3_600) {
            #expect(table.offset(at: hour) == zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(hour))))
        }
        for transition in table.instants.dropFirst().prefix(200) {
            for seconds in [transition - 1, transition, transition + 1] {
                let date = Date(timeIntervalSince1970: Double(seconds))
                #expect(table.offset(at: seconds) == zone.secondsFromGMT(for: date), "\(identifier) \(date)")
            }
            #expect(table.nextTransition(after: transition - 1) == transition, "\(identifier) \(transition)")
            #expect(table.nextTransition(after: transition - 86_400) == transition, "\(identifier) \(transition)")
        }
    }

    /// The same in every zone this system knows: weekly from 1965 (before the table, where
    /// `TimeZone` is asked) to 2105 (after it), and a second on each side of every transition the
    /// table holds, including changes of standard offset (Europe/Moscow 2011 and 2014).
    @Test func zoneOffsetsMatchTimeZoneInEveryZone() throws {
        var checked = 0
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            let zone = try #require(TimeZone(identifier: identifier))
            let table = ZoneTransitions.table(for: zone)
            var instants = Array(stride(from: -157_766_400, to: 4_260_211_200, by: 7 * 86_400))
            for transition in table.instants.dropFirst() { instants += [transition - 1, transition, transition + 1] }
            for seconds in instants {
                let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
                guard table.offset(at: seconds) == expected else {
                    Issue.record("\(identifier) at \(seconds): \(table.offset(at: seconds)), expected \(expected)")
                    return
                }
                checked += 1
            }
        }
        #expect(checked > 1_000_000)
    }
}

/// The month-and-day shortcut for date ranges against resolving day numbers, every day of
/// 2023…2025 (a leap year included).
@Suite("Date range shortcut")
struct DateRangeShortcutTests {
    @Test(arguments: [
        "Dec 24", "Jul", "Apr 22-Apr 25", "Dec 24-Jan 06", "Nov-Feb", "Feb 28-Mar 01", "Jan 31", "Feb 29",
        "Mar 05-Mar 01", "Jan-Dec", "Feb", "Oct 20-Nov 05", "Apr 10,Apr 15,Jun 2-Jun 4,Jul,Sep 24",
    ])
    func shortcutAgreesWithDayNumbers(_ text: String) throws {
        let rule = try #require(schedule(text + " 10:00-12:00")?.rules.first)
        #expect(!rule.dates.isEmpty)
        let matcher = DayMatcher(context: EvaluationContext(timeZone: Zones.berlin), schoolHolidays: nil)
        let first = LocalDate(year: 2023, month: 1, day: 1).dayNumber
        for number in first..<(first + 3 * 365 + 1) {
            let day = DayMatcher.Day(number: number)
            for range in rule.dates {
                let slow = matcher.matchesByDayNumbers(range, day)
                if let fast = matcher.matchesByMonthAndDay(range, day) {
                    #expect(fast == slow, "\(text) on \(day.date)")
                }
                #expect(matcher.matches(range, day) == slow, "\(text) on \(day.date)")
            }
        }
    }
}

/// Painting many pieces at once gives what painting them one by one gives.
@Suite("Canvas layers")
struct CanvasLayerTests {
    @Test func layerMatchesPaintingOneByOne() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            var one = Canvas()
            var many = Canvas()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let start = Int.random(in: 0..<2800, using: &generator)
                let piece = Piece(
                    start: start, end: start + Int.random(in: 0...300, using: &generator),
                    state: Int.random(in: 0..<4, using: &generator))
                one.paint(piece)
                many.paint(piece)
            }
            var layer: [Piece] = []
            var cursor = Int.random(in: 0..<200, using: &generator)
            while cursor < 2880 {
                let end = cursor + Int.random(in: 0...40, using: &generator)
                layer.append(
                    Piece(start: cursor, end: end, state: Int.random(in: 0..<4, using: &generator)))
                cursor = end + Int.random(in: 0...200, using: &generator)
            }
            for piece in layer { one.paint(piece) }
            many.paint(sorted: layer)
            #expect(one.pieces == many.pieces)
        }
    }

    /// Painting only where the canvas is closed (a fallback rule) against a minute-by-minute
    /// oracle: minutes that are closed (unpainted, or painted with a closed state) take the new
    /// piece's state; the others keep theirs.
    @Test func paintingWhereClosedMatchesMinuteByMinute() {
        var generator = SeededGenerator(seed: 7)
        // States 0 and 3 are closed ones (3 a closed state with a comment).
        let isClosed: (Int) -> Bool = { $0 == 0 || $0 == 3 }
        for _ in 0..<600 {
            var canvas = Canvas()
            var minutes = [Int?](repeating: nil, count: 1440)
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let start = Int.random(in: 0..<1440, using: &generator)
                let end = min(start + Int.random(in: 1...400, using: &generator), 1440)
                let state = Int.random(in: 0..<4, using: &generator)
                canvas.paint(Piece(start: start, end: end, state: state))
                for minute in start..<end { minutes[minute] = state }
            }
            let start = Int.random(in: 0..<1440, using: &generator)
            let piece = Piece(
                start: start, end: min(start + Int.random(in: 0...900, using: &generator), 1440),
                state: Int.random(in: 1...2, using: &generator))
            canvas.paintWhereClosed(piece, isClosed: isClosed)
            for minute in piece.start..<max(piece.start, piece.end) where minutes[minute].map(isClosed) ?? true {
                minutes[minute] = piece.state
            }
            var painted = [Int?](repeating: nil, count: 1440)
            for existing in canvas.pieces {
                for minute in existing.start..<existing.end { painted[minute] = existing.state }
            }
            #expect(painted == minutes)
            #expect(zip(canvas.pieces, canvas.pieces.dropFirst()).allSatisfy { $0.end <= $1.start })
        }
    }

    /// A sorted layer painted where closed in one pass equals its pieces painted where closed one
    /// by one (a fallback `|| 11:00-01:00/00:02` paints its 420 points a day this way).
    @Test func paintingALayerWhereClosedMatchesPiecesOneByOne() {
        var generator = SeededGenerator(seed: 11)
        let isClosed: (Int) -> Bool = { $0 == 0 || $0 == 3 }
        for _ in 0..<400 {
            var base = Canvas()
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let start = Int.random(in: 0..<1440, using: &generator)
                base.paint(
                    Piece(
                        start: start, end: min(start + Int.random(in: 1...300, using: &generator), 1440),
                        state: Int.random(in: 0..<4, using: &generator)))
            }
            var layer: [Piece] = []
            var cursor = Int.random(in: 0...60, using: &generator)
            while cursor < 1440 {
                let end = min(cursor + Int.random(in: 0...30, using: &generator), 1440)
                layer.append(Piece(start: cursor, end: end, state: Int.random(in: 1...2, using: &generator)))
                cursor = end + Int.random(in: 0...90, using: &generator)
            }
            var one = base
            for piece in layer { one.paintWhereClosed(sorted: [piece], isClosed: isClosed) }
            var many = base
            many.paintWhereClosed(sorted: layer, isClosed: isClosed)
            #expect(one.pieces == many.pieces)
        }
    }
}
