import Testing

@testable import Places

/// The curated groups filters offer, read from real OpenStreetMap tag combinations.
@Suite("Service categories") struct ServiceCategoryTests {
    @Test(
        "Tags map to the group people recognise, raw values kept after it",
        arguments: [
            (["amenity": "parcel_locker"], ["parcel_locker"]),
            (
                ["amenity": "vending_machine", "vending": "parcel_pickup;parcel_mail_in"],
                ["parcel_locker", "vending_machine", "parcel_pickup", "parcel_mail_in"]
            ),
            (["amenity": "post_office"], ["post_office"]),
            (["amenity": "post_office", "post_office": "post_partner"], ["pickup_point", "post_office"]),
            (["shop": "convenience", "post_office": "post_partner"], ["pickup_point", "convenience"]),
            (["shop": "supermarket"], ["supermarket"]),
            (["shop": "doityourself"], ["hardware", "doityourself"]),
            (["amenity": "cafe"], ["other", "cafe"]),
            (["amenity": "restaurant", "shop": "kiosk"], ["kiosk", "restaurant"]),
            (["amenity": "pharmacy", "healthcare": "pharmacy"], ["pharmacy"]),
        ])
    func groups(tags: [String: String], expected: [String]) throws {
        var properties: [String: JSONValue] = ["name": .string("A")]
        for (key, value) in tags { properties[key] = .string(value) }
        var interpreter = TagInterpreter()
        let result = interpreter.interpret(sourceID: "node/1", tags: properties) { _, _, _ in }
        #expect(result.fields.categories == expected)
    }

    @Test("Grouping twice changes nothing")
    func stable() {
        for group in ServiceCategory.allCases {
            let once = ServiceCategory.grouped([group.rawValue, "x"]) { _ in nil }
            #expect(ServiceCategory.grouped(once) { _ in nil } == once)
        }
    }
}
