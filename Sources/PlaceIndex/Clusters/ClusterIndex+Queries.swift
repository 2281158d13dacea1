import Geodesy
import RawMemory

extension ClusterIndex {
    /// The places and clusters to draw in a latitude/longitude box at a zoom level.
    ///
    /// - Parameters:
    ///   - south: Southern edge in degrees.
    ///   - west: Western edge in degrees; greater than `east` when the box crosses the antimeridian.
    ///   - north: Northern edge in degrees.
    ///   - east: Eastern edge in degrees; `west: -180, east: 180` covers the world.
    ///   - zoom: The map's zoom; below `minZoom` answers as `minZoom`, above `maxZoom` with places.
    /// - Returns: Nodes in tree order (at the lowest zoom of an index built without
    ///   ``ClusterOptions/ordersLowestZoom``, in the order they formed).
    /// - Complexity: O(√*m* + *r*) for *m* nodes at the zoom and *r* results (O(*m*) at such a
    ///   lowest zoom).
    public func clusters(south: Double, west: Double, north: Double, east: Double, zoom: Int) -> [ClusterNode] {
        var result: [ClusterNode] = []
        result.reserveCapacity(scannedCount(atZoom: zoom))
        forEachNode(south: south, west: west, north: north, east: east, zoom: zoom) { result.append($0) }
        return result
    }

    /// The places and clusters to draw in a Web Mercator world box at a zoom level.
    ///
    /// - Parameters:
    ///   - minX: West edge in world units 0…1.
    ///   - minY: North edge in world units 0…1.
    ///   - maxX: East edge; the box does not wrap, so split one that crosses the antimeridian.
    ///   - maxY: South edge.
    ///   - zoom: The map's zoom; below `minZoom` answers as `minZoom`, above `maxZoom` with places.
    /// - Returns: Nodes in tree order (at the lowest zoom of an index built without
    ///   ``ClusterOptions/ordersLowestZoom``, in the order they formed).
    /// - Complexity: O(√*m* + *r*) for *m* nodes at the zoom and *r* results (O(*m*) at such a
    ///   lowest zoom).
    public func clusters(minX: Double, minY: Double, maxX: Double, maxY: Double, zoom: Int) -> [ClusterNode] {
        var result: [ClusterNode] = []
        result.reserveCapacity(scannedCount(atZoom: zoom))
        forEachNode(minX: minX, minY: minY, maxX: maxX, maxY: maxY, zoom: zoom) { result.append($0) }
        return result
    }

    /// Calls a closure with each place or cluster in a latitude/longitude box at a zoom level.
    ///
    /// Does not allocate.
    /// - Parameters:
    ///   - south: Southern edge in degrees.
    ///   - west: Western edge in degrees; greater than `east` when the box crosses the antimeridian.
    ///   - north: Northern edge in degrees.
    ///   - east: Eastern edge in degrees.
    ///   - zoom: The map's zoom.
    ///   - body: Called once per node.
    /// - Complexity: O(√*m* + *r*) for *m* nodes at the zoom and *r* results.
    public func forEachNode(
        south: Double, west: Double, north: Double, east: Double, zoom: Int, _ body: (ClusterNode) -> Void
    ) {
        guard south <= north else { return }
        let top = WebMercator.worldPoint(Coordinate(uncheckedLatitude: north, longitude: 0)).y
        let bottom = WebMercator.worldPoint(Coordinate(uncheckedLatitude: south, longitude: 0)).y
        if east - west >= 360 || (west == -180 && east == 180) {
            forEachNode(minX: 0, minY: top, maxX: 1, maxY: bottom, zoom: zoom, body)
            return
        }
        let left = Coordinate.normalizedLongitude(west) / 360 + 0.5
        let right = Coordinate.normalizedLongitude(east) / 360 + 0.5
        if left <= right {
            forEachNode(minX: left, minY: top, maxX: right, maxY: bottom, zoom: zoom, body)
        } else {
            forEachNode(minX: left, minY: top, maxX: 1, maxY: bottom, zoom: zoom, body)
            forEachNode(minX: 0, minY: top, maxX: right, maxY: bottom, zoom: zoom, body)
        }
    }

    /// Calls a closure with each place or cluster in a Web Mercator world box at a zoom level.
    ///
    /// Does not allocate. The box does not wrap; split one that crosses the antimeridian.
    /// - Parameters:
    ///   - minX: West edge in world units 0…1.
    ///   - minY: North edge in world units 0…1.
    ///   - maxX: East edge.
    ///   - maxY: South edge.
    ///   - zoom: The map's zoom.
    ///   - body: Called once per node.
    /// - Complexity: O(√*m* + *r*) for *m* nodes at the zoom and *r* results.
    public func forEachNode(
        minX: Double, minY: Double, maxX: Double, maxY: Double, zoom: Int, _ body: (ClusterNode) -> Void
    ) {
        let level = level(forZoom: zoom)
        UncheckedView.with(levels[level]) { points in
            guard level > 0 || lowestIsOrdered else {
                // Not in tree order: scanned, with the tree search's test.
                for point in points where point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY {
                    body(node(point))
                }
                return
            }
            PlaneTree.forEach(in: points, minX: minX, minY: minY, maxX: maxX, maxY: maxY) { index in
                body(node(points[unchecked: index]))
            }
        }
    }

