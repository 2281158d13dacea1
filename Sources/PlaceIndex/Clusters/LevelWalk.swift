import RawMemory

/// One greedy clustering pass over a level, visiting its ``PlaneTree`` in index order.
///
/// A node takes its unvisited neighbours in the order a tree search reports them (which decides
/// how its centre's sums round). They are found in one of two ways, with the same result:
/// - With a ``PlaneGrid``: the candidates in the cells around the disk pass the tree search's
///   distance test and are put in its order. A map's few hundred places take this path.
/// - Otherwise by walking the tree: the walk keeps the cells (bounds implied by the split values)
///   of the subtrees on its path. A node's neighbours within the radius all lie in any enclosing
///   subtree whose cell strictly holds the disk around it, so the search starts at the lowest
///   such subtree.
///
/// The buffers are the caller's and valid only during ``run(grid:)``.
struct LevelWalk {
    /// A subtree on the current path and its cell.
    struct Cell {
        var subtree: PlaneTree.Subtree
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double

        /// The whole plane, for the root.
        static let everywhere = Cell(
            subtree: PlaneTree.Subtree(lo: 0, hi: 0, axis: 0), minX: -.infinity, minY: -.infinity, maxX: .infinity,
            maxY: .infinity)
    }

    let radius: Double
    let minPoints: Int
    let zoom: Int
    var table: ClusterTable
    /// Whether any node merged.
    private(set) var merged = false
    /// The level, in tree order.
    private let points: UncheckedView<PlanePoint>
    /// Whether each node has been taken.
    private let visited: UncheckedMutableView<Bool>
    /// The current node's unvisited neighbours.
    private let neighbours: UncheckedMutableView<Int32>
    /// The next level's nodes: `next[0..<nextCount]`, room for one per node of this level.
    private let next: UncheckedMutableView<PlanePoint>
    /// How many nodes of the next level are written.
    private(set) var nextCount = 0

    init(
        radius: Double, minPoints: Int, zoom: Int, table: ClusterTable, points: UncheckedView<PlanePoint>,
        visited: UncheckedMutableView<Bool>, neighbours: UncheckedMutableView<Int32>,
        next: UncheckedMutableView<PlanePoint>
    ) {
        precondition(visited.count >= points.count && neighbours.count >= points.count && next.count >= points.count)
        self.radius = radius
        self.minPoints = minPoints
        self.zoom = zoom
        self.table = table
        self.points = points
        self.visited = visited
        self.neighbours = neighbours
        self.next = next
    }

    /// Clusters the level, searching `grid` when given (built over the level for this radius).
    mutating func run(grid: PlaneGrid.Search?) {
        visited.fill(0..<points.count, with: false)
        if let grid {
            walkInOrder(grid)
            return
        }
        UncheckedMutableView.withTemporary(repeating: Cell.everywhere, count: 128) { path in
            path[unchecked: 0] = Cell(
                subtree: PlaneTree.Subtree(lo: 0, hi: points.count - 1, axis: 0), minX: -.infinity,
                minY: -.infinity, maxX: .infinity, maxY: .infinity)
            walk(depth: 1, path: path)
        }
    }

    /// Visits every node in index order, finding neighbours in the grid.
    private mutating func walkInOrder(_ grid: PlaneGrid.Search) {
        let radiusSquared = radius * radius
        for index in 0..<points.count where !visited[unchecked: index] {
            visited[unchecked: index] = true
            let point = points[unchecked: index]
            var found = 0
            var total = Int(point.count)
            grid.forEachCandidate(of: index) { candidate in
                guard !visited[unchecked: candidate] else { return }
                // The tree search's test, operand for operand, so rounding accepts the same points.
                let other = points[unchecked: candidate]
                let dx = other.x - point.x
                let dy = other.y - point.y
                if dx * dx + dy * dy <= radiusSquared {
                    neighbours[unchecked: found] = Int32(candidate)
                    found += 1
                    total += Int(other.count)
                }
            }
            if found > 1 { sortInSearchOrder(found) }
            take(point, found: found, total: total)
        }
    }

