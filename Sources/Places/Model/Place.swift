import Geodesy

/// A place a person can choose: a pickup point, a parcel locker, a branch, a clinic.
///
/// Fields that PlacePicker interprets are typed; every other property from the source data is
/// kept verbatim in ``properties`` so that nothing is lost on a round trip.
public struct Place: Sendable, Hashable, Identifiable {
    /// Stable identifier from the data, such as `node/123` or a carrier's id. Never an array index.
    public var id: String
    /// The name people know the place by.
    public var name: String
    /// Where the place is (a representative point inside the shape for areas).
    public var coordinate: Coordinate
    /// Postal address; any part may be missing.
    public var address: Address
    /// Categories such as `post_office`, `parcel_locker`, `supermarket`; first is the main one.
    public var categories: [String]
    /// The raw OpenStreetMap `opening_hours` value, exactly as in the data.
    public var openingHours: String?
    /// IANA time zone of the place (`Europe/Helsinki`); `nil` means the catalog's default.
    public var timeZone: String?
    /// Step-free / wheelchair access as the data states it.
    public var wheelchair: WheelchairAccess
    /// Telephone number as written in the data.
    public var phone: String?
    /// Web site address as written in the data.
    public var website: String?
    /// Every property of the source that is not interpreted above, verbatim.
    public var properties: [String: JSONValue]
    /// The source properties that were interpreted into the typed fields above, exactly as they
    /// were (for example `"contact:phone"`, `"wheelchair": "Yes"`, `"amenity"`), so that a writer can
    /// reproduce the source. Empty for places built in code.
    public var interpretedProperties: [String: JSONValue]

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - id: Stable identifier from the data.
    ///   - name: Display name.
    ///   - coordinate: Location.
    ///   - address: Postal address.
    ///   - categories: Categories, main one first.
    ///   - openingHours: Raw `opening_hours` value.
    ///   - timeZone: IANA zone identifier, or `nil` for the catalog default.
    ///   - wheelchair: Access information.
    ///   - phone: Phone number.
    ///   - website: Web site.
    ///   - properties: All other source properties.
    ///   - interpretedProperties: The interpreted source properties in their raw form.
    public init(
        id: String,
        name: String,
        coordinate: Coordinate,
        address: Address = Address(),
        categories: [String] = [],
        openingHours: String? = nil,
        timeZone: String? = nil,
        wheelchair: WheelchairAccess = .unknown,
        phone: String? = nil,
        website: String? = nil,
        properties: [String: JSONValue] = [:],
        interpretedProperties: [String: JSONValue] = [:]
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
        self.interpretedProperties = interpretedProperties
    }
}
