import Geodesy
import RawMemory

extension KDTree {
    /// The places within a great-circle distance of an origin that pass a predicate.
    ///
    /// - Parameters:
    ///   - radius: Great-circle metres (sphere of radius ``meanEarthRadius``); edges included.
    ///   - origin: The centre.
    ///   - predicate: Called with each item inside the radius.
    /// - Returns: Items in tree order (no distance order; use
    ///   ``nearest(to:count:maxDistance:where:)`` for that).
    /// - Complexity: O(log *n* + *m*) expected for *m* places inside.
    public func within(radius: Double, of origin: Coordinate, where predicate: (Int) -> Bool = { _ in true }) -> [Int] {
        var result: [Int] = []
        forEachItem(within: radius, of: origin) { item in
            if predicate(item) { result.append(item) }
        }
        return result
    }

    /// Calls a closure with every place within a great-circle distance of an origin.
    ///
    /// Does not allocate.
    /// - Parameters:
    ///   - radius: Great-circle metres (sphere of radius ``meanEarthRadius``); edges included.
    ///   - origin: The centre.
    ///   - body: Called with each item inside, in tree order.
    /// - Complexity: O(log *n* + *m*) expected for *m* places inside.
    public func forEachItem(within radius: Double, of origin: Coordinate, _ body: (Int) -> Void) {
        forEachSlot(within: radius, of: origin) { _, item in body(item) }
    }

    /// Calls a closure with the slot and item of every place within a great-circle distance of an
    /// origin: data the caller keeps in slot order (``itemsInTreeOrder``) is then read where the
    /// places of one leaf sit side by side in memory.
    ///
    /// Does not allocate.
    /// - Parameters:
    ///   - radius: Great-circle metres (sphere of radius ``meanEarthRadius``); edges included.
    ///   - origin: The centre.
    ///   - body: Called with each place's slot (its index in ``itemsInTreeOrder``) and item, in
    ///     tree order.
    /// - Complexity: O(log *n* + *m*) expected for *m* places inside.
    public func forEachSlot(within radius: Double, of origin: Coordinate, _ body: (_ slot: Int, _ item: Int) -> Void) {
        UncheckedView.with(items) { items in
            forEachRun(within: radius, of: origin, inner: -1, bounded: false) { run in
                run.forEachSlot { slot, _ in body(slot, Int(items[unchecked: slot])) }
            }
        }
    }

    /// The slots of every place within a great-circle distance of an origin, leaf by leaf, as runs
    /// of up to 64 slots with a bit for each place found: the same places as
    /// ``forEachSlot(within:of:_:)``, in the same order. Each run also marks the places within a
    /// smaller radius and bounds the distance of all its places from the origin.
    ///
    /// For a caller that visits thousands of places per query (a city's worth, to count them):
    /// leaves wholly inside a radius are taken without testing their places one by one, and the
    /// caller's loop over the bits costs a few instructions a place: about 10 a place in all for a
    /// city of a million-place catalog, where a closure per place that appended its slot to an
    /// array cost 85. With the inner radius and the bounds, a caller that needs a place's exact
    /// distance only near the edge of the radius, and otherwise only to order the nearest few,
    /// measures the places of most leaves never.
    ///
    /// - Parameters:
    ///   - radius: Great-circle metres (sphere of radius ``meanEarthRadius``); edges included.
    ///   - origin: The centre.
    ///   - inner: A radius for ``SlotRun/innerBits`` (great-circle metres, at most `radius` counts;
    ///     negative: none).
    /// - Returns: Runs in slot order, none empty.
    /// - Complexity: O(log *n* + *m*) expected for *m* places inside.
    public func slotRuns(within radius: Double, of origin: Coordinate, inner: Double = -1) -> [SlotRun] {
        var runs: [SlotRun] = []
        forEachRun(within: radius, of: origin, inner: inner, bounded: true) { runs.append($0) }
        return runs
    }