    /// Visits the subtree at `path[depth - 1]` in index order.
    private mutating func walk(depth: Int, path: UncheckedMutableView<Cell>) {
        let cell = path[unchecked: depth - 1]
        let subtree = cell.subtree
        if subtree.hi - subtree.lo <= PlaneTree.leafSize {
            for index in subtree.lo...subtree.hi where !visited[unchecked: index] {
                visit(index, depth: depth, path: path)
            }
            return
        }
        let middle = (subtree.lo + subtree.hi) >> 1
        let split = subtree.axis == 0 ? points[unchecked: middle].x : points[unchecked: middle].y
        var left = cell
        left.subtree = PlaneTree.Subtree(lo: subtree.lo, hi: middle - 1, axis: 1 - subtree.axis)
        var right = cell
        right.subtree = PlaneTree.Subtree(lo: middle + 1, hi: subtree.hi, axis: 1 - subtree.axis)
        if subtree.axis == 0 {
            left.maxX = split
            right.minX = split
        } else {
            left.maxY = split
            right.minY = split
        }
        path[unchecked: depth] = left
        walk(depth: depth + 1, path: path)
        if !visited[unchecked: middle] {
            visit(middle, depth: depth, path: path)
        }
        path[unchecked: depth] = right
        walk(depth: depth + 1, path: path)
    }

    /// Clusters one unvisited node with its unvisited neighbours, or carries it over alone.
    @inline(__always)
    private mutating func visit(_ index: Int, depth: Int, path: UncheckedMutableView<Cell>) {
        visited[unchecked: index] = true
        let point = points[unchecked: index]
        var level = depth - 1
        while level > 0 {
            let cell = path[unchecked: level]
            if point.x - radius > cell.minX && point.x + radius < cell.maxX && point.y - radius > cell.minY
                && point.y + radius < cell.maxY
            {
                break
            }
            level -= 1
        }
        var found = 0
        var total = Int(point.count)
        let visited = visited
        let neighbours = neighbours
        let points = points
        PlaneTree.forEach(in: points, within: radius, of: point.x, point.y, subtree: path[unchecked: level].subtree) {
            neighbour in
            if !visited[unchecked: neighbour] {
                neighbours[unchecked: found] = Int32(neighbour)
                found += 1
                total += Int(points[unchecked: neighbour].count)
            }
        }
        take(point, found: found, total: total)
    }

    /// Orders the first `found` neighbours as the tree search reports them (few: by insertion).
    private func sortInSearchOrder(_ found: Int) {
        let count = points.count
        guard found <= 16 else {
            neighbours.sort(0..<found) { PlaneTree.precedesInSearch(Int($0), Int($1), count: count) }
            return
        }
        for end in 1..<found {
            let item = neighbours[unchecked: end]
            var slot = end
            while slot > 0, PlaneTree.precedesInSearch(Int(item), Int(neighbours[unchecked: slot - 1]), count: count) {
                neighbours[unchecked: slot] = neighbours[unchecked: slot - 1]
                slot -= 1
            }
            neighbours[unchecked: slot] = item
        }
    }

    /// Clusters `point` with its `found` neighbours (in search order), or carries it over alone.
    @inline(__always)
    private mutating func take(_ point: PlanePoint, found: Int, total: Int) {
        if found == 0 || total < minPoints {
            next[unchecked: nextCount] = point
            nextCount += 1
            return
        }
        merged = true
        var weightedX = point.x * Double(point.count)
        var weightedY = point.y * Double(point.count)
        table.childReferences.append(point.reference)
        for slot in 0..<found {
            let neighbour = Int(neighbours[unchecked: slot])
            let member = points[unchecked: neighbour]
            visited[unchecked: neighbour] = true
            weightedX += member.x * Double(member.count)
            weightedY += member.y * Double(member.count)
            table.childReferences.append(member.reference)
        }
        let x = weightedX / Double(total)
        let y = weightedY / Double(total)
        let cluster = table.append(zoom: zoom, x: x, y: y, count: Int32(total))
        next[unchecked: nextCount] = PlanePoint(
            x: x, y: y, reference: PlanePoint.reference(cluster: cluster), count: Int32(total))
        nextCount += 1
    }
}
