import Foundation
import Geodesy
import Geography
import HTTPMessage
import PlaceSearch
import Testing

@testable import PlacePickerWeb

/// A region's geography file plugged into the picker (`PickerConfiguration.addressDirectories`):
/// its addresses set the origin from text, join "Find address" and name the device's location,
/// before the catalog's own addresses, which are still found.
@Suite("A geography file as the picker's address directory") struct GeographyOriginTests {
    static func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
        Coordinate(uncheckedLatitude: latitude, longitude: longitude)
    }

    /// Istedgade 1–40 in Copenhagen, far from the Helsinki sample's places.
    static let region: Geography? = {
        var records = GeographyRecords()
        for number in 1...40 {
            records.addresses.append(
                .init(
                    street: "Istedgade", houseNumber: "\(number)", postcode: "1650", city: "København V", country: "DK",
                    coordinate: point(55.6690 + Double(number) * 0.0001, 12.5550)))
        }
        records.streets.append(.init(name: "Vesterbrogade", coordinate: point(55.6730, 12.5600)))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("origin-\(UUID()).geography").path
        do {
            try GeographyBuilder(defaultCountry: "DK").write(records, to: path)
            return try Geography(path: path)
        } catch {
            return nil
        }
    }()

    static func app() throws -> WebApp {
        let region = try #require(Self.region)
        let base = WebFixture.app()
        return WebApp(
            picker: base.picker.configured { $0.addressDirectories = [region] }, configuration: base.configuration)
    }

    static func get(_ target: String) throws -> HTTPResponse {
        try app().handle(HTTPRequest.target(target))
    }

    @Test func theRegionsHouseIsTheOrigin() throws {
        let page = try Self.get("/?address=Istedgade+37%2C+1650+K%C3%B8benhavn+V").page
        #expect(page.text(ofID: "origin-text") == "Distances from Istedgade 37, 1650 København V")
        // The catalog's own addresses are still found.
        let helsinki = try Self.get("/?address=Mannerheimintie+5").page
        #expect(helsinki.text(ofID: "origin-text") == "Distances from Mannerheimintie 5, 00100 Helsinki")
    }

    @Test func aHouseNumberTheRegionDoesNotHaveIsSaid() throws {
        let text = "Istedgade 99, 1650 København V"
        let region = try #require(Self.region)
        let street = try #require(region.resolve(text))
        #expect(street.fallback == .houseNumberNotFound)
        let json = try #require(try Self.get("/api/places?limit=1&address=Istedgade+99%2C+1650+K%C3%B8benhavn+V").json)
        #expect(
            json["summary"]?.string?.hasPrefix(
                "Showing pickup points near \(street.match.label): the house number was not found. ") == true)
        #expect(json["origin"]?["fallback"]?.string == "houseNumberNotFound")
        #expect(json["origin"]?["label"]?.string == street.match.label)
        #expect(try Self.get("/api/places?address=Zzyzxqqq+1").status == 422)
    }

    @Test func findAddressListsTheRegionsAddressesWithTheCatalogs() throws {
        let json = try #require(try Self.get("/api/addresses?q=Istedgade+37").json)
        #expect(json["addresses"]?.array?.first?["label"]?.string == "Istedgade 37, 1650 København V")
        let helsinki = try #require(try Self.get("/api/addresses?q=Mannerheimintie+5").json)
        #expect(helsinki["addresses"]?.array?.first?["label"]?.string == "Mannerheimintie 5, 00100 Helsinki")
    }

    @Test func theDevicesLocationIsNamedByTheRegionsNearestHouse() throws {
        // Istedgade 37 stands at 55.6727, 12.5550; this is some 10 m east of it.
        let page = try Self.get("/?near=55.6727,12.55516&src=device").page
        #expect(page.text(ofID: "origin-text") == "Distances from Near Istedgade 37")
    }
}
