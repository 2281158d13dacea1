import Geodesy

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
        items.withUnsafeBufferPointer { items in
            forEachRun(within: radius, of: origin) { run in
                run.forEachSlot { slot in body(slot, Int(items[slot])) }
            }
        }
    }

    /// The slots of every place within a great-circle distance of an origin, as runs of up to 64
    /// slots with a bit for each place found: the same places as
    /// ``forEachSlot(within:of:_:)``, in the same order.
    ///
    /// For a caller that visits thousands of places per query (a city's worth, to count them):
    /// subtrees wholly inside the radius become full runs without testing their places one by
    /// one, and the caller's loop over the bits costs a few instructions a place: about 10 a place
    /// in all for a city of a million-place catalog, where a closure per place that appended its
    /// slot to an array cost 85.
    ///
    /// - Parameters:
    ///   - radius: Great-circle metres (sphere of radius ``meanEarthRadius``); edges included.
    ///   - origin: The centre.
    /// - Returns: Runs in slot order, none empty.
    /// - Complexity: O(log *n* + *m*) expected for *m* places inside.
    public func slotRuns(within radius: Double, of origin: Coordinate) -> [SlotRun] {
        var runs: [SlotRun] = []
        forEachRun(within: radius, of: origin) { runs.append($0) }
        return runs
    }

    /// Calls a closure with the runs of ``slotRuns(within:of:)``, in slot order.
    @inline(__always)
    private func forEachRun(within radius: Double, of origin: Coordinate, _ body: (SlotRun) -> Void) {
        let limit = SphereDistance.chordSquared(metres: radius)
        guard limit >= 0, !isEmpty else { return }
        let query = SpherePoint(origin)
        visitLeaves(
            descendInto: { box in box.distanceSquared(x: query.x, y: query.y, z: query.z) <= limit },
            covers: { box in box.farthestDistanceSquared(x: query.x, y: query.y, z: query.z) <= limit },
            accept: { x, y, z in
                // The same operations, in the same order, as the box's farthest distance: see
                // `KDTreeBox.farthestDistanceSquared`.
                let dx = x - query.x
                let dy = y - query.y
                let dz = z - query.z
                return dx * dx + dy * dy + dz * dz <= limit
            },
            body)
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
        items.withUnsafeBufferPointer { items in
            visitLeaves(
                descendInto: { node in node.intersects(box.bounds) },
                covers: { _ in false },
                accept: { x, y, z in box.contains(x: x, y: y, z: z) }
            ) { run in
                run.forEachSlot { slot in body(Int(items[slot])) }
            }
        }
    }

    /// Walks the tree depth first, entering nodes `descendInto` accepts, and reports the places
    /// of their leaves that `accept` accepts as runs, in slot order. A subtree whose box `covers`
    /// accepts is reported whole without a test per place: `covers` must accept only boxes all
    /// of whose places `accept` would accept. Uses a fixed-size stack; allocates nothing itself.
    @inline(__always)
    private func visitLeaves(
        descendInto: (KDTreeBox) -> Bool, covers: (KDTreeBox) -> Bool, accept: (Double, Double, Double) -> Bool,
        _ body: (SlotRun) -> Void
    ) {
        vectors.withUnsafeBufferPointer { vectors in
            nodes.withUnsafeBufferPointer { nodes in
                // A frame's node: an internal node's index; -1, a leaf whose places are tested;
                // -2, a range all of whose places are inside.
                @inline(__always)
                func frameNode(_ node: Int, lo: Int, hi: Int, box: KDTreeBox) -> Int32 {
                    if covers(box) { return -2 }
                    return KDTree.isLeaf(lo: lo, hi: hi) ? -1 : Int32(truncatingIfNeeded: node)
                }
                // The tree is balanced, so 64 levels are more than Int32 places can need, and
                // 64 compact frames stay under the 1 KiB that temporary allocations keep on the stack.
                withUnsafeTemporaryAllocation(of: (Int32, Int32, Int32).self, capacity: 64) { stack in
                    var depth = 0
                    if descendInto(bounds) {
                        stack[0] = (frameNode(0, lo: 0, hi: vectors.count, box: bounds), 0, Int32(vectors.count))
                        depth = 1
                    }
                    while depth > 0 {
                        depth -= 1
                        let frame = (node: Int(stack[depth].0), lo: Int(stack[depth].1), hi: Int(stack[depth].2))
                        if frame.node < 0 {
                            // Runs of at most 64 slots (a leaf holds at most `bucketSize`, 64).
                            var first = frame.lo
                            while first < frame.hi {
                                let end = min(first + SlotRun.capacity, frame.hi)
                                var run = SlotRun(first: first, count: end - first)
                                if frame.node == -1 {
                                    run.bits = 0
                                    for slot in first..<end {
                                        let inside = accept(vectors[slot].x, vectors[slot].y, vectors[slot].z)
                                        run.bits |= UInt64(inside ? 1 : 0) &<< UInt64(slot - first)
                                    }
                                }
                                if run.bits != 0 { body(run) }
                                first = end
                            }
                            continue
                        }
                        let node = nodes[frame.node]
                        let middle = KDTree.middle(lo: frame.lo, hi: frame.hi)
                        if descendInto(node.right) {
                            let right = frameNode(Int(node.rightChild), lo: middle, hi: frame.hi, box: node.right)
                            stack[depth] = (right, Int32(middle), Int32(frame.hi))
                            depth += 1
                        }
                        if descendInto(node.left) {
                            let left = frameNode(frame.node + 1, lo: frame.lo, hi: middle, box: node.left)
                            stack[depth] = (left, Int32(frame.lo), Int32(middle))
                            depth += 1
                        }
                    }
                }
            }
        }
    }
}

/// Up to 64 consecutive KD-tree slots and which of them a search found: slot `first + i` for
/// every bit `i` set in ``bits`` (see ``KDTree/slotRuns(within:of:)``).
public struct SlotRun: Sendable, Hashable {
    /// The most slots one run holds.
    public static let capacity = 64
    /// The run's first slot.
    public var first: Int
    /// Bit `i` is set when slot `first + i` was found.
    public var bits: UInt64

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - first: The first slot.
    ///   - bits: Which slots from `first` on were found.
    public init(first: Int, bits: UInt64) {
        self.first = first
        self.bits = bits
    }

    /// A run of every slot from `first` on, `count` of them.
    ///
    /// - Parameters:
    ///   - first: The first slot.
    ///   - count: How many slots, 1…64.
    @inline(__always)
    public init(first: Int, count: Int) {
        precondition(count > 0 && count <= Self.capacity, "A run holds 1…\(Self.capacity) slots, not \(count).")
        self.first = first
        self.bits = UInt64.max &>> UInt64(Self.capacity - count)
    }

    /// Calls a closure with each slot found, in order.
    ///
    /// - Parameter body: Called with each slot.
    @inlinable
    @inline(__always)
    public func forEachSlot(_ body: (Int) -> Void) {
        var bits = bits
        while bits != 0 {
            let slot = first + bits.trailingZeroBitCount
            // Clears the lowest set bit.
            bits &= bits &- 1
            body(slot)
        }
    }

    /// Runs of every slot in a range, in order.
    ///
    /// - Parameter slots: The slots.
    /// - Returns: Full runs, the last one shorter when the count is not a multiple of 64.
    public static func covering(_ slots: Range<Int>) -> [SlotRun] {
        stride(from: slots.lowerBound, to: slots.upperBound, by: capacity).map {
            SlotRun(first: $0, count: min(capacity, slots.upperBound - $0))
        }
    }
}
