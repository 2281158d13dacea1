import Geodesy
import Places

/// An address found by ``AddressSearch``: what a person picks to set where they are.
public struct AddressMatch: Sendable, Hashable, Identifiable {
    /// A stable id for lists and URLs: the single-line address.
    public var id: String { label }
    /// The address.
    public var address: Address
    /// Where it is.
    public var coordinate: Coordinate
    /// One line for lists: "Mannerheimintie 5, 00100 Helsinki".
    public var label: String
    /// Match quality; higher is better.
    public var score: Int

    /// Creates a match.
    ///
    /// - Parameters:
    ///   - address: The address.
    ///   - coordinate: Its location.
    ///   - label: One line.
    ///   - score: Quality.
    public init(address: Address, coordinate: Coordinate, label: String, score: Int) {
        self.address = address
        self.coordinate = coordinate
        self.label = label
        self.score = score
    }
}
