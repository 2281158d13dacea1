import Foundation
import Testing

@testable import PlacePickerCLI

/// `placepicker holidays` and the `--school-holidays` option of `hours` and `nearest`.
@Suite("holidays")
struct HolidaysCommandTests {
    /// Bavaria's school holidays 2025/26 (the same fixture as the OpeningHours tests).
    static let bavaria = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/schulferien-bayern-2025-2026.ics").path

    @Test func liechtensteinIn2026() {
        let result = runTool(["holidays", "--country", "li", "--year", "2026"])
        #expect(result.status == 0)
        #expect(result.outputLines.first == "Public holidays of LI in 2026 (holidays 0.109; names in en-US, de):")
        #expect(result.outputLines.contains("  Thu 2026-06-04  Corpus Christi"))
        #expect(result.outputLines.count == 19)  // the heading, 17 holidays, the final line break
    }

    @Test func bavariaInGerman() {
        let result = runTool(["holidays", "--country", "DE", "--region", "Bayern", "--year", "2026", "--lang", "de"])
        #expect(result.status == 0)
        #expect(result.outputLines.first?.hasPrefix("Public holidays of DE-BY in 2026") == true)
        #expect(result.outputLines.contains("  Thu 2026-06-04  Fronleichnam"))
        #expect(result.outputLines.contains("  Tue 2026-01-06  Heilige Drei Könige"))
    }

    @Test func jsonHasEveryLanguage() throws {
        let result = runTool(["holidays", "--country", "CH", "--year", "2026", "--lang", "fr", "--json"])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["languages"] as? [String] == ["en-US", "de", "fr", "it"])
        let days = try #require(object["holidays"] as? [[String: Any]])
        let national = try #require(days.first { $0["date"] as? String == "2026-08-01" })
        #expect(national["name"] as? String == "Fête nationale")
        #expect((national["names"] as? [String: String])?["it"] == "Festa nazionale")
    }

    /// The year defaults to the clock's (2026 in these tests).
    @Test func yearDefaultsToThisYear() {
        #expect(runTool(["holidays", "--country", "FI"]).outputLines.first?.contains(" in 2026 ") == true)
    }

    @Test(arguments: [
        (["holidays"], "missing '--country'"),
        (["holidays", "--country", "XX"], "'--country': unknown country \"XX\""),
        (["holidays", "--country", "DE", "--region", "ZZ"], "'--region': unknown region \"ZZ\" of DE"),
        (["holidays", "--country", "DE", "--year", "2076"], "'--year'"),
        (["holidays", "--dump", "--year", "2026"], "'--year' cannot be used with --dump"),
        (["holidays", "--list", "--json"], "'--json' cannot be used with --list"),
    ])
    func usageErrors(_ c: (arguments: [String], message: String)) {
        let result = runTool(c.arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(c.message), "\(result.error)")
    }

    @Test func dumpOfOneCountry() throws {
        let result = runTool(["holidays", "--dump", "--country", "GB"])
        #expect(result.status == 0)
        let lines = result.outputLines.filter { !$0.isEmpty }
        #expect(lines.count == 5 * 76)  // the country and its 4 nations, 2000-2075
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["country"] as? String == "GB")
        #expect(first["region"] is NSNull)
        #expect(first["year"] as? Int == 2000)
    }

    @Test func listNamesLanguagesAndRegions() {
        let result = runTool(["holidays", "--list"])
        #expect(result.status == 0)
        #expect(result.outputLines.contains("LI  languages: en-US, de"))
        #expect(result.outputLines.contains("AX  languages: en-US, fi, sv-FI"))
        #expect(result.outputLines.contains("GB  languages: en-GB, en-US  regions: ENG, NIR, SCT, WLS"))
        #expect(result.outputLines.filter { !$0.isEmpty }.count == 251)
    }

    @Test func hoursReadsSchoolHolidays() {
        let inHolidays = runTool([
            "hours", "Mo-Fr 08:00-16:00; SH off", "--tz", "Europe/Berlin", "--at", "2026-04-01T10:00",
            "--school-holidays", Self.bavaria,
        ])
        #expect(inHolidays.status == 0)
        #expect(inHolidays.outputLines.first?.hasPrefix("Closed now (Wednesday 10:00, Europe/Berlin).") == true)
        #expect(!inHolidays.output.contains("\"SH\" matches no day"))
        let after = runTool([
            "hours", "Mo-Fr 08:00-16:00; SH off", "--tz", "Europe/Berlin", "--at", "2026-04-13T10:00",
            "--school-holidays", Self.bavaria,
        ])
        #expect(after.outputLines.first?.hasPrefix("Open now") == true)
    }

    @Test func badSchoolHolidayFiles() throws {
        let missing = runTool(["hours", "SH off", "--school-holidays", "/no/such/file.ics"])
        #expect(missing.status == 66)
        #expect(missing.error.contains("cannot open '/no/such/file.ics'"))
        let directory = try temporaryDirectory()
        let path = directory + "/bad.ics"
        try "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261301\nEND:VEVENT\nEND:VCALENDAR\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let bad = runTool(["nearest", "--school-holidays", path])
        #expect(bad.status == 65)
        #expect(bad.error.contains("'--school-holidays' bad.ics: line 3: DTSTART \"20261301\" is not a date"))
    }

    @Test func hoursWarnsOutsideTheCoveredYears() {
        let result = runTool([
            "hours", "PH off", "--country", "DE", "--at", "2075-12-30T10:00", "--tz", "Europe/Berlin",
        ])
        #expect(result.output.contains("\"PH\" matches no day outside 2000–2075"))
        let inside = runTool([
            "hours", "PH off", "--country", "DE", "--at", "2026-12-30T10:00", "--tz", "Europe/Berlin",
        ])
        #expect(!inside.output.contains("matches no day"))
    }
}
