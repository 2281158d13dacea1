import CommandLineArguments
import Foundation
import PlaceSamples
import Testing

@testable import PlacePickerCLI

@Suite("validate")
struct ValidateCommandTests {
    static let csv = """
        id,name,lat,lon,opening_hours,amenity
        p1,Kiosk One,60.17,24.94,Mo-Fr 09:00-17:00,post_office
        p2,Kiosk Two,60.18,24.95,mo-fr 9-17,post_office
        p3,Kiosk Three,60.19,24.96,Mo-Fr 09:00-17:00 foo,post_office
        p4,No Place,95,24.96,,post_office

        """

    @Test func theEmbeddedSampleReportsEveryProblemAndASummary() throws {
        let directory = try temporaryDirectory()
        try HelsinkiSample.pickupPointsGeoJSON().write(to: URL(fileURLWithPath: directory + "/helsinki.geojson"))
        let result = runTool(["validate", "helsinki.geojson"], directory: directory)
        #expect(result.status == 65)
        #expect(result.outputLines.last == "")
        let lines = result.outputLines.dropLast()
        #expect(lines.last == "helsinki.geojson: 37 places, 0 address points; 4 errors, 2 warnings")
        #expect(
            lines.contains(
                "helsinki.geojson:14:1: feature #12 (node/448159077), field \"name\": error: The place has no name; "
                    + "add one, such as \"name\": \"Central Post Office\"."))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "helsinki.geojson: place node/282422772, field \"opening_hours\": error: "
                        + "\"Seasonal, only summer time\" at character 0: Unexpected \"Seasonal\"")
            })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "helsinki.geojson: place node/4890466205, field \"opening_hours\": warning: "
                        + "\"Mo-Fr 7:00-21; Sa-Su 12:00-18:00\" at character 6:")
                    && $0.hasSuffix("normalized: \"Mo-Fr 07:00-21:00; Sa-Su 12:00-18:00\"")
            })
        #expect(result.error.isEmpty)
    }

    @Test func csvWithHoursProblems() throws {
        let directory = try temporaryDirectory()
        try writeFile("kiosks.csv", Self.csv, in: directory)
        let result = runTool(["validate", "kiosks.csv"], directory: directory)
        #expect(result.status == 65)
        let lines = result.outputLines
        #expect(lines.contains { $0.hasPrefix("kiosks.csv:") && $0.contains("row #3") && $0.contains("error:") })
        #expect(
            lines.contains {
                $0.hasPrefix("kiosks.csv: place p2, field \"opening_hours\": warning: \"mo-fr 9-17\" at character 0:")
            })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "kiosks.csv: place p3, field \"opening_hours\": error: \"Mo-Fr 09:00-17:00 foo\" at character 18:")
            })
        #expect(lines.contains("kiosks.csv: 3 places, 0 address points; 2 errors, 4 warnings"))
    }

    @Test func cleanFilesExitZeroAndEveryFileGetsASummary() throws {
        let directory = try temporaryDirectory()
        try writeFile("a.csv", "id,name,lat,lon,amenity\na1,Alpha,60.1,24.9,post_office\n", in: directory)
        try writeFile("b.csv", "street,housenumber,lat,lon\nMannerheimintie,1,60.17,24.94\n", in: directory)
        let result = runTool(["validate", "a.csv", "b.csv"], directory: directory)
        #expect(result.status == 0)
        #expect(
            result.output
                == "a.csv: time zones: 1 from coordinates; holiday countries: 1 from zone\n"
                + "a.csv: 1 place, 0 address points; 0 errors, 0 warnings\n"
                + "b.csv: 0 places, 1 address point; 0 errors, 0 warnings\n")
    }

    @Test func syntaxErrorsNameLineAndColumn() throws {
        let directory = try temporaryDirectory()
        try writeFile("broken.geojson", "{\"type\": \"FeatureCollection\",\n \"features\": [,]}", in: directory)
        let result = runTool(["validate", "broken.geojson"], directory: directory)
        #expect(result.status == 65)
        #expect(result.outputLines.first?.hasPrefix("broken.geojson:2:") == true)
    }

    @Test func missingFilesAreExit66AndTheOthersAreStillChecked() throws {
        let directory = try temporaryDirectory()
        try writeFile("a.csv", "id,name,lat,lon,amenity\na1,Alpha,60.1,24.9,post_office\n", in: directory)
        let result = runTool(["validate", "missing.geojson", "a.csv"], directory: directory)
        #expect(result.status == 66)
        #expect(result.error == "placepicker validate: cannot open 'missing.geojson': No such file or directory\n")
        #expect(
            result.output
                == "a.csv: time zones: 1 from coordinates; holiday countries: 1 from zone\n"
                + "a.csv: 1 place, 0 address points; 0 errors, 0 warnings\n")
    }

    @Test func standardInputWithAFormat() {
        let result = runTool(
            ["validate", "-", "--from", "csv"], input: ["id,name,lat,lon,amenity", "a1,Alpha,60.1,24.9,kiosk"])
        #expect(result.status == 0)
        #expect(
            result.output
                == "<stdin>: time zones: 1 from coordinates; holiday countries: 1 from zone\n"
                + "<stdin>: 1 place, 0 address points; 0 errors, 0 warnings\n")
    }

    @Test func unknownFormatsAndExtensionsAreUsageErrors() throws {
        let bad = runTool(["validate", "a.csv", "--from", "kml"])
        #expect(bad.status == 64)
        #expect(
            bad.error.hasPrefix(
                "placepicker validate: '--from': 'kml' is not one of geojson, csv, overpass, osm, inpost, dhl, "))
        let directory = try temporaryDirectory()
        try writeFile("places.txt", "x", in: directory)
        let unknown = runTool(["validate", "places.txt"], directory: directory)
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("placepicker validate: cannot tell the format of 'places.txt'"))
    }
}
