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
}

/// `Address.singleLine`, written out part by part, against its definition as joined parts: the
/// street line and the postcode and city joined by a space, joined by a comma, empty parts left
/// out. Every part absent, empty or present, in every combination.
@Suite("Address on one line")
struct AddressLineTests {
    static func definition(_ address: Address) -> String {
        let place = [address.postcode, address.city].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return [address.streetLine, place.isEmpty ? nil : place].compactMap { $0 }.joined(separator: ", ")
    }

    @Test func everyCombinationOfPartsEqualsTheDefinition() {
        let values: [String?] = [nil, "", "Itä 5"]
        var checked = 0
        for street in values {
            for houseNumber in values {
                for postcode in values {
                    for city in values {
                        let address = Address(street: street, houseNumber: houseNumber, postcode: postcode, city: city)
                        #expect(address.singleLine == Self.definition(address), "\(address)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 81)
        #expect(
            Address(street: "Mannerheimintie", houseNumber: "5", postcode: "00100", city: "Helsinki").singleLine
                == "Mannerheimintie 5, 00100 Helsinki")
    }
}
