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
        let limit = SphereDistance.chordSquared(metres: radius)
        guard limit >= 0, !isEmpty else { return }
        let query = SpherePoint(origin)
        visit(
            descendInto: { box in box.distanceSquared(to: SIMD4(query.x, query.y, query.z, 0)) <= limit },
            accept: { vector in vector.chordSquared(to: query) <= limit },
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
            accept: { vector in box.contains(x: vector.x, y: vector.y, z: vector.z) },
            body)
    }

    /// Walks the tree depth first, entering nodes whose box `descendInto` accepts and reporting
    /// leaf places whose exact vector `accept` accepts. Recursive (as deep as the tree, under 30
    /// levels), so it does not allocate.
    @inline(__always)
    private func visit(
        descendInto: (KDTreeBox) -> Bool, accept: (SpherePoint) -> Bool, _ body: (Int) -> Void
    ) {
        points.withUnsafeBufferPointer { points in
            lowBits.withUnsafeBufferPointer { lowBits in
                nodes.withUnsafeBufferPointer { nodes in
                    func scan(lo: Int, hi: Int) {
                        for slot in lo..<hi {
                            let point = points[slot]
                            if accept(point.exact(lowBits[slot])) { body(Int(point.item)) }
                        }
                    }
                    func enter(node index: Int, lo: Int, hi: Int, box: KDTreeBox) {
                        let node = nodes[index]
                        let middle = KDTree.middle(lo: lo, hi: hi)
                        let step = box.step
                        let leftBox = box.child(node.left, step: step)
                        if descendInto(leftBox) {
                            if KDTree.isLeaf(lo: lo, hi: middle) {
                                scan(lo: lo, hi: middle)
                            } else {
                                enter(node: index + 1, lo: lo, hi: middle, box: leftBox)
                            }
                        }
                        let rightBox = box.child(node.right, step: step)
                        if descendInto(rightBox) {
                            if node.rightChild < 0 {
                                scan(lo: middle, hi: hi)
                            } else {
                                enter(node: Int(node.rightChild), lo: middle, hi: hi, box: rightBox)
                            }
                        }
                    }
                    guard descendInto(bounds) else { return }
                    if KDTree.isLeaf(lo: 0, hi: points.count) {
                        scan(lo: 0, hi: points.count)
                    } else {
                        enter(node: 0, lo: 0, hi: points.count, box: bounds)
                    }
                }
            }
        }
    }
}
