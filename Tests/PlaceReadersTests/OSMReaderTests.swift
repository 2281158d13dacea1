import Foundation
import Testing

@testable import PlaceReaders
@testable import Places

@Suite struct OverpassReaderTests {
    private func read(_ text: String) -> ImportResult {
        PlaceReader.read(text, format: .overpass, options: ImportOptions(sourceName: "overpass.json"))
    }

    @Test func readsNodesWaysAndRelations() throws {
        let result = read(Fixtures.overpass)
        #expect(result.places.map(\.id) == ["node/101", "way/201", "way/202", "relation/301"])
        #expect(result.places.map(\.categories) == [["kiosk"], ["clinic"], ["library"], ["other", "university"]])
        let clinic = result.places[1]
        #expect(clinic.coordinate.latitude > 60.171 && clinic.coordinate.latitude < 60.172)
        #expect(clinic.coordinate.longitude > 24.941 && clinic.coordinate.longitude < 24.943)
        #expect(result.places[2].coordinate.latitude == 60.2)
        let warning = try #require(result.report.warnings.first)
        #expect(result.report.diagnostics.count == 1)
        #expect(warning.location.field == "bounds")
        #expect(warning.location.index == 6)
        #expect(warning.location.line == 10)
        #expect(warning.location.placeID == "relation/301")
    }

    @Test(arguments: [
        (#"{"type": "way", "id": 5, "tags": {"name": "W"}}"#, "geometry", "out center"),
        (#"{"type": "node", "id": 5, "tags": {"name": "N"}}"#, "lat", "no lat"),
        (#"{"type": "node", "id": 5, "lat": 100, "lon": 1, "tags": {"name": "N"}}"#, "lat", "100"),
        (#"{"type": "area", "id": 5}"#, "type", "element"),
        (#"{"type": "node", "id": 5, "lat": 1, "lon": 1, "tags": {"amenity": "bench"}}"#, "name", "no name"),
    ])
    func brokenElementsAreReported(_ broken: String, _ field: String, _ fragment: String) throws {
        let text = """
            {"elements": [
              {"type": "node", "id": 1, "lat": 1, "lon": 1, "tags": {"name": "Good"}},
              \(broken)
            ]}
            """
        let result = read(text)
        #expect(result.places.map(\.id) == ["node/1"])
        let error = try #require(result.report.errors.first)
        #expect(result.report.errors.count == 1, "\(result.report)")
        #expect(error.location.line == 3)
        #expect(error.location.column == 3)
        #expect(error.location.index == 1)
        #expect(error.location.field == field)
        #expect(error.message.contains(fragment), "\(error.message)")
    }

    @Test func formatIsGuessedFromContents() {
        #expect(PlaceFormat(pathExtension: "json", contents: Array(Fixtures.overpass.utf8)) == .overpass)
        #expect(PlaceFormat(pathExtension: ".JSON", contents: Array(Fixtures.geojson.utf8)) == .geojson)
        #expect(PlaceFormat(pathExtension: "GeoJSON") == .geojson)
        #expect(PlaceFormat(pathExtension: "csv") == .csv)
        #expect(PlaceFormat(pathExtension: "osm") == .osm)
        #expect(PlaceFormat(pathExtension: "xml") == .osm)
        #expect(PlaceFormat(pathExtension: "txt") == nil)
    }
}

@Suite struct OSMXMLReaderTests {
    private func read(_ text: String) -> ImportResult {
        PlaceReader.read(text, format: .osm, options: ImportOptions(sourceName: "map.osm"))
    }

    @Test func readsNodesAndWays() throws {
        let result = read(Fixtures.osm)
        #expect(!result.report.hasErrors, "\(result.report)")
        #expect(result.places.map(\.id) == ["node/1", "way/10"])
        #expect(result.places[0].properties["@version"] == .string("3"))
        let hall = result.places[1]
        #expect(hall.categories == ["supermarket"])
        #expect(hall.coordinate.latitude > 60.0 && hall.coordinate.latitude < 60.01)
        #expect(hall.coordinate.longitude > 24.0 && hall.coordinate.longitude < 24.01)
    }

    @Test func elementErrorsCarryTheLine() throws {
        let text = """
            <osm>
              <node id="1" lat="1" lon="1"><tag k="name" v="A"/></node>
              <node id="2" lat="north" lon="1"><tag k="name" v="B"/></node>
              <way id="3"><nd ref="99"/><tag k="name" v="C"/></way>
            </osm>
            """
        let result = read(text)
        #expect(result.places.map(\.id) == ["node/1"])
        let errors = result.report.errors
        #expect(errors.count == 3, "\(result.report)")
        #expect(errors.map(\.location.line) == [3, 3, 4])
        #expect(errors.map(\.location.placeID) == ["node/2", "node/2", "way/3"])
        #expect(errors.map(\.location.field) == ["lat", "lat", "geometry"])
        #expect(result.report.warnings.first?.location.field == "nd")
    }

    @Test func malformedXMLKeepsWhatCameBefore() throws {
        let text =
            "<osm>\n<node id=\"1\" lat=\"1\" lon=\"1\"><tag k=\"name\" v=\"A\"/></node>\n<node id=\"2\" lat=\"1\" lon=\"1\">\n<tag k=\"name\" v=\"B\">\n</node>\n</osm>"
        let result = read(text)
        #expect(result.places.map(\.id) == ["node/1"])
        let error = try #require(result.report.errors.first)
        #expect(error.location.line == 5)
        #expect(error.message.contains("not well formed"))
    }

    @Test func notOSM() {
        let result = read("<html><body/></html>")
        #expect(result.places.isEmpty)
        #expect(result.report.errors.count == 1)
    }
}

@Suite struct FileReadingTests {
    @Test func readsAFileAndNamesIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("lockers.csv")
        try Data("id,name,lat,lon\na,A,1,2\nb,B,x,2\n".utf8).write(to: csv)
        let result = try PlaceReader.read(contentsOf: csv)
        #expect(result.places.map(\.id) == ["a"])
        #expect(
            result.report.errors.first?.description.hasPrefix("lockers.csv:3:5: row #1 (b), field \"lat\": error:")
                == true)
        let unknown = directory.appendingPathComponent("places.txt")
        try Data().write(to: unknown)
        #expect(try PlaceReader.read(contentsOf: unknown).report.errors.count == 1)
        #expect(throws: (any Error).self) {
            try PlaceReader.read(contentsOf: directory.appendingPathComponent("missing.csv"))
        }
    }
}
