import Geodesy

extension KDTree {
    /// The `count` places nearest to an origin that pass a predicate, nearest first.
    ///
    /// Convenience over ``nearest(to:count:maxDistance:using:where:)`` that allocates its own
    /// scratch space; use that one on hot paths.
    ///
    /// - Parameters:
    ///   - origin: Where distances are measured from.
    ///   - count: How many places to return at most.
    ///   - maxDistance: Great-circle metres beyond which places are ignored, or `nil`.
    ///   - predicate: Called with an item during the search, only for places that would enter the
    ///     result; return `false` to skip the place.
    /// - Returns: Up to `count` neighbours ordered by distance, ties by item.
    /// - Complexity: O(log *n* + *k*) expected for well-spread data when most places pass; a
    ///   predicate that rejects a fraction *f* of places costs about 1/(1 − *f*) times more.
    public func nearest(
        to origin: Coordinate, count: Int, maxDistance: Double? = nil, where predicate: (Int) -> Bool = { _ in true }
    ) -> [Neighbor] {
        var search = NearestSearch(capacity: min(max(0, count), self.count))
        nearest(to: origin, count: count, maxDistance: maxDistance, using: &search, where: predicate)
        return search.neighbors
    }

    /// Finds the `count` places nearest to an origin that pass a predicate, into reusable scratch.
    ///
    /// A depth-first branch-and-bound search (Friedman, Bentley & Finkel 1977): the nearer child
    /// is visited first, and a subtree is skipped when its bounding box is farther than the current
    /// `count`-th best candidate, kept in a bounded max-heap. The predicate is evaluated during the
    /// search, so "the 10 nearest open places" visits only the neighbourhood that holds them.
    /// After the first call with a given `count`, a search does not allocate.
    ///
    /// - Parameters:
    ///   - origin: Where distances are measured from.
    ///   - count: How many places to find at most.
    ///   - maxDistance: Great-circle metres beyond which places are ignored, or `nil`.
    ///   - search: Scratch space; on return ``NearestSearch/neighbors`` holds the result, nearest
    ///     first, ties by item.
    ///   - predicate: Called with an item only for places that would enter the result.
    /// - Complexity: See ``nearest(to:count:maxDistance:where:)``.
    public func nearest(
        to origin: Coordinate, count: Int, maxDistance: Double? = nil, using search: inout NearestSearch,
        where predicate: (Int) -> Bool = { _ in true }
    ) {
        search.reserve(min(count, self.count))
        search.reset()
        guard count > 0, !isEmpty else { return }
        let limit = maxDistance.map { SphereDistance.chordSquared(metres: $0) } ?? .infinity
        guard limit >= 0 else { return }
        let query = SpherePoint(origin)
        points.withUnsafeBufferPointer { points in
            lowBits.withUnsafeBufferPointer { lowBits in
                nodes.withUnsafeBufferPointer { nodes in
                    let target = SIMD4(query.x, query.y, query.z, 0)
                    let rootBound = bounds.distanceSquared(to: target)
                    guard rootBound <= limit else { return }
                    let root = KDTree.isLeaf(lo: 0, hi: points.count) ? -1 : 0
                    search.stack.append(
                        SearchFrame(node: root, lo: 0, hi: points.count, lowerBound: rootBound, box: bounds))
                    // The squared chord a place must not exceed to enter the result, and its band
                    // for approximate vectors; both shrink as the heap fills and improves.
                    var bound = limit
                    var band = KDTreeBand(bound: bound)
                    while let frame = search.stack.popLast() {
                        if frame.lowerBound > bound { continue }
                        if frame.node < 0 {
                            for slot in frame.lo..<frame.hi {
                                let point = points[slot]
                                let approximate = point.approximateChordSquared(x: query.x, y: query.y, z: query.z)
                                if approximate > band.beyond { continue }
                                let item = point.item
                                let distance: Double
                                if approximate < band.within {
                                    // Surely nearer than the bound (and so than the worst candidate).
                                    guard predicate(Int(item)) else { continue }
                                    distance = point.exact(lowBits[slot]).chordSquared(to: query)
                                } else {
                                    distance = point.exact(lowBits[slot]).chordSquared(to: query)
                                    if distance > bound { continue }
                                    if search.heapDistances.count == count
                                        && !NearestSearch.precedes(
                                            distance, item, search.heapDistances[0], search.heapItems[0])
                                    {
                                        continue
                                    }
                                    guard predicate(Int(item)) else { continue }
                                }
                                if search.heapDistances.count == count {
                                    search.replaceWorst(distance, item)
                                } else {
                                    search.push(distance, item)
                                }
                                if search.heapDistances.count == count {
                                    bound = min(limit, search.heapDistances[0])
                                    band = KDTreeBand(bound: bound)
                                }
                            }
                            continue
                        }
                        let node = nodes[frame.node]
                        let middle = KDTree.middle(lo: frame.lo, hi: frame.hi)
                        let step = frame.box.step
                        let leftBox = frame.box.child(node.left, step: step)
                        let rightBox = frame.box.child(node.right, step: step)
                        let leftBound = leftBox.distanceSquared(to: target)
                        let rightBound = rightBox.distanceSquared(to: target)
                        let leftFrame = SearchFrame(
                            node: KDTree.isLeaf(lo: frame.lo, hi: middle) ? -1 : frame.node + 1, lo: frame.lo,
                            hi: middle, lowerBound: leftBound, box: leftBox)
                        let rightFrame = SearchFrame(
                            node: Int(node.rightChild), lo: middle, hi: frame.hi, lowerBound: rightBound, box: rightBox)
                        // Push the farther child first so the nearer one is searched first.
                        let (near, far) = leftBound <= rightBound ? (leftFrame, rightFrame) : (rightFrame, leftFrame)
                        if far.lowerBound <= bound { search.stack.append(far) }
                        if near.lowerBound <= bound { search.stack.append(near) }
                    }
                }
            }
        }
        search.finish()
    }
}
