import Geodesy
import PlaceIndex
import PlaceQueryModel

/// The map of a visible set: every matching place inside a viewport, as single places and
/// clusters at one zoom. The list pages through the same set (``Results/matchingPositions``), so
/// the map never shows a place the list would not, nor leaves one out.
public struct MapLayer: Sendable, Hashable {
    /// A single place or a cluster on the map.
    public enum Node: Sendable, Hashable {
        /// One place: its catalog position.
        case place(position: Int)
        /// Places too close to tell apart at this zoom.
        case cluster(MapCluster)
    }

    /// The zoom the layer is for.
    public var zoom: Int
    /// The nodes inside the viewport, places in visible order, then clusters by key.
    public var nodes: [Node]
    /// How many matching places the nodes hold (places plus every cluster's members).
    public var placeCount: Int
    /// Where each ``Node/place(position:)`` node, in node order, stands in the visible order: its
    /// index in ``Results/matchingPositions`` (empty for a layer made without them).
    public var placeRanks: [Int] = []

    /// Creates a layer.
    ///
    /// - Parameters:
    ///   - zoom: The zoom.
    ///   - nodes: The nodes.
    ///   - placeCount: The places they hold.
    public init(zoom: Int, nodes: [Node], placeCount: Int) {
        self.zoom = zoom
        self.nodes = nodes
        self.placeCount = placeCount
    }
}

/// A cluster of matching places at one zoom.
public struct MapCluster: Sendable, Hashable {
    /// A stable key: its zoom and its members' smallest id ("z15-node/42"), so it names the same
    /// group in the next request.
    public var key: String
    /// Where the cluster is drawn (its members' count-weighted centre in Web Mercator).
    public var coordinate: Coordinate
    /// Its members' catalog positions, in visible order.
    public var members: [Int]
    /// How many members are open at the query's instant.
    public var openCount: Int
    /// The zoom at which the cluster splits, or `nil` when its members never split (they share
    /// one spot, or the layer's highest zoom is reached).
    public var expansionZoom: Int?
    /// Where its first member stands in the visible order: its index in
    /// ``Results/matchingPositions``, or -1 for a cluster made without them.
    public var nearestRank = -1

    /// Creates a cluster.
    ///
    /// - Parameters:
    ///   - key: The stable key.
    ///   - coordinate: Where it is drawn.
    ///   - members: Members, in visible order.
    ///   - openCount: Open members.
    ///   - expansionZoom: The zoom at which it splits.
    public init(key: String, coordinate: Coordinate, members: [Int], openCount: Int, expansionZoom: Int?) {
        self.key = key
        self.coordinate = coordinate
        self.members = members
        self.openCount = openCount
        self.expansionZoom = expansionZoom
    }
}

