import Foundation
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// Values found by fuzz-hours (`bash scripts/fuzz.sh hours SECONDS`, docs/reference/reliability.md); the fuzzer's own
/// inputs are kept in Tests/Fixtures/fuzz-regressions/hours and replayed by every fuzz run.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// A repeat interval longer than a day was read and printed with three-digit hours (`/743:00`), which
    /// does not read back; such an interval is an error now, in both of its spellings.
    @Test(arguments: ["Apr: 4-24/743:0", "10:00-16:00/24:01", "10:00-16:00/1441", "Mo 08:00-18:00/99:00"])
    func intervalOverADayIsAnError(_ value: String) throws {
        let result = Schedule.parse(value)
        #expect(result.schedule == nil)
        let error = try #require(result.errors.first)
        #expect(error.message.contains("at most 24:00"), "\(error)")
    }

    /// Intervals up to a day still read, and their normalized text reads back unchanged in strict mode.
    @Test(arguments: ["10:00-16:00/24:00", "10:00-16:00/1440", "10:00-16:00/01:30", "08:45-15:45/60"])
    func intervalUpToADayReadsBack(_ value: String) throws {
        let normalized = try #require(Schedule.parse(value).normalized)
        let again = Schedule.parse(normalized, mode: .strict)
        #expect(again.diagnostics.isEmpty, "\(normalized): \(again.diagnostics)")
        #expect(again.normalized == normalized)
    }

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

    /// The same for years and weeks, which no input reads that way but a schedule built in code can hold.
    @Test(arguments: ["2026; 2028 Mo 10:00-12:00", "week 01; week 05 Mo 10:00-12:00", "Dec 24; Dec 25 10:00-12:00"])
    func additionalRuleStartingWithAnySelectorReadsBack(_ value: String) throws {
        var schedule = try #require(Schedule.parse(value).schedule)
        schedule.rules[1].separator = .additional
        let again = Schedule.parse(schedule.description, mode: .strict)
        #expect(again.diagnostics.isEmpty, "\(schedule.description): \(again.diagnostics)")
        #expect(again.schedule?.rules.count == 2, "\(schedule.description)")
        #expect(again.normalized == schedule.description)
    }

    /// A comment in single quotes holding a mark that ends a comment in double quotes (`'call "Anna"'`,
    /// `'bye”'`) was written `"call "Anna""`, which does not read back; it is an error now, at the comment.
    @Test(arguments: [
        ("'bye”02 1',033- 1/7", "”"), ("10:00-12:00 'call \"Anna\"'", "\""), ("Mo 10:00-12:00 'a»b'", "»"),
        ("'a“b' Mo 10:00-12:00", "“"), ("Mo 10:00-12:00 「x\"y」", "\""),
    ])
    func commentHoldingAClosingQuoteIsAnError(_ value: String, _ mark: String) throws {
        let result = Schedule.parse(value)
        #expect(result.schedule == nil)
        let error = try #require(result.errors.first)
        #expect(error.message.contains("A comment cannot hold \"\(mark)\""), "\(error)")
        let start = value.unicodeScalars.index(value.unicodeScalars.startIndex, offsetBy: error.offset)
        #expect("'「".unicodeScalars.contains(value.unicodeScalars[start]), "\(error) at \(error.offset)")
    }

    /// Other quotes inside comments keep reading, and the written value reads back.
    @Test(arguments: [
        "Mo 10:00-12:00 'call ‘Anna’ first'", "Mo 10:00-12:00 \"It‘s 'monday'\"", "Mo 10:00-12:00 ‘a „b’",
    ])
    func commentHoldingOtherQuotesReadsBack(_ value: String) throws {
        let normalized = try #require(Schedule.parse(value).normalized)
        let again = Schedule.parse(normalized, mode: .strict)
        #expect(again.diagnostics.isEmpty, "\(normalized): \(again.diagnostics)")
        #expect(again.normalized == normalized)
    }

    /// The fuzzer's own inputs, as it found them: each is an error or reads back unchanged in strict mode.
    @Test(arguments: [
        "fuzz-regressions/hours/date-rule-before-additional-date-rule.txt",
        "fuzz-regressions/hours/interval-over-a-day.txt", "fuzz-regressions/hours/comment-holding-a-closing-quote.txt",
        // Slow, not wrong: kept out of the fuzz seeds (docs/reference/reliability.md).
        "slow-values/hours/two-minute-points-across-midnight.txt",
    ])
    func fuzzerInputReadsBackOrIsAnError(_ file: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/" + file)
        let value = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .newlines)
        let result = Schedule.parse(value)
        guard let normalized = result.normalized else {
            #expect(!result.errors.isEmpty)
            return
        }
        let again = Schedule.parse(normalized, mode: .strict)
        #expect(again.diagnostics.isEmpty, "\(normalized): \(again.diagnostics)")
        #expect(again.normalized == normalized)
    }
}
