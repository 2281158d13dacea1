import Geodesy
import Testing

@testable import Places

/// `Place` is a value with shared storage: copies must behave exactly like independent values.
@Suite("Place value semantics")
struct PlaceValueTests {
    static let kamppi = Place(
        id: "node/1", name: "Posti Kamppi", coordinate: Coordinate(uncheckedLatitude: 60.1690, longitude: 24.9320),
        address: Address(street: "Urho Kekkosen katu", houseNumber: "1", postcode: "00100", city: "Helsinki"),
        categories: ["post_office"], openingHours: "Mo-Fr 08:00-20:00", properties: ["ref": .string("A1")])

    @Test func changingACopyLeavesTheOriginal() {
        var copy = Self.kamppi
        copy.name = "Posti Kamppi 2"
        copy.address.city = "Espoo"
        copy.categories.append("parcel_locker")
        copy.properties["ref"] = .string("B2")
        #expect(Self.kamppi.name == "Posti Kamppi")
        #expect(Self.kamppi.address.city == "Helsinki")
        #expect(Self.kamppi.categories == ["post_office"])
        #expect(Self.kamppi.properties["ref"] == .string("A1"))
        #expect(copy.name == "Posti Kamppi 2")
        #expect(copy.address.city == "Espoo")
        #expect(copy.categories == ["post_office", "parcel_locker"])
        #expect(copy != Self.kamppi)
    }

    @Test func equalFieldsAreEqualAndHashAlike() {
        var rebuilt = Self.kamppi
        rebuilt.name = "other"
        rebuilt.name = Self.kamppi.name  // same fields, separate storage
        #expect(rebuilt == Self.kamppi)
        #expect(rebuilt.hashValue == Self.kamppi.hashValue)
        #expect(Set([rebuilt, Self.kamppi]).count == 1)
    }

    @Test func everyFieldTakesPartInEquality() {
        let changes: [(String, (inout Place) -> Void)] = [
            ("id", { $0.id = "node/2" }), ("name", { $0.name = "x" }),
            ("coordinate", { $0.coordinate = Coordinate(uncheckedLatitude: 60, longitude: 25) }),
            ("address", { $0.address.houseNumber = "2" }), ("categories", { $0.categories = [] }),
            ("openingHours", { $0.openingHours = nil }), ("timeZone", { $0.timeZone = "Europe/Helsinki" }),
            ("wheelchair", { $0.wheelchair = .yes }), ("phone", { $0.phone = "+358 1" }),
            ("website", { $0.website = "https://example.org" }), ("properties", { $0.properties = [:] }),
            ("interpretedProperties", { $0.interpretedProperties = ["amenity": .string("post_office")] }),
        ]
        for (field, change) in changes {
            var changed = Self.kamppi
            change(&changed)
            #expect(changed != Self.kamppi, "\(field)")
        }
    }

    /// Relocating storage keeps every value, position and id lookup; a relocated place changed
    /// afterwards does not change the original catalog's place.
    @Test func relocatingPlacesKeepsTheCatalog() throws {
        let places = (0..<50).map { index in
            var place = Self.kamppi
            place.id = "node/\(index)"
            place.name = "Place \(index)"
            return place
        }
        let catalog = try Catalog(places: places, defaultTimeZone: "Europe/Helsinki")
        let relocated = catalog.relocatingPlaces(inOrder: Array((0..<50).reversed()))
        #expect(relocated.places == catalog.places)
        #expect(relocated.position(ofID: "node/7") == 7)
        #expect(relocated[id: "node/42"]?.name == "Place 42")
        #expect(relocated.defaultTimeZone == "Europe/Helsinki")
        var changed = relocated.places[3]
        changed.name = "changed"
        #expect(catalog.places[3].name == "Place 3")
        #expect(relocated.places[3].name == "Place 3")
    }

    /// Relocated in runs on several threads: every place gets new storage and keeps its position,
    /// whatever the order; positions missing from the order or out of range keep their storage.
    @Test func relocatingManyPlacesInRuns() throws {
        let places = (0..<40_000).map { index in
            var place = Self.kamppi
            place.id = "node/\(index)"
            return place
        }
        let catalog = try Catalog(places: places)
        var random = SystemRandomNumberGenerator()
        let order = Array((0..<40_000).shuffled(using: &random).dropLast(5)) + [-1, 40_000]
        let relocated = catalog.relocatingPlaces(inOrder: order)
        #expect(relocated.places.map(\.id) == catalog.places.map(\.id))
        let kept = Set((0..<40_000)).subtracting(order)
        #expect(kept.count == 5)
        for position in 0..<40_000 {
            let same = relocated.places[position].sharesStorage(with: catalog.places[position])
            #expect(same == kept.contains(position), "\(position)")
        }
    }
}
