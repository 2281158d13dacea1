import Geodesy

/// Hierarchical greedy clusters of places per zoom level, for drawing a map that stays readable.
///
/// The algorithm is Agafonkin's supercluster (Mapbox, 2016): places are projected to Web Mercator
/// world units; from the highest zoom down, each not yet visited node of the level above takes all
/// unvisited nodes within `radius / (extent · 2^z)` of it into one cluster at their count-weighted
/// centre. Each level is a flat 2-D KD-tree (see `PlaneTree`) used both for the neighbour search
/// while building and for viewport queries afterwards.
///
/// Every cluster knows its children one level down, its leaves as one contiguous range of a leaf
/// array (so ``leaves(of:limit:offset:)`` is a slice and membership is O(1)), and how many of its
/// places were flagged open at build time.
///
/// Like supercluster, clusters do not form across the antimeridian; viewport queries do cross it.
public struct ClusterIndex: Sendable {
    /// The options the index was built with.
    public let options: ClusterOptions
    /// The coordinates the index was built from; items are positions in it.
    let coordinates: [Coordinate]
    /// Zoom levels `minZoom...maxZoom + 1`, each sorted into ``PlaneTree`` order (the first only
    /// if ``lowestIsOrdered``); the last holds the places themselves.
    let levels: [[PlanePoint]]
    /// Whether ``levels`` `[0]` is in tree order (see ``ClusterOptions/ordersLowestZoom``).
    let lowestIsOrdered: Bool
    /// Every cluster formed while building.
    let clusters: ClusterTable
    /// Items ordered so that every cluster's leaves are contiguous.
    let leafOrder: [Int32]
    /// For each coordinate position, its index in ``leafOrder``, or -1 when not indexed.
    let leafRank: [Int32]
    /// `openPrefix[i]` is how many of the first `i` leaves are open.
    let openPrefix: [Int32]

    /// Clusters all coordinates, or a subset of their positions such as the current filter result.
    ///
    /// - Parameters:
    ///   - coordinates: The places; an item is a position in this array. The index keeps a
    ///     reference to the array (no copy) to report places' own coordinates.
    ///   - subset: The positions to cluster, or `nil` for all. Positions out of range stop the
    ///     program; repeated positions are clustered once.
    ///   - options: Radius, tile extent, zoom range and minimum cluster size.
    ///   - isOpen: Called once per clustered item to count open places per cluster, or `nil`
    ///     when nothing is open.
    /// - Complexity: O(*n* log *n*) per zoom level that still merges nodes, for *n* places.
    public init(
        coordinates: [Coordinate], subset: [Int]? = nil, options: ClusterOptions = ClusterOptions(),
        isOpen: ((Int) -> Bool)? = nil
    ) {
        self.init(coordinates: coordinates, subset: subset, options: options, isOpen: isOpen, searchesGrids: true)
    }

    /// Clusters like the public initializer; `searchesGrids: false` finds every neighbour by
    /// walking the tree, the plain search that tests compare the grid's with.
    init(
        coordinates: [Coordinate], subset: [Int]?, options: ClusterOptions, isOpen: ((Int) -> Bool)?,
        searchesGrids: Bool
    ) {
        precondition(coordinates.count < Int(Int32.max), "ClusterIndex holds fewer than \(Int32.max) places.")
        self.options = options
        self.coordinates = coordinates
        var rank = [Int32](repeating: -1, count: coordinates.count)
        var places: [PlanePoint] = []
        places.reserveCapacity(subset?.count ?? coordinates.count)
        func add(_ item: Int) {
            precondition(
                coordinates.indices.contains(item), "Subset position \(item) is not in 0..<\(coordinates.count).")
            guard rank[item] < 0 else { return }
            rank[item] = 0
            let point = WebMercator.worldPoint(coordinates[item])
            places.append(PlanePoint(x: point.x, y: point.y, reference: Int32(item), count: 1))
        }
        if let subset {
            for item in subset { add(item) }
        } else {
            for item in coordinates.indices { add(item) }
        }
        var builder = ClusterBuilder(options: options, placeCount: places.count, searchesGrids: searchesGrids)
        levels = builder.buildLevels(from: places)
        lowestIsOrdered = builder.lowestIsOrdered
        var table = builder.table
        leafOrder = table.leafOrder(top: levels.first ?? [], placeCount: places.count)
        clusters = table
        var openPrefix = [Int32](repeating: 0, count: leafOrder.count + 1)
        for (position, item) in leafOrder.enumerated() { rank[Int(item)] = Int32(position) }
        // Unwrapped once: calling an optional closure retains and releases it on every call.
        if let isOpen {
            for (position, item) in leafOrder.enumerated() {
                openPrefix[position + 1] = openPrefix[position] + (isOpen(Int(item)) ? 1 : 0)
            }
        }
        self.leafRank = rank
        self.openPrefix = openPrefix
    }

    /// The number of clustered places.
    public var count: Int { leafOrder.count }

    /// The number of clusters formed over all zoom levels.
    public var clusterCount: Int { clusters.numberOfClusters }

    /// The bytes held by the index's own arrays (levels, clusters, leaves), excluding the shared
    /// coordinate array and array headers.
    public var byteCount: Int {
        levels.reduce(0) { $0 + $1.count * MemoryLayout<PlanePoint>.stride } + clusters.byteCount
            + leafOrder.count * 4 + leafRank.count * 4 + openPrefix.count * 4
    }
}
