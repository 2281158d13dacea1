import Foundation

/// The typed fields that OSM-style tags describe.
struct InterpretedFields: Equatable {
    var id: String?
    var name: String?
    var address = Address()
    var categories: [String] = []
    var openingHours: String?
    var timeZone: String?
    var wheelchair = WheelchairAccess.unknown
    var phone: String?
    var website: String?

    /// Whether these fields describe an address point rather than a place: no name, no category,
    /// but a street or house number.
    var isAddressOnly: Bool {
        name == nil && categories.isEmpty
            && !((address.street ?? "").isEmpty && (address.houseNumber ?? "").isEmpty)
    }
}

/// Reads OpenStreetMap-style tags (`name`, `addr:street`, `amenity`, …) into typed place fields.
///
/// Every format is turned into tags first, so GeoJSON properties, CSV columns, Overpass and OSM XML
/// tags follow the same rules. Which keys are interpreted:
///
/// | field | keys (first present wins) |
/// |---|---|
/// | id | the record's own id, else `@id`, else `id` |
/// | name | `name`, else `brand` or `operator` (with a warning) |
/// | address | `addr:street`, `addr:housenumber`, `addr:postcode`, `addr:city`, `addr:country` |
/// | categories | values of `amenity`, `shop`, `office`, `healthcare`, `tourism`, `leisure`, `craft`, `vending`, `category`, in that order, split at `;` |
/// | hours | `opening_hours` (kept verbatim) |
/// | access | `wheelchair` (`yes`, `designated`, `limited`, `no`) |
/// | contact | `phone`/`contact:phone`, `website`/`contact:website` |
/// | time zone | `timezone`/`tz`, checked with `TimeZone(identifier:)` |
struct TagInterpreter {
    /// Keys whose values become typed fields; all other keys stay in `Place.properties`.
    static let interpretedKeys = Set<String>([
        "@id", "id", "name", "opening_hours", "addr:street", "addr:housenumber", "addr:postcode", "addr:city",
        "addr:country", "wheelchair", "phone", "contact:phone", "website", "contact:website", "timezone", "tz",
    ]).union(categoryKeys)

    /// Keys whose values are categories, in priority order.
    static let categoryKeys = [
        "amenity", "shop", "office", "healthcare", "tourism", "leisure", "craft", "vending", "category",
    ]

    /// Report sink: severity, message, field.
    typealias Report = (Diagnostic.Severity, String, String) -> Void

    private var zoneValidity: [String: Bool] = [:]

    /// Interprets tags into typed fields.
    ///
    /// - Parameters:
    ///   - sourceID: The record's own id (GeoJSON feature `id`, `node/1`), if any.
    ///   - tags: All tags of the record.
    ///   - report: Receives warnings about values that were ignored, repaired or guessed.
    /// - Returns: The typed fields, the interpreted tags and all other tags.
    /// - Complexity: O(t) hash lookups for t tags.
    mutating func interpret(sourceID: String?, tags: [String: JSONValue], report: Report) -> (
        fields: InterpretedFields, interpreted: [String: JSONValue], others: [String: JSONValue]
    ) {
        // One pass over the tags; the few interpreted ones are then found by linear search, which is
        // cheaper than a hash lookup per possible key.
        var present: [(key: String, value: JSONValue)] = []
        present.reserveCapacity(tags.count)
        var others: [String: JSONValue] = [:]
        for (key, value) in tags {
            if TagInterpreter.interpretedKeys.contains(key) {
                present.append((key, value))
            } else {
                if others.isEmpty { others.reserveCapacity(tags.count - present.count) }
                others[key] = value
            }
        }
        var interpreted: [String: JSONValue] = [:]
        interpreted.reserveCapacity(present.count)
        for (key, value) in present { interpreted[key] = value }
        func raw(_ key: String) -> JSONValue? {
            present.first { $0.key == key }?.value
        }
        var fields = InterpretedFields()
        func text(_ key: String, fallback: Bool = false) -> String? {
            guard let value = fallback ? tags[key] : raw(key) else { return nil }
            switch value {
            case .string(let string):
                return string.isBlank ? nil : string
            case .null:
                return nil
            case .number, .bool:
                let string = value.jsonText()
                report(
                    .warning, "The value \(string) is not text; it is read as \"\(string)\". Write it in quotes.", key)
                return string
            case .array, .object:
                report(.warning, "The value is a JSON \(value.kindName), not text; it is ignored here but kept.", key)
                return nil
            }
        }
        fields.id = sourceID ?? text("@id") ?? text("id")
        fields.name = text("name")
        if fields.name == nil {
            for fallback in ["brand", "operator"] {
                if let value = text(fallback, fallback: true) {
                    fields.name = value
                    report(
                        .warning, "There is no name; the \(fallback) \"\(value)\" is shown instead. Add a name tag.",
                        "name")
                    break
                }
            }
        }
        fields.address = Address(
            street: text("addr:street"), houseNumber: text("addr:housenumber"), postcode: text("addr:postcode"),
            city: text("addr:city"), country: text("addr:country"))
        for key in TagInterpreter.categoryKeys {
            guard let value = text(key) else { continue }
            for part in value.split(separator: ";") {
                let category = part.trimmingSpaces
                if !category.isEmpty, !fields.categories.contains(category) { fields.categories.append(category) }
            }
        }
        if let hours = raw("opening_hours") {
            if case .string(let string) = hours, string.isBlank {
                report(
                    .warning,
                    "opening_hours is empty; hours are unknown. Remove it or write e.g. \"Mo-Fr 08:00-18:00\".",
                    "opening_hours")
            } else {
                fields.openingHours = text("opening_hours")
            }
        }
        fields.wheelchair = wheelchair(text("wheelchair"), report: report)
        fields.phone = text("phone") ?? text("contact:phone")
        fields.website = text("website") ?? text("contact:website")
        let zoneKey = raw("timezone") != nil ? "timezone" : "tz"
        if let zone = text(zoneKey) {
            if isValidZone(zone) {
                fields.timeZone = zone
            } else {
                report(
                    .warning,
                    "\"\(zone)\" is not an IANA time zone; the catalog's default is used. Write e.g. \"Europe/Helsinki\".",
                    zoneKey)
            }
        }
        return (fields, interpreted, others)
    }

    private func wheelchair(_ value: String?, report: Report) -> WheelchairAccess {
        guard let value else { return .unknown }
        switch value.trimmingSpaces.lowercased() {
        case "yes", "designated": return .yes
        case "limited": return .limited
        case "no": return .no
        case "unknown": return .unknown
        default:
            report(
                .warning, "\"\(value)\" is not a wheelchair value; access is unknown. Use yes, limited or no.",
                "wheelchair")
            return .unknown
        }
    }

    private mutating func isValidZone(_ zone: String) -> Bool {
        if let known = zoneValidity[zone] { return known }
        let valid = zone.contains("/") || zone == "UTC" ? TimeZone(identifier: zone) != nil : false
        zoneValidity[zone] = valid
        return valid
    }
}

extension JSONValue {
    /// `"object"`, `"array"`, `"string"`, `"number"`, `"boolean"` or `"null"`.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
