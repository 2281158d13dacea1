import Foundation
import Geodesy
import Places

/// Writes places (and address points) as a GeoJSON `FeatureCollection` (RFC 7946).
///
/// Each place becomes a `Feature` with its id, a `Point` geometry (`[longitude, latitude]`) and
/// properties under OpenStreetMap keys plus every kept property. Output is deterministic: object
/// keys are sorted and numbers are written in their shortest exact form.
///
/// Round trip: for a place read from a file and not changed since, the source's properties are
/// written back exactly as they were (`contact:phone` stays `contact:phone`, `"wheelchair": "Yes"`
/// stays `"Yes"`), so GeoJSON → places → GeoJSON → places gives equal places. When a typed field
/// was changed in code, that field is written under its plain key (`name`, `addr:street`,
/// `category` for the categories joined by `;`, `opening_hours`, `wheelchair`, `phone`, `website`,
/// `timezone`) and its old source keys are dropped.
public struct GeoJSONWriter: Sendable {
    /// Spaces per nesting level, or `nil` for one line.
    public var indent: Int?

    /// Creates a writer.
    ///
    /// - Parameter indent: Spaces per nesting level, or `nil` (the default) for compact output.
    public init(indent: Int? = nil) {
        self.indent = indent
    }

    /// The GeoJSON text for places and address points.
    ///
    /// - Parameters:
    ///   - places: The places, written in order.
    ///   - addressPoints: Address points, written after the places as features with `addr:*`
    ///     properties and no name, which the reader reads back as address points.
    /// - Returns: A `FeatureCollection` as UTF-8 text.
    /// - Complexity: O(n) in the number of places and properties (plus key sorting).
    public func text(places: [Place], addressPoints: [AddressPoint] = []) -> String {
        var features: [JSONValue] = []
        features.reserveCapacity(places.count + addressPoints.count)
        for place in places { features.append(feature(for: place)) }
        for point in addressPoints {
            features.append(
                .object([
                    "type": .string("Feature"), "geometry": GeoJSONWriter.point(point.coordinate),
                    "properties": .object(GeoJSONWriter.addressTags(point.address)),
                ]))
        }
        return JSONValue.object(["type": .string("FeatureCollection"), "features": .array(features)]).jsonText(
            indent: indent)
    }

    /// The GeoJSON text for a catalog's places and address points.
    ///
    /// - Parameter catalog: The catalog.
    /// - Returns: A `FeatureCollection` as UTF-8 text.
    public func text(catalog: Catalog) -> String {
        text(places: catalog.places, addressPoints: catalog.addressPoints)
    }

    /// The GeoJSON `Feature` for one place.
    ///
    /// - Parameter place: The place.
    /// - Returns: The feature as a JSON value.
    public func feature(for place: Place) -> JSONValue {
        .object([
            "type": .string("Feature"), "id": .string(place.id), "geometry": GeoJSONWriter.point(place.coordinate),
            "properties": .object(GeoJSONWriter.properties(of: place)),
        ])
    }

    /// The properties written for a place: the source form where it still says the same, the plain
    /// keys for fields changed since.
    ///
    /// - Parameter place: The place.
    /// - Returns: Properties keyed by OSM-style keys.
    public static func properties(of place: Place) -> [String: JSONValue] {
        var tags = place.properties.merging(place.interpretedProperties) { kept, _ in kept }
        var interpreter = TagInterpreter()
        let read = interpreter.interpret(sourceID: place.id, tags: tags) { _, _, _ in }.fields
        func replace(_ keys: [String], with values: [String: String?]) {
            for key in keys { tags[key] = nil }
            for case (let key, let value?) in values { tags[key] = .string(value) }
        }
        if read.name != place.name { replace(["name"], with: ["name": place.name]) }
        if read.address != place.address {
            replace(["addr:street", "addr:housenumber", "addr:postcode", "addr:city", "addr:country"], with: [:])
            tags.merge(addressTags(place.address)) { _, new in new }
        }
        if read.categories != place.categories {
            replace(
                TagInterpreter.categoryKeys,
                with: ["category": place.categories.isEmpty ? nil : place.categories.joined(separator: ";")])
        }
        if read.openingHours != place.openingHours {
            replace(["opening_hours"], with: ["opening_hours": place.openingHours])
        }
        if read.wheelchair != place.wheelchair {
            replace(
                ["wheelchair"], with: ["wheelchair": place.wheelchair == .unknown ? nil : place.wheelchair.rawValue])
        }
        if read.phone != place.phone { replace(["phone", "contact:phone"], with: ["phone": place.phone]) }
        if read.website != place.website { replace(["website", "contact:website"], with: ["website": place.website]) }
        if read.timeZone != place.timeZone { replace(["timezone", "tz"], with: ["timezone": place.timeZone]) }
        return tags
    }

    private static func addressTags(_ address: Address) -> [String: JSONValue] {
        let parts: [(String, String?)] = [
            ("addr:street", address.street), ("addr:housenumber", address.houseNumber),
            ("addr:postcode", address.postcode),
            ("addr:city", address.city), ("addr:country", address.country),
        ]
        var tags: [String: JSONValue] = [:]
        for case (let key, let value?) in parts { tags[key] = .string(value) }
        return tags
    }

    private static func point(_ coordinate: Geodesy.Coordinate) -> JSONValue {
        .object([
            "type": .string("Point"),
            "coordinates": .array([.number(coordinate.longitude), .number(coordinate.latitude)]),
        ])
    }
}
