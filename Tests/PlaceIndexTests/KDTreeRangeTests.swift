import Foundation
import Geodesy
import Testing

@testable import PlaceIndex

@Suite("KDTree radius and box")
struct KDTreeRangeTests {
    @Test(arguments: Dataset.allCases, [0.0, 1_000, 80_000, 2_500_000])
    func withinMatchesBruteForce(_ dataset: Dataset, radius: Double) {
        let coordinates = dataset.coordinates
        let tree = KDTree(coordinates: coordinates)
        let limit = SphereDistance.chordSquared(metres: radius)
        for origin in dataset.origins {
            let query = SpherePoint(origin)
            let expected = coordinates.indices.filter { SpherePoint(coordinates[$0]).chordSquared(to: query) <= limit }
            #expect(tree.within(radius: radius, of: origin).sorted() == expected)
        }
    }

    @Test func withinAppliesThePredicate() {
        let coordinates = Dataset.cities.coordinates
        let tree = KDTree(coordinates: coordinates)
        let origin = coordinates[5]
        let all = Set(tree.within(radius: 30_000, of: origin))
        let even = tree.within(radius: 30_000, of: origin) { $0.isMultiple(of: 2) }
        #expect(Set(even) == all.filter { $0.isMultiple(of: 2) })
        #expect(!even.isEmpty)
    }

    @Test(arguments: [-1.0, .nan])
    func invalidRadiusFindsNothing(_ radius: Double) {
        let tree = KDTree(coordinates: Dataset.identical.coordinates)
        #expect(tree.within(radius: radius, of: Dataset.identical.coordinates[0]) == [])
    }

    struct Box: CustomTestStringConvertible, Sendable {
        let south: Double
        let west: Double
        let north: Double
        let east: Double
        var testDescription: String { "\(south),\(west) – \(north),\(east)" }
    }

    static let boxes: [Box] = [
        Box(south: -10, west: 170, north: 10, east: -170),
        Box(south: -5, west: 179.9, north: 5, east: -179.9),
        Box(south: 30, west: -30, north: 60, east: 40),
        Box(south: -60.5, west: -100, north: 75.25, east: 120),
        Box(south: 85, west: -180, north: 90, east: 180),
        Box(south: -90, west: 100, north: -86, east: -100),
        Box(south: -90, west: -180, north: 90, east: 180),
        Box(south: 0, west: -10, north: 80, east: 250),
        Box(south: 52.4, west: 13.3, north: 52.6, east: 13.5),
        Box(south: 20, west: 10, north: 10, east: 20),
    ]

    @Test(arguments: [Dataset.world, .cities, .antimeridian, .poles, .duplicates], boxes)
    func insideMatchesBruteForce(_ dataset: Dataset, box: Box) {
        let coordinates = dataset.coordinates
        let tree = KDTree(coordinates: coordinates)
        let east = box.east > 180 ? box.east - 360 : box.east
        let expected = Set(
            coordinates.indices.filter {
                box.east - box.west >= 360
                    ? (box.south...box.north).contains(coordinates[$0].latitude)
                    : BruteForce.inside(coordinates[$0], south: box.south, west: box.west, north: box.north, east: east)
            })
        let found = tree.inside(south: box.south, west: box.west, north: box.north, east: box.east)
        #expect(found.count == Set(found).count)
        #expect(Set(found).subtracting(expected).sorted() == [], "found outside")
        #expect(expected.subtracting(found).sorted() == [], "missed inside")
    }
}
