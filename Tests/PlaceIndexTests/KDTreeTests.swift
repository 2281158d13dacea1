import Foundation
import Geodesy
import Testing

@testable import PlaceIndex

@Suite("KDTree structure")
struct KDTreeStructureTests {
    @Test(arguments: Dataset.allCases)
    func invariantsHold(_ dataset: Dataset) {
        let tree = KDTree(coordinates: dataset.coordinates)
        #expect(tree.count == dataset.coordinates.count)
        #expect(tree._checkInvariants() == [])
        #expect(Set(tree.items) == Set(dataset.coordinates.indices.map { Int32($0) }))
    }

    @Test func emptyTreeAnswersNothing() {
        let tree = KDTree(coordinates: [])
        let origin = Coordinate(uncheckedLatitude: 0, longitude: 0)
        #expect(tree.isEmpty)
        #expect(tree._checkInvariants() == [])
        #expect(tree.nearest(to: origin, count: 5) == [])
        #expect(tree.within(radius: 1e9, of: origin) == [])
        #expect(tree.inside(south: -90, west: -180, north: 90, east: 180) == [])
    }

    @Test func subsetIndexesOnlyTheGivenPositions() {
        let coordinates = Dataset.cities.coordinates
        let subset = coordinates.indices.filter { $0 % 3 == 1 }
        let tree = KDTree(coordinates: coordinates, subset: subset)
        #expect(tree._checkInvariants() == [])
        let everything = tree.inside(south: -90, west: -180, north: 90, east: 180)
        #expect(everything.sorted() == subset)
        let origin = coordinates[0]
        let expected = BruteForce.nearest(coordinates, to: origin, count: 7) { $0 % 3 == 1 }
        #expect(tree.nearest(to: origin, count: 7).map(\.item) == expected.map(\.item))
    }

    @Test func memoryStaysUnderFortyBytesPerPlace() {
        let tree = KDTree(coordinates: Dataset.world.coordinates)
        #expect(Double(tree.byteCount) / Double(tree.count) <= 40)
    }
}

@Suite("KDTree nearest")
struct KDTreeNearestTests {
    /// A predicate that keeps about 30 % of items, unrelated to position.
    static func keepsThirty(_ item: Int) -> Bool { (item &* 2_654_435_761) % 100 < 30 }

    @Test(arguments: Dataset.allCases, [1, 10, 50])
    func matchesBruteForce(_ dataset: Dataset, count: Int) {
        let coordinates = dataset.coordinates
        let tree = KDTree(coordinates: coordinates)
        var search = NearestSearch()
        for origin in dataset.origins {
            let expected = BruteForce.nearest(coordinates, to: origin, count: count)
            tree.nearest(to: origin, count: count, using: &search)
            #expect(search.neighbors.map(\.item) == expected.map(\.item), "origin \(origin)")
        }
    }

    @Test(arguments: Dataset.allCases)
    func predicateRejectingSeventyPercentMatchesBruteForce(_ dataset: Dataset) {
        let coordinates = dataset.coordinates
        let tree = KDTree(coordinates: coordinates)
        var search = NearestSearch(capacity: 10)
        for origin in dataset.origins {
            let expected = BruteForce.nearest(coordinates, to: origin, count: 10, where: Self.keepsThirty)
            tree.nearest(to: origin, count: 10, using: &search, where: Self.keepsThirty)
            #expect(search.neighbors.map(\.item) == expected.map(\.item), "origin \(origin)")
        }
    }

    /// The slot-aware search gives each place's slot in tree order along with its item, and finds
    /// exactly what the item predicate finds when the caller's data is kept in slot order.
    @Test(arguments: Dataset.allCases)
    func slotPredicateSeesTreeOrder(_ dataset: Dataset) {
        let coordinates = dataset.coordinates
        let tree = KDTree(coordinates: coordinates)
        let order = tree.itemsInTreeOrder
        #expect(order.count == coordinates.count)
        #expect(Set(order.map(Int.init)) == Set(coordinates.indices))
        let keepsBySlot = order.map { Self.keepsThirty(Int($0)) }
        var search = NearestSearch(capacity: 10)
        for origin in dataset.origins {
            let expected = BruteForce.nearest(coordinates, to: origin, count: 10, where: Self.keepsThirty)
            var slotsMatchItems = true
            tree.nearest(to: origin, count: 10, using: &search) { slot, item in
                slotsMatchItems = slotsMatchItems && Int(order[slot]) == item
                return keepsBySlot[slot]
            }
            #expect(slotsMatchItems)
            #expect(search.neighbors.map(\.item) == expected.map(\.item), "origin \(origin)")
        }
    }

