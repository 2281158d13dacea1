import Foundation
import Geodesy
import PlaceQuery
import Places

@testable import PlacePicker

/// Small constructed catalogs around the Helsinki station, for cases the sample lacks.
enum Synthetic {
    /// A coordinate a given number of metres north and east of the station.
    static func offset(north: Double, east: Double = 0) -> Coordinate {
        let origin = Fixture.station.coordinate
        let metresPerDegree = 111_320.0
        return Coordinate(
            uncheckedLatitude: origin.latitude + north / metresPerDegree,
            longitude: origin.longitude + east / (metresPerDegree * cos(origin.latitude * .pi / 180)))
    }

    /// A place.
    static func place(
        _ id: String, _ name: String, north: Double, east: Double = 0, street: String? = nil,
        number: String? = nil, hours: String? = "24/7", category: String = "kiosk", timeZone: String? = nil,
        properties: [String: JSONValue] = [:]
    ) -> Place {
        Place(
            id: id, name: name, coordinate: offset(north: north, east: east),
            address: Address(
                street: street, houseNumber: number, postcode: street == nil ? nil : "00100",
                city: street == nil ? nil : "Helsinki"),
            categories: [category], openingHours: hours, timeZone: timeZone, properties: properties)
    }

    /// An engine over places (Helsinki default zone, Finnish holidays).
    static func engine(_ places: [Place], referenceDate: Date = Fixture.monday) -> PlaceEngine {
        do {
            let catalog = try Catalog(places: places, defaultTimeZone: "Europe/Helsinki")
            return PlaceEngine(catalog: catalog, country: "FI", referenceDate: referenceDate)
        } catch {
            fatalError("Synthetic catalog has a repeated id: \(error)")
        }
    }

    /// `count` places, all open 24/7 (or the given hours), 100 m apart going north.
    static func row(of count: Int, hours: String = "24/7", name: String = "Kiosk") -> PlaceEngine {
        engine(
            (0..<count).map { place("p\($0)", "\(name) \($0 + 1)", north: 100 + Double($0) * 100, hours: hours) })
    }
}
