import Foundation
import Geodesy
import TestSupport
import Testing

@testable import PlaceIndex

/// ``KDTree/slotRuns(within:of:)``, the counted query's form of the radius search: the same
/// places as brute force and as ``KDTree/forEachSlot(within:of:_:)``, in slot order, at radii where
/// whole subtrees fall inside (found without a test per place) and where none do.
@Suite("KDTree slot runs")
struct KDTreeSlotRunTests {
    @Test(arguments: Dataset.allCases, [0.0, 1_000, 80_000, 2_500_000, 30_000_000])
    func runsHoldExactlyThePlacesWithin(_ dataset: Dataset, radius: Double) {
        let coordinates = dataset.coordinates
        let tree = KDTree(coordinates: coordinates)
        let limit = SphereDistance.chordSquared(metres: radius)
        let innerLimit = SphereDistance.chordSquared(metres: radius / 3)
        let items = tree.itemsInTreeOrder
        for origin in dataset.origins {
            let query = SpherePoint(origin)
            let chord = { (item: Int) in SpherePoint(coordinates[item]).chordSquared(to: query) }
            let expected = coordinates.indices.filter { chord($0) <= limit }
            let runs = tree.slotRuns(within: radius, of: origin, inner: radius / 3)
            var slots: [Int] = []
            var inner: [Int] = []
            for run in runs {
                #expect(run.bits != 0, "no empty runs")
                #expect(run.innerBits & ~run.bits == 0, "inner places are found places")
                #expect(run.first >= (slots.last ?? -1) + 1, "in slot order, apart")
                for bit in 0..<SlotRun.capacity where run.bits & (1 << UInt64(bit)) != 0 {
                    let slot = run.first + bit
                    slots.append(slot)
                    if run.innerBits & (1 << UInt64(bit)) != 0 { inner.append(slot) }
                    // The run's bounds hold each of its places (to a nanometre of rounding).
                    let metres = SphereDistance.metres(chordSquared: chord(Int(items[slot])))
                    #expect(run.nearest <= metres + 1e-6 && metres <= run.farthest + 1e-6)
                }
            }
            #expect(slots.allSatisfy { $0 < tree.count })
            #expect(slots.map { Int(items[$0]) }.sorted() == expected)
            #expect(inner.map { Int(items[$0]) }.sorted() == expected.filter { chord($0) <= innerLimit })
            var visited: [Int] = []
            tree.forEachSlot(within: radius, of: origin) { slot, item in
                visited.append(slot)
                #expect(Int(items[slot]) == item)
            }
            #expect(visited == slots)
            // Without an inner radius, no place is marked; with the radius itself, every one.
            #expect(tree.slotRuns(within: radius, of: origin).allSatisfy { $0.innerBits == 0 })
            #expect(tree.slotRuns(within: radius, of: origin, inner: radius).allSatisfy { $0.innerBits == $0.bits })
        }
    }

    @Test func wholeRunsHaveEveryBit() {
        #expect(SlotRun(first: 5, count: 64).bits == .max)
        #expect(SlotRun(first: 5, count: 1).bits == 1)
        #expect(SlotRun(first: 5, count: 3).bits == 0b111)
        #expect(SlotRun(first: 5, count: 3).innerBits == 0b111)
        var slots: [Int] = []
        SlotRun(first: 10, count: 64).forEachSlot { slot, isInner in
            slots.append(slot)
            #expect(isInner)
        }
        #expect(slots == Array(10..<74))
        var run = SlotRun(first: 3, count: 8)
        run.bits = 0b1011_0110
        run.innerBits = 0b0010_0100
        var visited: [(Int, Bool)] = []
        run.forEachSlot { visited.append(($0, $1)) }
        #expect(visited.map(\.0) == [4, 5, 7, 8, 10])
        #expect(visited.map(\.1) == [false, true, false, true, false])
    }

    /// A box's farthest squared distance, as computed, is at least every point's inside it, as the
    /// radius test computes it: corners (where it is reached) and random points, boxes around
    /// random unit vectors far from and around the query.
    @Test func farthestDistanceBoundsEveryPointInside() {
        var random = SeededGenerator(seed: 77)
        func unitVector() -> SIMD3<Double> {
            let z = Double.random(in: -1...1, using: &random)
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            let r = (1 - z * z).squareRoot()
            return SIMD3(r * cos(angle), r * sin(angle), z)
        }
        for _ in 0..<2_000 {
            let centre = unitVector()
            let spread = [1e-7, 1e-4, 0.1][Int.random(in: 0..<3, using: &random)]
            let points = (0..<5).map { _ in
                centre
                    + SIMD3(
                        Double.random(in: -spread...spread, using: &random),
                        Double.random(in: -spread...spread, using: &random),
                        Double.random(in: -spread...spread, using: &random))
            }
            let rounded = points.map { SIMD4<Float>(Float($0.x), Float($0.y), Float($0.z), 0) }
            let low = rounded.dropFirst().reduce(rounded[0]) { pointwiseMin($0, $1) }
            let high = rounded.dropFirst().reduce(rounded[0]) { pointwiseMax($0, $1) }
            let box = KDTreeBox(around: low, high)
            // The query near the box half of the time.
            let query = Bool.random(using: &random) ? centre + SIMD3(repeating: spread * 0.3) : unitVector()
            let farthest = box.farthestDistanceSquared(x: query.x, y: query.y, z: query.z)
            func computed(_ x: Double, _ y: Double, _ z: Double) -> Double {
                let dx = x - query.x
                let dy = y - query.y
                let dz = z - query.z
                return dx * dx + dy * dy + dz * dz
            }
            var reached = 0.0
            for x in [box.minX, box.maxX] {
                for y in [box.minY, box.maxY] {
                    for z in [box.minZ, box.maxZ] { reached = max(reached, computed(Double(x), Double(y), Double(z))) }
                }
            }
            #expect(reached == farthest, "reached at a corner")
            for point in points { #expect(computed(point.x, point.y, point.z) <= farthest) }
        }
    }
}
