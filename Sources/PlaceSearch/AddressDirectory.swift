import Geodesy
import Places

/// What an address found by a search stands for: a house, a whole street, a postcode's area or a
/// named place (a city, town, suburb, village or quarter).
public enum AddressKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case house
    case street
    case postcode
    case place

    /// Houses first, then streets, postcodes and places: how precise the kind is.
    public static func < (lhs: AddressKind, rhs: AddressKind) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .house: 0
        case .street: 1
        case .postcode: 2
        case .place: 3
        }
    }
}

/// An address text turned into one location: the best match, and what of the text it could not
/// find when it fell back to something less precise.
public struct AddressResolution: Sendable, Hashable {
    /// What of the typed text was not found, when the match is less precise than the text.
    public enum Fallback: String, Sendable, Hashable, Codable {
        /// The street was found, the house number on it was not: the match is the street.
        case houseNumberNotFound
        /// Neither the street nor the house was found: the match is the postcode's area or the town.
        case streetNotFound
    }

    /// The location used.
    public var match: AddressMatch
    /// What was not found, or `nil` when the match is what was asked for.
    public var fallback: Fallback?

    /// Creates a resolution.
    ///
    /// - Parameters:
    ///   - match: The location used.
    ///   - fallback: What of the text was not found.
    public init(match: AddressMatch, fallback: Fallback? = nil) {
        self.match = match
        self.fallback = fallback
    }
}

/// Where addresses are looked up: the places' own addresses (``AddressSearch``), or a region's
/// every address, postcode, street and place (a geography file).
public protocol AddressDirectory: Sendable {
    /// The best matches for what a person typed, best first.
    ///
    /// - Parameters:
    ///   - text: What the person typed, in any order, folded or with a typo.
    ///   - limit: At most this many.
    /// - Returns: Matches with distinct labels.
    func search(_ text: String, limit: Int) -> [AddressMatch]

    /// One location for a whole address text (a shop's checkout address, `address=`): the house
    /// when it is found, else the street, the postcode's area or the town, saying so.
    ///
    /// - Parameter text: The address as written.
    /// - Returns: The location, or `nil` when nothing of the text is found.
    func resolve(_ text: String) -> AddressResolution?

    /// The address nearest a location, for saying where "my location" is.
    ///
    /// - Parameters:
    ///   - coordinate: The location.
    ///   - maximumDistance: How far the address may be, in metres.
    /// - Returns: The nearest house address within that distance, or `nil`.
    func nearestAddress(to coordinate: Coordinate, within maximumDistance: Double) -> AddressMatch?
}
