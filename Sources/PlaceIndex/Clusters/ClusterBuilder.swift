import Foundation

/// Builds the zoom levels of a ``ClusterIndex`` from the highest zoom down (supercluster's
/// greedy pass), recording every cluster in a ``ClusterTable``.
struct ClusterBuilder {
    let options: ClusterOptions
    var table = ClusterTable()
    /// Scratch: whether a node of the level being clustered has been taken.
    private var visited: [Bool]
    /// Scratch: the unvisited neighbours of the current node.
    private var neighbours: [Int32]

    init(options: ClusterOptions, placeCount: Int) {
        self.options = options
        visited = [Bool](repeating: false, count: placeCount)
        neighbours = [Int32](repeating: 0, count: placeCount)
    }

    /// Returns levels `minZoom...maxZoom + 1`, each in ``PlaneTree`` order.
    mutating func buildLevels(from places: [PlanePoint]) -> [[PlanePoint]] {
        var current = places
        PlaneTree.sort(&current)
        var levels = [current]
        for zoom in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
            if let next = clusterLevel(current, zoom: zoom) {
                current = next
                PlaneTree.sort(&current)
            }
            // An unchanged level shares the array (and its tree order) with the one above.
            levels.append(current)
        }
        levels.reverse()
        return levels
    }

    /// Clusters one level into the next lower zoom; `nil` when nothing merges.
    ///
    /// - Complexity: O(*n* √*n*) worst case, O(*n* log *n*) typical, for *n* nodes.
    private mutating func clusterLevel(_ level: [PlanePoint], zoom: Int) -> [PlanePoint]? {
        let radius = options.radius / (options.extent * pow(2, Double(zoom)))
        let minPoints = options.minPoints
        var next: [PlanePoint] = []
        next.reserveCapacity(level.count)
        var merged = false
        var table = self.table
        self.table = ClusterTable()
        visited.withUnsafeMutableBufferPointer { visited in
            neighbours.withUnsafeMutableBufferPointer { neighbours in
                level.withUnsafeBufferPointer { points in
                    for index in 0..<points.count { visited[index] = false }
                    for index in 0..<points.count where !visited[index] {
                        visited[index] = true
                        let point = points[index]
                        var found = 0
                        var total = Int(point.count)
                        PlaneTree.forEach(in: points, within: radius, of: point.x, point.y) { neighbour in
                            if !visited[neighbour] {
                                neighbours[found] = Int32(neighbour)
                                found += 1
                                total += Int(points[neighbour].count)
                            }
                        }
                        if found == 0 || total < minPoints {
                            next.append(point)
                            continue
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
            }
        }
        self.table = table
        return merged ? next : nil
    }
}
