import Foundation
import Geodesy
import Testing

@testable import PlaceReaders
@testable import Places

@Suite struct GeoJSONReaderTests {
    private func read(_ text: String, options: ImportOptions = ImportOptions(sourceName: "places.geojson"))
        -> ImportResult
    {
        PlaceReader.read(text, format: .geojson, options: options)
    }

    @Test func readsTheSample() throws {
        let result = read(Fixtures.geojson)
        #expect(result.places.map(\.id) == ["node/1", "2", "way/3"])
        #expect(result.addressPoints.count == 1)
        #expect(result.report.counts == .init(records: 4, places: 3, addressPoints: 1, skipped: 0))
        #expect(!result.report.hasErrors)

        let post = try #require(result.places.first)
        #expect(post.name == "Kamppi Post Office")
        #expect(post.coordinate == (try Coordinate(latitude: 60.1710, longitude: 24.9414)))
        #expect(post.categories == ["post_office"])
        #expect(post.openingHours == "Mo-Fr 08:00-20:00; Sa 10:00-16:00")
        #expect(
            post.address == Address(street: "Urho Kekkosen katu", houseNumber: "1", postcode: "00100", city: "Helsinki")
        )
        #expect(post.wheelchair == .yes)
        #expect(post.phone == "+358 200 71000")
        #expect(post.website == "https://www.posti.fi")
        #expect(post.timeZone == "Europe/Helsinki")
        #expect(post.properties == ["operator": .string("Posti"), "level": .number(0)])
        #expect(post.interpretedProperties["contact:phone"] == .string("+358 200 71000"))

        let lidl = result.places[1]
        #expect(lidl.categories == ["supermarket"])
        #expect(lidl.wheelchair == .limited)
        #expect(lidl.coordinate.latitude > 60.0 && lidl.coordinate.latitude < 60.01)
        #expect(lidl.coordinate.longitude > 24.0 && lidl.coordinate.longitude < 24.01)

        let locker = result.places[2]
        #expect(locker.name == "Posti")
        #expect(locker.categories == ["parcel_locker", "vending_machine"])
        #expect(abs(locker.coordinate.latitude - 61.1) < 1e-9)
        let brandWarning = try #require(result.report.warnings.first)
        #expect(brandWarning.location.index == 2)
        #expect(brandWarning.location.placeID == "way/3")
        #expect(brandWarning.location.field == "name")
        #expect(brandWarning.location.line == 30)

