/// An axis-aligned box around unit vectors, stored as `Float`s rounded outwards so it always
/// contains the `Double` vectors it was made from; the squared distance to it is a lower bound for
/// every place inside.
struct KDTreeBox: Sendable {
    var minX: Float
    var minY: Float
    var minZ: Float
    var maxX: Float
    var maxY: Float
    var maxZ: Float

    /// The box one `Float` step outside the minima and maxima of `Float`-rounded vectors (lanes
    /// x, y, z), which holds the `Double` vectors they were rounded from: rounding to nearest
    /// moves a value by at most half a step.
    init(around low: SIMD4<Float>, _ high: SIMD4<Float>) {
        minX = low.x.nextDown
        minY = low.y.nextDown
        minZ = low.z.nextDown
        maxX = high.x.nextUp
        maxY = high.y.nextUp
        maxZ = high.z.nextUp
    }

    /// The squared distance from a point to the box; zero inside.
    @inline(__always)
    func distanceSquared(x: Double, y: Double, z: Double) -> Double {
        let dx = max(0, Double(minX) - x, x - Double(maxX))
        let dy = max(0, Double(minY) - y, y - Double(maxY))
        let dz = max(0, Double(minZ) - z, z - Double(maxZ))
        return dx * dx + dy * dy + dz * dz
    }

    /// The squared distance from a point to the box's farthest corner: at least the squared
    /// distance to every point inside, as computed.
    ///
    /// "As computed": for a point `p` in the box, `p.x − x` rounds to a value between the rounded
    /// `minX − x` and `maxX − x` (rounding is monotone), so its magnitude is at most the larger of
    /// theirs; squaring and adding are monotone too. So `dx * dx + dy * dy + dz * dz`, in that
    /// order, is never more for a point inside than this is, and a whole box under a limit needs
    /// no test per point.
    @inline(__always)
    func farthestDistanceSquared(x: Double, y: Double, z: Double) -> Double {
        let dx = max(abs(Double(minX) - x), abs(Double(maxX) - x))
        let dy = max(abs(Double(minY) - y), abs(Double(maxY) - y))
        let dz = max(abs(Double(minZ) - z), abs(Double(maxZ) - z))
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

/// One internal node of a ``KDTree``: the boxes of both children, so a search decides which child
/// to enter with one memory access, and where the right child's node is.
///
/// Leaves have no node; a range is a leaf when it holds at most ``KDTree/bucketSize`` places.
struct KDTreeNode: Sendable {
    /// The box of the left half of the node's range.
    var left: KDTreeBox
    /// The box of the right half.
    var right: KDTreeBox
    /// The preorder index of the right child's node, or -1 when the right child is a leaf.
    var rightChild: Int32
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
