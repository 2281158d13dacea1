import Foundation
import PlaceSamples
import Places
import Testing

@testable import PlacePickerCLI
@testable import PlaceReaders

@Suite("convert")
struct ConvertCommandTests {
    @Test func theSampleRoundTripsThroughConvert() throws {
        let directory = try temporaryDirectory()
        let original = try HelsinkiSample.pickupPointsGeoJSON()
        try original.write(to: URL(fileURLWithPath: directory + "/in.geojson"))
        let result = runTool(["convert", "in.geojson"], directory: directory)
        // The sample has three unnamed places: reported, left out, and the status says so.
        #expect(result.status == 65)
        #expect(result.error.contains("feature #12 (node/448159077), field \"name\": error:"))
        #expect(
            result.error.hasSuffix(
                "placepicker convert: in.geojson: wrote 37 places; skipped 3 records with errors.\n"))
        let before = PlaceReader.read(original, format: .geojson)
        let after = PlaceReader.read(result.output, format: .geojson)
        #expect(after.places.count == 37)
        #expect(after.places == before.places)
        #expect(!after.report.hasErrors)
        // Converting the output again is a fixed point.
        try writeFile("out.geojson", result.output, in: directory)
        let again = runTool(["convert", "out.geojson"], directory: directory)
        #expect(again.status == 0)
        #expect(again.output == result.output)
    }

    @Test func csvToAFileWithPrettyOutput() throws {
        let directory = try temporaryDirectory()
        try writeFile(
            "in.csv", "id,name,lat,lon,amenity,colour\nk1,Kiosk,60.17,24.94,post_office,blue\n", in: directory)
        let result = runTool(["convert", "in.csv", "-o", "out.geojson", "--pretty"], directory: directory)
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.error.isEmpty)
        let written = try String(contentsOfFile: directory + "/out.geojson", encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"features\": ["))
        let places = PlaceReader.read(written, format: .geojson).places
        #expect(places.map(\.id) == ["k1"])
        #expect(places.first?.properties["colour"] == .string("blue"))
    }

    @Test func standardInputNeedsNoExtension() {
        let result = runTool(
            ["convert", "-", "--from", "csv"], input: ["id,name,lat,lon,amenity", "k1,Kiosk,60.17,24.94,kiosk"])
        #expect(result.status == 0)
        #expect(result.output.contains("\"id\":\"k1\""))
    }

    @Test func inputAndOutputFailures() throws {
        let missing = runTool(["convert", "nope.csv"], directory: "/tmp")
        #expect(missing.status == 66)
        #expect(missing.error == "placepicker convert: cannot open 'nope.csv': No such file or directory\n")
        let directory = try temporaryDirectory()
        try writeFile("in.csv", "id,name,lat,lon,amenity\nk1,Kiosk,60.17,24.94,kiosk\n", in: directory)
        let unwritable = runTool(["convert", "in.csv", "-o", "no/such/dir/out.geojson"], directory: directory)
        #expect(unwritable.status == 73)
        #expect(
            unwritable.error
                == "placepicker convert: cannot write 'no/such/dir/out.geojson': No such file or directory\n")
    }
}
