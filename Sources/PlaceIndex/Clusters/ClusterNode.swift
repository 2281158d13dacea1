import Geodesy

/// What a map shows at one zoom level: a single place or a cluster of places.
public struct ClusterNode: Sendable, Hashable {
    /// Whether a node is one place or a cluster.
    public enum Kind: Sendable, Hashable {
        /// A single place, by its position in the indexed coordinate array.
        case item(Int)
        /// A cluster of ``ClusterNode/count`` places.
        case cluster(ClusterID)
    }

    /// A single place or a cluster.
    public var kind: Kind
    /// How many places the node holds (1 for a place).
    public var count: Int
    /// How many of them were flagged open when the index was built.
    public var openCount: Int
    /// Where to draw it: the place's own coordinate, or the cluster's count-weighted centre.
    public var coordinate: Coordinate
    /// The Web Mercator world x in 0…1 of the drawn point.
    public var x: Double
    /// The Web Mercator world y in 0…1 of the drawn point.
    public var y: Double

    /// Creates a node, for example to test code that draws clusters.
    ///
    /// - Parameters:
    ///   - kind: A single place or a cluster.
    ///   - count: How many places it holds.
    ///   - openCount: How many of them are open.
    ///   - coordinate: Where to draw it.
    ///   - x: Its Web Mercator world x in 0…1.
    ///   - y: Its Web Mercator world y in 0…1.
    public init(kind: Kind, count: Int, openCount: Int, coordinate: Coordinate, x: Double, y: Double) {
        self.kind = kind
        self.count = count
        self.openCount = openCount
        self.coordinate = coordinate
        self.x = x
        self.y = y
    }

    /// The item of a single place, `nil` for a cluster.
    public var item: Int? {
        if case .item(let item) = kind { return item }
        return nil
    }

    /// The ID of a cluster, `nil` for a single place.
    public var clusterID: ClusterID? {
        if case .cluster(let id) = kind { return id }
        return nil
    }
}
