/// One greedy clustering pass over a level, walking its ``PlaneTree`` in index order.
///
/// The walk keeps the cells (bounds implied by the split values) of the subtrees on its path.
/// A node's neighbours within the radius all lie in any enclosing subtree whose cell strictly
/// holds the disk around it, so the search starts at the lowest such subtree.
struct LevelWalk {
    /// A subtree on the current path and its cell.
    struct Cell {
        var subtree: PlaneTree.Subtree
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double
    }

    let radius: Double
    let minPoints: Int
    let zoom: Int
    var table: ClusterTable
    /// Whether any node merged.
    var merged = false

    init(radius: Double, minPoints: Int, zoom: Int, table: ClusterTable) {
        self.radius = radius
        self.minPoints = minPoints
        self.zoom = zoom
        self.table = table
    }

    /// Clusters `points` (in tree order) and appends the next level's nodes to `next`.
    mutating func run(
        points: UnsafeBufferPointer<PlanePoint>, visited: UnsafeMutableBufferPointer<Bool>,
        neighbours: UnsafeMutableBufferPointer<Int32>, into next: inout [PlanePoint]
    ) {
        for index in 0..<points.count { visited[index] = false }
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: 128) { path in
            path[0] = Cell(
                subtree: PlaneTree.Subtree(lo: 0, hi: points.count - 1, axis: 0), minX: -.infinity,
                minY: -.infinity, maxX: .infinity, maxY: .infinity)
            walk(depth: 1, path: path, points: points, visited: visited, neighbours: neighbours, next: &next)
        }
    }

    /// Visits the subtree at `path[depth - 1]` in index order.
    private mutating func walk(
        depth: Int, path: UnsafeMutableBufferPointer<Cell>, points: UnsafeBufferPointer<PlanePoint>,
        visited: UnsafeMutableBufferPointer<Bool>, neighbours: UnsafeMutableBufferPointer<Int32>,
        next: inout [PlanePoint]
    ) {
        let cell = path[depth - 1]
        let subtree = cell.subtree
        if subtree.hi - subtree.lo <= PlaneTree.leafSize {
            for index in subtree.lo...subtree.hi where !visited[index] {
                visit(
                    index, depth: depth, path: path, points: points, visited: visited, neighbours: neighbours,
                    next: &next)
            }
            return
        }
        let middle = (subtree.lo + subtree.hi) >> 1
        let split = subtree.axis == 0 ? points[middle].x : points[middle].y
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
        path[depth] = left
        walk(depth: depth + 1, path: path, points: points, visited: visited, neighbours: neighbours, next: &next)
        if !visited[middle] {
            visit(
                middle, depth: depth, path: path, points: points, visited: visited, neighbours: neighbours, next: &next)
        }
        path[depth] = right
        walk(depth: depth + 1, path: path, points: points, visited: visited, neighbours: neighbours, next: &next)
    }

    /// Clusters one unvisited node with its unvisited neighbours, or carries it over alone.
    @inline(__always)
    private mutating func visit(
        _ index: Int, depth: Int, path: UnsafeMutableBufferPointer<Cell>, points: UnsafeBufferPointer<PlanePoint>,
        visited: UnsafeMutableBufferPointer<Bool>, neighbours: UnsafeMutableBufferPointer<Int32>,
        next: inout [PlanePoint]
    ) {
        visited[index] = true
        let point = points[index]
        var level = depth - 1
        while level > 0 {
            let cell = path[level]
            if point.x - radius > cell.minX && point.x + radius < cell.maxX && point.y - radius > cell.minY
                && point.y + radius < cell.maxY
            {
                break
            }
            level -= 1
        }
        var found = 0
        var total = Int(point.count)
        PlaneTree.forEach(in: points, within: radius, of: point.x, point.y, subtree: path[level].subtree) { neighbour in
            if !visited[neighbour] {
                neighbours[found] = Int32(neighbour)
                found += 1
                total += Int(points[neighbour].count)
            }
        }
        if found == 0 || total < minPoints {
            next.append(point)
            return
        }
        merged = true
        var weightedX = point.x * Double(point.count)
        var weightedY = point.y * Double(point.count)
        table.childReferences.append(point.reference)
        for slot in 0..<found {
            let neighbour = Int(neighbours[slot])
            let member = points[neighbour]
            visited[neighbour] = true
            weightedX += member.x * Double(member.count)
            weightedY += member.y * Double(member.count)
            table.childReferences.append(member.reference)
        }
        let x = weightedX / Double(total)
        let y = weightedY / Double(total)
        let cluster = table.append(zoom: zoom, x: x, y: y, count: Int32(total))
        next.append(PlanePoint(x: x, y: y, reference: PlanePoint.reference(cluster: cluster), count: Int32(total)))
    }
}