extension PlaceEngine {
    /// The map of a visible set inside a viewport at one zoom.
    ///
    /// The matching places inside `box` grown by half its size on every side are clustered
    /// (supercluster, Agafonkin 2016, through `ClusterIndex`). The layer holds every place inside
    /// `box` exactly once: as a pin, or as a member of a cluster (which may also hold members
    /// just outside). Every node is drawn inside `box`: a cluster whose centre falls outside is
    /// drawn at the mean of its members inside. Growing the box keeps clusters at the edges whole,
    /// and clustering only places near the viewport keeps a map of a million-place catalog as
    /// cheap as a city's.
    ///
    /// - Parameters:
    ///   - results: The visible set, with every match (``Query/includeCounts``).
    ///   - box: The viewport.
    ///   - zoom: The map's zoom (0…19).
    ///   - radius: The cluster radius in pixels at 256-pixel tiles.
    ///   - maxZoom: The highest zoom at which places are clustered.
    /// - Returns: The layer.
    /// - Complexity: O(m) for the m matches, plus O(k log k) per zoom level for the k of them
    ///   near the viewport.
    public func mapLayer(for results: Results, in box: BoundingBox, zoom: Int, radius: Double, maxZoom: Int)
        -> MapLayer
    {
        let grown = box.grown(byFraction: 0.5)
        // In the visible order, so an index into `near` is a rank among the places near the viewport.
        var near: [Int] = []
        var nearRanks: [Int] = []
        var nearCoordinates: [Coordinate] = []
        var nearOpen: [Bool] = []
        let instant = results.query.instant
        if let list = results.matchList {
            // A delta match's slot follows the base's slots (``MatchList/coordinate(slot:)``).
            @inline(__always)
            func coordinate(slot: Int32) -> Coordinate { list.coordinate(slot: slot) }
            // Only as far as the farthest match near the viewport is ordered: the rest cannot
            // come before any of them. (Measured: a match not measured yet has only its leaf's
            // bounds, which reach farther.)
            var farthest = -Double.infinity
            // Only matches that may be as near as the box's farthest point are looked at: at a
            // million places, a 25 km radius holds a hundred times the matches of a city map's box.
            list.forEachMatch(notFartherThan: grown.distanceBound(from: list.origin) ?? .infinity) { match in
                guard grown.contains(coordinate(slot: match.slot)) else { return }
                let measured = list.measured(match)
                farthest = max(farthest, measured.distance + measured.distanceError)
            }
            // Coordinates and states of the query's own reads, in slot order.
            let ordered = list.orderedPrefix(through: farthest)
            near.reserveCapacity(ordered.count)
            nearRanks.reserveCapacity(ordered.count)
            nearCoordinates.reserveCapacity(ordered.count)
            nearOpen.reserveCapacity(ordered.count)
            for (rank, match) in ordered.enumerated() {
                let coordinate = coordinate(slot: match.slot)
                guard grown.contains(coordinate) else { continue }
                near.append(match.position)
                nearRanks.append(rank)
                nearCoordinates.append(coordinate)
                nearOpen.append(match.status == .open)
            }
        } else {
            for (rank, position) in results.matchingPositions.enumerated() {
                let coordinate = coordinate(at: position)
                guard grown.contains(coordinate) else { continue }
                near.append(position)
                nearRanks.append(rank)
                nearCoordinates.append(coordinate)
                nearOpen.append(hours(at: position).status(at: instant) == .open)
            }
        }
        let index = ClusterIndex(
            coordinates: nearCoordinates, subset: nil,
            // Levels below the map's zoom are never read: not built. The map's zoom is read once and
            // what it gives is sorted below: not put in tree order.
            options: ClusterOptions(
                radius: radius, minZoom: min(max(0, zoom), maxZoom), maxZoom: maxZoom, ordersLowestZoom: false),
            isOpen: { nearOpen[$0] })
        var places: [Int] = []
        var clusters: [MapCluster] = []
        var placeCount = 0
        // Nodes of the grown box, kept when they show a place inside the viewport: so every
        // matching place inside it is on the map, as a pin or in a cluster, and every node is drawn
        // inside it.
        for node in index.clusters(
            south: grown.south, west: grown.west, north: grown.north, east: grown.east, zoom: zoom)
        {
            switch node.kind {
            case .item(let item):
                guard box.contains(nearCoordinates[item]) else { continue }
                places.append(item)
                placeCount += 1
            case .cluster(let id):
                // Coordinates by index among the near places: read in order, not by catalog position.
                var leaves = index.leaves(of: id)
                leaves.sort()
                // Its members inside the viewport: how many, their sum and the first of them.
                var insideCount = 0
                var latitudeSum = 0.0
                var longitudeSum = 0.0
                var firstInside: Coordinate?
                for leaf in leaves where box.contains(nearCoordinates[leaf]) {
                    let coordinate = nearCoordinates[leaf]
                    insideCount += 1
                    latitudeSum += coordinate.latitude
                    longitudeSum += coordinate.longitude
                    if firstInside == nil { firstInside = coordinate }
                }
                guard let firstInside else { continue }
                let members = leaves.map { near[$0] }
                // A cluster centred just outside the viewport is drawn at its members inside it.
                var coordinate = node.coordinate
                if !box.contains(coordinate) {
                    let mean = Coordinate(
                        uncheckedLatitude: latitudeSum / Double(insideCount),
                        longitude: longitudeSum / Double(insideCount))
                    coordinate = box.contains(mean) ? mean : firstInside
                }
                var smallestID = self.id(at: members[0])
                for member in members.dropFirst() {
                    let memberID = self.id(at: member)
                    if memberID < smallestID { smallestID = memberID }
                }
                let key = "z\(id.zoom)-" + smallestID
                let expansion = index.expansionZoom(of: id)
                var cluster = MapCluster(
                    key: key, coordinate: coordinate, members: members, openCount: node.openCount,
                    expansionZoom: expansion.flatMap { $0 <= maxZoom && $0 > zoom ? $0 : nil })
                cluster.nearestRank = nearRanks[leaves[0]]
                clusters.append(cluster)
                placeCount += members.count
            }
        }
        // Pins in the visible order (`near` is in it).
        places.sort()
        clusters.sort { $0.key < $1.key }
        var nodes: [MapLayer.Node] = []
        nodes.reserveCapacity(places.count + clusters.count)
        for place in places { nodes.append(.place(position: near[place])) }
        for cluster in clusters { nodes.append(.cluster(cluster)) }
        var layer = MapLayer(zoom: zoom, nodes: nodes, placeCount: placeCount)
        layer.placeRanks = places.map { nearRanks[$0] }
        return layer
    }

    /// The results for catalog positions, in the given order, at a query's origin and instant.
    ///
    /// - Parameters:
    ///   - positions: Catalog positions (of ``Results/matchingPositions`` or ``MapLayer`` nodes).
    ///   - query: Origin and instant.
    /// - Returns: One result per position.
    public func results(positions: [Int], query: Query) -> [PlaceResult] {
        makeResults(positions: positions.filter { place(at: $0) != nil }, query: query)
    }

    /// The geodesic distance from an origin to the place at a catalog position, in metres: the
    /// distance its ``PlaceResult`` gives, without the opening state and bearing a result also
    /// computes (a map's cluster names its nearest member and how far it is, nothing else).
    ///
    /// - Parameters:
    ///   - position: A catalog position.
    ///   - origin: The origin.
    /// - Returns: The distance, or `nil` for a position outside the catalog.
    public func distance(toPosition position: Int, from origin: Coordinate) -> Double? {
        guard let place = place(at: position) else { return nil }
        return Geodesic.fastInverse(from: origin, to: place.coordinate).distance
    }
}
