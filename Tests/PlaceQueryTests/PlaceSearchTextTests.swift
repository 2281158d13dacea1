import Geodesy
import PlaceSamples
import Places
import Testing

@testable import PlaceQuery

/// The engine's search words, folded part by part with a cache shared by many places, against the
/// words of the whole text folded at once (``SearchText/init(_:)`` over the single-line address
/// and the categories joined by spaces), which is what they must equal.
@Suite struct PlaceSearchTextTests {
    private static func reference(_ place: Place) -> SearchText {
        SearchText(([place.address.singleLine] + place.categories).joined(separator: " "))
    }

    private static func check(_ places: [Place]) {
        var words = PlaceSearchText.PartWords()
        for place in places + places {  // the second time, every part comes from the cache
            let text = PlaceSearchText(place, words: &words)
            #expect(text.other == reference(place), "\(place.id)")
            #expect(text.name == SearchText(place.name))
        }
    }

    @Test func helsinkiSample() throws {
        Self.check(try HelsinkiSample.load().catalog.places)
    }

    @Test func syntheticCatalog() {
        Self.check(SyntheticCatalog.generate(count: 5_000, seed: 3).places)
    }

    /// Parts that are empty, missing, punctuation only, non-ASCII, or that start with a combining
    /// mark; a house number without a street (left out of the single line).
    @Test(arguments: [
        Address(street: "Main St.", houseNumber: "5 B", postcode: "00100", city: "Helsinki"),
        Address(street: "", houseNumber: "7", postcode: "", city: "Espoo"),
        Address(street: nil, houseNumber: "7", postcode: nil, city: nil),
        Address(street: "--", houseNumber: "", postcode: "  ", city: "_"),
        Address(street: "Itäkatu", houseNumber: "1", city: "Helsinki"),
        Address(street: "Main", houseNumber: "\u{301}9", city: "Åbo"),
        Address(street: "Straße", houseNumber: "12a", city: "Zürich"),
        Address(),
    ])
    func unusualParts(_ address: Address) {
        let categories: [[String]] = [[], ["parcel_locker"], ["pickup_point", "Kiosk"], ["café"]]
        Self.check(
            categories.map { list in
                Place(
                    id: "p", name: "P", coordinate: Coordinate(uncheckedLatitude: 60, longitude: 25), address: address,
                    categories: list)
            })
    }
}
