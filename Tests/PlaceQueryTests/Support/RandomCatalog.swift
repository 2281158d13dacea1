import Foundation
import Geodesy
import Places
import TestSupport

/// Seeded random catalogs around a few cities in different IANA zones, with hours drawn from a
/// list of realistic `opening_hours` values whose filter traits are known by hand.
enum RandomCatalog {
    /// A city the places are scattered around.
    struct City {
        var name: String
        var latitude: Double
        var longitude: Double
        var zone: String
        var country: String
    }

    /// An `opening_hours` value (or none) with the traits the engine must derive for it in a week
    /// without public holidays.
    struct Hours {
        var value: String?
        var alwaysOpen = false
        var late = false
        var sunday = false
    }

    static let cities = [
        City(name: "Helsinki", latitude: 60.17, longitude: 24.94, zone: "Europe/Helsinki", country: "FI"),
        City(name: "New York", latitude: 40.71, longitude: -74.0, zone: "America/New_York", country: "US"),
        City(name: "Sydney", latitude: -33.87, longitude: 151.21, zone: "Australia/Sydney", country: "AU"),
    ]

    static let hours: [Hours] = [
        Hours(value: "24/7", alwaysOpen: true, late: true, sunday: true),
        Hours(value: "Mo-Fr 08:00-20:00"),
        Hours(value: "Mo-Fr 09:00-21:00; Sa 10:00-16:00", late: true),
        Hours(value: "Mo-Su 10:00-22:00; PH off", late: true, sunday: true),
        Hours(value: "Mo-Sa 18:00-02:00", late: true, sunday: true),  // Saturday night runs into Sunday
        Hours(value: "Mo-Fr 07:00-19:00; Sa,Su 10:00-15:00", sunday: true),
        Hours(value: "Mo-Fr 08:00-16:00; PH off"),
        Hours(value: "Mo-Fr 08:00-18:00 \"call ahead\""),
        Hours(value: "Tu-Th 12:00-14:00,16:00-23:30", late: true),
        Hours(value: "\"by appointment\""),
        Hours(value: "off"),
        Hours(value: nil),
        Hours(value: "   "),
        Hours(value: "whenever the owner feels like it"),
    ]

    static let categories = ["parcel_locker", "post_office", "pharmacy", "bank", "kiosk"]
    static let streets = ["Mannerheimintie", "Itäkeskus", "Broadway", "George Street", "Rue Émile Zola"]
    static let names = ["Posti", "Alepa", "R-kioski", "Apteekki", "Pickup", "Kauppa", "Café Öljy"]

    /// A catalog of `count` places; some share a coordinate, some are marked unavailable.
    static func make(count: Int, seed: UInt64) throws -> Catalog {
        var random = SeededGenerator(seed: seed)
        var places: [Place] = []
        var previous: Coordinate?
        for index in 0..<count {
            let city = cities[index % cities.count]
            var coordinate = Coordinate(
                uncheckedLatitude: city.latitude + Double.random(in: -0.08...0.08, using: &random),
                longitude: city.longitude + Double.random(in: -0.15...0.15, using: &random))
            if let previous, Int.random(in: 0..<20, using: &random) == 0 {
                coordinate = previous  // two lockers in one mall
            }
            previous = coordinate
            let hours = hours.randomElement(using: &random)?.value
            let categoryCount = Int.random(in: 0...2, using: &random)
            let placeCategories = (0..<categoryCount).compactMap { _ in categories.randomElement(using: &random) }
            var properties: [String: JSONValue] = [:]
            if Int.random(in: 0..<10, using: &random) == 0 { properties["pickup:status"] = .string("full") }
            places.append(
                Place(
                    id: "p\(index)",
                    name: "\(names.randomElement(using: &random) ?? "Place") \(index)",
                    coordinate: coordinate,
                    address: Address(
                        street: streets.randomElement(using: &random), houseNumber: "\(index % 90 + 1)",
                        postcode: "\(10000 + index % 50)", city: city.name, country: city.country),
                    categories: placeCategories,
                    openingHours: hours,
                    timeZone: index % 3 == 0 ? nil : city.zone,  // Helsinki places use the catalog default
                    wheelchair: [WheelchairAccess.yes, .limited, .no, .unknown].randomElement(using: &random)
                        ?? .unknown,
                    properties: properties))
        }
        return try Catalog(places: places, defaultTimeZone: "Europe/Helsinki")
    }

    /// The hand-made traits of a place's hours value.
    static func traits(of value: String?) -> Hours {
        hours.first { $0.value == value } ?? Hours(value: value)
    }
}
