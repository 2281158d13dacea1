/// An immutable set of places with lookup by id, plus the address points used for address search.
public struct Catalog: Sendable {
    /// The places, in source order.
    public private(set) var places: [Place]
    /// Address points (for "where are you?" search); may be empty.
    public let addressPoints: [AddressPoint]
    /// IANA time zone for places whose zone is neither in the data nor found from their
    /// coordinates (see ``ZoneRules``), or `nil`: such places then have no zone and their hours
    /// are unknown. Never UTC unless said so.
    public let defaultTimeZone: String?
    /// Attribution to show wherever the data is shown, e.g. "© OpenStreetMap contributors, ODbL 1.0".
    public let attribution: String?
    private let indexByID: [String: Int]

    /// Creates a catalog.
    ///
    /// - Parameters:
    ///   - places: The places; ids must be unique.
    ///   - addressPoints: Address points for address search.
    ///   - defaultTimeZone: IANA zone for places whose zone cannot be found otherwise, or `nil`.
    ///   - attribution: Data attribution text.
    /// - Throws: ``DuplicatePlaceID`` naming the first repeated id.
    public init(
        places: [Place],
        addressPoints: [AddressPoint] = [],
        defaultTimeZone: String? = nil,
        attribution: String? = nil
    ) throws(DuplicatePlaceID) {
        var index: [String: Int] = [:]
        index.reserveCapacity(places.count)
        for (position, place) in places.enumerated() {
            if let first = index[place.id] {
                throw DuplicatePlaceID(id: place.id, firstIndex: first, secondIndex: position)
            }
            index[place.id] = position
        }
        self.init(
            uniquePlaces: places, positionsByID: index, addressPoints: addressPoints, defaultTimeZone: defaultTimeZone,
            attribution: attribution)
    }

    /// Creates a catalog from places whose ids are known to be unique (the first of a repeated id wins
    /// lookups).
    package init(
        uniquePlaces places: [Place], addressPoints: [AddressPoint], defaultTimeZone: String?, attribution: String?
    ) {
        var index: [String: Int] = [:]
        index.reserveCapacity(places.count)
        for (position, place) in places.enumerated() where index[place.id] == nil {
            index[place.id] = position
        }
        self.init(
            uniquePlaces: places, positionsByID: index, addressPoints: addressPoints, defaultTimeZone: defaultTimeZone,
            attribution: attribution)
    }

    /// Creates a catalog from places with unique ids and the position of each id.
    package init(
        uniquePlaces places: [Place], positionsByID: [String: Int], addressPoints: [AddressPoint],
        defaultTimeZone: String?, attribution: String?
    ) {
        self.places = places
        self.addressPoints = addressPoints
        self.defaultTimeZone = defaultTimeZone
        self.attribution = attribution
        self.indexByID = positionsByID
    }

    /// The place with this id, or `nil`.
    public subscript(id id: String) -> Place? {
        indexByID[id].map { places[$0] }
    }

    /// Position of the place with this id in ``places``, or `nil`.
    public func position(ofID id: String) -> Int? { indexByID[id] }

    /// A place's own zone, else the catalog default (without looking at its coordinates; the
    /// full rules are ``ZoneRules``).
    public func timeZoneIdentifier(for place: Place) -> String? { place.timeZone ?? defaultTimeZone }
}

/// Two places share an id.
public struct DuplicatePlaceID: Error, Sendable, Equatable, CustomStringConvertible {
    /// The repeated id.
    public let id: String
    /// Position of the first place with it.
    public let firstIndex: Int
    /// Position of the second.
    public let secondIndex: Int

    /// Names the id and both positions.
    public var description: String {
        "The id \"\(id)\" is used by places #\(firstIndex) and #\(secondIndex); ids must be unique."
    }
}
