/// A place found by a nearest search, with its distance from the origin.
public struct Neighbor: Sendable, Hashable, CustomStringConvertible {
    /// The place's position in the coordinate array the index was built from.
    public var item: Int
    /// Great-circle distance from the origin in metres, on a sphere of radius
    /// ``KDTree/meanEarthRadius``.
    public var distance: Double

    /// Creates a neighbour.
    ///
    /// - Parameters:
    ///   - item: The place's position in the indexed coordinate array.
    ///   - distance: Great-circle metres from the origin.
    public init(item: Int, distance: Double) {
        self.item = item
        self.distance = distance
    }

    /// `"#12 at 340.5 m"`.
    public var description: String {
        "#\(item) at \((distance * 10).rounded() / 10) m"
    }
}
