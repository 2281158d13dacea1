import Geodesy

/// Where a ``Place``'s fields are defined: kept together in one ``CopyOnWrite`` holder, so that
/// copies of a place share them.
package enum PlaceStorage {
    /// The fields of a ``Place``, stored together so that copies of a place share them.
    package struct Fields: Sendable, Hashable {
        package var id: String
        package var name: String
        package var coordinate: Coordinate
        package var address: Address
        package var categories: [String]
        package var openingHours: String?
        package var timeZone: String?
        package var wheelchair: WheelchairAccess
        package var phone: String?
        package var website: String?
        package var properties: [String: JSONValue]
        /// ``Place/interpretedProperties``, compactly.
        package var interpreted: InterpretedProperties

        /// The fields, each given.
        package init(
            id: String, name: String, coordinate: Coordinate, address: Address, categories: [String],
            openingHours: String?, timeZone: String?, wheelchair: WheelchairAccess, phone: String?, website: String?,
            properties: [String: JSONValue], interpreted: InterpretedProperties
        ) {
            self.id = id
            self.name = name
            self.coordinate = coordinate
            self.address = address
            self.categories = categories
            self.openingHours = openingHours
            self.timeZone = timeZone
            self.wheelchair = wheelchair
            self.phone = phone
            self.website = website
            self.properties = properties
            self.interpreted = interpreted
        }

        /// Equal fields and the same interpreted properties.
        package static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.coordinate == rhs.coordinate && lhs.address == rhs.address
                && lhs.categories == rhs.categories && lhs.openingHours == rhs.openingHours
                && lhs.timeZone == rhs.timeZone && lhs.wheelchair == rhs.wheelchair && lhs.phone == rhs.phone
                && lhs.website == rhs.website && lhs.properties == rhs.properties
                && lhs.interpreted.isEqual(to: rhs.interpreted, fields: lhs)
        }

        /// Hashes every field and the interpreted properties as a dictionary.
        package func hash(into hasher: inout Hasher) {
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
