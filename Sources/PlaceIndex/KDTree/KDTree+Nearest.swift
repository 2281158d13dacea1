import Geodesy
import RawMemory

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
        nearest(to: origin, count: count, maxDistance: maxDistance, using: &search) { _, item in predicate(item) }
    }

    /// Finds the `count` places nearest to an origin that pass a predicate given each place's
    /// slot as well as its item.
    ///
    /// The slot is the place's position in tree order (see ``itemsInTreeOrder``). Places of one
    /// leaf have consecutive slots, so a caller that keeps its per-place filter data in slot order
    /// reads one cache line per leaf instead of one random line per place — at a million places
    /// that is most of the cost of a filtered search.
    ///
    /// - Parameters:
    ///   - origin: Where distances are measured from.
    ///   - count: How many places to find at most.
    ///   - maxDistance: Great-circle metres beyond which places are ignored, or `nil`.
    ///   - search: Scratch space; on return ``NearestSearch/neighbors`` holds the result.
    ///   - predicate: Called with `(slot, item)` only for places that would enter the result.
    /// - Complexity: See ``nearest(to:count:maxDistance:where:)``.
    public func nearest(
        to origin: Coordinate, count: Int, maxDistance: Double? = nil, using search: inout NearestSearch,
        whereSlot predicate: (_ slot: Int, _ item: Int) -> Bool
    ) {
        search.reserve(min(count, self.count))
        search.neighbors.removeAll(keepingCapacity: true)
        guard count > 0, !isEmpty else { return }
        let limit = maxDistance.map { SphereDistance.chordSquared(metres: $0) } ?? .infinity
        guard limit >= 0 else { return }
        let query = SpherePoint(origin)
        let rootBound = bounds.distanceSquared(x: query.x, y: query.y, z: query.z)
        guard rootBound <= limit else { return }
        let capacity = min(count, self.count)
        var neighbors = search.neighbors
        search.neighbors = []
        defer { search.neighbors = neighbors }
        UncheckedView.with(vectors) { vectors in
            UncheckedView.with(items) { items in
                UncheckedView.with(nodes) { nodes in
                    UncheckedMutableView.with(&search.stack) { stack in
                        UncheckedMutableView.with(&search.heapDistances) { distances in
                            UncheckedMutableView.with(&search.heapItems) { heapItems in
                                var heap = CandidateHeap(distances: distances, items: heapItems)
                                stack[unchecked: 0] = SearchFrame(
                                    node: KDTree.isLeaf(lo: 0, hi: items.count) ? -1 : 0, lo: 0,
                                    hi: Int32(items.count), lowerBound: rootBound)
                                var depth = 1
                                var touched: UInt64 = 0
                                // The squared chord a place must not exceed to enter the result.
                                var bound = limit
                                while depth > 0 {
                                    depth -= 1
                                    let frame = stack[unchecked: depth]
                                    if frame.lowerBound > bound { continue }
                                    let lo = Int(frame.lo)
                                    let hi = Int(frame.hi)
                                    if frame.node < 0 {
                                        for slot in lo..<hi {
                                            let distance = vectors[unchecked: slot].chordSquared(to: query)
                                            if distance > bound { continue }
                                            let item = items[unchecked: slot]
                                            let full = heap.count == capacity
                                            if full
                                                && !NearestSearch.precedes(
                                                    distance, item, heap.worstDistance, heap.worstItem)
                                            {
                                                continue
                                            }
                                            guard predicate(slot, Int(item)) else { continue }
                                            if full {
                                                heap.replaceWorst(distance, item)
                                            } else {
                                                heap.push(distance, item)
                                            }
                                            if heap.count == capacity { bound = min(limit, heap.worstDistance) }
                                        }
                                        continue
                                    }
                                    let node = nodes[unchecked: Int(frame.node)]
                                    let middle = KDTree.middle(lo: lo, hi: hi)
                                    let leftBound = node.left.distanceSquared(x: query.x, y: query.y, z: query.z)
                                    let rightBound = node.right.distanceSquared(x: query.x, y: query.y, z: query.z)
                                    let leftFrame = SearchFrame(
                                        node: KDTree.isLeaf(lo: lo, hi: middle) ? -1 : frame.node + 1, lo: frame.lo,
                                        hi: Int32(middle), lowerBound: leftBound)
                                    let rightFrame = SearchFrame(
                                        node: node.rightChild, lo: Int32(middle), hi: frame.hi,
                                        lowerBound: rightBound)
                                    // Push the farther child first so the nearer one is searched first.
                                    let (near, far) =
                                        leftBound <= rightBound ? (leftFrame, rightFrame) : (rightFrame, leftFrame)
                                    if far.lowerBound <= bound {
                                        stack[unchecked: depth] = far
                                        depth += 1
                                        // Read the far child's first bytes now, so that fetching them
                                        // from memory overlaps the search of the near child (Swift has
                                        // no prefetch instruction; the value only feeds `touched`).
                                        touched ^=
                                            far.node < 0
                                            ? vectors[unchecked: Int(far.lo)].x.bitPattern
                                            : UInt64(nodes[unchecked: Int(far.node)].left.minX.bitPattern)
                                    }
                                    if near.lowerBound <= bound {
                                        stack[unchecked: depth] = near
                                        depth += 1
                                    }
                                }
                                heap.drain(into: &neighbors)
                                search.touched = touched
                            }
                        }
                    }
                }
            }
        }
    }
}
