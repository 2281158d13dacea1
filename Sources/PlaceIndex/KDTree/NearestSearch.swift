import RawMemory

/// Reusable scratch space for ``KDTree`` searches, so repeated queries do not allocate.
///
/// Keep one per thread (it is a value; do not share one between concurrent queries), pass it
/// `inout` to ``KDTree/nearest(to:count:maxDistance:using:where:)`` and read ``neighbors``. Its
/// arrays grow to the largest `count` asked for and then keep their size.
public struct NearestSearch: Sendable {
    /// The result of the last search, nearest first.
    public internal(set) var neighbors: [Neighbor] = []

    /// Squared chords of the best candidates so far: a max-heap ordered by (distance, item) in
    /// the first entries (the search keeps the count); the array only grows.
    var heapDistances: [Double] = []
    /// Items parallel to ``heapDistances``.
    var heapItems: [Int32] = []
    /// Bits of memory read early to start fetching it (see the search); kept only so the reads stay.
    var touched: UInt64 = 0
    /// Subtrees still to visit: a stack in the first entries. 64 frames hold any search: a
    /// depth-first search keeps at most one waiting sibling per level, and a balanced tree over
    /// fewer than 2³¹ places has under 30 levels.
    var stack = [SearchFrame](repeating: SearchFrame(node: -1, lo: 0, hi: 0, lowerBound: 0), count: 64)

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
        if heapDistances.count < capacity {
            heapDistances = [Double](repeating: 0, count: capacity)
            heapItems = [Int32](repeating: 0, count: capacity)
        }
        if neighbors.capacity < capacity { neighbors.reserveCapacity(capacity) }
    }

    /// Whether `(distance, item)` sorts before `(otherDistance, otherItem)`.
    @inline(__always)
    static func precedes(_ distance: Double, _ item: Int32, _ otherDistance: Double, _ otherItem: Int32) -> Bool {
        distance < otherDistance || (distance == otherDistance && item < otherItem)
    }
}

/// A max-heap of candidates by (distance, item) over borrowed buffers, so the search's inner loop
/// makes no bounds or uniqueness checks.
struct CandidateHeap {
    let distances: UncheckedMutableView<Double>
    let items: UncheckedMutableView<Int32>
    /// How many entries are in the heap.
    var count = 0

    /// The worst candidate's distance (the heap must not be empty).
    @inline(__always)
    var worstDistance: Double { distances[unchecked: 0] }
    /// The worst candidate's item (the heap must not be empty).
    @inline(__always)
    var worstItem: Int32 { items[unchecked: 0] }

    /// Adds a candidate to a heap that has room.
    @inline(__always)
    mutating func push(_ distance: Double, _ item: Int32) {
        var child = count
        count += 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard NearestSearch.precedes(distances[unchecked: parent], items[unchecked: parent], distance, item) else {
                break
            }
            distances[unchecked: child] = distances[unchecked: parent]
            items[unchecked: child] = items[unchecked: parent]
            child = parent
        }
        distances[unchecked: child] = distance
        items[unchecked: child] = item
    }

    /// Replaces the worst candidate of a non-empty heap and restores the heap order.
    @inline(__always)
    func replaceWorst(_ distance: Double, _ item: Int32) {
        siftDown(distance, item, count: count)
    }

    private func siftDown(_ distance: Double, _ item: Int32, count: Int) {
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count
                && NearestSearch.precedes(
                    distances[unchecked: child], items[unchecked: child], distances[unchecked: child + 1],
                    items[unchecked: child + 1])
            {
                child += 1
            }
            guard NearestSearch.precedes(distance, item, distances[unchecked: child], items[unchecked: child]) else {
                break
            }
            distances[unchecked: parent] = distances[unchecked: child]
            items[unchecked: parent] = items[unchecked: child]
            parent = child
        }
        distances[unchecked: parent] = distance
        items[unchecked: parent] = item
    }

    /// Empties the heap into `neighbors`, nearest first, converting chords to metres.
    mutating func drain(into neighbors: inout [Neighbor]) {
        // Heapsort in place: the worst goes to the end of the shrinking heap.
        var remaining = count
        while remaining > 1 {
            let distance = distances[unchecked: 0]
            let item = items[unchecked: 0]
            remaining -= 1
            siftDown(distances[unchecked: remaining], items[unchecked: remaining], count: remaining)
            distances[unchecked: remaining] = distance
            items[unchecked: remaining] = item
        }
        for index in 0..<count {
            neighbors.append(
                Neighbor(
                    item: Int(items[unchecked: index]),
                    distance: SphereDistance.metres(chordSquared: distances[unchecked: index])))
        }
        count = 0
    }
}

/// A subtree waiting in a search: its node (-1 for a leaf), its range of places and a lower bound
/// on its squared chord from the query.
struct SearchFrame: Sendable {
    var node: Int32
    var lo: Int32
    var hi: Int32
    var lowerBound: Double
}
