import Foundation
import Geodesy
import Testing

@testable import PlaceIndex

@Suite("ClusterIndex structure")
struct ClusterIndexStructureTests {
    static let zooms = Array(0...17)

    /// A flag unrelated to position, true for about 30 % of items.
    static func isOpen(_ item: Int) -> Bool { (item &* 2_654_435_761) % 100 < 30 }

    static func everything(_ index: ClusterIndex, zoom: Int) -> [ClusterNode] {
        index.clusters(south: -90, west: -180, north: 90, east: 180, zoom: zoom)
    }

    static func items(of node: ClusterNode, in index: ClusterIndex) -> [Int] {
        switch node.kind {
        case .item(let item): [item]
        case .cluster(let id): index.leaves(of: id)
        }
    }

    @Test(arguments: Dataset.allCases)
    func invariantsHold(_ dataset: Dataset) {
        let index = ClusterIndex(coordinates: dataset.coordinates, isOpen: Self.isOpen)
        #expect(index.count == dataset.coordinates.count)
        #expect(index._checkInvariants() == [])
    }

    @Test(arguments: Dataset.allCases)
    func everyItemAppearsOncePerZoom(_ dataset: Dataset) {
        let coordinates = dataset.coordinates
        let index = ClusterIndex(coordinates: coordinates, isOpen: Self.isOpen)
        for zoom in Self.zooms {
            let nodes = Self.everything(index, zoom: zoom)
            let items = nodes.flatMap { Self.items(of: $0, in: index) }
            #expect(items.count == coordinates.count, "z\(zoom)")
            #expect(Set(items).count == coordinates.count, "z\(zoom)")
            #expect(nodes.reduce(0) { $0 + $1.count } == coordinates.count, "z\(zoom)")
            let open = nodes.reduce(0) { $0 + $1.openCount }
            #expect(open == coordinates.indices.filter(Self.isOpen).count, "z\(zoom)")
        }
        #expect(Self.everything(index, zoom: 17).allSatisfy { $0.item != nil })
    }

    /// A level is clustered from the level above it only, so an index whose lowest level is z
    /// (what a map at zoom z builds) answers every zoom from z on exactly like one built from 0:
    /// the same nodes, leaves and expansion zooms.
    @Test(arguments: [Dataset.world, .cities, .duplicates, .identical])
    func levelsBelowTheLowestZoomAreNotNeeded(_ dataset: Dataset) throws {
        let full = ClusterIndex(coordinates: dataset.coordinates, isOpen: Self.isOpen)
        for lowest in [3, 9, 14] {
            let partial = ClusterIndex(
                coordinates: dataset.coordinates, subset: nil, options: ClusterOptions(minZoom: lowest),
                isOpen: Self.isOpen)
            for zoom in lowest...17 {
                let nodes = Self.everything(partial, zoom: zoom)
                #expect(nodes == Self.everything(full, zoom: zoom), "from z\(lowest), at z\(zoom)")
                for id in nodes.compactMap(\.clusterID) {
                    #expect(partial.leaves(of: id) == full.leaves(of: id))
                    #expect(partial.expansionZoom(of: id) == full.expansionZoom(of: id))
                }
            }
        }
    }

