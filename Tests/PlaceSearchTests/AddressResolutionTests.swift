import Geodesy
import PlaceSamples
import Places
import Testing

@testable import PlaceSearch

/// One location for a whole address text, and the address nearest a location, over the embedded
/// Helsinki sample's own addresses (``AddressSearch`` as an ``AddressDirectory``).
@Suite("Resolving an address text on the Helsinki sample")
struct AddressResolutionTests {
    static let contents = try? HelsinkiSample.load()
    static let sample: AddressSearch? = contents.map { AddressSearch(catalog: $0.catalog) }

    static var search: AddressSearch {
        get throws { try #require(sample) }
    }

    /// The sample's address points, read from its own CSV by the catalog, as the test's reference.
    static var points: [AddressPoint] { contents?.catalog.addressPoints ?? [] }

    static func point(_ street: String, _ number: String) throws -> AddressPoint {
        try #require(points.first { $0.address.street == street && $0.address.houseNumber == number })
    }

    @Test(arguments: ["Mannerheimintie 5", "mannerheimintie 5, 00100 helsinki", "Aleksanterinkatu 52 Helsinki"])
    func aHouseIsFoundAsItself(_ text: String) throws {
        let resolution = try #require(try Self.search.resolve(text))
        #expect(resolution.fallback == nil)
        #expect(resolution.match.kind == .house)
        let number = try #require(text.firstMatch(of: /\d+/)).output
        #expect(resolution.match.address.houseNumber == String(number))
        let street = try #require(resolution.match.address.street)
        #expect(text.lowercased().hasPrefix(street.lowercased()))
        #expect(resolution.match.coordinate == (try Self.point(street, String(number))).coordinate)
    }

    @Test func aHouseNumberTheStreetDoesNotHaveFallsBackToTheStreet() throws {
        let resolution = try #require(try Self.search.resolve("Mannerheimintie 99, 00100 Helsinki"))
        #expect(resolution.fallback == .houseNumberNotFound)
        #expect(resolution.match.kind == .street)
        #expect(resolution.match.label == "Mannerheimintie, 00100 Helsinki")
        #expect(resolution.match.address.houseNumber == nil)
        // On the street: one of its houses' locations.
        let houses = Self.points.filter { $0.address.street == "Mannerheimintie" }.map(\.coordinate)
        #expect(houses.contains(resolution.match.coordinate))
    }

    @Test func aStreetThatIsNowhereFallsBackToThePostcodesArea() throws {
        let resolution = try #require(try Self.search.resolve("Olematonkatu 3, 00130 Helsinki"))
        #expect(resolution.fallback == .streetNotFound)
        #expect(resolution.match.kind == .postcode)
        #expect(resolution.match.label == "00130 Helsinki")
        // Inside the box of the postcode's address points.
        let area = Self.points.filter { $0.address.postcode == "00130" }.map(\.coordinate)
        #expect(area.count > 10)
        let latitudes = area.map(\.latitude)
        let longitudes = area.map(\.longitude)
        let middle = resolution.match.coordinate
        #expect((latitudes.min() ?? 0)...(latitudes.max() ?? 0) ~= middle.latitude)
        #expect((longitudes.min() ?? 0)...(longitudes.max() ?? 0) ~= middle.longitude)
    }

    @Test(arguments: ["Olematonkatu 3, Helsinki", "Olematonkatu 3 Helsinky"])
    func aStreetThatIsNowhereFallsBackToTheTown(_ text: String) throws {
        let resolution = try #require(try Self.search.resolve(text))
        #expect(resolution.fallback == .streetNotFound)
        #expect(resolution.match.kind == .place)
        #expect(resolution.match.label == "Helsinki")
        #expect(resolution.match.coordinate.distance(to: HelsinkiSample.stationCoordinate) < 2_000)
    }

    @Test(arguments: ["Zzyzxqqq 1", "Nowhere street 1", "Olematonkatu 3, 99999 Atlantis", ""])
    func anAddressThatIsNowhereIsNotResolved(_ text: String) throws {
        #expect(try Self.search.resolve(text) == nil)
    }

    @Test func theNearestAddressIsTheHouseThere() throws {
        let house = try Self.point("Mannerheimintie", "5")
        let nearest = try #require(try Self.search.nearestAddress(to: house.coordinate, within: 150))
        #expect(nearest.label == "Mannerheimintie 5, 00100 Helsinki")
        // Nothing within 150 m of a point in the sea south of the sample.
        let sea = Coordinate(uncheckedLatitude: 60.140, longitude: 24.960)
        #expect(try Self.search.nearestAddress(to: sea, within: 150) == nil)
        #expect(try Self.search.nearestAddress(to: sea, within: 5_000) != nil)
    }
}
