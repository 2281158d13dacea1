/// Reusable scratch space for ``KDTree`` searches, so repeated queries do not allocate.
///
/// Keep one per thread (it is a value; do not share one between concurrent queries), pass it
/// `inout` to ``KDTree/nearest(to:count:maxDistance:using:where:)`` and read ``neighbors``. Its
/// arrays grow to the largest `count` asked for and then keep their capacity.
public struct NearestSearch: Sendable {
    /// The result of the last search, nearest first.
    public internal(set) var neighbors: [Neighbor] = []

    /// Squared chords of the best candidates so far, as a max-heap ordered by (distance, item).
    var heapDistances: [Double] = []
    /// Items parallel to ``heapDistances``.
    var heapItems: [Int32] = []
    /// Subtrees still to visit.
    var stack: [SearchFrame] = []

    /// Creates scratch space sized for searches of up to `capacity` neighbours.
    ///
    /// - Parameter capacity: The largest `count` you expect to ask for; larger requests still work
    ///   and grow the buffers once.
    public init(capacity: Int = 16) {
        reserve(capacity)
    }

    /// Grows the buffers once so that a search for `count` neighbours does not allocate.
    mutating func reserve(_ count: Int) {
        let capacity = max(0, count)
        if heapDistances.capacity < capacity {
            heapDistances.reserveCapacity(capacity)
            heapItems.reserveCapacity(capacity)
            neighbors.reserveCapacity(capacity)
        }
        if stack.capacity < 128 { stack.reserveCapacity(128) }
    }

    /// Empties the buffers, keeping their capacity.
    mutating func reset() {
        heapDistances.removeAll(keepingCapacity: true)
        heapItems.removeAll(keepingCapacity: true)
        neighbors.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
    }

    /// Whether `(distance, item)` sorts before `(otherDistance, otherItem)`.
    @inline(__always)
    static func precedes(_ distance: Double, _ item: Int32, _ otherDistance: Double, _ otherItem: Int32) -> Bool {
        distance < otherDistance || (distance == otherDistance && item < otherItem)
    }

    /// Adds a candidate to a heap that is not full.
    mutating func push(_ distance: Double, _ item: Int32) {
        heapDistances.append(distance)
        heapItems.append(item)
        var child = heapDistances.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heapDistances[parent], heapItems[parent], distance, item) else { break }
            heapDistances[child] = heapDistances[parent]
            heapItems[child] = heapItems[parent]
            child = parent
        }
        heapDistances[child] = distance
        heapItems[child] = item
    }

    /// Replaces the worst candidate of a non-empty heap and restores the heap order.
    mutating func replaceWorst(_ distance: Double, _ item: Int32) {
        siftDown(distance, item, count: heapDistances.count)
    }

    private mutating func siftDown(_ distance: Double, _ item: Int32, count: Int) {
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count
                && Self.precedes(heapDistances[child], heapItems[child], heapDistances[child + 1], heapItems[child + 1])
            {
                child += 1
            }
            guard Self.precedes(distance, item, heapDistances[child], heapItems[child]) else { break }
            heapDistances[parent] = heapDistances[child]
            heapItems[parent] = heapItems[child]
            parent = child
        }
        heapDistances[parent] = distance
        heapItems[parent] = item
    }

    /// Moves the heap into ``neighbors``, nearest first, converting chords to metres.
    mutating func finish() {
        var count = heapDistances.count
        while count > 0 {
            let distance = heapDistances[0]
            let item = heapItems[0]
            count -= 1
            let lastDistance = heapDistances[count]
            let lastItem = heapItems[count]
            if count > 0 { siftDown(lastDistance, lastItem, count: count) }
            neighbors.append(Neighbor(item: Int(item), distance: SphereDistance.metres(chordSquared: distance)))
        }
        neighbors.reverse()
        heapDistances.removeAll(keepingCapacity: true)
        heapItems.removeAll(keepingCapacity: true)
    }
}

/// A subtree waiting in a search: its node, its range of places and a lower bound on its distance.
struct SearchFrame: Sendable {
    var node: Int
    var lo: Int
    var hi: Int
    var lowerBound: Double
}