    /// An index whose lowest zoom is left out of tree order gives the same nodes there (in
    /// another order), and the same at every other zoom, leaves and expansion zooms included.
    @Test(arguments: [Dataset.world, .cities, .antimeridian, .duplicates, .identical, .dense])
    func unorderedLowestZoomHoldsTheSameNodes(_ dataset: Dataset) throws {
        var leftUnordered = 0
        for lowest in [0, 5, 12, 16] {
            let ordered = ClusterIndex(
                coordinates: dataset.coordinates, options: ClusterOptions(minZoom: lowest), isOpen: Self.isOpen)
            let unordered = ClusterIndex(
                coordinates: dataset.coordinates, options: ClusterOptions(minZoom: lowest, ordersLowestZoom: false),
                isOpen: Self.isOpen)
            #expect(unordered._checkInvariants() == [])
            #expect(ordered.lowestIsOrdered)
            if !unordered.lowestIsOrdered { leftUnordered += 1 }
            for zoom in [lowest - 1, lowest, lowest + 1, 17] {
                let nodes = Self.everything(unordered, zoom: zoom)
                let expected = Self.everything(ordered, zoom: zoom)
                if zoom > lowest { #expect(nodes == expected, "from z\(lowest), at z\(zoom)") }
                #expect(nodes.count == expected.count)
                #expect(Set(nodes) == Set(expected), "from z\(lowest), at z\(zoom)")
                for id in nodes.compactMap(\.clusterID) {
                    #expect(unordered.leaves(of: id) == ordered.leaves(of: id))
                    #expect(unordered.expansionZoom(of: id) == ordered.expansionZoom(of: id))
                }
            }
            // A box inside the world: the scan keeps what the tree search keeps.
            let box = (south: 10.0, west: -60.0, north: 60.0, east: 150.0)
            let inBox = unordered.clusters(
                south: box.south, west: box.west, north: box.north, east: box.east, zoom: lowest)
            let expectedInBox = ordered.clusters(
                south: box.south, west: box.west, north: box.north, east: box.east, zoom: lowest)
            #expect(Set(inBox) == Set(expectedInBox))
        }
        #expect(leftUnordered > 0)
    }

    @Test(arguments: [Dataset.world, .cities, .antimeridian, .duplicates])
    func childrenAndLeavesAgreeWithCounts(_ dataset: Dataset) throws {
        let index = ClusterIndex(coordinates: dataset.coordinates, isOpen: Self.isOpen)
        for zoom in [0, 3, 8, 12, 16] {
            for node in Self.everything(index, zoom: zoom) {
                guard let id = node.clusterID else { continue }
                let children = index.children(of: id)
                let leaves = index.leaves(of: id)
                #expect(children.count >= 2)
                #expect(children.reduce(0) { $0 + $1.count } == node.count)
                #expect(children.reduce(0) { $0 + $1.openCount } == node.openCount)
                #expect(leaves.count == node.count)
                #expect(leaves.filter(Self.isOpen).count == node.openCount)
                #expect(Set(children.flatMap { Self.items(of: $0, in: index) }) == Set(leaves))
                #expect(leaves.allSatisfy { index.contains($0, in: id) })
            }
        }
    }

    @Test func leavesPageThroughTheCluster() throws {
        let index = ClusterIndex(coordinates: Dataset.cities.coordinates)
        let node = try #require(Self.everything(index, zoom: 4).max { $0.count < $1.count })
        let id = try #require(node.clusterID)
        let all = index.leaves(of: id)
        #expect(index.leaves(of: id, limit: 5, offset: 3) == Array(all[3..<8]))
        #expect(index.leaves(of: id, limit: 10, offset: all.count - 4) == Array(all.suffix(4)))
        #expect(index.leaves(of: id, limit: 10, offset: all.count + 5) == [])
        #expect(index.leaves(of: id, limit: 0) == [])
    }

    @Test(arguments: [Dataset.world, .cities, .duplicates, .identical])
    func expansionZoomSplitsTheCluster(_ dataset: Dataset) throws {
        let index = ClusterIndex(coordinates: dataset.coordinates)
        for zoom in [0, 5, 10, 14] {
            for node in Self.everything(index, zoom: zoom).prefix(40) {
                guard let id = node.clusterID else { continue }
                let expansion = try #require(index.expansionZoom(of: id))
                #expect(expansion > zoom)
                #expect(Self.everything(index, zoom: expansion - 1).contains { $0.clusterID == id })
                let after = Set(Self.everything(index, zoom: expansion).map(\.kind))
                #expect(!after.contains(.cluster(id)))
                #expect(index.children(of: id).allSatisfy { after.contains($0.kind) })
            }
        }
    }

    @Test func identicalPointsStayOneClusterUntilMaxZoom() throws {
        let coordinates = Dataset.identical.coordinates
        let index = ClusterIndex(coordinates: coordinates)
        let top = Self.everything(index, zoom: 16)
        #expect(top.count == 1)
        let id = try #require(top.first?.clusterID)
        #expect(index.expansionZoom(of: id) == 17)
        #expect(index.children(of: id).count == coordinates.count)
        #expect(Self.everything(index, zoom: 0).map(\.count) == [coordinates.count])
        #expect(Self.everything(index, zoom: 17).count == coordinates.count)
    }

    @Test(arguments: [2, 3, 10])
    func clustersHoldAtLeastMinPoints(_ minPoints: Int) {
        let coordinates = Dataset.cities.coordinates
        let index = ClusterIndex(coordinates: coordinates, options: ClusterOptions(minPoints: minPoints))
        #expect(index._checkInvariants() == [])
        for zoom in [0, 6, 12, 16] {
            let nodes = Self.everything(index, zoom: zoom)
            #expect(nodes.allSatisfy { $0.clusterID == nil || $0.count >= minPoints })
            #expect(nodes.reduce(0) { $0 + $1.count } == coordinates.count)
        }
    }

    @Test func subsetBuildHoldsOnlyTheSubset() {
        let coordinates = Dataset.cities.coordinates
        let subset = coordinates.indices.filter(Self.isOpen)
        let index = ClusterIndex(coordinates: coordinates, subset: subset + subset.prefix(10), isOpen: Self.isOpen)
        #expect(index.count == subset.count)
        #expect(index._checkInvariants() == [])
        for zoom in [0, 8, 17] {
            let nodes = Self.everything(index, zoom: zoom)
            #expect(Set(nodes.flatMap { Self.items(of: $0, in: index) }) == Set(subset))
            #expect(nodes.allSatisfy { $0.openCount == $0.count })
        }
    }

    @Test func emptyIndexAnswersNothing() {
        let index = ClusterIndex(coordinates: [])
        #expect(index._checkInvariants() == [])
        #expect(Self.everything(index, zoom: 3) == [])
        let bogus = ClusterID(rawValue: 5 << 5 | 3)
        #expect(index.children(of: bogus) == [])
        #expect(index.leaves(of: bogus) == [])
        #expect(index.expansionZoom(of: bogus) == nil)
        #expect(index.nearestLeaf(of: bogus, to: Coordinate(uncheckedLatitude: 0, longitude: 0)) == nil)
    }

    @Test func idWithTheWrongZoomIsUnknown() throws {
        let index = ClusterIndex(coordinates: Dataset.cities.coordinates)
        let id = try #require(Self.everything(index, zoom: 2).compactMap(\.clusterID).first)
        let wrong = ClusterID(rawValue: id.rawValue ^ 1)
        #expect(index.children(of: wrong) == [])
        #expect(index.expansionZoom(of: wrong) == nil)
    }
}

@Suite("ClusterIndex queries")
struct ClusterIndexQueryTests {
    struct Viewport: CustomTestStringConvertible, Sendable {
        let south: Double
        let west: Double
        let north: Double
        let east: Double
        let zoom: Int
        var testDescription: String { "\(south),\(west) – \(north),\(east) z\(zoom)" }
    }

