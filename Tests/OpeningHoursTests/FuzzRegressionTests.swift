import Testing

@testable import OpeningHours

/// Values found by fuzz-hours (`bash scripts/fuzz.sh hours SECONDS`, docs/reliability.md); the fuzzer's own
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
}
