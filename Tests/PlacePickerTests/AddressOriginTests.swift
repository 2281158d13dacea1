import Foundation
import Geodesy
import PlaceQuery
import PlaceSamples
import PlaceSearch
import Places
import Testing

@testable import PlacePicker

/// Where the shopper is: the origin from an address text (with what was not found said first in
/// the summary, in every language), region directories searched before the catalog, and the
/// device's location named by the nearest address.
@Suite("The origin from an address text") struct AddressOriginTests {
    /// A region file's stand-in: a directory that answers from lists.
    struct Region: AddressDirectory {
        var matches: [AddressMatch] = []
        var resolution: AddressResolution?
        var nearest: AddressMatch?

        func search(_ text: String, limit: Int) -> [AddressMatch] { Array(matches.prefix(limit)) }
        func resolve(_ text: String) -> AddressResolution? { resolution }
        func nearestAddress(to coordinate: Coordinate, within maximumDistance: Double) -> AddressMatch? {
            nearest.flatMap { coordinate.distance(to: $0.coordinate) <= maximumDistance ? $0 : nil }
        }
    }

    /// The sample's "Mannerheimintie 5" address point.
    static let mannerheimintie5 = Fixture.sample.addressPoints.first {
        $0.address.street == "Mannerheimintie" && $0.address.houseNumber == "5"
    }

    static func match(_ label: String, _ kind: AddressKind, at coordinate: Coordinate) -> AddressMatch {
        AddressMatch(address: Address(street: label), coordinate: coordinate, label: label, score: 0, kind: kind)
    }

    static func picker(_ tag: String = "en-GB", regions: [any AddressDirectory]) -> PickerModel {
        var configuration = Fixture.configuration
        configuration.addressDirectories = regions
        return Fixture.picker(tag, configuration: configuration)
    }

    static func summary(_ picker: PickerModel, _ origin: Origin) -> String {
        var state = picker.initialState()
        state.origin = origin
        return picker.screen(for: state, at: Fixture.monday, parts: []).summary.text
    }

