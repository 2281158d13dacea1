import Foundation
import Geodesy
import PlaceIndex
import PlaceQueryModel
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
                // By the lower ends of bounds, as the exact ordering sorts first.
                let bounded = matches.map { match in
                    var match = match
                    match.distanceError = Double(Int.random(in: 0..<3, using: &generator)) * match.distance / 100
                    return match
                }
                var byLower = bounded
                PlaceEngine.sortByDistance(&byLower, byLowerBound: true)
                let lower = { (match: PlaceEngine.Match) in max(0, match.distance - match.distanceError) }
                let expectedLower = bounded.sorted { (lower($0), $0.position) < (lower($1), $1.position) }
                #expect(byLower.map(\.position) == expectedLower.map(\.position), "\(name), by lower bound")
            }
        }
    }
}

/// ``PlaceEngine/MatchList``, which orders only what is read, against the whole list sorted by
/// geodesic distance: real coordinates around an origin, crowded enough that bounds overlap
/// (places on one ring 20 km out, places sharing a spot), with their short-line lengths or with
/// lengths anywhere within a wide bound, read in random steps.
@Suite("Match list ordered on demand")
struct MatchListTests {
    static let origin = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)

    static func ring(_ bearing: Double) -> Coordinate {
        Coordinate(
            uncheckedLatitude: origin.latitude + 0.18 * cos(bearing), longitude: origin.longitude + 0.36 * sin(bearing))
    }

    /// Matches and the engine-style coordinates by slot (slot = index).
    static func matches(_ generator: inout SeededGenerator) -> ([PlaceEngine.Match], [Coordinate]) {
        let count = Int.random(in: 1..<2_500, using: &generator)
        // Some lists are all on the ring, so their nearest open place is in a tie.
        let kinds = Bool.random(using: &generator) ? 4 : 2
        var coordinates: [Coordinate] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<kinds, using: &generator) {
            case 0 where !coordinates.isEmpty:
                // A spot another place has.
                coordinates.append(coordinates.randomElement(using: &generator) ?? origin)
            case 1:
                // On one ring about 20 km out, where the short line's bound is most of a metre:
                // distances closer than that, so bounds overlap and the approximate order is wrong.
                coordinates.append(ring(Double.random(in: 0..<(2 * .pi), using: &generator)))
            default:
                coordinates.append(
                    Coordinate(
                        uncheckedLatitude: origin.latitude + Double.random(in: -0.1...0.1, using: &generator),
                        longitude: origin.longitude + Double.random(in: -0.2...0.2, using: &generator)))
            }
        }
        let statuses: [OpeningSnapshot.Status] = [.open, .closed, .unknown]
        // Half the lists carry the short line's own lengths and bounds (its order is rarely
        // wrong); the others lengths anywhere within a wide bound of the geodesic, so their
        // approximate order is wrong wherever it can be.
        let ratio: Double =
            Bool.random(using: &generator) ? 0 : ([1e-5, 1e-4].randomElement(using: &generator) ?? 1e-4)
        // Distinct positions in random order (ties at one spot are broken by them).
        let positions = Array(0..<(count * 3)).shuffled(using: &generator)
        let matches = coordinates.indices.map { index -> PlaceEngine.Match in
            var distance: Double
            var error: Double
            if ratio > 0 {
                let geodesic = Geodesic.fastInverse(from: origin, to: coordinates[index]).distance
                distance = geodesic * (1 + Double.random(in: -ratio...ratio, using: &generator))
                error = distance * ratio / (1 - ratio)
                // Some measured exactly, as the engine measures places near its radius.
                if Int.random(in: 0..<5, using: &generator) == 0 { (distance, error) = (geodesic, 0) }
            } else {
                let line = Geodesic.shortLine(from: origin, to: coordinates[index])
                distance = line?.distance ?? 0
                error = line?.maximumError ?? 0
            }
            return PlaceEngine.Match(
                position: positions[index], slot: Int32(index), textScore: nil,
                status: statuses.randomElement(using: &generator) ?? .open, distance: distance, distanceError: error)
        }
        return (matches.shuffled(using: &generator), coordinates)
    }

    static func expectedOrder(_ matches: [PlaceEngine.Match], _ coordinates: [Coordinate]) -> [Int] {
        matches.map { ($0, Geodesic.fastInverse(from: origin, to: coordinates[Int($0.slot)]).distance) }
            .sorted { ($0.1, $0.0.position) < ($1.1, $1.0.position) }.map(\.0.position)
    }

    /// The list as the counted query leaves it: runs of matches in groups with bounds on their
    /// distances (a little wider than theirs, as a leaf's box is), many matches not measured yet
    /// (their distance only the group's bounds), the others with their lengths as given; the
    /// coordinates by the slots of a KD-tree over them, whose chords tell which matches not
    /// measured are too far to measure.
    static func grouped(
        _ matches: [PlaceEngine.Match], _ coordinates: [Coordinate], _ generator: inout SeededGenerator
    ) -> PlaceEngine.MatchList {
        let tree = KDTree(coordinates: coordinates)
        let items = tree.itemsInTreeOrder.map { Int($0) }
        var slots = [Int32](repeating: 0, count: coordinates.count)
        for (slot, item) in items.enumerated() { slots[item] = Int32(slot) }
        var list = PlaceEngine.MatchList(
            lines: Geodesic.Lines(from: origin), distances: tree.slotDistances(from: origin),
            coordinatesBySlot: items.map { coordinates[$0] })
        var start = 0
        while start < matches.count {
            let end = min(matches.count, start + Int.random(in: 1...80, using: &generator))
            let geodesics = matches[start..<end].map {
                Geodesic.fastInverse(from: origin, to: coordinates[Int($0.slot)]).distance
            }
            let lower = max(0, (geodesics.min() ?? 0) - Double.random(in: 0..<50, using: &generator))
            let upper = (geodesics.max() ?? 0) + Double.random(in: 0..<50, using: &generator)
            for var match in matches[start..<end] {
                match.slot = slots[Int(match.slot)]
                if Bool.random(using: &generator) {
                    match.isMeasured = false
                    match.distance = (lower + upper) / 2
                    match.distanceError = (upper - lower) / 2
                }
                list.matches.append(match)
            }
            list.groups.append(.init(start: start, end: end, lower: lower, upper: upper))
            start = end
        }
        return list
    }

    @Test(arguments: [false, true])
    func everyReadAgreesWithTheWholeOrder(grouped: Bool) {
        var generator = SeededGenerator(seed: grouped ? 13 : 11)
        for _ in 0..<30 {
            let (matches, coordinates) = Self.matches(&generator)
            let expected = Self.expectedOrder(matches, coordinates)
            var list =
                grouped
                ? Self.grouped(matches, coordinates, &generator)
                : PlaceEngine.MatchList(unordered: matches, origin: Self.origin, coordinatesBySlot: coordinates)
            let firstOpen = expected.first { position in matches.first { $0.position == position }?.status == .open }
            #expect(list.nearestOpen()?.position == firstOpen)
            // Ordered in steps, as a page, then a longer page, then the map read it.
            for _ in 0..<3 {
                let wanted = Int.random(in: 0...matches.count, using: &generator)
                list.order(first: wanted)
                #expect(list.orderedCount >= wanted)
                #expect(list.matches[..<list.orderedCount].map(\.position) == Array(expected.prefix(list.orderedCount)))
                #expect(Set(list.matches.map(\.position)) == Set(expected), "no match lost or repeated")
                // Often right at the ring, where bounds straddle it.
                let ring = Geodesic.fastInverse(
                    from: Self.origin, to: Self.ring(Double.random(in: 0..<(2 * .pi), using: &generator))
                ).distance
                let bound =
                    Bool.random(using: &generator)
                    ? ring + Double.random(in: -1...1, using: &generator)
                    : Double.random(in: 0..<25_000, using: &generator)
                let prefix = list.orderedPrefix(through: bound).map(\.position)
                #expect(prefix == Array(expected.prefix(prefix.count)))
                // (A match not measured yet gets the rough line's bound, under 2 m at 25 km.)
                let certain = matches.filter {
                    $0.distance + $0.distanceError <= bound
                        && (!grouped
                            || Geodesic.fastInverse(from: Self.origin, to: coordinates[Int($0.slot)]).distance + 5
                                <= bound)
                }.map(\.position)
                #expect(Set(certain).isSubset(of: Set(prefix)), "every match certainly within \(bound) m")
                #expect(list.nearestOpen()?.position == firstOpen)
            }
            #expect(list.all().map(\.position) == expected)
            list.orderAll()
            #expect(list.matches.map(\.position) == expected)
        }
    }

    /// The flag a match carries for the lazy measuring sits among its small fields: a city's
    /// thousands of matches are copied while they are ordered.
    @Test func aMatchTakesFortyEightBytes() {
        #expect(MemoryLayout<PlaceEngine.Match>.stride == 48)
    }

    @Test func selectionFindsTheValueASortPutsThere() {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<300 {
            let count = Int.random(in: 1..<400, using: &generator)
            // Few distinct values too, so equal values fill whole partitions.
            let spread = [2, 10, 1_000_000].randomElement(using: &generator) ?? 10
            var values = (0..<count).map { _ in Double(Int.random(in: 0..<spread, using: &generator)) }
            let sorted = values.sorted()
            let index = Int.random(in: 0..<count, using: &generator)
            #expect(PlaceEngine.MatchList.smallest(index, of: &values) == sorted[index])
            #expect(values.sorted() == sorted, "a permutation")
            // The same through matches' upper bounds, near the front (a short buffer) and further in.
            let matches = values.map { value in
                PlaceEngine.Match(
                    position: 0, slot: 0, textScore: nil, status: .open, distance: value * 0.75,
                    distanceError: value * 0.25)
            }
            let front = Int.random(in: 0..<min(count, 70), using: &generator)
            for wanted in [index, front] {
                let found = PlaceEngine.MatchList.smallestUpperBound(wanted, of: matches)
                #expect(found == sorted[wanted], "\(wanted) of \(count)")
            }
        }
    }
}
