import Foundation
import RawMemory

/// Builds the zoom levels of a ``ClusterIndex`` from the highest zoom down (supercluster's
/// greedy pass), recording every cluster in a ``ClusterTable``.
///
/// Nodes of a level are visited in tree order, as supercluster does (see ``LevelWalk``). A level
/// whose points are not crowded is searched through a ``PlaneGrid`` built for it; any other by
/// walking the tree. Both find the same neighbours in the same order.
struct ClusterBuilder {
    let options: ClusterOptions
    var table: ClusterTable
    /// Scratch: whether a node of the level being clustered has been taken.
    private var visited: [Bool]
    /// Scratch: the unvisited neighbours of the current node.
    private var neighbours: [Int32]
    /// Scratch: the grid over the level being clustered.
    private var grid = PlaneGrid()
    /// A box around every node of every level: the places' box.
    private var bounds = PlaneGrid.Bounds(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// Whether levels may be searched with a ``PlaneGrid`` (tests turn it off to compare). Off
    /// after a level too crowded for one: lower zooms, with wider disks, are more crowded still.
    private(set) var searchesGrids: Bool
    /// How many levels were searched with a grid (for tests).
    private(set) var griddedLevels = 0

    init(options: ClusterOptions, placeCount: Int, searchesGrids: Bool = true) {
        self.options = options
        self.searchesGrids = searchesGrids
        table = ClusterTable(placeCount: placeCount)
        visited = [Bool](repeating: false, count: placeCount)
        neighbours = [Int32](repeating: 0, count: placeCount)
    }

    /// Whether the lowest level is in tree order: unless ``ClusterOptions/ordersLowestZoom`` is
    /// off and nodes merged at the lowest zoom.
    private(set) var lowestIsOrdered = true

    /// Returns levels `minZoom...maxZoom + 1`, each in ``PlaneTree`` order (the lowest only if
    /// ``lowestIsOrdered``).
    mutating func buildLevels(from places: [PlanePoint]) -> [[PlanePoint]] {
        if let first = places.first {
            bounds = PlaneGrid.Bounds(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
            for place in places {
                bounds.minX = min(bounds.minX, place.x)
                bounds.minY = min(bounds.minY, place.y)
                bounds.maxX = max(bounds.maxX, place.x)
                bounds.maxY = max(bounds.maxY, place.y)
            }
        }
        var current = places
        PlaneTree.sort(&current)
        var levels = [current]
        for zoom in stride(from: options.maxZoom, through: options.minZoom, by: -1) {
            if let next = clusterLevel(current, zoom: zoom) {
                current = next
                if zoom > options.minZoom || options.ordersLowestZoom {
                    PlaneTree.sort(&current)
                } else {
                    lowestIsOrdered = false
                }
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
        let radius = options.radius / (options.extent * pow(2, Double(zoom)))
        let gridded = searchesGrids && UncheckedView.with(level) { grid.build($0, radius: radius, bounds: bounds) }
        if gridded { griddedLevels += 1 } else { searchesGrids = false }
        // Moved out so that the walk appends to a uniquely referenced table.
        var table = self.table
        self.table = ClusterTable()
        var merged = false
        // Room for one node of the next level per node of this one.
        let next = UncheckedMutableView<PlanePoint>.makeArray(capacity: level.count) { buffer, count in
            UncheckedMutableView.with(&visited) { visited in
                UncheckedMutableView.with(&neighbours) { neighbours in
                    UncheckedView.with(level) { points in
                        var walk = LevelWalk(
                            radius: radius, minPoints: options.minPoints, zoom: zoom, table: table, points: points,
                            visited: visited, neighbours: neighbours, next: buffer)
                        table = ClusterTable()
                        if gridded {
                            grid.withSearch { walk.run(grid: $0) }
                        } else {
                            walk.run(grid: nil)
                        }
                        table = walk.table
                        merged = walk.merged
                        count = walk.nextCount
                    }
                }
            }
        }
        self.table = table
        return merged ? next : nil
    }
}
