import Geodesy

/// The shared, reference-counted box of a ``Place``'s fields.
///
/// `@unchecked Sendable`: a ``Place`` changes its storage only when it holds the only reference
/// (`isKnownUniquelyReferenced`), so a storage object reachable from two values, or two threads,
/// is never mutated.
final class PlaceStorage: @unchecked Sendable {
    var fields: Fields

    init(fields: consuming Fields) {
        self.fields = fields
    }

    /// The fields of a ``Place``, stored together so that copies of a place share them.
    struct Fields: Sendable, Hashable {
        var id: String
        var name: String
        var coordinate: Coordinate
        var address: Address
        var categories: [String]
        var openingHours: String?
        var timeZone: String?
        var wheelchair: WheelchairAccess
        var phone: String?
        var website: String?
        var properties: [String: JSONValue]
        /// ``Place/interpretedProperties``, compactly.
        var interpreted: InterpretedProperties

        /// Equal fields and the same interpreted properties.
        static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.coordinate == rhs.coordinate && lhs.address == rhs.address
                && lhs.categories == rhs.categories && lhs.openingHours == rhs.openingHours
                && lhs.timeZone == rhs.timeZone && lhs.wheelchair == rhs.wheelchair && lhs.phone == rhs.phone
                && lhs.website == rhs.website && lhs.properties == rhs.properties
                && lhs.interpreted.isEqual(to: rhs.interpreted, fields: lhs)
        }

        /// Hashes every field and the interpreted properties as a dictionary.
        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(name)
            hasher.combine(coordinate)
            hasher.combine(address)
            hasher.combine(categories)
            hasher.combine(openingHours)
            hasher.combine(timeZone)
            hasher.combine(wheelchair)
            hasher.combine(phone)
            hasher.combine(website)
            hasher.combine(properties)
            hasher.combine(interpreted.dictionary(from: self))
        }
    }
}
