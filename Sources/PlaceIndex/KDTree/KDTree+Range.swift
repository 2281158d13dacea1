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
        let limit = SphereDistance.chordSquared(metres: radius)
        guard limit >= 0, !isEmpty else { return }
        let query = SpherePoint(origin)
        visit(
            descendInto: { box in box.distanceSquared(x: query.x, y: query.y, z: query.z) <= limit },
            accept: { x, y, z in
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
        visit(
            descendInto: { node in node.intersects(box.bounds) },
            accept: { x, y, z in box.contains(x: x, y: y, z: z) }
        ) { _, item in body(item) }
    }

    /// Walks the tree depth first, entering nodes `descendInto` accepts and reporting leaf places
    /// that `accept` accepts. Uses a fixed-size stack, so it does not allocate.
    @inline(__always)
    private func visit(
        descendInto: (KDTreeBox) -> Bool, accept: (Double, Double, Double) -> Bool, _ body: (Int, Int) -> Void
    ) {
        vectors.withUnsafeBufferPointer { vectors in
            items.withUnsafeBufferPointer { items in
                nodes.withUnsafeBufferPointer { nodes in
                    // The tree is balanced, so 64 levels are more than Int32 places can need, and
                    // 64 compact frames stay under the 1 KiB that temporary allocations keep on the stack.
                    withUnsafeTemporaryAllocation(of: (Int32, Int32, Int32).self, capacity: 64) { stack in
                        var depth = 0
                        if descendInto(bounds) {
                            stack[0] = (KDTree.isLeaf(lo: 0, hi: items.count) ? -1 : 0, 0, Int32(items.count))
                            depth = 1
                        }
                        while depth > 0 {
                            depth -= 1
                            let frame = (node: Int(stack[depth].0), lo: Int(stack[depth].1), hi: Int(stack[depth].2))
                            if frame.node < 0 {
                                for slot in frame.lo..<frame.hi
                                where accept(vectors[slot].x, vectors[slot].y, vectors[slot].z) {
                                    body(slot, Int(items[slot]))
                                }
                                continue
                            }
                            let node = nodes[frame.node]
                            let middle = KDTree.middle(lo: frame.lo, hi: frame.hi)
                            if descendInto(node.right) {
                                stack[depth] = (node.rightChild, Int32(middle), Int32(frame.hi))
                                depth += 1
                            }
                            if descendInto(node.left) {
                                let left = KDTree.isLeaf(lo: frame.lo, hi: middle) ? -1 : frame.node + 1
                                stack[depth] = (Int32(left), Int32(frame.lo), Int32(middle))
                                depth += 1
                            }
                        }
                    }
                }
            }
        }
    }
}