    static let viewports: [Viewport] = [
        Viewport(south: -20, west: 170, north: 20, east: -170, zoom: 6),
        Viewport(south: -5, west: 179.5, north: 5, east: -179.5, zoom: 12),
        Viewport(south: 10, west: -60, north: 60, east: 30, zoom: 3),
        Viewport(south: -85, west: -180, north: 85, east: 180, zoom: 0),
        Viewport(south: 40, west: 0, north: 41, east: 1, zoom: 14),
    ]

    @Test(arguments: [Dataset.world, .cities, .antimeridian], viewports)
    func viewportMatchesBruteForce(_ dataset: Dataset, viewport: Viewport) {
        let index = ClusterIndex(coordinates: dataset.coordinates)
        let all = index.clusters(south: -90, west: -180, north: 90, east: 180, zoom: viewport.zoom)
        let top = WebMercator.worldPoint(Coordinate(uncheckedLatitude: viewport.north, longitude: 0)).y
        let bottom = WebMercator.worldPoint(Coordinate(uncheckedLatitude: viewport.south, longitude: 0)).y
        let left = viewport.west / 360 + 0.5
        let right = viewport.east / 360 + 0.5
        let expected = all.filter { node in
            let inX = left <= right ? (left...right).contains(node.x) : (node.x >= left || node.x <= right)
            return inX && (top...bottom).contains(node.y)
        }
        let found = index.clusters(
            south: viewport.south, west: viewport.west, north: viewport.north, east: viewport.east,
            zoom: viewport.zoom)
        #expect(found.count == Set(found.map(\.kind)).count)
        #expect(Set(found.map(\.kind)) == Set(expected.map(\.kind)))
    }

