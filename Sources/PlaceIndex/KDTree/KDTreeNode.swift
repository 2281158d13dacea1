/// One node of a ``KDTree``: the bounding box of its places and where its right child is.
///
/// The box is stored as `Float`s rounded outwards, so it always contains the `Double` vectors of
/// its places and the squared distance to it is a lower bound for every place below.
struct KDTreeNode: Sendable {
    var minX: Float
    var minY: Float
    var minZ: Float
    var maxX: Float
    var maxY: Float
    var maxZ: Float
    /// The preorder index of the right child; unused for leaves.
    var rightChild: Int32

    /// The squared distance from a point to the box; zero inside.
    @inline(__always)
    func distanceSquared(x: Double, y: Double, z: Double) -> Double {
        let dx = max(0, Double(minX) - x, x - Double(maxX))
        let dy = max(0, Double(minY) - y, y - Double(maxY))
        let dz = max(0, Double(minZ) - z, z - Double(maxZ))
        return dx * dx + dy * dy + dz * dz
    }

    /// Whether the box meets another axis-aligned box.
    @inline(__always)
    func intersects(_ box: Box3D) -> Bool {
        Double(minX) <= box.maxX && Double(maxX) >= box.minX && Double(minY) <= box.maxY
            && Double(maxY) >= box.minY && Double(minZ) <= box.maxZ && Double(maxZ) >= box.minZ
    }

    /// Whether the box holds a point.
    func contains(x: Double, y: Double, z: Double) -> Bool {
        Double(minX) <= x && x <= Double(maxX) && Double(minY) <= y && y <= Double(maxY)
            && Double(minZ) <= z && z <= Double(maxZ)
    }
}

/// An axis-aligned box in 3-D, in `Double`s.
struct Box3D: Sendable {
    var minX: Double
    var minY: Double
    var minZ: Double
    var maxX: Double
    var maxY: Double
    var maxZ: Double
}
