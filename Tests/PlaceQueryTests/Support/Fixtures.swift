import Foundation
import Geodesy
import Places

@testable import PlaceQuery

/// Small hand-made catalogs and instants shared by the suites.
enum Fixtures {
    static let helsinki = Coordinate(uncheckedLatitude: 60.1699, longitude: 24.9384)
    static let newYork = Coordinate(uncheckedLatitude: 40.7128, longitude: -74.0060)

    /// An instant given as UTC wall time, e.g. `utc("2026-11-04T14:00")`.
    static func utc(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.formatOptions = [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime]
        guard let date = formatter.date(from: text) else { fatalError("Bad test instant \(text)") }
        return date
    }

    /// A place with the given hours; extra fields by name.
    static func place(
        _ id: String, hours: String?, zone: String? = nil, at coordinate: Coordinate = helsinki, name: String? = nil,
        categories: [String] = [], address: Address = Address(), wheelchair: WheelchairAccess = .unknown,
        properties: [String: JSONValue] = [:]
    ) -> Place {
        Place(
            id: id, name: name ?? id, coordinate: coordinate, address: address, categories: categories,
            openingHours: hours, timeZone: zone, wheelchair: wheelchair, properties: properties)
    }

    /// An engine over places, with Helsinki as the default zone and Finland's holidays.
    static func engine(_ places: [Place], referenceDate: Date = utc("2026-11-02T00:00:00")) throws -> PlaceEngine {
        PlaceEngine(
            catalog: try Catalog(places: places, defaultTimeZone: "Europe/Helsinki"), country: "FI",
            referenceDate: referenceDate)
    }
}
