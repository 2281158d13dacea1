import Foundation
import Testing

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

    /// Years, weeks and dates before an additional rule starting with the same kind: no input reads that
    /// way, but a schedule built in code can hold it, and it reads back as two rules.
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
