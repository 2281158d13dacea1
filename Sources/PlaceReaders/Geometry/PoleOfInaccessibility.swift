/// The best-first cell search of the *polylabel* algorithm (V. Agafonkin, Mapbox, 2016).
enum PoleOfInaccessibility {
    private struct Cell {
        var center: PlanarPoint
        var half: Double
        var distance: Double
        /// Upper bound of the distance anywhere in the cell.
        var potential: Double { distance + half * 2.0.squareRoot() }
    }

    /// Most cells examined before giving up on more precision.
    static let cellLimit = 4096

    /// Searches for the point of the polygon farthest from its outline.
    ///
    /// - Parameters:
    ///   - rings: Outer ring and holes.
    ///   - minX: Bounding box west edge.
    ///   - minY: Bounding box south edge.
    ///   - width: Bounding box width, > 0.
    ///   - height: Bounding box height, > 0.
    /// - Returns: The best point found (may be outside for very thin shapes; the caller checks).
    static func search(_ rings: [[PlanarPoint]], minX: Double, minY: Double, width: Double, height: Double)
        -> PlanarPoint?
    {
        let precision = max(width, height) / 1000
        let cellSize = max(min(width, height), max(width, height) / 32)
        var heap: [Cell] = []
        func makeCell(_ x: Double, _ y: Double, _ half: Double) -> Cell {
            let center = PlanarPoint(x: x, y: y)
            return Cell(center: center, half: half, distance: RepresentativePoint.signedDistance(center, to: rings))
        }
        // Counted loops: adding a tiny cell size to a large coordinate may not change it.
        let columns = min(64, max(1, Int((width / cellSize).rounded(.up))))
        let rows = min(64, max(1, Int((height / cellSize).rounded(.up))))
        for column in 0..<columns {
            for row in 0..<rows {
                let x = minX + (Double(column) + 0.5) * cellSize
                let y = minY + (Double(row) + 0.5) * cellSize
                push(makeCell(x, y, cellSize / 2), into: &heap)
            }
        }
        var best = makeCell(minX + width / 2, minY + height / 2, 0)
        if let centroid = centroid(rings[0]) {
            let cell = makeCell(centroid.x, centroid.y, 0)
            if cell.distance > best.distance { best = cell }
        }
        var examined = 0
        while let cell = pop(from: &heap), examined < cellLimit {
            examined += 1
            if cell.distance > best.distance { best = cell }
            if cell.potential - best.distance <= precision { continue }
            let half = cell.half / 2
            for (dx, dy) in [(-half, -half), (half, -half), (-half, half), (half, half)] {
                push(makeCell(cell.center.x + dx, cell.center.y + dy, half), into: &heap)
            }
        }
        return best.center
    }

    private static func centroid(_ ring: [PlanarPoint]) -> PlanarPoint? {
        var x = 0.0
        var y = 0.0
        var area = 0.0
        var previous = ring[ring.count - 1]
        for current in ring {
            let cross = previous.x * current.y - current.x * previous.y
            x += (previous.x + current.x) * cross
            y += (previous.y + current.y) * cross
            area += cross * 3
            previous = current
        }
        return area == 0 ? nil : PlanarPoint(x: x / area, y: y / area)
    }

    private static func push(_ cell: Cell, into heap: inout [Cell]) {
        heap.append(cell)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].potential > heap[parent].potential else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private static func pop(from heap: inout [Cell]) -> Cell? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            var largest = parent
            for child in [2 * parent + 1, 2 * parent + 2]
            where child < heap.count && heap[child].potential > heap[largest].potential {
                largest = child
            }
            if largest == parent { break }
            heap.swapAt(parent, largest)
            parent = largest
        }
        return top
    }
}
