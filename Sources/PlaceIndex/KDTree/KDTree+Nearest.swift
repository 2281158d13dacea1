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
        vectors.withUnsafeBufferPointer { vectors in
            items.withUnsafeBufferPointer { items in
                nodes.withUnsafeBufferPointer { nodes in
                    let rootBound = bounds.distanceSquared(x: query.x, y: query.y, z: query.z)
                    guard rootBound <= limit else { return }
                    let root = KDTree.isLeaf(lo: 0, hi: items.count) ? -1 : 0
                    search.stack.append(SearchFrame(node: root, lo: 0, hi: items.count, lowerBound: rootBound))
                    while let frame = search.stack.popLast() {
                        var bound = limit
                        if search.heapDistances.count == count { bound = min(bound, search.heapDistances[0]) }
                        if frame.lowerBound > bound { continue }
                        if frame.node < 0 {
                            for slot in frame.lo..<frame.hi {
                                let dx = vectors[slot].x - query.x
                                let dy = vectors[slot].y - query.y
                                let dz = vectors[slot].z - query.z
                                let distance = dx * dx + dy * dy + dz * dz
                                if distance > bound { continue }
                                let item = items[slot]
                                let full = search.heapDistances.count == count
                                if full
                                    && !NearestSearch.precedes(
                                        distance, item, search.heapDistances[0], search.heapItems[0])
                                {
                                    continue
                                }
                                guard predicate(Int(item)) else { continue }
                                if full {
                                    search.replaceWorst(distance, item)
                                } else {
                                    search.push(distance, item)
                                }
                                if search.heapDistances.count == count { bound = min(limit, search.heapDistances[0]) }
                            }
                            continue
                        }
                        let node = nodes[frame.node]
                        let middle = KDTree.middle(lo: frame.lo, hi: frame.hi)
                        let leftBound = node.left.distanceSquared(x: query.x, y: query.y, z: query.z)
                        let rightBound = node.right.distanceSquared(x: query.x, y: query.y, z: query.z)
                        let leftFrame = SearchFrame(
                            node: KDTree.isLeaf(lo: frame.lo, hi: middle) ? -1 : frame.node + 1, lo: frame.lo,
                            hi: middle, lowerBound: leftBound)
                        let rightFrame = SearchFrame(
                            node: Int(node.rightChild), lo: middle, hi: frame.hi, lowerBound: rightBound)
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