    /// The nodes one zoom level below a cluster: what it splits into at ``expansionZoom(of:)``.
    ///
    /// - Parameter id: A cluster of this index.
    /// - Returns: Two or more nodes whose counts add up to the cluster's; empty for an unknown ID.
    /// - Complexity: O(children).
    public func children(of id: ClusterID) -> [ClusterNode] {
        guard let cluster = validIndex(id) else { return [] }
        let references = clusters.childReferences[
            Int(clusters.childStart[cluster])..<Int(clusters.childStart[cluster + 1])]
        return references.map { reference in
            if reference >= 0 {
                let point = WebMercator.worldPoint(coordinates[Int(reference)])
                return node(PlanePoint(x: point.x, y: point.y, reference: reference, count: 1))
            }
            let child = PlanePoint.cluster(reference)
            return node(
                PlanePoint(
                    x: clusters.x[child], y: clusters.y[child], reference: reference, count: clusters.count[child]))
        }
    }

    /// A page of the places in a cluster.
    ///
    /// - Parameters:
    ///   - id: A cluster of this index.
    ///   - limit: The most items to return.
    ///   - offset: How many to skip first.
    /// - Returns: Items; the same order on every call. Empty for an unknown ID.
    /// - Complexity: O(`limit`): the leaves of a cluster are one contiguous range.
    public func leaves(of id: ClusterID, limit: Int = .max, offset: Int = 0) -> [Int] {
        guard let range = leafRange(of: id) else { return [] }
        let start = range.lowerBound + min(max(0, offset), range.count)
        let end = start + min(max(0, limit), range.upperBound - start)
        return leafOrder[start..<end].map { Int($0) }
    }

    /// Whether a place is one of a cluster's leaves.
    ///
    /// Use it as the predicate of ``KDTree/nearest(to:count:maxDistance:using:where:)`` to find a
    /// cluster's nearest places to an origin without scanning the cluster.
    /// - Parameters:
    ///   - item: A position in the coordinate array.
    ///   - id: A cluster of this index.
    /// - Returns: `false` for an unknown ID or an item that is not clustered.
    /// - Complexity: O(1).
    public func contains(_ item: Int, in id: ClusterID) -> Bool {
        guard let range = leafRange(of: id), leafRank.indices.contains(item) else { return false }
        return range.contains(Int(leafRank[item]))
    }

    /// The zoom at which a cluster splits into its ``children(of:)``.
    ///
    /// - Parameter id: A cluster of this index.
    /// - Returns: One more than the zoom at which it formed; `nil` for an unknown ID.
    public func expansionZoom(of id: ClusterID) -> Int? {
        guard validIndex(id) != nil else { return nil }
        return id.zoom + 1
    }

    /// The cluster's place nearest to an origin, by great-circle distance on the sphere.
    ///
    /// - Parameters:
    ///   - id: A cluster of this index.
    ///   - origin: Where distance is measured from.
    /// - Returns: The nearest leaf (ties by item) in metres on a sphere of radius
    ///   ``KDTree/meanEarthRadius``; `nil` for an unknown ID.
    /// - Complexity: O(count); for very large clusters prefer a ``KDTree`` search with
    ///   ``contains(_:in:)`` as the predicate.
    public func nearestLeaf(of id: ClusterID, to origin: Coordinate) -> Neighbor? {
        guard let range = leafRange(of: id) else { return nil }
        let query = SpherePoint(origin)
        var best: (distance: Double, item: Int32)?
        for item in leafOrder[range] {
            let distance = SpherePoint(coordinates[Int(item)]).chordSquared(to: query)
            if let current = best, !NearestSearch.precedes(distance, item, current.distance, current.item) { continue }
            best = (distance, item)
        }
        return best.map { Neighbor(item: Int($0.item), distance: SphereDistance.metres(chordSquared: $0.distance)) }
    }

    /// How many nodes a query at a zoom scans: all of an unordered lowest level (a map reads it
    /// whole, so room for all of them saves growing the result), else 0 (not known).
    func scannedCount(atZoom zoom: Int) -> Int {
        level(forZoom: zoom) == 0 && !lowestIsOrdered ? levels[0].count : 0
    }

    /// The index into ``levels`` for a zoom.
    func level(forZoom zoom: Int) -> Int {
        min(max(zoom, options.minZoom), options.maxZoom + 1) - options.minZoom
    }

    /// The cluster number of an ID, if it belongs to this index.
    func validIndex(_ id: ClusterID) -> Int? {
        let index = id.index
        guard index >= 0, index < clusters.numberOfClusters, Int(clusters.zoom[index]) == id.zoom else { return nil }
        return index
    }

    /// The positions in ``leafOrder`` of a cluster's leaves.
    func leafRange(of id: ClusterID) -> Range<Int>? {
        guard let cluster = validIndex(id) else { return nil }
        let start = Int(clusters.leafStart[cluster])
        return start..<start + Int(clusters.count[cluster])
    }

    /// The public view of a level node.
    @inline(__always)
    func node(_ point: PlanePoint) -> ClusterNode {
        if point.reference >= 0 {
            let item = Int(point.reference)
            let rank = Int(leafRank[item])
            return ClusterNode(
                kind: .item(item), count: 1, openCount: Int(openPrefix[rank + 1] - openPrefix[rank]),
                coordinate: coordinates[item], x: point.x, y: point.y)
        }
        let cluster = PlanePoint.cluster(point.reference)
        let start = Int(clusters.leafStart[cluster])
        let count = Int(clusters.count[cluster])
        return ClusterNode(
            kind: .cluster(ClusterID(index: cluster, zoom: Int(clusters.zoom[cluster]))), count: count,
            openCount: Int(openPrefix[start + count] - openPrefix[start]),
            coordinate: WebMercator.coordinate(x: point.x, y: point.y), x: point.x, y: point.y)
    }
}