    /// Calls a closure with the runs of ``slotRuns(within:of:inner:)``, in slot order; without
    /// `bounded`, their ``SlotRun/nearest`` and ``SlotRun/farthest`` are 0 and infinity (two
    /// arcsines a leaf saved).
    @inline(__always)
    private func forEachRun(
        within radius: Double, of origin: Coordinate, inner: Double, bounded: Bool, _ body: (SlotRun) -> Void
    ) {
        let limit = SphereDistance.chordSquared(metres: radius)
        guard limit >= 0, !isEmpty else { return }
        let innerLimit = min(limit, SphereDistance.chordSquared(metres: inner))
        let query = SpherePoint(origin)
        UncheckedView.with(vectors) { vectors in
            visitLeaves(descendInto: { box in box.distanceSquared(x: query.x, y: query.y, z: query.z) <= limit }) {
                slots, box in
                // The farthest corner is computed with the same operations as a place's distance
                // below, so a leaf within a limit by it is within by every place's (see
                // `KDTreeBox.farthestDistanceSquared`).
                let farthest = box.farthestDistanceSquared(x: query.x, y: query.y, z: query.z)
                var nearest = 0.0
                var bound = Double.infinity
                if bounded {
                    nearest = SphereDistance.metres(
                        chordSquared: box.distanceSquared(x: query.x, y: query.y, z: query.z))
                    bound = SphereDistance.metres(chordSquared: farthest)
                }
                // Runs of at most 64 slots (a leaf holds at most `bucketSize`, 64).
                var first = slots.lowerBound
                while first < slots.upperBound {
                    let end = min(first + SlotRun.capacity, slots.upperBound)
                    var run = SlotRun(first: first, count: end - first)
                    run.nearest = nearest
                    run.farthest = bound
                    if farthest <= limit && innerLimit < 0 {
                        run.innerBits = 0
                    } else if farthest > innerLimit {
                        run.innerBits = 0
                        if farthest > limit { run.bits = 0 }
                        for slot in first..<end {
                            let dx = vectors[unchecked: slot].x - query.x
                            let dy = vectors[unchecked: slot].y - query.y
                            let dz = vectors[unchecked: slot].z - query.z
                            let distance = dx * dx + dy * dy + dz * dz
                            let bit = UInt64(1) &<< UInt64(slot - first)
                            if distance <= limit { run.bits |= bit }
                            if distance <= innerLimit { run.innerBits |= bit }
                        }
                    }
                    if run.bits != 0 { body(run) }
                    first = end
                }
            }
        }
    }

    /// Great-circle distances from an origin to places by slot, told on the tree's unit vectors.
    ///
    /// - Parameter origin: The origin.
    /// - Returns: The distances.
    public func slotDistances(from origin: Coordinate) -> SlotDistances {
        SlotDistances(vectors: vectors, origin: SpherePoint(origin))
    }

    /// The places inside a latitude/longitude box.
    ///
    /// - Parameters:
    ///   - south: Southern edge in degrees.
    ///   - west: Western edge in degrees; greater than `east` when the box crosses the antimeridian.
    ///   - north: Northern edge in degrees.
    ///   - east: Eastern edge in degrees. `west: -180, east: 180` covers every longitude.
    /// - Returns: Items in tree order. Edges are included; places within about 1e-9° of an edge
    ///   may fall either way.
    /// - Complexity: O(√*n* + *m*) for *m* places inside.
    public func inside(south: Double, west: Double, north: Double, east: Double) -> [Int] {
        var result: [Int] = []
        forEachItem(south: south, west: west, north: north, east: east) { result.append($0) }
        return result
    }

    /// Calls a closure with every place inside a latitude/longitude box.
    ///
    /// Does not allocate.
    /// - Parameters:
    ///   - south: Southern edge in degrees.
    ///   - west: Western edge in degrees; greater than `east` when the box crosses the antimeridian.
    ///   - north: Northern edge in degrees.
    ///   - east: Eastern edge in degrees.
    ///   - body: Called with each item inside, in tree order.
    /// - Complexity: O(√*n* + *m*) for *m* places inside.
    public func forEachItem(
        south: Double, west: Double, north: Double, east: Double, _ body: (Int) -> Void
    ) {
        let box = SphericalBox(south: south, west: west, north: north, east: east)
        guard !box.isEmpty, !isEmpty else { return }
        UncheckedView.with(vectors) { vectors in
            UncheckedView.with(items) { items in
                visitLeaves(descendInto: { node in node.intersects(box.bounds) }) { slots, _ in
                    for slot in slots
                    where box.contains(
                        x: vectors[unchecked: slot].x, y: vectors[unchecked: slot].y, z: vectors[unchecked: slot].z)
                    {
                        body(Int(items[unchecked: slot]))
                    }
                }
            }
        }
    }

