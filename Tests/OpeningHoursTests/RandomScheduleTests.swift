import CivilCalendar
import Foundation
import TestSupport
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// Random schedules from a seed, checked against brute force and against each other.
@Suite("Random schedules")
struct RandomScheduleTests {
    static func randomTime<G: RandomNumberGenerator>(_ generator: inout G) -> String {
        let minutes = Int.random(in: 0..<96, using: &generator) * 15
        return RuleParser.clockText(minutes)
    }

    static func randomRule<G: RandomNumberGenerator>(_ generator: inout G) -> String {
        let selectors = [
            "", "Mo-Fr", "Sa", "Su", "Fr-Mo", "Mo,We,Fr", "PH", "Sa,PH", "Dec 24-26", "Mo[1]", "Su[-1]",
            "week 10-20", "2026", "Mar-Apr", "easter", "Oct 20-Nov 05", "SH",
        ]
        var parts: [String] = []
        let selector = selectors.randomElement(using: &generator) ?? ""
        if !selector.isEmpty { parts.append(selector) }
        let spanCount = Int.random(in: 0...2, using: &generator)
        var spans: [String] = []
        for _ in 0..<spanCount {
            let start = randomTime(&generator)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: spans.append(start + "+")
            case 1: spans.append("sunrise-sunset")
            default:
                var end = randomTime(&generator)
                if Bool.random(using: &generator), Int.random(in: 0..<3, using: &generator) == 0 { end = "26:00" }
                if end == start { end = "24:00" }
                spans.append(start + "-" + end)
            }
        }
        if !spans.isEmpty { parts.append(spans.joined(separator: ",")) }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: parts.append("off")
        case 1: parts.append("unknown")
        case 2: parts.append("\"note\"")
        default: break
        }
        if parts.isEmpty { parts.append("Mo 10:00-11:00") }
        return parts.joined(separator: " ")
    }

    static func randomSchedule<G: RandomNumberGenerator>(_ generator: inout G) -> String {
        var text = randomRule(&generator)
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            text += ["; ", "; ", ", ", " || "].randomElement(using: &generator) ?? "; "
            text += randomRule(&generator)
        }
        return text
    }

    static let windows: [(zone: String, start: String)] = [
        ("Europe/Berlin", "2026-03-26T00:00+01:00"),
        ("Europe/Berlin", "2026-10-22T00:00+02:00"),
        ("America/New_York", "2026-03-05T00:00-05:00"),
        ("America/New_York", "2026-10-29T00:00-04:00"),
        ("Europe/Helsinki", "2026-12-22T00:00+02:00"),
    ]

    @Test func nextChangeMatchesMinuteStepping() throws {
        var generator = SeededGenerator(seed: 20_261_129)
        let days = 4
        for round in 0..<60 {
            let text = Self.randomSchedule(&generator)
            let parsed = try #require(Schedule.parse(text).schedule, "\(text)")
            let window = Self.windows[round % Self.windows.count]
            let context = EvaluationContext(
                timeZone: Zones.zone(window.zone), country: "DE",
                schoolHolidays: FixedSchoolHolidays(dates: [LocalDate(year: 2026, month: 3, day: 27)]))
            let compiled = parsed.compiled(for: context)
            let start = Schedule.seconds(instant(window.start))
            let minutes = days * 1440
            var statuses: [OpeningStatus] = []
            statuses.reserveCapacity(minutes)
            for minute in 0..<minutes {
                statuses.append(compiled.status(at: Date(timeIntervalSince1970: Double(start + minute * 60))))
            }
            for _ in 0..<8 {
                let first = Int.random(in: 0..<(minutes / 2), using: &generator)
                let from = Date(timeIntervalSince1970: Double(start + first * 60 + 30))
                let expected = (first + 1..<minutes).first { statuses[$0] != statuses[first] }
                let found = compiled.nextChange(after: from, horizon: 1)
                if let expected, expected - first <= 1440 - 120 {
                    let date = Date(timeIntervalSince1970: Double(start + expected * 60))
                    #expect(found?.date == date, "\(text) in \(window.zone) after \(from)")
                    #expect(found?.state.status == statuses[expected], "\(text)")
                } else if let found {
                    let index = Int(found.date.timeIntervalSince1970) / 60 - start / 60
                    #expect(expected == index, "\(text) in \(window.zone) after \(from)")
                }
                #expect(parsed.nextChange(after: from, in: context, horizon: 1) == found, "\(text)")
            }
        }
    }

    @Test func compiledAgreesWithInterpreted() throws {
        var generator = SeededGenerator(seed: 7)
        let zones = ["Europe/Berlin", "America/New_York", "Europe/Helsinki", "Asia/Kolkata", "Australia/Sydney"]
        for round in 0..<150 {
            let text = Self.randomSchedule(&generator)
            let parsed = try #require(Schedule.parse(text).schedule, "\(text)")
            let context = EvaluationContext(timeZone: Zones.zone(zones[round % zones.count]), country: "FI")
            let compiled = parsed.compiled(for: context)
            for _ in 0..<20 {
                let seconds = Int.random(in: 1_735_689_600..<1_830_297_600, using: &generator)
                let date = Date(timeIntervalSince1970: Double(seconds))
                #expect(compiled.state(at: date) == parsed.state(at: date, in: context), "\(text) at \(date)")
            }
        }
    }
}
