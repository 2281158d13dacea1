import RawMemory

/// Buckets of one level's points on a uniform grid, for the greedy pass's fixed-radius
/// neighbour search.
///
/// A map clusters a few hundred places whose disks are nearly all empty at high zooms; the tree
/// search still scans a leaf of up to 17 points for each of them, while the grid looks at the
/// few points of the one to four cells that the disk can reach. The grid gives candidates only:
/// the caller applies the tree search's own distance test (so the same points are found) and
/// puts them in the tree search's order (``PlaneTree/precedesInSearch(_:_:count:)``).
///
/// A point's cell coordinates are `u = (x − minX) · scale` and `v`, clamped to the grid; its cell
/// is the whole numbers nearest them. Cells are at least 2.5 ``reach(for:)`` wide, so the `u` of
/// any point that the distance test accepts is within `ρ = reach · scale ≤ 0.4` of the searching
/// point's (rounding moves `u` by far less than the reach's 10⁻⁶ margin, and clamping only moves
/// points closer). So a search needs the neighbouring column only where `u` is within `ρ` of its
/// cell's edge on that side, likewise rows: one to four cells, worked out once while bucketing.
/// A border of empty cells lets them be read without bounds checks.
///
/// The storage is scratch that ``ClusterBuilder`` keeps across levels; a build empties only the
/// cells the previous build filled.
/// - Complexity: building O(*n*) (about 4 *n* cells or fewer), a search O(points in the cells it
///   reads).
struct PlaneGrid {
    /// A box that holds every point of the levels to be bucketed (cluster centres, being
    /// count-weighted means of places, lie inside the places' box up to rounding; points outside
    /// are clamped into the border cells, which keeps the search exact).
    struct Bounds {
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double
    }

    /// What the grid keeps of a bucketed point.
    struct Entry {
        /// The previous point bucketed in its cell, or -1.
        var link: Int32
        /// Its cell.
        var cell: Int32
        /// The step to the other column its search reads (-1, 1), or 0.
        var columnStep: Int32
        /// The step to the other row its search reads (± cells per row), or 0.
        var rowStep: Int32
    }

    /// A built grid's buckets, valid inside ``withSearch(_:)``.
    struct Search {
        let head: UncheckedView<Int32>
        let entries: UncheckedView<Entry>

        /// Calls `body` with every point bucketed in the cells that point `index`'s disk can
        /// reach, the point itself included: a superset of the points within the radius, in no
        /// useful order.
        @inline(__always)
        func forEachCandidate(of index: Int, _ body: (Int) -> Void) {
            @inline(__always)
            func list(_ cell: Int) {
                var candidate = Int(head[unchecked: cell])
                while candidate >= 0 {
                    body(candidate)
                    candidate = Int(entries[unchecked: candidate].link)
                }
            }
            let entry = entries[unchecked: index]
            let own = Int(entry.cell)
            let side = Int(entry.columnStep)
            let below = Int(entry.rowStep)
            list(own)
            if side != 0 { list(own + side) }
            if below != 0 {
                list(own + below)
                if side != 0 { list(own + below + side) }
            }
        }
    }

    /// The most pairs of points sharing a cell, per point, before the tree walk is the better
    /// search: at 4, a point's own cell holds nine points on average, and a search tests about
    /// 25 candidates, which costs about what the tree walk costs.
    static let maximumPairsPerPoint = 4
    /// About how many cells a grid has per point, where the radius allows.
    static let cellsPerPoint = 4.0
    /// The least cell width in reaches: at most one neighbouring cell per axis is ever read.
    static let cellReaches = 2.5
    /// 1.5 · 2⁵²: adding it to a double in 0…2³¹ rounds it to a whole number, which is then the
    /// low 32 bits of the sum's bit pattern.
    static let rounder = 6_755_399_441_055_744.0

    /// Cell `c`'s last bucketed point, or -1.
    private var head: [Int32] = []
    /// Point `i`'s entry.
    private var entries: [Entry] = []
    /// How many points were bucketed in point `i`'s cell before it.
    private var earlier: [Int32] = []
    /// How many points the last build bucketed: their cells are to be emptied.
    private var bucketed = 0

    /// The search's half-width for a radius, a little over it: a point that the test
    /// `dx * dx + dy * dy <= r * r` accepts has `|dx| ≤ r · (1 + 2⁻⁵⁰)`.
    static func reach(for radius: Double) -> Double { radius * (1 + 1e-6) }

