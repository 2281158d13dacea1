import Geodesy

/// The shared, reference-counted box of a ``Place``'s fields.
///
/// `@unchecked Sendable`: a ``Place`` changes its storage only when it holds the only reference
/// (`isKnownUniquelyReferenced`), so a storage object reachable from two values, or two threads,
/// is never mutated.
final class PlaceStorage: @unchecked Sendable {
    var fields: Fields

    init(fields: Fields) {
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
        var interpretedProperties: [String: JSONValue]
    }
}