    @Test func aHouseOfTheSampleIsTheOriginWithNothingSaid() throws {
        let picker = Fixture.picker()
        let origin = picker.origin(forAddress: "Mannerheimintie 5")
        let house = try #require(Self.mannerheimintie5)
        #expect(
            origin == Origin(coordinate: house.coordinate, source: .address, label: "Mannerheimintie 5, 00100 Helsinki")
        )
        #expect(Self.summary(picker, origin).hasPrefix("37 pickup points, "))
        let screen = picker.screen(for: PickerState(origin: origin), at: Fixture.monday, parts: [])
        #expect(screen.originText == "Distances from Mannerheimintie 5, 00100 Helsinki")
        // The nearest place is measured from the house, not from the station.
        let first = try #require(screen.results.first)
        #expect(abs(first.distance - house.coordinate.distance(to: first.place.coordinate)) < 1)
    }

    @Test(arguments: [
        ("en-GB", "Showing pickup points near Mannerheimintie, 00100 Helsinki: the house number was not found."),
        (
            "de",
            "Angezeigt werden Abholstellen in der Nähe von Mannerheimintie, 00100 Helsinki: Die Hausnummer wurde nicht gefunden."
        ),
        ("fi", "Näytetään noutopisteitä lähellä kohdetta Mannerheimintie, 00100 Helsinki: talonumeroa ei löytynyt."),
        ("sv", "Visar utlämningsställen nära Mannerheimintie, 00100 Helsinki: husnumret hittades inte."),
        (
            "fr",
            "Affichage des points de retrait près de Mannerheimintie, 00100 Helsinki\u{00A0}: le numéro n’a pas été trouvé."
        ),
    ])
    func aHouseNumberThatIsNotFoundIsSaidFirst(_ tag: String, _ sentence: String) throws {
        let picker = Fixture.picker(tag)
        let origin = picker.origin(forAddress: "Mannerheimintie 99, 00100 Helsinki")
        #expect(origin.fallback == .houseNumberNotFound)
        #expect(origin.source == .address && origin.label == "Mannerheimintie, 00100 Helsinki")
        let summary = Self.summary(picker, origin)
        #expect(summary.hasPrefix(sentence + " "), "\(summary)")
        // The rest is the summary the street's origin has anyway.
        var plain = origin
        plain.fallback = nil
        #expect(summary == sentence + " " + Self.summary(picker, plain))
    }

    @Test(arguments: [
        ("en-GB", "Showing pickup points near 00130 Helsinki: the street was not found."),
        ("de", "Angezeigt werden Abholstellen in der Nähe von 00130 Helsinki: Die Straße wurde nicht gefunden."),
        ("fi", "Näytetään noutopisteitä lähellä kohdetta 00130 Helsinki: katua ei löytynyt."),
        ("sv", "Visar utlämningsställen nära 00130 Helsinki: gatan hittades inte."),
        ("fr", "Affichage des points de retrait près de 00130 Helsinki\u{00A0}: la rue n’a pas été trouvée."),
    ])
    func aStreetThatIsNotFoundIsSaidFirst(_ tag: String, _ sentence: String) {
        let picker = Fixture.picker(tag)
        let origin = picker.origin(forAddress: "Olematonkatu 3, 00130 Helsinki")
        #expect(origin.fallback == .streetNotFound && origin.label == "00130 Helsinki")
        #expect(Self.summary(picker, origin).hasPrefix(sentence + " "))
    }

    @Test(arguments: [
        ("en-GB", "No address found for “Zzyzxqqq 1”."), ("de", "Keine Adresse für „Zzyzxqqq 1“ gefunden."),
        ("fi", "Osoitetta ”Zzyzxqqq 1” ei löytynyt."), ("sv", "Ingen adress hittades för ”Zzyzxqqq 1”."),
        ("fr", "Aucune adresse trouvée pour «\u{00A0}Zzyzxqqq 1\u{00A0}»."),
    ])
    func anAddressThatIsNowhereKeepsTheDefaultOriginAndSaysSo(_ tag: String, _ sentence: String) {
        let picker = Fixture.picker(tag)
        let origin = picker.origin(forAddress: "Zzyzxqqq 1")
        #expect(origin.unfoundAddress == "Zzyzxqqq 1")
        var plain = origin
        plain.fallback = nil
        #expect(plain == Fixture.station)
        #expect(Self.summary(picker, origin) == sentence + " " + Self.summary(picker, Fixture.station))
        #expect(Fixture.picker(tag).resolveAddress("Zzyzxqqq 1") == nil)
    }

    @Test func theJSONSaysWhatWasNotFound() {
        let picker = Fixture.picker()
        func fallback(_ text: String) -> String? {
            ScreenJSON(
                screen: picker.screen(for: PickerState(origin: picker.origin(forAddress: text)), at: Fixture.monday)
            )
            .origin.fallback
        }
        #expect(fallback("Mannerheimintie 5") == nil)
        #expect(fallback("Mannerheimintie 99") == "houseNumberNotFound")
        #expect(fallback("Olematonkatu 3, 00130 Helsinki") == "streetNotFound")
        #expect(fallback("Zzyzxqqq 1") == "addressNotFound")
    }

    @Test func regionDirectoriesAreSearchedBeforeTheCatalogKindsFirst() throws {
        let house = try #require(Self.mannerheimintie5)
        let region = Region(matches: [
            Self.match("00100 Helsinki", .postcode, at: house.coordinate),
            Self.match("Mannerheimintie 5, 00100 Helsinki", .house, at: house.coordinate),
            Self.match("Mannerheimintie 5 A, 00100 Helsinki", .house, at: house.coordinate),
        ])
        let picker = Self.picker(regions: [region])
        let labels = picker.addressMatches(for: "Mannerheimintie 5").map(\.label)
        // The region's houses first, the catalog's next (its own "Mannerheimintie 5" once), the postcode last.
        #expect(
            Array(labels.prefix(2)) == ["Mannerheimintie 5, 00100 Helsinki", "Mannerheimintie 5 A, 00100 Helsinki"])
        #expect(labels.last == "00100 Helsinki")
        #expect(labels.count == Set(labels).count && labels.count <= 10)
        let catalog = Fixture.picker().addressMatches(for: "Mannerheimintie 5").map(\.label)
        #expect(
            labels.filter { !$0.hasPrefix("Mannerheimintie 5 A") && $0 != "00100 Helsinki" } == Array(catalog.prefix(8))
        )
        #expect(picker.addressMatches(for: "Mannerheimintie 5", limit: 1).map(\.label) == [labels[0]])
        #expect(picker.hasAddresses)
    }

    @Test func theCatalogsHouseBeatsTheRegionsStreetAndTheRegionsHouseBeatsTheCatalogs() throws {
        let copenhagen = Coordinate(uncheckedLatitude: 55.6705, longitude: 12.5570)
        let street = AddressResolution(
            match: Self.match("Mannerheimintie", .street, at: copenhagen), fallback: .houseNumberNotFound)
        let fallingBack = Self.picker(regions: [Region(resolution: street)])
        #expect(fallingBack.resolveAddress("Mannerheimintie 5")?.match.label == "Mannerheimintie 5, 00100 Helsinki")
        let istedgade = AddressResolution(match: Self.match("Istedgade 37, 1650 København V", .house, at: copenhagen))
        let exact = Self.picker(regions: [Region(resolution: istedgade)])
        #expect(exact.origin(forAddress: "Mannerheimintie 5").label == "Istedgade 37, 1650 København V")
        // Where nothing else is found, the region's street is the origin, said as such.
        let origin = fallingBack.origin(forAddress: "Zzyzxqqq 1")
        #expect(origin.fallback == .houseNumberNotFound && origin.coordinate == copenhagen)
    }

    @Test(arguments: [
        ("en-GB", "Near Mannerheimintie 5"), ("de", "In der Nähe von Mannerheimintie 5"),
        ("fi", "Lähellä osoitetta Mannerheimintie 5"), ("sv", "Nära Mannerheimintie 5"),
        ("fr", "Près de Mannerheimintie 5"),
    ])
    func theDevicesLocationIsNamedByTheNearestAddress(_ tag: String, _ label: String) throws {
        let house = try #require(Self.mannerheimintie5)
        let picker = Fixture.picker(tag)
        #expect(
            picker.deviceOrigin(at: house.coordinate)
                == Origin(coordinate: house.coordinate, source: .deviceLocation, label: label))
        // In the sea, 2 km from any address: today's label.
        let sea = Coordinate(uncheckedLatitude: 60.140, longitude: 24.960)
        #expect(picker.deviceOrigin(at: sea).label == picker.text(.deviceLocation))
    }

    @Test func aRegionsNearerAddressNamesTheDevicesLocation() throws {
        let house = try #require(Self.mannerheimintie5)
        let street = Address(street: "Mannerheimintie", houseNumber: "5b", postcode: "00100", city: "Helsinki")
        let nearer = AddressMatch(address: street, coordinate: house.coordinate, label: street.singleLine, score: 0)
        let picker = Self.picker(regions: [Region(nearest: nearer)])
        #expect(picker.deviceOrigin(at: house.coordinate).label == "Near Mannerheimintie 5b")
        // Written as its country writes it.
        let london = Address(
            street: "Downing Street", houseNumber: "10", postcode: "SW1A 2AA", city: "London", country: "GB")
        let british = Self.picker(regions: [
            Region(
                nearest: AddressMatch(address: london, coordinate: house.coordinate, label: london.singleLine, score: 0)
            )
        ])
        #expect(british.deviceOrigin(at: house.coordinate).label == "Near 10 Downing Street")
    }

    @Test func embeddingOptionsTakeTheShoppersAddress() throws {
        let places = [
            Synthetic.place("a", "Kiosk A", north: 100, street: "Kaivokatu", number: "1"),
            Synthetic.place("b", "Kiosk B", north: 900, street: "Kaivokatu", number: "8"),
        ]
        func picker(_ address: String?) throws -> PickerModel {
            try PickerModel(
                places: places, options: EmbeddingOptions(origin: Fixture.station, address: address),
                locale: Fixture.locale("en-GB"), clock: { Fixture.monday })
        }
        let house = try picker("Kaivokatu 8").initialState().origin
        #expect(
            house == Origin(coordinate: places[1].coordinate, source: .address, label: "Kaivokatu 8, 00100 Helsinki"))
        let street = try picker("Kaivokatu 5, Helsinki")
        #expect(street.initialState().origin.fallback == .houseNumberNotFound)
        #expect(
            street.screen(for: street.initialState()).summary.text.hasPrefix(
                "Showing pickup points near Kaivokatu, 00100 Helsinki: the house number was not found. "))
        let nowhere = try picker("Zzyzxqqq 1")
        #expect(nowhere.initialState().origin.coordinate == Fixture.station.coordinate)
        #expect(
            nowhere.screen(for: nowhere.initialState()).summary.text.hasPrefix("No address found for “Zzyzxqqq 1”. "))
        #expect(try picker(nil).initialState().origin == Fixture.station)
        #expect(try picker("  ").initialState().origin == Fixture.station)
    }
}
