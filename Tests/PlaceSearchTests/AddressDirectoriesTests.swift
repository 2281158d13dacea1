import Geodesy
import Places
import Testing

@testable import PlaceSearch

/// Several directories as one: kinds first, then the directories' order; the most precise
/// resolution; the nearest address of all.
@Suite("Address directories looked up as one")
struct AddressDirectoriesTests {
    /// A directory that answers from a list.
    struct Listed: AddressDirectory {
        var matches: [AddressMatch]
        var resolution: AddressResolution?
        var nearest: AddressMatch?

        func search(_ text: String, limit: Int) -> [AddressMatch] { Array(matches.prefix(limit)) }
        func resolve(_ text: String) -> AddressResolution? { resolution }
        func nearestAddress(to coordinate: Coordinate, within maximumDistance: Double) -> AddressMatch? {
            nearest.flatMap { coordinate.distance(to: $0.coordinate) <= maximumDistance ? $0 : nil }
        }
    }

    static let here = Coordinate(uncheckedLatitude: 55.6720, longitude: 12.5530)

    static func match(_ label: String, _ kind: AddressKind, north: Double = 0) -> AddressMatch {
        AddressMatch(
            address: Address(street: label),
            coordinate: Coordinate(
                uncheckedLatitude: here.latitude + north / 111_320, longitude: here.longitude),
            label: label, score: 0, kind: kind)
    }

    @Test func matchesAreMergedKindsFirstThenInTheDirectoriesOrder() {
        let region = Listed(matches: [
            Self.match("1650 København V", .postcode), Self.match("Istedgade", .street),
            Self.match("Istedgade 37", .house),
        ])
        let catalog = Listed(matches: [
            Self.match("Istedgade 37", .house), Self.match("Istedgade 39", .house), Self.match("Vesterbro", .place),
        ])
        let both = AddressDirectories([region, catalog])
        #expect(
            both.search("istedgade", limit: 10).map(\.label) == [
                "Istedgade 37", "Istedgade 39", "Istedgade", "1650 København V", "Vesterbro",
            ])
        #expect(both.search("istedgade", limit: 3).map(\.label) == ["Istedgade 37", "Istedgade 39", "Istedgade"])
        #expect(both.search("istedgade", limit: 0).isEmpty)
        // A repeated label is the earlier directory's match: the region's house lies 40 m north.
        let regionHouse = Listed(matches: [Self.match("Istedgade 37", .house, north: 40)])
        let first = AddressDirectories([regionHouse, catalog]).search("istedgade", limit: 10)
        #expect(first.filter { $0.label == "Istedgade 37" }.count == 1)
        #expect(first.first.map { Self.here.distance(to: $0.coordinate) > 30 } == true)
        #expect(AddressDirectories([]).search("istedgade", limit: 10).isEmpty)
    }

    @Test func theMostPreciseResolutionWinsTheEarliestAmongEquals() {
        let street = AddressResolution(match: Self.match("Istedgade", .street), fallback: .houseNumberNotFound)
        let town = AddressResolution(match: Self.match("København", .place), fallback: .streetNotFound)
        let house = AddressResolution(match: Self.match("Istedgade 37", .house))
        let otherStreet = AddressResolution(match: Self.match("Istedgade (B)", .street), fallback: .houseNumberNotFound)
        func resolved(_ resolutions: [AddressResolution?]) -> AddressResolution? {
            AddressDirectories(resolutions.map { Listed(matches: [], resolution: $0) }).resolve("Istedgade 37")
        }
        #expect(resolved([town, street]) == street)
        #expect(resolved([street, house]) == house)
        #expect(resolved([street, otherStreet]) == street)
        #expect(resolved([nil, town, nil]) == town)
        #expect(resolved([nil, nil]) == nil)
    }

    @Test func theNearestAddressIsTheNearestOfAll() {
        let far = Listed(matches: [], nearest: Self.match("Vesterbrogade 12", .house, north: 90))
        let near = Listed(matches: [], nearest: Self.match("Vesterbrogade 10", .house, north: 20))
        #expect(
            AddressDirectories([far, near]).nearestAddress(to: Self.here, within: 150)?.label == "Vesterbrogade 10")
        #expect(AddressDirectories([far, near]).nearestAddress(to: Self.here, within: 50)?.label == "Vesterbrogade 10")
        #expect(AddressDirectories([far]).nearestAddress(to: Self.here, within: 50) == nil)
    }
}
