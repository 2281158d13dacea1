import Geodesy
import Places

/// One of an app's own pickup points, in the few fields an app usually has, for
/// `PlacePickerView(places:selection:onConfirm:)` and ``PickerModel/init(points:options:locale:clock:)``.
///
/// Everything is plain values, so an app maps its backend's type to this without importing
/// `Places`. ``place()`` checks it and makes the ``Place`` the picker works with (and hands back).
public struct PickupPoint: Sendable, Hashable, Identifiable {
    /// The app's stable id for the point (the picker's selection is this id).
    public var id: String
    /// The name people know it by.
    public var name: String
    /// Latitude in decimal degrees north, −90…90.
    public var latitude: Double
    /// Longitude in decimal degrees east.
    public var longitude: Double
    /// Street name.
    public var street: String?
    /// House number.
    public var houseNumber: String?
    /// Postal code.
    public var postcode: String?
    /// City.
    public var city: String?
    /// Its kind as an OpenStreetMap value: `parcel_locker`, `post_office`, `supermarket`, …
    public var category: String
    /// Opening hours in the OpenStreetMap `opening_hours` syntax ("Mo-Fr 08:00-20:00; Sa 10:00-16:00").
    public var openingHours: String?
    /// The IANA time zone of the hours ("Europe/Helsinki"); `nil` uses the picker's default zone.
    public var timeZone: String?
    /// Whether it can be reached without steps; `nil` when unknown.
    public var isStepFree: Bool?

    /// Creates a pickup point.
    ///
    /// - Parameters:
    ///   - id: Stable id.
    ///   - name: Name.
    ///   - latitude: Latitude.
    ///   - longitude: Longitude.
    ///   - street: Street.
    ///   - houseNumber: House number.
    ///   - postcode: Postal code.
    ///   - city: City.
    ///   - category: OpenStreetMap category value (default `parcel_locker`).
    ///   - openingHours: `opening_hours` value.
    ///   - timeZone: IANA zone of the hours.
    ///   - isStepFree: Step-free access, if known.
    public init(
        id: String, name: String, latitude: Double, longitude: Double, street: String? = nil,
        houseNumber: String? = nil, postcode: String? = nil, city: String? = nil,
        category: String = "parcel_locker", openingHours: String? = nil, timeZone: String? = nil,
        isStepFree: Bool? = nil
    ) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.street = street
        self.houseNumber = houseNumber
        self.postcode = postcode
        self.city = city
        self.category = category
        self.openingHours = openingHours
        self.timeZone = timeZone
        self.isStepFree = isStepFree
    }

    /// The point as a place, checked.
    ///
    /// - Parameter index: The point's position in the app's list, for the error message.
    /// - Returns: The place.
    /// - Throws: ``PickerInputError`` when the id or name is blank or the coordinate is invalid.
    public func place(index: Int = 0) throws(PickerInputError) -> Place {
        let trimmedID = id.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedID.isEmpty else { throw .blankID(index: index) }
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .blankName(index: index, id: id)
        }
        let coordinate: Coordinate
        do {
            coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            throw .invalidCoordinate(index: index, id: id, problem: error)
        }
        let access: WheelchairAccess = isStepFree.map { $0 ? .yes : .no } ?? .unknown
        return Place(
            id: id, name: name, coordinate: coordinate,
            address: Address(street: street, houseNumber: houseNumber, postcode: postcode, city: city),
            categories: [category], openingHours: openingHours, timeZone: timeZone, wheelchair: access)
    }
}

/// Why an app's places cannot be shown by the picker, naming the place and the problem.
public enum PickerInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The point at `index` has an empty id.
    case blankID(index: Int)
    /// The point at `index` has an empty name.
    case blankName(index: Int, id: String)
    /// The point at `index` has a coordinate that is not a place on Earth.
    case invalidCoordinate(index: Int, id: String, problem: CoordinateError)
    /// Two places share an id.
    case duplicateID(DuplicatePlaceID)

    /// Where and why, with a valid example.
    public var description: String {
        switch self {
        case .blankID(let index):
            "Pickup point #\(index) has an empty id. Give every point the stable id your app stores, such as \"locker-1042\"."
        case .blankName(let index, let id):
            "Pickup point #\(index) (id \"\(id)\") has an empty name. Use the name people know it by, such as \"Kamppi parcel locker\"."
        case .invalidCoordinate(let index, let id, let problem):
            "Pickup point #\(index) (id \"\(id)\"): \(problem)"
        case .duplicateID(let duplicate):
            duplicate.description
        }
    }
}
