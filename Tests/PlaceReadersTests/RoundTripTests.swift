import Foundation
import Geodesy
import Testing

@testable import PlaceReaders
@testable import Places

@Suite struct RoundTripTests {
    static let odd = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": 7, "geometry": {"type": "Point", "coordinates": [-179.99999999, -89.5]},
           "properties": {
             "name": "Café \"Ø\" 😀 \u00e9\n", "wheelchair": "Yes", "phone": null, "tz": "America/Argentina/Buenos_Aires",
             "nested": {"a": [1, 2.5, {"b": null}], "c": {}, "d": []}, "big": 1e300, "tiny": -1.5e-7, "int": 9007199254740991,
             "flag": false, "empty": "", "null": null, "shop": "bakery; cafe", "contact:website": "https://example.org/?a=1&b=2",
             "addr:street": 12, "opening_hours": "Mo-Su 07:00-24:00 \"ring the bell\""
           }},
          {"type": "Feature", "geometry": {"type": "MultiPolygon", "coordinates": [
              [[[10, 10], [11, 10], [11, 11], [10, 11], [10, 10]]],
              [[[0, 0], [5, 0], [5, 5], [0, 5], [0, 0]], [[1, 1], [4, 1], [4, 4], [1, 4], [1, 1]]]]},
           "properties": {"@id": "relation/9", "operator": "City", "amenity": "townhall", "timezone": "Not/AZone"}}
        ]}
        """#

    private func roundTrip(_ places: [Place], _ points: [AddressPoint] = []) -> (ImportResult, String) {
        let text = GeoJSONWriter().text(places: places, addressPoints: points)
        return (PlaceReader.read(text, format: .geojson), text)
    }

    @Test(arguments: [
        (Fixtures.geojson, PlaceFormat.geojson), (odd, .geojson), (Fixtures.csv, .csv), (Fixtures.overpass, .overpass),
        (Fixtures.osm, .osm),
    ])
    func readWriteReadGivesEqualPlaces(_ source: String, _ format: PlaceFormat) throws {
        let first = PlaceReader.read(source, format: format)
        #expect(!first.places.isEmpty)
        let (second, text) = roundTrip(first.places, first.addressPoints)
        #expect(second.places == first.places)
        #expect(second.addressPoints == first.addressPoints)
        #expect(second.report.errors.isEmpty)
        #expect(second.report.warnings.count == first.report.warnings.filter { $0.location.field != "bounds" }.count)
        // Deterministic: writing again gives the same bytes.
        #expect(GeoJSONWriter().text(places: second.places, addressPoints: second.addressPoints) == text)
    }

    @Test func oddValuesSurviveVerbatim() throws {
        let result = PlaceReader.read(Self.odd, format: .geojson)
        let place = try #require(result.places.first)
        #expect(place.id == "7")
        #expect(place.name == "Café \"Ø\" 😀 é\n")
        #expect(place.wheelchair == .yes)
        #expect(place.categories == ["other", "bakery", "cafe"])
        #expect(place.address.street == "12")
        #expect(place.timeZone == "America/Argentina/Buenos_Aires")
        #expect(
            place.properties["nested"]
                == .object([
                    "a": .array([.number(1), .number(2.5), .object(["b": .null])]), "c": .object([:]), "d": .array([]),
                ]))
        #expect(place.properties["null"] == .null)
        #expect(place.properties["empty"] == .string(""))
        #expect(place.properties["int"] == .number(9_007_199_254_740_991))
        let hall = try #require(result.places.last)
        #expect(hall.id == "relation/9")
        #expect(hall.name == "City")
        #expect(hall.timeZone == nil)
        // The larger polygon has a hole around (2.5, 2.5); the point must be in the ring, not the hole.
        let point = PlanarPoint(x: hall.coordinate.longitude, y: hall.coordinate.latitude)
        let rings = [[(0.0, 0.0), (5, 0), (5, 5), (0, 5)], [(1.0, 1.0), (4, 1), (4, 4), (1, 4)]]
            .map { $0.map { PlanarPoint(x: $0.0, y: $0.1) } }
        #expect(RepresentativePoint.signedDistance(point, to: rings) > 0)

        let written = GeoJSONWriter.properties(of: place)
        #expect(written["wheelchair"] == .string("Yes"))
        #expect(written["phone"] == .null)
        #expect(written["addr:street"] == .number(12))
        #expect(written["contact:website"] == .string("https://example.org/?a=1&b=2"))
    }

    @Test func editedFieldsAreWrittenUnderPlainKeys() throws {
        var place = try #require(PlaceReader.read(Fixtures.geojson, format: .geojson).places.first)
        place.name = "Renamed"
        place.categories = ["parcel_locker"]
        place.phone = nil
        place.wheelchair = .no
        place.address.city = "Espoo"
        let written = GeoJSONWriter.properties(of: place)
        #expect(written["name"] == .string("Renamed"))
        #expect(written["amenity"] == nil)
        #expect(written["category"] == .string("parcel_locker"))
        #expect(written["contact:phone"] == nil)
        #expect(written["wheelchair"] == .string("no"))
        #expect(written["addr:city"] == .string("Espoo"))
        #expect(written["operator"] == .string("Posti"))
        let (reread, _) = roundTrip([place])
        let back = try #require(reread.places.first)
        #expect(back.name == place.name)
        #expect(back.categories == place.categories)
        #expect(back.phone == nil)
        #expect(back.wheelchair == .no)
        #expect(back.address == place.address)
        #expect(back.properties == place.properties)
    }

    @Test func placesBuiltInCodeRoundTrip() throws {
        let place = Place(
            id: "carrier:123", name: "Locker 123", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405),
            address: Address(street: "Unter den Linden", houseNumber: "1"), categories: ["parcel_locker", "pickup"],
            openingHours: "24/7", timeZone: "Europe/Berlin", wheelchair: .limited, phone: "+49 30 1",
            website: "https://x.de",
            properties: ["capacity": .number(40)])
        let (result, text) = roundTrip([place])
        let back = try #require(result.places.first)
        #expect(text.contains(#""coordinates":[13.405,52.52]"#))
        #expect(back.id == place.id)
        #expect(back.name == place.name)
        #expect(back.coordinate == place.coordinate)
        #expect(back.address == place.address)
        #expect(back.categories == place.categories)
        #expect(back.openingHours == place.openingHours)
        #expect(back.timeZone == place.timeZone)
        #expect(back.wheelchair == place.wheelchair)
        #expect(back.phone == place.phone)
        #expect(back.website == place.website)
        #expect(back.properties == place.properties)
    }

    @Test func catalogFromImportNeverThrows() {
        let feature =
            #"{"type":"Feature","id":"d","geometry":{"type":"Point","coordinates":[1,1]},"properties":{"name":"A"}}"#
        let result = PlaceReader.read(
            #"{"type":"FeatureCollection","features":[\#(feature),\#(feature)]}"#, format: .geojson)
        var doubled = result
        doubled.places += result.places
        let catalog = Catalog(importing: doubled, defaultTimeZone: "Europe/Helsinki")
        #expect(catalog.places.count == 1)
        #expect(catalog[id: "d"]?.name == "A")
        #expect(catalog.defaultTimeZone == "Europe/Helsinki")
    }
}