    @Test func predicateIsAskedOnlyAboutCandidates() {
        let coordinates = Dataset.world.coordinates
        let tree = KDTree(coordinates: coordinates)
        var asked = 0
        let result = tree.nearest(to: Coordinate(uncheckedLatitude: 48.85, longitude: 2.35), count: 10) { item in
            asked += 1
            return Self.keepsThirty(item)
        }
        #expect(result.count == 10)
        #expect(asked < coordinates.count / 10)
    }

    @Test(arguments: [-5.0, 0, 100, 50_000, 500_000, 3_000_000, 30_000_000])
    func maxDistanceCutsOff(_ maxDistance: Double) {
        let coordinates = Dataset.cities.coordinates
        let tree = KDTree(coordinates: coordinates)
        for origin in Dataset.cities.origins {
            let expected = BruteForce.nearest(coordinates, to: origin, count: 25, maxDistance: maxDistance)
            let found = tree.nearest(to: origin, count: 25, maxDistance: maxDistance)
            #expect(found.map(\.item) == expected.map(\.item))
            #expect(found.allSatisfy { $0.distance <= maxDistance * (1 + 1e-9) })
        }
    }

    @Test func distancesAreGreatCircleMetresInOrder() {
        let coordinates = Dataset.world.coordinates
        let tree = KDTree(coordinates: coordinates)
        for origin in Dataset.world.origins {
            let found = tree.nearest(to: origin, count: 20)
            #expect(found.map(\.distance) == found.map(\.distance).sorted())
            for neighbor in found {
                let reference = BruteForce.haversine(origin, coordinates[neighbor.item])
                #expect(abs(neighbor.distance - reference) <= 1e-6 * reference + 1e-3)
            }
        }
    }

    @Test(arguments: [0, -3])
    func nonPositiveCountFindsNothing(_ count: Int) {
        let tree = KDTree(coordinates: Dataset.tiny.coordinates)
        #expect(tree.nearest(to: Coordinate(uncheckedLatitude: 1, longitude: 1), count: count) == [])
    }

    @Test func countAboveSizeReturnsEverythingSorted() {
        let coordinates = Dataset.tiny.coordinates
        let tree = KDTree(coordinates: coordinates)
        let found = tree.nearest(to: Coordinate(uncheckedLatitude: 1, longitude: 1.0009), count: 100)
        #expect(found.map(\.item) == [1, 0, 2])
    }

    @Test func identicalPointsComeInItemOrder() {
        let coordinates = Dataset.identical.coordinates
        let tree = KDTree(coordinates: coordinates)
        let found = tree.nearest(to: Coordinate(uncheckedLatitude: 0, longitude: 0), count: 12)
        #expect(found.map(\.item) == Array(0..<12))
        #expect(Set(found.map(\.distance)).count == 1)
    }

    @Test func searchAcrossTheAntimeridianFindsTheOtherSide() {
        let coordinates = [
            Coordinate(uncheckedLatitude: 0, longitude: 179.99), Coordinate(uncheckedLatitude: 0, longitude: -179.99),
            Coordinate(uncheckedLatitude: 0, longitude: 170),
        ]
        let tree = KDTree(coordinates: coordinates)
        let found = tree.nearest(to: Coordinate(uncheckedLatitude: 0, longitude: -179.999), count: 2)
        #expect(found.map(\.item) == [1, 0])
        let metresPerDegree = KDTree.meanEarthRadius * .pi / 180
        #expect(abs(found[0].distance - 0.009 * metresPerDegree) < 0.01)
        #expect(abs(found[1].distance - 0.011 * metresPerDegree) < 0.01)
    }

    @Test func searchAtThePoleSeesEveryLongitude() {
        let coordinates =
            [0.0, 90, 180, -90].map { Coordinate(uncheckedLatitude: 89.9, longitude: $0) }
            + [Coordinate(uncheckedLatitude: 89, longitude: 0)]
        let tree = KDTree(coordinates: coordinates)
        let found = tree.nearest(to: Coordinate(uncheckedLatitude: 90, longitude: 0), count: 4)
        #expect(Set(found.map(\.item)) == [0, 1, 2, 3])
        #expect(found.allSatisfy { abs($0.distance - 0.1 * KDTree.meanEarthRadius * .pi / 180) < 0.01 })
    }

    @Test func scratchIsReusedAcrossSizes() {
        let coordinates = Dataset.cities.coordinates
        let tree = KDTree(coordinates: coordinates)
        var search = NearestSearch(capacity: 2)
        let origin = coordinates[17]
        for count in [40, 3, 40, 1] {
            tree.nearest(to: origin, count: count, using: &search)
            #expect(
                search.neighbors.map(\.item) == BruteForce.nearest(coordinates, to: origin, count: count).map(\.item))
        }
    }
}