    /// Buckets `points` for searches within `radius`.
    ///
    /// - Returns: `false` when points share cells so much that the tree walk is the cheaper
    ///   search; the grid must not be searched then.
    mutating func build(_ points: UncheckedView<PlanePoint>, radius: Double, bounds: Bounds) -> Bool {
        let count = points.count
        guard count > 0, radius > 0, radius.isFinite else { return false }
        let reach = Self.reach(for: radius)
        let width = bounds.maxX - bounds.minX
        let height = bounds.maxY - bounds.minY
        // At most 4n + 1 columns and rows, about 4n cells in all where the reach allows.
        let wanted = Self.cellsPerPoint * Double(count)
        let size = max(
            Self.cellReaches * reach, (width * height / wanted).squareRoot(), max(width, height) / wanted)
        let scale = 1 / size
        let columns = Int(width * scale) + 1
        let rows = Int(height * scale) + 1
        // Cell k holds the u that round to k, so u is clamped to [0, columns - 1]. The edge tests
        // keep a margin far above the rounding of u (under 2⁻⁵⁰ · (4n + 2)).
        let lastU = Double(columns - 1)
        let lastV = Double(rows - 1)
        let near = reach * scale + 1e-6 - 0.5
        let far = -near
        let stride = columns + 2
        let cells = stride * (rows + 2)
        // Cells and coordinates are 32-bit (about 12n cells at most): larger levels take the tree.
        guard cells < Int(Int32.max) else { return false }
        if head.count < cells { head = [Int32](repeating: -1, count: max(cells, 2 * head.count)) }
        if entries.count < count {
            let capacity = max(count, 2 * entries.count)
            entries = [Entry](repeating: Entry(link: -1, cell: 0, columnStep: 0, rowStep: 0), count: capacity)
            earlier = [Int32](repeating: 0, count: capacity)
        }
        // Crowded cells make the search slower than the tree walk: stop once they are certain.
        var pairsLeft = Self.maximumPairsPerPoint * count
        var filled = count
        let bucketed = bucketed
        let row = Int32(stride)
        UncheckedMutableView.with(&head) { head in
            UncheckedMutableView.with(&entries) { entries in
                UncheckedMutableView.with(&earlier) { earlier in
                    for index in 0..<bucketed { head[unchecked: Int(entries[unchecked: index].cell)] = -1 }
                    for index in 0..<count {
                        let point = points[unchecked: index]
                        let u = min(max((point.x - bounds.minX) * scale, 0), lastU)
                        let v = min(max((point.y - bounds.minY) * scale, 0), lastV)
                        // Rounded to the nearest whole number by adding 1.5 · 2⁵² (cheaper than a
                        // checked conversion); `u` less the whole number is exact, in -0.5…0.5.
                        let roundedU = u + Self.rounder
                        let roundedV = v + Self.rounder
                        // In range by construction (cells < Int32.max): wrapping arithmetic.
                        let own =
                            (Int32(truncatingIfNeeded: roundedV.bitPattern) &+ 1) &* row
                            &+ Int32(truncatingIfNeeded: roundedU.bitPattern) &+ 1
                        let offsetU = u - (roundedU - Self.rounder)
                        let offsetV = v - (roundedV - Self.rounder)
                        let previous = head[unchecked: Int(own)]
                        let before: Int32 = previous >= 0 ? earlier[unchecked: Int(previous)] &+ 1 : 0
                        earlier[unchecked: index] = before
                        pairsLeft &-= Int(before)
                        let columnStep = Int32(offsetU > far ? 1 : 0) &- Int32(offsetU < near ? 1 : 0)
                        let rowStep = Int32(offsetV > far ? 1 : 0) &- Int32(offsetV < near ? 1 : 0)
                        entries[unchecked: index] = Entry(
                            link: previous, cell: own, columnStep: columnStep, rowStep: rowStep &* row)
                        head[unchecked: Int(own)] = Int32(truncatingIfNeeded: index)
                        if pairsLeft < 0 {
                            filled = index + 1
                            break
                        }
                    }
                }
            }
        }
        self.bucketed = filled
        return pairsLeft >= 0
    }

    /// Calls `body` with the built buckets.
    func withSearch<Result>(_ body: (Search) -> Result) -> Result {
        UncheckedView.with(head) { head in
            UncheckedView.with(entries) { entries in body(Search(head: head, entries: entries)) }
        }
    }
}
