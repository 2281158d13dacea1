import Foundation
import Testing

@testable import PlaceReaders
@testable import Places

/// Inputs found by the coverage-guided fuzzers (`bash scripts/fuzz.sh TARGET SECONDS`, docs/reference/reliability.md),
/// reduced to what matters. The fuzzers' own inputs are kept in Tests/Fixtures/fuzz-regressions and replayed
/// by every fuzz run.
@Suite struct FuzzRegressionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var format: PlaceFormat
        var input: String
        /// The places that must be kept.
        var kept: [String]
        /// The place that must get an error instead of a crash.
        var rejected: String
        var testDescription: String { name }
    }

    /// A way or polygon whose extent is infinite crashed the pole-of-inaccessibility search
    /// (`Int(infinity / infinity)`); now the shape has no point and the place gets an error.
    static let cases: [Case] = [
        Case(
            name: "Overpass: a way node at longitude 1e4003 (fuzz-overpass)", format: .overpass,
            input: """
                {"elements": [
                  {"type": "node", "id": 101, "lat": 60.17, "lon": 24.94, "tags": {"name": "R-kioski", "shop": "kiosk"}},
                  {"type": "node", "id": 102, "lat": 60.171, "lon": 24.941},
                  {"type": "node", "id": 103, "lat": 60.172, "lon": 24.941},
                  {"type": "node", "id": 104, "lat": 60.172, "lon": 1e4003},
                  {"type": "way", "id": 201, "nodes": [102, 103, 104, 102], "tags": {"name": "Clinic", "amenity": "clinic"}}
                ]}
                """,
            kept: ["node/101"], rejected: "way/201"),
        Case(
            name: "OSM XML: a way node at longitude 1e4003", format: .osm,
            input: """
                <osm version="0.6">
                  <node id="101" lat="60.17" lon="24.94"><tag k="name" v="R-kioski"/><tag k="shop" v="kiosk"/></node>
                  <node id="102" lat="60.171" lon="24.941"/><node id="103" lat="60.172" lon="24.941"/>
                  <node id="104" lat="60.172" lon="1e4003"/>
                  <way id="201"><nd ref="102"/><nd ref="103"/><nd ref="104"/><nd ref="102"/>
                    <tag k="name" v="Clinic"/><tag k="amenity" v="clinic"/></way>
                </osm>
                """,
            kept: ["node/101"], rejected: "way/201"),
        Case(
            name: "GeoJSON: a polygon from longitude -1e308 to 1e308 (finite, but its width is not)", format: .geojson,
            input: """
                {"type": "FeatureCollection", "features": [
                  {"type": "Feature", "id": "a", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
                   "properties": {"name": "Kiosk"}},
                  {"type": "Feature", "id": "b", "geometry": {"type": "Polygon",
                   "coordinates": [[[1e308, 0], [-1e308, 0], [0, 1], [1e308, 0]]]}, "properties": {"name": "Huge"}}
                ]}
                """,
            kept: ["a"], rejected: "b"),
    ]

    @Test(arguments: cases)
    func infiniteExtentIsAnErrorNotACrash(_ test: Case) {
        let result = PlaceReader.read(test.input, format: test.format)
        #expect(result.places.map(\.id) == test.kept)
        #expect(result.report.errors.contains { $0.location.placeID == test.rejected }, "\(result.report.diagnostics)")
    }

    @Test func infiniteExtentGivesNoFinitePoint() {
        let ring = [(0.0, 0.0), (Double.infinity, 0.0), (0.0, 1.0), (0.0, 0.0)].map { PlanarPoint(x: $0.0, y: $0.1) }
        let point = RepresentativePoint.inside([ring])
        #expect(point.map { !$0.x.isFinite || !$0.y.isFinite } ?? true)
    }

    /// An XML document in an encoding that libxml2 converts with iconv, holding bytes invalid in it:
    /// stopping the parse at the error (which the reader must do) crashed the process with a null pointer
    /// in libxml2 2.9 (fuzz-osm). Such documents are refused before parsing, with an error saying why.
    @Test(arguments: [
        ("Shift_JIS", "declares the encoding \"Shift_JIS\""), ("EUC-JP", "declares the encoding \"EUC-JP\""),
        ("UT-F8", "declares the encoding \"UT-F8\""), ("Big5", "declares the encoding \"Big5\""),
    ])
    func documentInAnotherEncodingIsRefused(_ encoding: String, _ message: String) {
        var input = Data("<?xml version='1.0' encoding='\(encoding)'?>\n<osm version=\"0.6\">\n".utf8)
        input += Data("<node id=\"1\" lat=\"60.17\" lon=\"24.94\"><tag k=\"name\" v=\"".utf8)
        input += Data([0xFF, 0xFE, 0x80])
        input += Data("\"/></node>\n</osm>\n".utf8)
        let result = PlaceReader.read(input, format: .osm)
        #expect(result.places.isEmpty)
        #expect(result.report.errors.map(\.message).contains { $0.contains(message) && $0.contains("UTF-8") })
    }

    /// UTF-16 (by its byte order mark) with a lone surrogate crashed the same way.
    @Test func utf16IsRefused() {
        var input = Data([0xFF, 0xFE])
        input +=
            "<osm><node id=\"1\" lat=\"1\" lon=\"2\"><tag k=\"name\" v=\"".data(using: .utf16LittleEndian) ?? Data()
        input += Data([0x00, 0xD8, 0x41, 0x00])
        input += "\"/></node></osm>".data(using: .utf16LittleEndian) ?? Data()
        let result = PlaceReader.read(input, format: .osm)
        #expect(result.places.isEmpty)
        #expect(result.report.errors.map(\.message).contains { $0.contains("UTF-16") })
    }

    /// UTF-8, ASCII and Latin-1 declarations are read as before, in any case.
    @Test(arguments: ["UTF-8", "utf-8", "UTF8", "US-ASCII", "ISO-8859-1"])
    func readableEncodingsAreRead(_ encoding: String) {
        let input = """
            <?xml version="1.0" encoding="\(encoding)"?>
            <osm version="0.6"><node id="1" lat="60.17" lon="24.94"><tag k="name" v="Kiosk"/></node></osm>
            """
        let result = PlaceReader.read(input, format: .osm)
        #expect(result.places.map(\.id) == ["node/1"])
        #expect(result.report.errors.isEmpty)
    }

    /// A processing instruction with a target and no data (`<?x?>`) reached swift-corelibs-foundation as a
    /// null pointer read as a C string: the process crashed (fuzz-osm). The reader fills in a space first.
    @Test(arguments: [
        "<?x?><osm>NODE</osm>", "<osm><?x?>NODE<?target-only?></osm>", "<osm>NODE</osm><?x?>",
        "<!-- <?x?> --><osm>NODE<![CDATA[<?x?>]]></osm>",
        "<?xml version=\"1.0\"?>\n<?xml-stylesheet?>\n<osm>NODE</osm>",
    ])
    func emptyProcessingInstructionIsRead(_ template: String) {
        let node = #"<node id="1" lat="60.17" lon="24.94"><tag k="name" v="Kiosk"/></node>"#
        let result = PlaceReader.read(template.replacingOccurrences(of: "NODE", with: node), format: .osm)
        #expect(result.places.map(\.id) == ["node/1"])
        #expect(result.report.errors.isEmpty, "\(result.report.errors)")
    }

    @Test func emptyInstructionsAreFilledAndNothingElse() {
        let fill = { (text: String) in
            OSMXMLReader.withEmptyInstructionsFilled(Data(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(fill("<?x?><a><?y?></a><??><?z ?>") == "<?x ?><a><?y ?></a><??><?z ?>")
        #expect(fill(#"<?xml version="1.0"?><a b="?>"/><?"#) == nil)
        #expect(fill("<?xml?>") == "<?xml ?>")
    }

    /// A number beyond the `Double` range reads as infinity; writing it as `null` changed a tag's value in a
    /// GeoJSON round trip (fuzz-overpass). It is written `1e999` now, which reads back as the same value.
    @Test(arguments: [
        (
            PlaceFormat.overpass,
            #"{"elements": [{"type": "node", "id": 1, "lat": 1, "lon": 2, "tags": {"name": "A", "x": 1e400}}]}"#
        ),
        (
            .geojson,
            #"{"type": "Feature", "id": "a", "geometry": {"type": "Point", "coordinates": [2, 1]}, "properties": {"name": "A", "x": -1e400}}"#
        ),
    ])
    func infiniteNumberSurvivesRoundTrip(_ format: PlaceFormat, _ input: String) throws {
        let first = PlaceReader.read(input, format: format)
        let place = try #require(first.places.first)
        let value = try #require(place.properties["x"])
        guard case .number(let number) = value else { throw Unexpected(value: value) }
        #expect(number.isInfinite)
        let text = GeoJSONWriter().text(places: first.places)
        #expect(text.contains("1e999"))
        #expect(PlaceReader.read(text, format: .geojson).places == first.places)
    }

    struct Unexpected: Error {
        var value: JSONValue
    }

    @Test func nonFiniteNumbersAreWrittenAsNumbersOrNull() {
        #expect(JSONValue.number(.infinity).jsonText() == "1e999")
        #expect(JSONValue.number(-.infinity).jsonText() == "-1e999")
        #expect(JSONValue.number(.nan).jsonText() == "null")
        // A feature id beyond the range keeps a distinct text (it was "null" for both signs).
        let ids = ["1e400", "-1e400"].map { id in
            PlaceReader.read(
                #"{"type": "Feature", "id": \#(id), "geometry": {"type": "Point", "coordinates": [2, 1]}, "properties": {"name": "A"}}"#,
                format: .geojson
            ).places.first?.id
        }
        #expect(ids == ["1e999", "-1e999"])
    }

    /// The fuzzers' own inputs, as they found them.
    @Test(arguments: [
        ("overpass/infinite-longitude-in-way.json", PlaceFormat.overpass, String?("way/201")),
        ("osm/declared-encoding-with-invalid-bytes.osm", .osm, nil),
        ("overpass/infinite-tag-value-round-trip.json", .overpass, nil),
        ("osm/empty-processing-instruction.osm", .osm, nil),
    ])
    func fuzzerInputIsReadWithoutCrash(_ file: String, _ format: PlaceFormat, _ rejected: String?) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fuzz-regressions/" + file)
        let result = try PlaceReader.read(contentsOf: url, format: format)
        #expect(result.report.hasErrors)
        if let rejected {
            #expect(result.places.map(\.id).contains("node/101"))
            #expect(result.report.errors.contains { $0.location.placeID == rejected })
        }
    }
}
