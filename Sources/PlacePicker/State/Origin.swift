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

    /// The point.
    public var coordinate: Coordinate
    /// How it was set.
    public var source: Source
    /// What to call it: the chosen address, or the default point's name.
    public var label: String

    /// Creates an origin.
    ///
    /// - Parameters:
    ///   - coordinate: The point.
    ///   - source: How it was set.
    ///   - label: What to call it.
    public init(coordinate: Coordinate, source: Source, label: String) {
        self.coordinate = coordinate
        self.source = source
        self.label = label
    }
}
