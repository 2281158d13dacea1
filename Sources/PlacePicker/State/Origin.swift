import Geodesy

/// Where distances are measured from, and how the person set it.
public struct Origin: Sendable, Hashable, Codable {
    /// How the origin was set.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The data set's default point (e.g. the city's central station).
        case `default`
        /// An address the person searched for and chose from a list.
        case address
        /// The device's location, with permission.
        case deviceLocation
    }

    /// What of an address text was not found when the origin was set from it
    /// (``PickerModel/origin(forAddress:)``): the summary says so first.
    public enum Fallback: Sendable, Hashable, Codable {
        /// The house number: the origin is the street.
        case houseNumberNotFound
        /// The street: the origin is the postcode's area or the town.
        case streetNotFound
        /// Nothing of the text (given here): the origin is the default one.
        case addressNotFound(String)
    }

    /// The point.
    public var coordinate: Coordinate
    /// How it was set.
    public var source: Source
    /// What to call it: the chosen address, or the default point's name.
    public var label: String
    /// What of the address text it was set from was not found, if anything. A URL does not carry
    /// it: the page that set the origin says it, the pages after it name the origin only.
    public var fallback: Fallback?

    /// The address text of which nothing was found, when that is why this is the default origin.
    public var unfoundAddress: String? {
        if case .addressNotFound(let text) = fallback { text } else { nil }
    }

    /// Creates an origin.
    ///
    /// - Parameters:
    ///   - coordinate: The point.
    ///   - source: How it was set.
    ///   - label: What to call it.
    ///   - fallback: What of the address text it was set from was not found.
    public init(coordinate: Coordinate, source: Source, label: String, fallback: Fallback? = nil) {
        self.coordinate = coordinate
        self.source = source
        self.label = label
        self.fallback = fallback
    }
}
