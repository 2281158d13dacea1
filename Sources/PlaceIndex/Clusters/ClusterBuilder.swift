import Foundation

/// Builds the zoom levels of a ``ClusterIndex`` from the highest zoom down (supercluster's
/// greedy pass), recording every cluster in a ``ClusterTable``.
///
/// Nodes of a level are visited in tree order, as supercluster does, but by walking the tree:
/// each node's neighbour search starts at the lowest enclosing subtree whose cell strictly holds
/// the search disk instead of at the root, which saves most of the descent at high zooms.
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
    /// - Complexity: O(*n* log *n*) typical, for *n* nodes.
    private mutating func clusterLevel(_ level: [PlanePoint], zoom: Int) -> [PlanePoint]? {
        guard !level.isEmpty else { return nil }
        var next: [PlanePoint] = []
        next.reserveCapacity(level.count)
        var walk = LevelWalk(
            radius: options.radius / (options.extent * pow(2, Double(zoom))), minPoints: options.minPoints,
            zoom: zoom, table: table)
        table = ClusterTable()
        visited.withUnsafeMutableBufferPointer { visited in
            neighbours.withUnsafeMutableBufferPointer { neighbours in
                level.withUnsafeBufferPointer { points in
                    walk.run(points: points, visited: visited, neighbours: neighbours, into: &next)
                }
            }
        }
        table = walk.table
        return walk.merged ? next : nil
    }
}
