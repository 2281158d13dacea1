import Geodesy
import RawMemory

/// A place a person can choose: a pickup point, a parcel locker, a branch, a clinic.
///
/// Fields that PlacePicker interprets are typed; every other property from the source data is
/// kept verbatim in ``properties`` so that nothing is lost on a round trip.
///
/// A value type with copy-on-write storage: a copy costs one reference count, not one per string,
/// array and dictionary inside. Query results copy places from catalogs of a million; the fields'
/// own heap objects are then never touched (so never pulled into the cache) until read.
public struct Place: Sendable, Hashable, Identifiable {
    /// The fields, behind one reference shared by copies until one of them is changed.
    private var storage: CopyOnWrite<PlaceStorage.Fields>

    /// Stable identifier from the data, such as `node/123` or a carrier's id. Never an array index.
    public var id: String {
        get { storage.value.id }
        set { typedFields.id = newValue }
        _modify { yield &typedFields.id }
    }
    /// The name people know the place by.
    public var name: String {
        get { storage.value.name }
        set { typedFields.name = newValue }
        _modify { yield &typedFields.name }
    }
    /// Where the place is (a representative point inside the shape for areas).
    public var coordinate: Coordinate {
        get { storage.value.coordinate }
        set { storage.value.coordinate = newValue }
        _modify { yield &storage.value.coordinate }
    }
    /// Postal address; any part may be missing.
    public var address: Address {
        get { storage.value.address }
        set { typedFields.address = newValue }
        _modify { yield &typedFields.address }
    }
    /// Categories such as `post_office`, `parcel_locker`, `supermarket`; first is the main one.
    public var categories: [String] {
        get { storage.value.categories }
        set { typedFields.categories = newValue }
        _modify { yield &typedFields.categories }
    }
    /// The raw OpenStreetMap `opening_hours` value, exactly as in the data.
    public var openingHours: String? {
        get { storage.value.openingHours }
        set { typedFields.openingHours = newValue }
        _modify { yield &typedFields.openingHours }
    }
    /// IANA time zone of the place (`Europe/Helsinki`); `nil` means the catalog's default.
    public var timeZone: String? {
        get { storage.value.timeZone }
        set { typedFields.timeZone = newValue }
        _modify { yield &typedFields.timeZone }
    }
    /// Step-free / wheelchair access as the data states it.
    public var wheelchair: WheelchairAccess {
        get { storage.value.wheelchair }
        set { typedFields.wheelchair = newValue }
        _modify { yield &typedFields.wheelchair }
    }
    /// Telephone number as written in the data.
    public var phone: String? {
        get { storage.value.phone }
        set { typedFields.phone = newValue }
        _modify { yield &typedFields.phone }
    }
    /// Web site address as written in the data.
    public var website: String? {
        get { storage.value.website }
        set { typedFields.website = newValue }
        _modify { yield &typedFields.website }
    }
    /// Every property of the source that is not interpreted above, verbatim.
    public var properties: [String: JSONValue] {
        get { storage.value.properties }
        set { storage.value.properties = newValue }
        _modify { yield &storage.value.properties }
    }
    /// The source properties that were interpreted into the typed fields above, exactly as they
    /// were (for example `"contact:phone"`, `"wheelchair": "Yes"`, `"amenity"`), so that a writer can
    /// reproduce the source. Empty for places built in code.
    public var interpretedProperties: [String: JSONValue] {
        get { storage.value.interpreted.dictionary(from: storage.value) }
        set { storage.value.interpreted = InterpretedProperties(newValue) }
    }

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
        storage = CopyOnWrite(
            PlaceStorage.Fields(
                id: id, name: name, coordinate: coordinate, address: address, categories: categories,
                openingHours: openingHours, timeZone: timeZone, wheelchair: wheelchair, phone: phone, website: website,
                properties: properties, interpreted: InterpretedProperties(interpretedProperties)))
    }

    /// A place with these fields (a reader's, whose interpreted properties may follow the fields).
    package init(fields: consuming PlaceStorage.Fields) {
        storage = CopyOnWrite(fields)
    }

    /// The fields, for a change to a typed one: the interpreted properties that follow the typed
    /// fields (see ``InterpretedProperties``) are pinned first, so that they keep saying what the
    /// source said.
    private var typedFields: PlaceStorage.Fields {
        get { storage.value }
        _modify {
            let fields = storage.value
            storage.value.interpreted.pin(from: fields)
            yield &storage.value
        }
    }

    /// Whether two places have equal fields.
    public static func == (lhs: Place, rhs: Place) -> Bool {
        lhs.storage.isShared(with: rhs.storage) || lhs.storage.value == rhs.storage.value
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }
}

// MARK: - Step-free access

/// Step-free access, using OpenStreetMap's `wheelchair` values.
public enum WheelchairAccess: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fully step-free.
    case yes
    /// Partly step-free (e.g. entrance step-free, not all rooms).
    case limited
    /// Not step-free.
    case no
    /// The data does not say.
    case unknown
}
