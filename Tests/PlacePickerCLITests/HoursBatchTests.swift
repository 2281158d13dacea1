import Foundation
import Testing

@testable import PlacePickerCLI

@Suite("hours --batch")
struct HoursBatchTests {
    static let lines = [
        "Mo-Fr 09:00-17:00\t2026-11-30T12:00Z",
        "Mo-Fr 09:00-17:00 \"by appointment\"\t2026-11-30T10:00",
        "24/7\t2026-11-30T10:00+02:00",
        "off\t2026-11-30T10:00",
        "unknown \"call us\"\t2026-11-30T10:00",
        // Helsinki DST start: 03:30 does not exist and is read as 04:30 EEST.
        "Mo-Su 01:00-05:00\t2026-03-29T03:30",
        "Mo-Su 04:00-04:45\t2026-03-29T03:30",
        // Helsinki DST end: 03:30 is the first (EEST) one; with an explicit offset the second one.
        "Mo-Su 03:15-03:45\t2026-10-25T03:30",
        "Mo-Su 03:15-03:45\t2026-10-25T03:30+02:00",
        "Xy 10:00\t2026-11-30T10:00",
        "no tab here",
        "Mo-Fr 09:00-17:00\t2026-13-01T10:00",
        "Mo-Fr 09:00-17:00\r",
        "Mo-Fr 09:00-17:00\t2026-11-30T10:00Z\r",
    ]

    static let expected = [
        "ok\topen\t2026-11-30T17:00+02:00\tclosed\t\"\"\t\"Mo-Fr 09:00-17:00\"",
        "ok\tunknown\t2026-11-30T17:00+02:00\tclosed\t\"by appointment\"\t\"Mo-Fr 09:00-17:00 \\\"by appointment\\\"\"",
        "ok\topen\tnone\t-\t\"\"\t\"24/7\"",
        "ok\tclosed\tnone\t-\t\"\"\t\"off\"",
        "ok\tunknown\tnone\t-\t\"call us\"\t\"unknown \\\"call us\\\"\"",
        "ok\topen\t2026-03-29T05:00+03:00\tclosed\t\"\"\t\"Mo-Su 01:00-05:00\"",
        "ok\topen\t2026-03-29T04:45+03:00\tclosed\t\"\"\t\"Mo-Su 04:00-04:45\"",
        "ok\topen\t2026-10-25T03:45+03:00\tclosed\t\"\"\t\"Mo-Su 03:15-03:45\"",
        "ok\topen\t2026-10-25T03:45+02:00\tclosed\t\"\"\t\"Mo-Su 03:15-03:45\"",
        "error\tsyntax\t-\t-\t\"line 10: error at character 0: Unexpected \\\"Xy\\\" where a rule was expected\"",
        "error\tinput\t-\t-\t\"line 11: expected EXPR<TAB>ISO8601, such as \\\"Mo-Fr 09:00-17:00\\\\t2026-11-30T10:00+02:00\\\"\"",
        "error\tinput\t-\t-\t\"line 12: the month 13 in '2026-13-01T10:00' is outside 1…12; write an ISO 8601 instant "
            + "such as 2026-11-30T10:00:00+02:00\"",
        "error\tinput\t-\t-\t\"line 13: expected EXPR<TAB>ISO8601, such as \\\"Mo-Fr 09:00-17:00\\\\t2026-11-30T10:00+02:00\\\"\"",
        "ok\topen\t2026-11-30T17:00+02:00\tclosed\t\"\"\t\"Mo-Fr 09:00-17:00\"",
    ]

    @Test func standardInputGivesOneLinePerLineInOrder() {
        let result = runTool(["hours", "--batch", "-", "--tz", "Europe/Helsinki"], input: Self.lines)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let lines = result.outputLines
        #expect(lines.count == Self.expected.count + 1)
        for (index, (line, expected)) in zip(lines, Self.expected).enumerated() {
            #expect(line == expected, "line \(index + 1)")
        }
    }

    @Test func aFileGivesTheSameOutput() throws {
        let directory = try temporaryDirectory()
        try writeFile("lines.tsv", Self.lines.joined(separator: "\n"), in: directory)
        let result = runTool(["hours", "--batch", "lines.tsv", "--tz", "Europe/Helsinki"], directory: directory)
        #expect(result.status == 0)
        #expect(result.output == Self.expected.joined(separator: "\n") + "\n")
    }

    @Test func horizonAndCountry() {
        let input = ["Dec 24 10:00-12:00\t2026-11-30T10:00", "Mo-Fr 09:00-17:00; PH off\t2026-12-24T18:00"]
        let short = runTool(["hours", "--batch", "-", "--horizon-days", "7"], input: input)
        #expect(short.outputLines[0] == "ok\tclosed\tnone\t-\t\"\"\t\"Dec 24 10:00-12:00\"")
        // Without a country PH matches nothing: Friday 25 December opens as usual.
        #expect(short.outputLines[1] == "ok\tclosed\t2026-12-25T09:00+02:00\topen\t\"\"\t\"Mo-Fr 09:00-17:00; PH off\"")
        let finnish = runTool(["hours", "--batch", "-", "--country", "FI"], input: input)
        #expect(finnish.outputLines[0] == "ok\tclosed\t2026-12-24T10:00+02:00\topen\t\"\"\t\"Dec 24 10:00-12:00\"")
        #expect(
            finnish.outputLines[1] == "ok\tclosed\t2026-12-28T09:00+02:00\topen\t\"\"\t\"Mo-Fr 09:00-17:00; PH off\"")
    }

    @Test func newYorkWallTimes() {
        let input = [
            "Mo-Su 02:00-03:00\t2026-03-08T02:30",  // gap: 03:30 EDT, after the opening hour
            "Mo-Su 00:30-01:45\t2026-11-01T01:30",  // overlap: the first (EDT) 01:30
        ]
        let result = runTool(["hours", "--batch", "-", "--tz", "America/New_York"], input: input)
        #expect(
            result.outputLines == [
                "ok\tclosed\t2026-03-09T02:00-04:00\topen\t\"\"\t\"Mo-Su 02:00-03:00\"",
                "ok\topen\t2026-11-01T01:45-04:00\tclosed\t\"\"\t\"Mo-Su 00:30-01:45\"",
                "",
            ])
    }

    @Test func largeInputsAreWrittenInChunks() {
        let count = 5000
        let input = (0..<count).map { index in
            "Mo-Fr 09:00-\(10 + index % 8):00\t2026-11-30T\(10 + index % 10):00"
        }
        let captured = CapturedIO(input: input)
        let status = PlacePickerCLI.run(arguments: ["hours", "--batch", "-"], io: captured.io)
        #expect(status == 0)
        let lines = captured.standardOutput.split(separator: "\n")
        #expect(lines.count == count)
        #expect(lines.allSatisfy { $0.hasPrefix("ok\t") })
        // 10:00 is the end.
        #expect(lines[0] == "ok\tclosed\t2026-12-01T09:00+02:00\topen\t\"\"\t\"Mo-Fr 09:00-10:00\"")
        #expect(captured.outputWriteCount > 2)
    }

    @Test func missingFileIsExit66() {
        let result = runTool(["hours", "--batch", "nope.tsv"], directory: "/tmp")
        #expect(result.status == 66)
        #expect(result.error == "placepicker hours: cannot open 'nope.tsv': No such file or directory\n")
    }
}
