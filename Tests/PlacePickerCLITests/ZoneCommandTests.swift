import Foundation
import Testing

@testable import PlacePickerCLI

/// Places without a `timezone`, the `zone` command, and `--timezone`/`--tz`.
@Suite("time zones in the CLI")
struct ZoneCommandTests {
    /// Two Helsinki shops without a timezone tag: one closes at 19:00, one at 21:00.
    static let helsinki = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": "node/1", "geometry": {"type": "Point", "coordinates": [24.9414, 60.1719]},
           "properties": {"name": "Early Shop", "shop": "convenience", "opening_hours": "Mo-Fr 09:00-19:00"}},
          {"type": "Feature", "id": "node/2", "geometry": {"type": "Point", "coordinates": [24.9420, 60.1722]},
           "properties": {"name": "Late Shop", "shop": "convenience", "opening_hours": "Mo-Fr 09:00-21:00"}}
        ]}
        """

    @Test func placesWithoutATimezoneAreReadInTheirOwnZoneNotTheMachines() throws {
        let directory = try temporaryDirectory()
        try writeFile("helsinki.geojson", Self.helsinki, in: directory)
        // The machine is in UTC, where 19:30 in Helsinki is 16:30 and both shops would be open.
        let result = runTool(
            ["nearest", "--data", "helsinki.geojson", "--open", "--at", "2025-06-04T19:30+03:00", "--json"],
            zone: "UTC", directory: directory)
        #expect(result.status == 0)
        #expect(result.output.contains("Late Shop"))
        #expect(!result.output.contains("Early Shop"))
    }

    @Test func validateCountsInferredZonesAndWarnsAtSea() throws {
        let directory = try temporaryDirectory()
        try writeFile(
            "places.csv",
            "id,name,lat,lon,amenity,timezone,addr:country\n"
                + "a,Helsinki,60.17,24.94,post_office,,\n"
                + "b,Berlin,52.52,13.40,post_office,Europe/Berlin,\n"
                + "c,Null Island,0,0,post_office,,\n"
                + "d,Las Palmas,28.1,-15.41,post_office,,España\n",
            in: directory)
        let result = runTool(["validate", "places.csv"], directory: directory)
        #expect(result.status == 0)
        #expect(
            result.outputLines.contains(
                "places.csv: time zones: 1 from data, 2 from coordinates, 1 at sea; "
                    + "holiday countries: 1 from addr:country, 2 from zone, 1 without"))
        #expect(
            result.outputLines.contains {
                $0.hasPrefix("places.csv: place c, field \"timezone\": warning: the coordinates 0.0, 0.0 are at sea")
            })
        #expect(
            result.outputLines.contains {
                $0.hasPrefix("places.csv: place c, field \"addr:country\": warning: no holiday country")
            })
    }

    @Test(arguments: [
        ("60.1699,24.9384", "Europe/Helsinki FI"), ("28.1,-15.41", "Atlantic/Canary ES CN"),
        ("47.697,8.69", "Europe/Busingen DE BW"), ("0,0", "Etc/GMT"),
        ("39.7684,-86.1581", "America/Indiana/Indianapolis US IN"),
    ])
    func zoneNamesThePointsZoneAndCountry(_ value: (point: String, answer: String)) {
        let result = runTool(["zone", value.point])
        #expect(result.status == 0)
        #expect(result.output == value.answer + "\n")
    }

    @Test func zoneBatchAnswersEveryLineInOrder() {
        let result = runTool(["zone", "--batch", "-"], input: ["60.17,24.94", "91,0", "59.437,24.7536", "x"])
        #expect(result.status == 0)
        let lines = result.outputLines
        #expect(lines.count == 5)
        #expect(lines[0] == "Europe/Helsinki")
        #expect(lines[1].hasPrefix("error\tline 2: the latitude 91"))
        #expect(lines[2] == "Europe/Tallinn")
        #expect(lines[3].hasPrefix("error\tline 4:"))
    }

    @Test(arguments: [
        (["zone"], "missing LAT,LON"), (["zone", "95,0"], "outside -90…90"),
        (["zone", "--batch", "-", "1,2"], "unexpected argument '1,2'"),
        (["hours", "24/7", "--tz", "UTC", "--timezone", "UTC"], "'--tz' is the older name of '--timezone'"),
        (["nearest", "--timezone", "Europe/Helsinky"], "did you mean 'Europe/Helsinki'?"),
    ])
    func badInputIsAUsageError(_ value: (arguments: [String], message: String)) {
        let result = runTool(value.arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(value.message))
    }

    @Test func hoursTakesTimezoneOrTzOrTheZoneOfCoords() {
        let expression = "Mo-Fr 09:00-17:00"
        let atNoonUTC = "2026-12-01T12:00Z"
        let byTimezone = runTool(
            ["hours", expression, "--at", atNoonUTC, "--timezone", "America/New_York"], zone: "UTC")
        #expect(byTimezone.output.hasPrefix("Closed now (Tuesday 07:00, America/New_York)."))
        let byTz = runTool(["hours", expression, "--at", atNoonUTC, "--tz", "America/New_York"], zone: "UTC")
        #expect(byTz.output == byTimezone.output)
        let byCoords = runTool(["hours", expression, "--at", atNoonUTC, "--coords", "60.1699,24.9384"], zone: "UTC")
        #expect(byCoords.output.hasPrefix("Open now (Tuesday 14:00, Europe/Helsinki)."))
    }
}
