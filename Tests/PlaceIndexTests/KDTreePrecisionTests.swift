import Foundation
import Geodesy
import TestSupport
import Testing

@testable import PlaceIndex

/// The tree partitions and boxes places with `Float`s but ranks them with `Double`s; these tests
/// pack places closer than `Float` resolution and check that results stay in exact
/// (squared chord, item) order.
@Suite("KDTree precision")
struct KDTreePrecisionTests {
    @Test(arguments: Dataset.allCases)
    func storedVectorsAreExact(_ dataset: Dataset) {
        let coordinates = dataset.coordinates
        let tree = KDTree(coordinates: coordinates)
        for slot in 0..<tree.count {
            let stored = tree.vectors[slot]
            let expected = SpherePoint(coordinates[Int(tree.items[slot])])
            #expect(stored.x.bitPattern == expected.x.bitPattern, "slot \(slot)")
            #expect(stored.y.bitPattern == expected.y.bitPattern, "slot \(slot)")
            #expect(stored.z.bitPattern == expected.z.bitPattern, "slot \(slot)")
        }
    }

    /// Origins a few metres to kilometres from the dense spot, where neighbours differ in distance
    /// by less than the approximation error.
    static let denseOrigins = [
        (48.8566, 2.3522), (48.856_600_5, 2.352_200_5), (48.8567, 2.3522), (48.86, 2.36), (48.8566, 2.3),
        (-48.8566, -177.6478),
    ]

    @Test(arguments: [1, 10, 50, 300], [false, true])
    func denseNeighboursComeInExactOrder(count: Int, filtered: Bool) {
        let coordinates = Dataset.dense.coordinates
        let tree = KDTree(coordinates: coordinates)
        var search = NearestSearch()
        let predicate: (Int) -> Bool = { item in !filtered || KDTreeNearestTests.keepsThirty(item) }
        for (latitude, longitude) in Self.denseOrigins {
            let origin = Coordinate(uncheckedLatitude: latitude, longitude: longitude)
            let expected = BruteForce.nearest(coordinates, to: origin, count: count, where: predicate)
            tree.nearest(to: origin, count: count, using: &search, where: predicate)
            #expect(search.neighbors.map(\.item) == expected.map(\.item), "origin \(origin)")
        }
    }

    @Test(arguments: [1, 7, 40])
    func maxDistanceAtAPlacesOwnDistanceIsExact(count: Int) {
        let coordinates = Dataset.dense.coordinates + Dataset.cities.coordinates
        let tree = KDTree(coordinates: coordinates)
        for (latitude, longitude) in Self.denseOrigins {
            let origin = Coordinate(uncheckedLatitude: latitude, longitude: longitude)
            for neighbor in tree.nearest(to: origin, count: 60).enumerated().filter({ $0.offset % 6 == 0 }) {
                let radius = neighbor.element.distance
                let expected = BruteForce.nearest(coordinates, to: origin, count: count, maxDistance: radius)
                #expect(tree.nearest(to: origin, count: count, maxDistance: radius).map(\.item) == expected.map(\.item))
                let limit = SphereDistance.chordSquared(metres: radius)
                let query = SpherePoint(origin)
                let inside = coordinates.indices.filter {
                    SpherePoint(coordinates[$0]).chordSquared(to: query) <= limit
                }
                #expect(tree.within(radius: radius, of: origin).sorted() == inside)
            }
        }
    }

    /// Places on a ring around the origin: equal distances up to rounding, so the order is decided
    /// by the last bits of the squared chord and then by item.
    @Test(arguments: [1e-7, 1e-5, 1e-3, 0.1])
    func ringAroundTheOriginComesInExactOrder(radiusDegrees: Double) {
        let centre = (latitude: 35.6762, longitude: 139.6503)
        let coordinates = (0..<720).map { step in
            let angle = Double(step % 360) * .pi / 180
            return Coordinate(
                uncheckedLatitude: centre.latitude + radiusDegrees * sin(angle),
                longitude: centre.longitude + radiusDegrees * cos(angle))
        }
        let tree = KDTree(coordinates: coordinates)
        let origin = Coordinate(uncheckedLatitude: centre.latitude, longitude: centre.longitude)
        for count in [1, 5, 100, 720] {
            let expected = BruteForce.nearest(coordinates, to: origin, count: count)
            #expect(tree.nearest(to: origin, count: count).map(\.item) == expected.map(\.item), "count \(count)")
        }
        let filtered = BruteForce.nearest(coordinates, to: origin, count: 20, where: KDTreeNearestTests.keepsThirty)
        #expect(
            tree.nearest(to: origin, count: 20, where: KDTreeNearestTests.keepsThirty).map(\.item)
                == filtered.map(\.item))
    }
}

/// Large inputs that take the builder's sampled and block-partitioned paths at many levels.
@Suite("KDTree builder")
struct KDTreeBuilderTests {
    /// 30 000 places: a third identical, a third on one meridian at 50 repeated latitudes, and a
    /// third spread over the world.
    static let skewed: [Coordinate] = {
        var random = SeededGenerator(seed: 2026)
        return (0..<30_000).map { index in
            switch index % 3 {
            case 0: return Coordinate(uncheckedLatitude: 51.5, longitude: -0.12)
            case 1: return Coordinate(uncheckedLatitude: Double(index % 50) - 25, longitude: 7)
            default:
                return Coordinate(
                    uncheckedLatitude: asin(Double.random(in: -1...1, using: &random)) * 180 / .pi,
                    longitude: Double.random(in: -180..<180, using: &random))
            }
        }
    }()

    @Test func skewedInputBuildsASoundTree() {
        let tree = KDTree(coordinates: Self.skewed)
        #expect(tree._checkInvariants() == [])
        #expect(Set(tree.items).count == Self.skewed.count)
    }

    @Test(arguments: [(51.5, -0.12), (3.0, 7.0), (-40.0, 100.0)])
    func skewedInputAnswersLikeBruteForce(_ origin: (Double, Double)) {
        let coordinates = Self.skewed
        let tree = KDTree(coordinates: coordinates)
        let from = Coordinate(uncheckedLatitude: origin.0, longitude: origin.1)
        for count in [1, 25, 400] {
            let expected = BruteForce.nearest(coordinates, to: from, count: count)
            #expect(tree.nearest(to: from, count: count).map(\.item) == expected.map(\.item), "count \(count)")
        }
    }

    @Test func notANumberCoordinatesDoNotStopTheBuild() {
        var coordinates = Dataset.world.coordinates
        for index in stride(from: 0, to: coordinates.count, by: 97) {
            coordinates[index] = Coordinate(uncheckedLatitude: .nan, longitude: .nan)
        }
        let tree = KDTree(coordinates: coordinates)
        #expect(tree.count == coordinates.count)
        #expect(Set(tree.items).count == coordinates.count)
    }
}
