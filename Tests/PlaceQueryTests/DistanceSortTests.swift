import TestSupport
import Testing

@testable import PlaceQuery

/// The bucketed distance sort against the comparison sort it replaces, on the shapes matches take:
/// even and clustered densities, a crowd at one distance, ties broken by position (in crowded and
/// in small buckets), places at the origin, one far outlier, and lists too short to bucket.
@Suite("Distance sort")
struct DistanceSortTests {
    static func match(_ position: Int, _ distance: Double) -> PlaceEngine.Match {
        PlaceEngine.Match(
            position: position, slot: Int32(truncatingIfNeeded: position), textScore: nil, status: .open,
            distance: distance, distanceError: 0)
    }

    static func shapes(_ generator: inout SeededGenerator) -> [(String, [PlaceEngine.Match])] {
        let count = Int.random(in: 0..<3_000, using: &generator)
        func make(_ distance: (inout SeededGenerator) -> Double) -> [PlaceEngine.Match] {
            (0..<count).map { _ in match(Int.random(in: 0..<1_000_000, using: &generator), distance(&generator)) }
        }
        return [
            ("even", make { 25_000 * Double.random(in: 0...1, using: &$0).squareRoot() }),
            (
                "clustered",
                make { Double(Int.random(in: 0..<20, using: &$0)) * 1_000 + Double.random(in: 0..<3, using: &$0) }
            ),
            ("one distance", make { _ in 412.5 }),
            ("whole metres", make { Double(Int.random(in: 0..<50, using: &$0)) }),
            ("at the origin and near", make { Bool.random(using: &$0) ? 0 : Double.random(in: 0..<1e-9, using: &$0) }),
            (
                "an outlier",
                make { Int.random(in: 0..<100, using: &$0) == 0 ? 9e6 : Double.random(in: 0..<100, using: &$0) }
            ),
            ("pairs at one distance", make { Double(Int.random(in: 0...(count / 2), using: &$0)) * 3.7 }),
            (
                "too small to square",
                make { Double.leastNonzeroMagnitude * Double(Int.random(in: 0..<4, using: &$0)) }
            ),
            ("short", Array(make { Double.random(in: 0..<10, using: &$0) }.prefix(20))),
        ]
    }

    @Test func sortsExactlyLikeTheComparisonSort() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<40 {
            for (name, matches) in Self.shapes(&generator) {
                var bucketed = matches
                PlaceEngine.sortByDistance(&bucketed)
                let expected = matches.sorted(by: PlaceEngine.nearer)
                #expect(bucketed.map(\.position) == expected.map(\.position), "\(name), \(matches.count) matches")
                #expect(bucketed.map(\.distance) == expected.map(\.distance), "\(name)")
            }
        }
    }
}
