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
    /// What the match stands for: a house, a street, a postcode's area or a place.
    public var kind: AddressKind

    /// Creates a match.
    ///
    /// - Parameters:
    ///   - address: The address.
    ///   - coordinate: Its location.
    ///   - label: One line.
    ///   - score: Quality.
    ///   - kind: What it stands for (a house unless said).
    public init(address: Address, coordinate: Coordinate, label: String, score: Int, kind: AddressKind = .house) {
        self.address = address
        self.coordinate = coordinate
        self.label = label
        self.score = score
        self.kind = kind
    }
}
