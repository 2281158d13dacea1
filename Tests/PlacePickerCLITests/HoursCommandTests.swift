import Foundation
import Testing

@testable import PlacePickerCLI

@Suite("hours")
struct HoursCommandTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let expression: String
        let at: String
        let zone: String
        let first: String
        var testDescription: String { "\(expression) at \(at) in \(zone)" }
    }

    @Test(arguments: [
        Case(
            expression: "Mo-Fr 09:00-21:00; Sa 10:00-18:00", at: "2026-11-30T10:00", zone: "Europe/Helsinki",
            first: "Open now (Monday 10:00, Europe/Helsinki). Closes at 21:00 (in 11\u{00A0}h)."),
        Case(
            expression: "Mo-Fr 09:00-21:00; Sa 10:00-18:00", at: "2026-11-30T08:15+02:00", zone: "Europe/Helsinki",
            first: "Closed now (Monday 08:15, Europe/Helsinki). Opens at 09:00 (in 45\u{00A0}min)."),
        Case(
            expression: "Mo-Fr 09:00-21:00", at: "2026-12-05T10:00", zone: "Europe/Helsinki",
            first: "Closed now (Saturday 10:00, Europe/Helsinki). Opens Monday at 09:00 (in 47\u{00A0}h)."),
        Case(
            expression: "Mo-Fr 09:00-21:00", at: "2026-11-30T22:30", zone: "Europe/Helsinki",
            first: "Closed now (Monday 22:30, Europe/Helsinki). Opens tomorrow at 09:00 (in 10\u{00A0}h 30\u{00A0}min)."
        ),
        Case(
            expression: "Dec 24 10:00-12:00", at: "2026-11-30T10:00", zone: "Europe/Helsinki",
            first:
                "Closed now (Monday 10:00, Europe/Helsinki). Opens on Thursday 2026-12-24 at 10:00 (in 24\u{00A0}days)."
        ),
        Case(
            expression: "24/7", at: "2026-11-30T10:00Z", zone: "America/New_York",
            first: "Open now (Monday 05:00, America/New_York). No change in the next 400 days."),
        Case(
            expression: "Mo-Fr 09:00-17:00", at: "2026-11-30T10:00Z", zone: "America/New_York",
            first: "Closed now (Monday 05:00, America/New_York). Opens at 09:00 (in 4\u{00A0}h)."),
        // Helsinki DST start: 02:30 EET to 05:00 EEST is 1 h 30 min of real time.
        Case(
            expression: "Mo-Su 01:00-05:00", at: "2026-03-29T02:30", zone: "Europe/Helsinki",
            first: "Open now (Sunday 02:30, Europe/Helsinki). Closes at 05:00 (in 1\u{00A0}h 30\u{00A0}min)."),
        // 03:30 does not exist that day: it is read as 04:30.
        Case(
            expression: "Mo-Su 01:00-05:00", at: "2026-03-29T03:30", zone: "Europe/Helsinki",
            first: "Open now (Sunday 04:30, Europe/Helsinki). Closes at 05:00 (in 30\u{00A0}min)."),
        // Helsinki DST end: the first 03:30 (EEST) to 05:00 EET is 2 h 30 min.
        Case(
            expression: "Mo-Su 01:00-05:00", at: "2026-10-25T03:30", zone: "Europe/Helsinki",
            first: "Open now (Sunday 03:30, Europe/Helsinki). Closes at 05:00 (in 2\u{00A0}h 30\u{00A0}min)."),
        // New York DST end: 01:30 is the first (EDT) one.
        Case(
            expression: "Mo-Su 00:30-01:45", at: "2026-11-01T01:30", zone: "America/New_York",
            first: "Open now (Sunday 01:30, America/New_York). Closes at 01:45 (in 15\u{00A0}min)."),
        Case(
            expression: "Mo-Fr 09:00-17:00 open \"by appointment\"", at: "2026-11-30T10:00", zone: "Europe/Helsinki",
            first: "Open now (Monday 10:00, Europe/Helsinki). Closes at 17:00 (in 7\u{00A0}h)."),
        Case(
            expression: "unknown \"call ahead\"", at: "2026-11-30T10:00", zone: "Europe/Helsinki",
            first: "Hours unknown now (Monday 10:00, Europe/Helsinki). No change in the next 400 days."),
    ])
    func explainsStateAndNextChange(_ testCase: Case) throws {
        let result = runTool(["hours", testCase.expression, "--at", testCase.at, "--tz", testCase.zone])
        #expect(result.status == 0)
        #expect(result.outputLines.first == testCase.first)
        #expect(result.error.isEmpty)
    }

    @Test func defaultsToTheInjectedClockAndZone() {
        let result = runTool(["hours", "Mo-Fr 09:00-21:00"])
        #expect(
            result.output
                == "Open now (Monday 10:00, Europe/Helsinki). Closes at 21:00 (in 11\u{00A0}h).\nNormalized: Mo-Fr 09:00-21:00\n"
        )
    }

    /// The explanation in the language `--lang` asks for, with that locale's clock (hours, weekdays
    /// and durations through the localizer).
    @Test(arguments: [
        (
            "fi", "Suljettu nyt (lauantai 10.00, Europe/Helsinki). Avautuu maanantaina klo 9.00 (47\u{00A0}h päästä).",
            "Normalisoitu: Mo-Fr 09:00-21:00"
        ),
        (
            "de",
            "Jetzt geschlossen (Samstag 10:00, Europe/Helsinki). Öffnet am Montag um 09:00 (noch 47\u{00A0}Std.).",
            "Normalisiert: Mo-Fr 09:00-21:00"
        ),
        (
            "en-US",
            "Closed now (Saturday 10:00\u{202F}AM, Europe/Helsinki). Opens Monday at 9:00\u{202F}AM (in 47\u{00A0}h).",
            "Normalized: Mo-Fr 09:00-21:00"
        ),
    ])
    func explainsInTheAskedLanguage(language: String, first: String, second: String) {
        let result = runTool(["hours", "Mo-Fr 09:00-21:00", "--at", "2026-12-05T10:00", "--lang", language])
        #expect(result.status == 0)
        #expect(Array(result.outputLines.prefix(2)) == [first, second])
    }

    @Test func anUnknownLanguageIsAUsageError() {
        let result = runTool(["hours", "Mo-Fr 09:00-21:00", "--lang", "xx"])
        #expect(result.status == 64)
        #expect(result.error.contains("--lang"))
    }

    @Test func commentsAreShown() {
        let result = runTool(["hours", "Mo-Fr 09:00-17:00 \"by appointment\""])
        #expect(result.outputLines[1] == "Comment: \"by appointment\"")
    }

    @Test func warningsHaveOffsetsAndACaretLine() {
        let result = runTool(["hours", "mo-fr 9-21", "--at", "2026-11-30T10:00"])
        #expect(result.status == 0)
        #expect(
            Array(result.outputLines.prefix(5)) == [
                "Open now (Monday 10:00, Europe/Helsinki). Closes at 21:00 (in 11\u{00A0}h).",
                "Normalized: Mo-Fr 09:00-21:00",
                "Warning at character 0: Write the weekday \"mo\" as \"Mo\" (for example: Mo)",
                "  mo-fr 9-21",
                "  ^^",
            ])
        #expect(result.outputLines.contains("          ^^"))
    }

    @Test func contextNotesNameTheOptionToAdd() {
        let result = runTool(["hours", "Mo-Fr 09:00-17:00; PH off"])
        #expect(
            result.outputLines.contains("Note: \"PH\" matches no day because no country is given (add --country FI)."))
        let withCountry = runTool(["hours", "Mo-Fr 09:00-17:00; PH off", "--country", "fi"])
        #expect(!withCountry.output.contains("Note:"))
    }

    @Test func unreadableExpressionsExit65WithTheOffset() {
        let result = runTool(["hours", "Mo-Fr 09:00-17:00 foo"])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.first == "placepicker hours: cannot read \"Mo-Fr 09:00-17:00 foo\":")
        #expect(lines.dropFirst().first?.hasPrefix("Error at character 18: Unexpected \"foo\"") == true)
        #expect(lines.suffix(2) == ["  Mo-Fr 09:00-17:00 foo", "                    ^^^"])
    }

    /// The week table's day texts are the place card's, in the asked language and clock.
    @Test(arguments: [
        ("fi", ["  lauantai     2026-12-05  10.00–2.00", "  sunnuntai    2026-12-06  Suljettu"]),
        (
            "en-US",
            [
                "  Saturday   2026-12-05  10:00\u{202F}AM\u{2009}–\u{2009}2:00\u{202F}AM",
                "  Sunday     2026-12-06  Closed",
            ]
        ),
    ])
    func weekTableInTheAskedLanguage(language: String, lines: [String]) {
        let result = runTool([
            "hours", "Mo-Fr 08:00-17:00; Sa 10:00-02:00", "--at", "2026-12-05T10:00", "--week", "--lang", language,
        ])
        #expect(result.status == 0)
        for line in lines { #expect(result.outputLines.contains(line), "\(result.outputLines)") }
    }

    @Test func weekTableNamesHolidays() {
        let result = runTool([
            "hours", "Mo-Fr 08:00-12:00,13:00-17:00; Sa 10:00-14:00 open; PH off", "--at", "2026-12-24T12:30",
            "--country", "FI", "--week",
        ])
        #expect(result.status == 0)
        #expect(
            Array(result.outputLines.suffix(9)) == [
                "Week from Thursday 2026-12-24 (Europe/Helsinki):",
                // Christmas Eve is a public holiday in Finland's data (the holidays package).
                "  Thursday   2026-12-24  Closed  [public holiday: Christmas Eve]",
                "  Friday     2026-12-25  Closed  [public holiday: Christmas Day]",
                "  Saturday   2026-12-26  Closed  [public holiday: Second Day of Christmas]",
                "  Sunday     2026-12-27  Closed",
                "  Monday     2026-12-28  08:00–12:00 and 13:00–17:00",
                "  Tuesday    2026-12-29  08:00–12:00 and 13:00–17:00",
                "  Wednesday  2026-12-30  08:00–12:00 and 13:00–17:00",
                "",
            ])
    }

    @Test(arguments: [
        ("24/7", "Open 24 hours"),
        ("unknown", "Hours unknown"),
        ("off", "Closed"),
        // A stretch past midnight is read on the day it starts on, as on the place card.
        ("Mo-Su 22:00-02:00", "22:00–02:00"),
        ("Mo-Su 09:00-12:00 open \"mornings\"", "09:00–12:00 · mornings"),
        // A comment without a modifier is unknown (the specification, opening_hours.js).
        ("Mo-Su 09:00-12:00 \"mornings\"", "Hours unknown · mornings"),
        ("Mo-Su 09:00-12:00 unknown", "Hours unknown"),
        ("Mo 10:00-20:00; Tu 08:00-12:00, 13:00-17:00", "08:00–12:00 and 13:00–17:00"),
    ])
    func dayTexts(_ expression: String, _ text: String) {
        let result = runTool(["hours", expression, "--week", "--at", "2026-11-30T10:00"])
        #expect(result.outputLines.contains("  Tuesday    2026-12-01  \(text)"))
    }

    @Test func jsonHasEveryField() throws {
        let result = runTool([
            "hours", "Mo-Fr 09:00-17:00 open \"by appointment\"", "--at", "2026-11-30T10:00", "--json",
        ])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["state"] as? String == "open")
        #expect(object["comment"] as? String == "by appointment")
        #expect(object["nextChange"] as? String == "2026-11-30T17:00+02:00")
        #expect(object["nextState"] as? String == "closed")
        #expect(object["normalized"] as? String == "Mo-Fr 09:00-17:00 open \"by appointment\"")
        #expect(object["at"] as? String == "2026-11-30T10:00+02:00")
        #expect(object["timeZone"] as? String == "Europe/Helsinki")
        #expect((object["warnings"] as? [Any])?.isEmpty == true)
        #expect((object["errors"] as? [Any])?.isEmpty == true)
        let week = try #require(object["week"] as? [[String: Any]])
        #expect(week.count == 7)
        #expect(week.first?["text"] as? String == "09:00–17:00 · by appointment")
        #expect(week.last?["weekday"] as? String == "Sunday")
    }

    @Test func jsonForAnUnreadableExpression() throws {
        let result = runTool(["hours", "Xy 10:00", "--json"])
        #expect(result.status == 65)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["state"] is NSNull)
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.first?["offset"] as? Int == 0)
        #expect(errors.first?["length"] as? Int == 2)
        #expect((errors.first?["message"] as? String)?.contains("\"Xy\"") == true)
    }

    @Test(arguments: [
        (["hours"], "placepicker hours: missing EXPR: give an opening_hours value, such as \"Mo-Fr 09:00-17:00\"."),
        (["hours", "24/7", "--tz", "Mars/Base"], "placepicker hours: '--tz': unknown time zone 'Mars/Base'"),
        (["hours", "24/7", "--at", "now"], "placepicker hours: '--at': the year in 'now' should be 4 digits"),
        (["hours", "24/7", "--coords", "60.1"], "placepicker hours: '--coords': '60.1' has no comma"),
        (["hours", "24/7", "--country", "FIN"], "placepicker hours: '--country': 'FIN' is not a two-letter"),
        (["hours", "24/7", "--horizon-days", "0"], "placepicker hours: '--horizon-days': 0 is out of range"),
        (["hours", "24/7", "--batch", "-"], "placepicker hours: unexpected argument '24/7'"),
        (["hours", "--batch", "-", "--week"], "placepicker hours: '--week' cannot be used with --batch"),
        (
            ["hours", "--batch", "-", "--at", "2026-11-30T10:00"],
            "placepicker hours: '--at' cannot be used with --batch"
        ),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = runTool(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message))
        #expect(result.error.hasSuffix("Run 'placepicker hours --help' for usage.\n"))
    }
}