    @Test func worldBoxMatchesTheDegreeBox() {
        let index = ClusterIndex(coordinates: Dataset.cities.coordinates)
        let northWest = WebMercator.worldPoint(Coordinate(uncheckedLatitude: 60, longitude: -30))
        let southEast = WebMercator.worldPoint(Coordinate(uncheckedLatitude: -10, longitude: 100))
        let inWorld = index.clusters(
            minX: northWest.x, minY: northWest.y, maxX: southEast.x, maxY: southEast.y, zoom: 7)
        let inDegrees = index.clusters(south: -10, west: -30, north: 60, east: 100, zoom: 7)
        #expect(!inWorld.isEmpty)
        #expect(Set(inWorld.map(\.kind)) == Set(inDegrees.map(\.kind)))
    }

    @Test func nearestLeafMatchesBruteForce() throws {
        let coordinates = Dataset.cities.coordinates
        let index = ClusterIndex(coordinates: coordinates)
        let origin = Coordinate(uncheckedLatitude: 10, longitude: 20)
        let query = SpherePoint(origin)
        for node in index.clusters(south: -90, west: -180, north: 90, east: 180, zoom: 5) {
            guard let id = node.clusterID else { continue }
            let nearest = try #require(index.nearestLeaf(of: id, to: origin))
            let expected = try #require(
                index.leaves(of: id).min {
                    (SpherePoint(coordinates[$0]).chordSquared(to: query), $0)
                        < (SpherePoint(coordinates[$1]).chordSquared(to: query), $1)
                })
            #expect(nearest.item == expected)
            #expect(abs(nearest.distance - BruteForce.haversine(origin, coordinates[expected])) < 1e-3)
        }
    }

    @Test func clusterMembershipWorksAsANearestPredicate() throws {
        let coordinates = Dataset.cities.coordinates
        let index = ClusterIndex(coordinates: coordinates)
        let tree = KDTree(coordinates: coordinates)
        let origin = Coordinate(uncheckedLatitude: -3, longitude: 40)
        let node = try #require(
            index.clusters(south: -90, west: -180, north: 90, east: 180, zoom: 6).first { $0.clusterID != nil })
        let id = try #require(node.clusterID)
        let viaTree = tree.nearest(to: origin, count: 1) { index.contains($0, in: id) }
        #expect(viaTree.first?.item == index.nearestLeaf(of: id, to: origin)?.item)
    }

    @Test func placesKeepTheirOwnCoordinates() {
        let coordinates = Dataset.tiny.coordinates
        let index = ClusterIndex(coordinates: coordinates)
        let nodes = index.clusters(south: -90, west: -180, north: 90, east: 180, zoom: 17)
        #expect(Set(nodes.compactMap(\.item)) == [0, 1, 2])
        #expect(nodes.allSatisfy { $0.coordinate == coordinates[$0.item ?? -1] })
    }

    @Test func zoomOutsideTheRangeIsClamped() {
        let index = ClusterIndex(
            coordinates: Dataset.cities.coordinates, options: ClusterOptions(minZoom: 2, maxZoom: 10))
        let world = { (zoom: Int) in index.clusters(south: -90, west: -180, north: 90, east: 180, zoom: zoom) }
        #expect(Set(world(-4).map(\.kind)) == Set(world(2).map(\.kind)))
        #expect(Set(world(30).map(\.kind)) == Set(world(11).map(\.kind)))
        #expect(world(11).count == Dataset.cities.coordinates.count)
    }
}
