import Geodesy
import RawMemory

/// A static KD-tree over places on the sphere, for k-nearest, radius and bounding-box search.
///
/// Each place is stored as a unit vector and an `Int32` item, in flat arrays sorted into tree
/// order; there are no node objects. The tree splits each node's range at its median along the
/// axis where the node's points spread most (found with Floyd–Rivest selection), down to leaves of
/// at most ``bucketSize`` places. Each internal node keeps the `Float` bounding boxes (rounded
/// outwards) of both its children, so one node access decides which to enter.
///
/// Searching in 3-D on the unit sphere means chord distance, which is monotone with great-circle
/// distance: results come in true great-circle order, with no special cases at the antimeridian or
/// the poles. Returned distances are great-circle metres on a sphere of mean radius
/// ``meanEarthRadius`` (6 371 008.8 m); they differ from geodesic WGS84 distances by up to about
/// 0.5 %, so show geodesic distances computed with `Geodesy` and use these for ranking.
///
/// Items are positions in the coordinate array the tree was built from.
///
/// Memory: 24 bytes of vector and 4 bytes of item per place, plus one 52-byte internal node (both
/// children's boxes) per 32–64 places (leaves hold 32–64 places): 28.8–29.7 bytes per place in
/// all, 28.9 for 1 000 000 places; see ``byteCount``.
public struct KDTree: Sendable {
    /// The mean Earth radius used for returned distances, 6 371 008.8 m (IUGG R₁).
    public static let meanEarthRadius: Double = SphereDistance.meanRadius

    /// The largest number of places in a leaf.
    ///
    /// 64 rather than 16: a leaf's vectors stream in from memory in parallel, while every level
    /// of nodes adds a dependent cache miss to a search (and a pass to the build). On the
    /// benchmark's million places, 64 beat 16, 32 and 128 for k = 10 searches and the build.
    public static let bucketSize = 64

    /// Unit vectors in tree order.
    let vectors: [SpherePoint]
    /// The item of each place, in tree order.
    let items: [Int32]
    /// Internal nodes in preorder; the root is node 0 and an internal left child of node `i` is
    /// node `i + 1`.
    let nodes: [KDTreeNode]
    /// The box around every place.
    let bounds: KDTreeBox

    /// The item of each slot: places in tree order, the order in which
    /// ``nearest(to:count:maxDistance:using:whereSlot:)`` numbers slots.
    public var itemsInTreeOrder: [Int32] { items }

    /// Builds a tree over all coordinates, or over a subset of their positions.
    ///
    /// - Parameters:
    ///   - coordinates: The places; an item is a position in this array.
    ///   - subset: The positions to index, or `nil` for all of them. Each must be a valid index of
    ///     `coordinates`; duplicates are indexed twice.
    /// - Complexity: O(*n* log *n*) expected time, O(*n*) memory, for *n* indexed places.
    public init(coordinates: [Coordinate], subset: [Int]? = nil) {
        let count = subset?.count ?? coordinates.count
        precondition(count < Int(Int32.max), "KDTree holds at most \(Int32.max - 1) places, not \(count).")
        // Unit vectors in input order, and the builder's Float records of them.
        let inputVectors = (0..<count).map { slot in
            let item = subset?[slot] ?? slot
            precondition(
                coordinates.indices.contains(item), "Subset position \(item) is not in 0..<\(coordinates.count).")
            return SpherePoint(coordinates[item])
        }
        var records = inputVectors.enumerated().map { KDTreeBuilder.record($1, slot: $0) }
        var nodes: [KDTreeNode] = []
        nodes.reserveCapacity(count / (KDTree.bucketSize / 2))
        let bounds = UncheckedMutableView.with(&records) { records in
            KDTreeBuilder(records: records).build(lo: 0, hi: count, into: &nodes)
        }
        // Gather the vectors and items into tree order.
        let slots = records.map { KDTreeBuilder.slot(of: $0) }
        let items = slots.map { Int32(truncatingIfNeeded: subset?[$0] ?? $0) }
        let treeVectors = slots.map { inputVectors[$0] }
        self.vectors = treeVectors
        self.items = items
        self.nodes = nodes
        self.bounds = bounds
    }

    /// The number of indexed places.
    public var count: Int { items.count }

    /// Whether the tree holds no places.
    public var isEmpty: Bool { items.isEmpty }

    /// The bytes held by the tree's arrays (vectors, items and nodes), excluding array headers.
    public var byteCount: Int {
        vectors.count * MemoryLayout<SpherePoint>.stride + items.count * MemoryLayout<Int32>.stride
            + nodes.count * MemoryLayout<KDTreeNode>.stride
    }

    /// Whether a range of places is a leaf.
    @inline(__always)
    static func isLeaf(lo: Int, hi: Int) -> Bool {
        hi - lo <= bucketSize
    }

    /// Where a range of places splits between its children.
    @inline(__always)
    static func middle(lo: Int, hi: Int) -> Int {
        lo + (hi - lo) / 2
    }
}

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
