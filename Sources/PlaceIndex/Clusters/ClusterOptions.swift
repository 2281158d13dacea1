/// How a ``ClusterIndex`` groups places, with supercluster's defaults.
public struct ClusterOptions: Sendable, Hashable {
    /// Cluster radius in pixels at tile ``extent``; default 60.
    public var radius: Double
    /// Tile size in pixels; default 256. The radius in world units at zoom `z` is
    /// `radius / (extent · 2^z)`.
    public var extent: Double
    /// The lowest zoom level that is clustered; default 0.
    public var minZoom: Int
    /// The highest zoom level that is clustered, at most 30; default 16. Above it every place
    /// stands alone.
    public var maxZoom: Int
    /// The fewest places that form a cluster; default 2.
    public var minPoints: Int
    /// Whether the nodes of the lowest zoom are kept in tree order; default `true`. An index that
    /// is read once at its lowest zoom, every node of it (a map clustered for one view), can pass
    /// `false` and save sorting them: queries at that zoom then scan its nodes and report them in
    /// the order they formed, the same nodes in another order.
    public var ordersLowestZoom: Bool

    /// Creates options; out-of-range values are clamped (zooms to 0…30, `minZoom ≤ maxZoom`,
    /// `minPoints ≥ 2`).
    ///
    /// - Parameters:
    ///   - radius: Cluster radius in pixels.
    ///   - extent: Tile size in pixels.
    ///   - minZoom: Lowest clustered zoom.
    ///   - maxZoom: Highest clustered zoom.
    ///   - minPoints: Fewest places in a cluster.
    ///   - ordersLowestZoom: Whether the lowest zoom's nodes are kept in tree order.
    public init(
        radius: Double = 60, extent: Double = 256, minZoom: Int = 0, maxZoom: Int = 16, minPoints: Int = 2,
        ordersLowestZoom: Bool = true
    ) {
        self.radius = radius
        self.extent = extent
        self.maxZoom = min(30, max(0, maxZoom))
        self.minZoom = min(self.maxZoom, max(0, minZoom))
        self.minPoints = max(2, minPoints)
        self.ordersLowestZoom = ordersLowestZoom
    }
}