        #expect(result.addressPoints.first?.address.streetLine == "Mannerheimintie 5")
    }

    @Test func addressPointsCanBeTurnedOff() {
        let result = read(Fixtures.geojson, options: ImportOptions(readsAddressPoints: false))
        #expect(result.addressPoints.isEmpty)
        #expect(result.report.errors.map(\.location.field) == ["id", "name"])
        #expect(result.report.errors.allSatisfy { $0.location.index == 3 })
    }

    /// A broken feature, the field and the message fragment its diagnostic must carry.
    @Test(arguments: [
        (#"{"type":"Feature","id":"a","properties":{"name":"A"}}"#, "geometry", "no geometry"),
        (
            #"{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[24.9,95.5]},"properties":{"name":"A"}}"#,
            "geometry.coordinates[1]", "95.5"
        ),
        (
            #"{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":["x",1]},"properties":{"name":"A"}}"#,
            "geometry.coordinates", "[longitude, latitude]"
        ),
        (
            #"{"type":"Feature","id":"a","geometry":{"type":"Circle","coordinates":[1,1]},"properties":{"name":"A"}}"#,
            "geometry.type", "Circle"
        ),
        (
            #"{"type":"Feature","id":"a","geometry":{"type":"Polygon","coordinates":[[[0,0],[1,1]]]},"properties":{"name":"A"}}"#,
            "geometry.coordinates[0]", "at least 3"
        ),
        (
            #"{"type":"Feature","id":"a","geometry":{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[0,91],[0,0]]]]},"properties":{"name":"A"}}"#,
            "geometry.coordinates[0][0][2][1]", "91"
        ),
        (
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"name":"A"}}"#, "id",
            "no id"
        ),
        (
            #"{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"shop":"kiosk"}}"#,
            "name", "no name"
        ),
        (#"{"type":"Point","coordinates":[1,1]}"#, "type", "Feature"),
    ])
    func brokenFeatureIsReportedAndSkipped(_ broken: String, _ field: String, _ fragment: String) throws {
        let text = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "id": "good", "geometry": {"type": "Point", "coordinates": [24.9, 60.1]},
               "properties": {"name": "Good"}},
              \(broken)
            ]}
            """
        let result = read(text)
        #expect(result.places.map(\.id) == ["good"])
        #expect(result.report.counts.skipped == 1)
        let error = try #require(result.report.errors.first)
        #expect(result.report.errors.count == 1, "\(result.report)")
        #expect(error.location.index == 1)
        #expect(error.location.recordKind == .feature)
        #expect(error.location.line == 4)
        #expect(error.location.column == 3)
        #expect(error.location.field == field)
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.location.source == "places.geojson")
    }

    @Test func syntaxErrorGivesLineAndColumn() throws {
        let text = "{\"type\": \"FeatureCollection\", \"features\": [\n  {\"type\": \"Feature\" \"id\": 1}\n]}"
        let result = read(text)
        #expect(result.places.isEmpty)
        let error = try #require(result.report.errors.first)
        #expect(error.location.line == 2)
        #expect(error.location.column == 22)
        #expect(error.description.hasPrefix("places.geojson:2:22: error: "))
    }

    @Test func featuresBeforeASyntaxErrorAreKept() throws {
        let cut = String(Fixtures.geojson.prefix(while: { $0 != "L" }))  // cut inside the second feature
        let result = read(cut)
        #expect(result.places.map(\.id) == ["node/1"])
        #expect(result.report.errors.count == 1)
        #expect(result.report.errors.first?.location.line == 28)
        #expect(result.report.errors.first?.message.contains("not closed") == true)
    }

    @Test func missingTypeIsAWarningWhenFeaturesWereRead() {
        let text =
            #"{"features": [{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"name":"A"}}]}"#
        let result = read(text)
        #expect(result.places.map(\.id) == ["a"])
        #expect(result.report.warnings.map(\.location.field) == ["type"])
        #expect(!result.report.hasErrors)
    }

    @Test func numericIDPropertyIsAnID() throws {
        let text =
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"id":42,"name":"N"}}"#
        let result = read(text)
        #expect(result.places.map(\.id) == ["42"])
        #expect(result.report.diagnostics.isEmpty)
    }

    @Test func duplicateIDKeepsTheFirstAndNamesBothIndexes() throws {
        let feature =
            #"{"type":"Feature","id":"dup","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"name":"N"}}"#
        let text =
            #"{"type":"FeatureCollection","features":[\#(feature),\#(feature.replacingOccurrences(of: "\"N\"", with: "\"M\""))]}"#
        let result = read(text)
        #expect(result.places.map(\.name) == ["N"])
        let error = try #require(result.report.errors.first)
        #expect(error.location.index == 1)
        #expect(error.location.placeID == "dup")
        #expect(error.location.field == "id")
        #expect(error.message.contains("feature #0"))
    }

    @Test(arguments: [
        (#""wheelchair": "maybe""#, "wheelchair", "maybe"),
        (#""timezone": "Mars/Olympus""#, "timezone", "Mars/Olympus"),
        (#""opening_hours": "  ""#, "opening_hours", "empty"),
        (#""phone": 5551234"#, "phone", "not text"),
        (#""website": ["a", "b"]"#, "website", "array"),
    ])
    func questionableValuesAreWarnings(_ property: String, _ field: String, _ fragment: String) throws {
        let text =
            #"{"type":"Feature","id":"x","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"name":"N",\#(property)}}"#
        let result = read(text)
        #expect(result.places.count == 1)
        let warning = try #require(result.report.warnings.first)
        #expect(result.report.diagnostics.count == 1)
        #expect(warning.location.field == field)
        #expect(warning.location.placeID == "x")
        #expect(warning.message.contains(fragment), "\(warning.message)")
    }

    @Test(arguments: [
        "[]", "42", #"{"type": "Topology"}"#, #"{"type": "FeatureCollection"}"#, "",
    ])
    func wrongDocumentsAreOneError(_ text: String) {
        let result = read(text)
        #expect(result.places.isEmpty)
        #expect(result.report.errors.count == 1)
    }

    @Test func polygonWithHoleGetsAPointInside() throws {
        // A square with a square hole in the middle: the centroid lies in the hole.
        let text = """
            {"type":"Feature","id":"ring","properties":{"name":"Ring"},"geometry":{"type":"Polygon","coordinates":[
              [[0,0],[10,0],[10,10],[0,10],[0,0]],
              [[2,2],[8,2],[8,8],[2,8],[2,2]]]}}
            """
        let place = try #require(read(text).places.first)
        let point = PlanarPoint(x: place.coordinate.longitude, y: place.coordinate.latitude)
        let rings = [
            [(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)], [(2, 2), (8, 2), (8, 8), (2, 8), (2, 2)],
        ].map { $0.map { PlanarPoint(x: Double($0.0), y: Double($0.1)) } }
        #expect(RepresentativePoint.signedDistance(point, to: rings) > 0)
    }
}
