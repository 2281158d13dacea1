import Geodesy

/// An address with a location, used to set the origin by typing an address instead of using a map.
public struct AddressPoint: Sendable, Hashable {
    /// The address.
    public var address: Address
    /// Where it is.
    public var coordinate: Coordinate

    /// Creates an address point.
    ///
    /// - Parameters:
    ///   - address: The address.
    ///   - coordinate: Its location.
    public init(address: Address, coordinate: Coordinate) {
        self.address = address
        self.coordinate = coordinate
    }
}
