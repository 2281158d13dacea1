/// The source properties that a reader interpreted into a place's typed fields
/// (``Place/interpretedProperties``), kept without a dictionary where they say exactly what the
/// fields say.
///
/// In nearly every record `"name": "Posti"`, `"addr:city": "Helsinki"` or `"opening_hours": …` is
/// the very string the typed field holds; a dictionary of ten such copies per place was most of a
/// million-place catalog's memory and a tenth of its reading time. Such a property is only a bit
/// in ``derived``; one the fields cannot give back (`"wheelchair": "designated"`, a number, the
/// second of `phone` and `contact:phone`) is kept verbatim in ``explicit``.
///
/// A derived property follows its field, so before a place's typed field changes, the place pins
/// its derived properties (``pin(from:)``): they then stay what the source said, as a stored
/// dictionary would.
package struct InterpretedProperties: Sendable {
    /// The interpreted keys (bit `1 << slot.rawValue`) whose source value is the string that the
    /// fields give for that key (``value(of:from:)``).
    private(set) var derived: UInt32 = 0
    /// The other interpreted properties, verbatim (usually empty, so no storage).
    private(set) var explicit: [String: JSONValue] = [:]

    /// Properties given as a dictionary, kept as they are.
    ///
    /// - Parameter dictionary: The properties.
    package init(_ dictionary: [String: JSONValue] = [:]) {
        explicit = dictionary
    }

    /// The interpreted tags of a record, each one derived when the fields give it back exactly.
    ///
    /// - Parameters:
    ///   - tags: The record's tags; those with a slot are the interpreted ones.
    ///   - fields: The fields read from them.
    package init(tags: borrowing TagList, fields: borrowing PlaceStorage.Fields) {
        for tag in tags.items {
            guard let slot = tag.slot else { continue }
            if case .string(let text) = tag.value, InterpretedProperties.value(of: slot, from: fields) == text {
                derived |= 1 << UInt32(slot.rawValue)
            } else {
                explicit[tag.key] = tag.value
            }
        }
    }

    /// The properties as a dictionary.
    ///
    /// - Parameter fields: The fields of the place they belong to.
    /// - Returns: Every interpreted property with its source value.
    /// - Complexity: O(k) for k properties.
    package func dictionary(from fields: PlaceStorage.Fields) -> [String: JSONValue] {
        guard derived != 0 else { return explicit }
        var result = explicit
        result.reserveCapacity(explicit.count + derived.nonzeroBitCount)
        for slot in TagInterpreter.Slot.allCases where derived & (1 << UInt32(slot.rawValue)) != 0 {
            if let text = InterpretedProperties.value(of: slot, from: fields) { result[slot.key] = .string(text) }
        }
        return result
    }

    /// Stores the derived properties verbatim, as the fields give them now, so that changing a field
    /// afterwards leaves them as they were.
    ///
    /// - Parameter fields: The fields as they are before the change.
    package mutating func pin(from fields: PlaceStorage.Fields) {
        guard derived != 0 else { return }
        explicit = dictionary(from: fields)
        derived = 0
    }

    /// Whether both describe the same properties for places with these (equal) fields.
    package func isEqual(to other: InterpretedProperties, fields: PlaceStorage.Fields) -> Bool {
        if derived == other.derived { return explicit == other.explicit }
        return dictionary(from: fields) == other.dictionary(from: fields)
    }

    /// The source text that the fields give for an interpreted key: the field it was read into,
    /// as the interpreter would have read it from that text.
    ///
    /// - Parameters:
    ///   - slot: The interpreted key.
    ///   - fields: The place's fields.
    /// - Returns: The text, or `nil` when the field is empty or cannot be written back as one text.
    package static func value(of slot: TagInterpreter.Slot, from fields: borrowing PlaceStorage.Fields) -> String? {
        switch slot {
        case .atID, .id: fields.id
        case .name: fields.name
        case .openingHours: fields.openingHours
        case .street: fields.address.street
        case .houseNumber: fields.address.houseNumber
        case .postcode: fields.address.postcode
        case .city: fields.address.city
        case .country: fields.address.country
        case .wheelchair: fields.wheelchair == .unknown ? nil : fields.wheelchair.rawValue
        case .phone, .contactPhone: fields.phone
        case .website, .contactWebsite: fields.website
        case .timezone, .tz: fields.timeZone
        case .amenity, .shop, .office, .healthcare, .tourism, .leisure, .craft, .vending, .category:
            fields.categories.count == 1 ? fields.categories[0] : fields.categories.joined(separator: ";")
        }
    }
}
