/// A node of one zoom level of a ``ClusterIndex``: a place or a cluster at a Web Mercator point.
struct PlanePoint: Sendable {
    /// World x in 0…1, east from the antimeridian.
    var x: Double
    /// World y in 0…1, south from about 85.05° N.
    var y: Double
    /// An item (≥ 0) or a cluster `c` encoded as `-(c + 1)`.
    var reference: Int32
    /// How many places the node holds.
    var count: Int32

    /// The cluster number of a negative reference.
    @inline(__always)
    static func cluster(_ reference: Int32) -> Int { Int(-(reference + 1)) }

    /// The reference to cluster `c`.
    @inline(__always)
    static func reference(cluster: Int) -> Int32 { Int32(-(cluster + 1)) }
}
