import Foundation

/// The typed fields that OSM-style tags describe.
package struct InterpretedFields: Equatable {
    package var id: String?
    package var name: String?
    package var address = Address()
    package var categories: [String] = []
    package var openingHours: String?
    package var timeZone: String?
    package var wheelchair = WheelchairAccess.unknown
    package var phone: String?
    package var website: String?

    /// Whether these fields describe an address point rather than a place: no name, no category,
    /// but a street or house number.
    package var isAddressOnly: Bool {
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
package struct TagInterpreter {
    /// The interpreted keys, each with a fixed position so a record's values sit in one small array.
    package enum Slot: Int, CaseIterable {
        case atID, id, name, openingHours, street, houseNumber, postcode, city, country, wheelchair, phone
        case contactPhone, website, contactWebsite, timezone, tz
        case amenity, shop, office, healthcare, tourism, leisure, craft, vending, category

        /// The OSM-style key.
        package var key: String {
            switch self {
            case .atID: "@id"
            case .id: "id"
            case .name: "name"
            case .openingHours: "opening_hours"
            case .street: "addr:street"
            case .houseNumber: "addr:housenumber"
            case .postcode: "addr:postcode"
            case .city: "addr:city"
            case .country: "addr:country"
            case .wheelchair: "wheelchair"
            case .phone: "phone"
            case .contactPhone: "contact:phone"
            case .website: "website"
            case .contactWebsite: "contact:website"
            case .timezone: "timezone"
            case .tz: "tz"
            case .amenity: "amenity"
            case .shop: "shop"
            case .office: "office"
            case .healthcare: "healthcare"
            case .tourism: "tourism"
            case .leisure: "leisure"
            case .craft: "craft"
            case .vending: "vending"
            case .category: "category"
            }
        }

        /// Whether many places share a value of this key (a city, an `opening_hours` value, a
        /// category), rather than each having its own (a name, an id, a phone number).
        package var hasRepeatedValues: Bool {
            switch self {
            case .atID, .id, .name, .houseNumber, .postcode, .phone, .contactPhone, .website, .contactWebsite: false
            default: true
            }
        }

        /// Category slots in priority order.
        package static let categories: [Slot] = [
            .amenity, .shop, .office, .healthcare, .tourism, .leisure, .craft, .vending, .category,
        ]
    }

    /// Slot of each interpreted key; all other keys stay in `Place.properties`.
    package static let slotByKey: [String: Slot] = Dictionary(uniqueKeysWithValues: Slot.allCases.map { ($0.key, $0) })

    /// Keys whose values are categories, in priority order.
    package static let categoryKeys = Slot.categories.map(\.key)

    /// Report sink: severity, message, field.
    package typealias Report = (Diagnostic.Severity, String, String) -> Void

    private var zoneValidity: [String: Bool] = [:]
    /// The categories of a single category value (`"pickup_point;convenience"`), split once per
    /// distinct value: the arrays are shared by every place with that value.
    private var categoryLists: [String: [String]] = [:]
    /// Position in the record's tags of each slot's value (-1: none), reset after each record.
    private var slotPositions = [Int](repeating: -1, count: Slot.allCases.count)

    /// An interpreter with nothing read yet.
    package init() {}

    /// Most distinct category values whose split form is kept.
    private static let categoryListLimit = 4096

    /// Interprets tags into typed fields.
    ///
    /// - Parameters:
    ///   - sourceID: The record's own id (GeoJSON feature `id`, `node/1`), if any.
    ///   - tags: All tags of the record.
    ///   - report: Receives warnings about values that were ignored, repaired or guessed.
    /// - Returns: The typed fields and the tags that are not interpreted (the interpreted ones are
    ///   the tags with a slot).
    /// - Complexity: O(n) in the number of tags.
    package mutating func interpret(sourceID: String?, tags: TagList, report: Report) -> (
        fields: InterpretedFields, others: [String: JSONValue]
    ) {
        var others: [String: JSONValue] = [:]
        for (position, tag) in tags.items.enumerated() {
            if let slot = tag.slot {
                slotPositions[slot.rawValue] = position
            } else {
                if others.isEmpty { others.reserveCapacity(tags.items.count) }
                others[tag.key] = tag.value
            }
        }
        defer {
            for tag in tags.items { if let slot = tag.slot { slotPositions[slot.rawValue] = -1 } }
        }
        let items = tags.items
        func value(_ slot: Slot) -> JSONValue? {
            let position = slotPositions[slot.rawValue]
            return position < 0 ? nil : items[position].value
        }
        func text(_ value: JSONValue?, _ key: @autoclosure () -> String) -> String? {
            guard let value else { return nil }
            switch value {
            case .string(let string):
                return string.isBlank ? nil : string
            case .null:
                return nil
            case .number, .bool:
                let string = value.jsonText()
                report(
                    .warning, "The value \(string) is not text; it is read as \"\(string)\". Write it in quotes.", key()
                )
                return string
            case .array, .object:
                report(.warning, "The value is a JSON \(value.kindName), not text; it is ignored here but kept.", key())
                return nil
            }
        }
        func text(_ slot: Slot) -> String? {
            text(value(slot), slot.key)
        }
        var fields = InterpretedFields()
        func idText(_ slot: Slot) -> String? {
            // Numeric ids are common and fine (`"id": 42`); other values go through `text`.
            if case .number = value(slot) { return value(slot)?.jsonText() }
            return text(slot)
        }
        fields.id = sourceID ?? idText(.atID) ?? idText(.id)
        fields.name = text(.name)
        if fields.name == nil {
            for fallback in ["brand", "operator"] {
                if let value = text(tags[fallback], fallback) {
                    fields.name = value
                    report(
                        .warning, "There is no name; the \(fallback) \"\(value)\" is shown instead. Add a name tag.",
                        "name")
                    break
                }
            }
        }
        fields.address = Address(
            street: text(.street), houseNumber: text(.houseNumber), postcode: text(.postcode), city: text(.city),
            country: text(.country))
        var categoryTexts: [String] = []
        for slot in Slot.categories where slotPositions[slot.rawValue] >= 0 {
            if let value = text(slot) { categoryTexts.append(value) }
        }
        if categoryTexts.count == 1 {
            fields.categories = categories(of: categoryTexts[0])
        } else {
            for value in categoryTexts {
                for category in TagInterpreter.split(value) where !fields.categories.contains(category) {
                    fields.categories.append(category)
                }
            }
        }
        // The curated group first (ServiceCategory), then the values as read.
        if !fields.categories.isEmpty {
            fields.categories = ServiceCategory.grouped(fields.categories) { tags[$0]?.stringValue }
        }
        if let hours = value(.openingHours) {
            if case .string(let string) = hours, string.isBlank {
                report(
                    .warning,
                    "opening_hours is empty; hours are unknown. Remove it or write e.g. \"Mo-Fr 08:00-18:00\".",
                    "opening_hours")
            } else {
                fields.openingHours = text(.openingHours)
            }
        }
        fields.wheelchair = wheelchair(text(.wheelchair), report: report)
        fields.phone = text(.phone) ?? text(.contactPhone)
        fields.website = text(.website) ?? text(.contactWebsite)
        let zoneSlot: Slot = value(.timezone) != nil ? .timezone : .tz
        if let zone = text(zoneSlot) {
            if isValidZone(zone) {
                fields.timeZone = zone
            } else {
                report(
                    .warning,
                    "\"\(zone)\" is not an IANA time zone; the zone is found from the coordinates instead. "
                        + "Write e.g. \"Europe/Helsinki\".",
                    zoneSlot.key)
            }
        }
        return (fields, others)
    }

    /// Interprets tags given as a dictionary.
    ///
    /// - Parameters:
    ///   - sourceID: The record's own id, if any.
    ///   - tags: All tags of the record.
    ///   - report: Receives warnings.
    /// - Returns: The typed fields, the interpreted tags and all other tags.
    package mutating func interpret(sourceID: String?, tags: [String: JSONValue], report: Report) -> (
        fields: InterpretedFields, interpreted: [String: JSONValue], others: [String: JSONValue]
    ) {
        let (fields, others) = interpret(sourceID: sourceID, tags: TagList(tags), report: report)
        return (fields, tags.filter { TagInterpreter.slotByKey[$0.key] != nil }, others)
    }

    /// The categories of one category value, split at `;` with spaces trimmed, repeats left out.
    private mutating func categories(of value: String) -> [String] {
        if let known = categoryLists[value] { return known }
        let split = TagInterpreter.split(value)
        if categoryLists.count < TagInterpreter.categoryListLimit { categoryLists[value] = split }
        return split
    }

    /// One category value split at `;`, spaces trimmed, empty parts and repeats left out.
    private static func split(_ value: String) -> [String] {
        if !value.utf8.contains(where: { $0 == UInt8(ascii: ";") || $0 == 0x20 || $0 == 0x09 }) { return [value] }
        var categories: [String] = []
        for part in value.split(separator: ";") {
            let category = part.trimmingSpaces
            if !category.isEmpty, !categories.contains(category) { categories.append(category) }
        }
        return categories
    }

    private func wheelchair(_ value: String?, report: Report) -> WheelchairAccess {
        guard let value else { return .unknown }
        // The usual spellings first, without trimming and lowercasing a copy.
        switch value {
        case "yes", "designated": return .yes
        case "limited": return .limited
        case "no": return .no
        case "unknown": return .unknown
        default: break
        }
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
    package var kindName: String {
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
