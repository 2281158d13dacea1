/// Which CSV header names hold which place field. Names match case-insensitively, after trimming
/// spaces; the first header that matches one of a field's names is used.
///
/// Columns that match no field are kept as string properties of each place.
public struct CSVColumns: Sendable, Hashable {
    /// Names of the id column.
    public var id: [String]
    /// Names of the name column.
    public var name: [String]
    /// Names of the latitude column.
    public var latitude: [String]
    /// Names of the longitude column.
    public var longitude: [String]
    /// Names of the `opening_hours` column.
    public var openingHours: [String]
    /// Names of the street column.
    public var street: [String]
    /// Names of the house number column.
    public var houseNumber: [String]
    /// Names of the postcode column.
    public var postcode: [String]
    /// Names of the city column.
    public var city: [String]
    /// Names of the country column.
    public var country: [String]
    /// Names of the category column (several categories separated by `;`).
    public var category: [String]
    /// Names of the wheelchair column (`yes`, `limited`, `no`).
    public var wheelchair: [String]
    /// Names of the phone column.
    public var phone: [String]
    /// Names of the website column.
    public var website: [String]
    /// Names of the IANA time zone column.
    public var timeZone: [String]

    /// Creates column names; every parameter has a default that fits common exports.
    ///
    /// - Parameters:
    ///   - id: Id column names.
    ///   - name: Name column names.
    ///   - latitude: Latitude column names.
    ///   - longitude: Longitude column names.
    ///   - openingHours: Opening hours column names.
    ///   - street: Street column names.
    ///   - houseNumber: House number column names.
    ///   - postcode: Postcode column names.
    ///   - city: City column names.
    ///   - country: Country column names.
    ///   - category: Category column names.
    ///   - wheelchair: Wheelchair column names.
    ///   - phone: Phone column names.
    ///   - website: Website column names.
    ///   - timeZone: Time zone column names.
    public init(
        id: [String] = ["id", "@id"],
        name: [String] = ["name"],
        latitude: [String] = ["lat", "latitude"],
        longitude: [String] = ["lon", "lng", "long", "longitude"],
        openingHours: [String] = ["opening_hours", "hours"],
        street: [String] = ["street", "addr:street"],
        houseNumber: [String] = ["housenumber", "house_number", "addr:housenumber"],
        postcode: [String] = ["postcode", "postal_code", "zip", "addr:postcode"],
        city: [String] = ["city", "addr:city"],
        country: [String] = ["country", "addr:country"],
        category: [String] = ["category", "categories"],
        wheelchair: [String] = ["wheelchair"],
        phone: [String] = ["phone", "contact:phone"],
        website: [String] = ["website", "contact:website", "url"],
        timeZone: [String] = ["timezone", "time_zone", "tz"]
    ) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.openingHours = openingHours
        self.street = street
        self.houseNumber = houseNumber
        self.postcode = postcode
        self.city = city
        self.country = country
        self.category = category
        self.wheelchair = wheelchair
        self.phone = phone
        self.website = website
        self.timeZone = timeZone
    }

    /// The columns that become tags, as (accepted names, OSM-style key) pairs.
    var tagColumns: [(names: [String], key: String)] {
        [
            (name, "name"), (openingHours, "opening_hours"), (street, "addr:street"),
            (houseNumber, "addr:housenumber"), (postcode, "addr:postcode"), (city, "addr:city"),
            (country, "addr:country"), (category, "category"), (wheelchair, "wheelchair"), (phone, "phone"),
            (website, "website"), (timeZone, "timezone"),
        ]
    }
}