    /// Walks the tree depth first, entering nodes `descendInto` accepts, and calls `leaf` with
    /// the slots and box of every leaf entered, in slot order. Uses a fixed-size stack; allocates
    /// nothing itself.
    @inline(__always)
    private func visitLeaves(descendInto: (KDTreeBox) -> Bool, _ leaf: (Range<Int>, KDTreeBox) -> Void) {
        UncheckedView.with(nodes) { nodes in
            // A frame: its node (-1 for a leaf), its slots, and where its box is: 2 × its parent's
            // node + 1 for a right child, or -1 for the root's (`bounds`).
            // The tree is balanced, so 64 levels are more than Int32 places can need, and 64
            // frames of 16 bytes stay within the 1 KiB that temporary allocations keep on the stack.
            UncheckedMutableView.withTemporary(repeating: (Int32(0), Int32(0), Int32(0), Int32(0)), count: 64) {
                stack in
                var depth = 0
                if descendInto(bounds) {
                    stack[unchecked: 0] = (KDTree.isLeaf(lo: 0, hi: count) ? -1 : 0, 0, Int32(count), -1)
                    depth = 1
                }
                while depth > 0 {
                    depth -= 1
                    let frame = (
                        node: Int(stack[unchecked: depth].0), lo: Int(stack[unchecked: depth].1),
                        hi: Int(stack[unchecked: depth].2)
                    )
                    if frame.node < 0 {
                        let place = Int(stack[unchecked: depth].3)
                        let box =
                            place < 0
                            ? bounds
                            : place & 1 == 0 ? nodes[unchecked: place >> 1].left : nodes[unchecked: place >> 1].right
                        leaf(frame.lo..<frame.hi, box)
                        continue
                    }
                    let node = nodes[unchecked: frame.node]
                    let middle = KDTree.middle(lo: frame.lo, hi: frame.hi)
                    let parent = Int32(truncatingIfNeeded: frame.node << 1)
                    if descendInto(node.right) {
                        stack[unchecked: depth] = (node.rightChild, Int32(middle), Int32(frame.hi), parent | 1)
                        depth += 1
                    }
                    if descendInto(node.left) {
                        let left = KDTree.isLeaf(lo: frame.lo, hi: middle) ? -1 : Int32(frame.node + 1)
                        stack[unchecked: depth] = (left, Int32(frame.lo), Int32(middle), parent)
                        depth += 1
                    }
                }
            }
        }
    }
}

/// Up to 64 consecutive KD-tree slots of one leaf and which of them a search found: slot
/// `first + i` for every bit `i` set in ``bits`` (see ``KDTree/slotRuns(within:of:inner:)``).
public struct SlotRun: Sendable, Hashable {
    /// The most slots one run holds.
    public static let capacity = 64
    /// The run's first slot.
    public var first: Int
    /// Bit `i` is set when slot `first + i` was found.
    public var bits: UInt64
    /// The places found within the search's inner radius: a subset of ``bits``.
    public var innerBits: UInt64
    /// Great-circle metres (sphere of radius ``KDTree/meanEarthRadius``) from the origin to the
    /// nearest point of the run's leaf's box: no place of the run is nearer (but for rounding, a
    /// few nanometres).
    public var nearest: Double
    /// Great-circle metres from the origin to the farthest corner of the run's leaf's box: no
    /// place of the run is farther (but for rounding).
    public var farthest: Double

    /// A run of every slot from `first` on, `count` of them, all found (and within the inner
    /// radius), with no bounds (0 and infinity).
    ///
    /// - Parameters:
    ///   - first: The first slot.
    ///   - count: How many slots, 1…64.
    @inline(__always)
    init(first: Int, count: Int) {
        self.first = first
        self.bits = UInt64.max &>> UInt64(Self.capacity - count)
        self.innerBits = bits
        self.nearest = 0
        self.farthest = .infinity
    }

    /// Calls a closure with each slot found, in order, and whether it is within the inner radius.
    ///
    /// - Parameter body: Called with each slot and whether its bit is set in ``innerBits``.
    @inlinable
    @inline(__always)
    public func forEachSlot(_ body: (_ slot: Int, _ isInner: Bool) -> Void) {
        var bits = bits
        while bits != 0 {
            let offset = bits.trailingZeroBitCount
            // Clears the lowest set bit.
            bits &= bits &- 1
            body(first &+ offset, (innerBits &>> UInt64(offset)) & 1 != 0)
        }
    }
}

/// Great-circle distances from one origin to a ``KDTree``'s places by slot, compared on its unit
/// vectors (a chord: a dozen instructions): for a caller that must tell which of many places may
/// be within a distance before it measures them on the ellipsoid, some fifty instructions each.
public struct SlotDistances: Sendable {
    /// The tree's unit vectors, by slot (its storage, shared, not copied).
    @usableFromInline let vectors: [SpherePoint]
    /// The origin's unit vector.
    @usableFromInline let origin: SpherePoint

    init(vectors: [SpherePoint], origin: SpherePoint) {
        self.vectors = vectors
        self.origin = origin
    }

    /// What ``isWithin(_:slot:)`` compares with for a great-circle distance (its squared chord).
    ///
    /// - Parameter metres: Great-circle metres (sphere of radius ``KDTree/meanEarthRadius``).
    /// - Returns: The limit; negative or NaN metres give one no place is within.
    public func limit(metres: Double) -> Double { SphereDistance.chordSquared(metres: metres) }

    /// Whether the place in a slot is within the distance a limit stands for (to a few
    /// nanometres of rounding).
    ///
    /// - Parameters:
    ///   - limit: From ``limit(metres:)``.
    ///   - slot: A slot of the tree.
    /// - Returns: `true` when it is within.
    @inlinable
    public func isWithin(_ limit: Double, slot: Int) -> Bool {
        vectors[slot].chordSquared(to: origin) <= limit
    }
}
