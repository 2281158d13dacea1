import Foundation
import Geodesy
import PlaceQueryModel
import Places
import TestSupport
import Testing

@testable import PlaceQuery

/// The counted query measures a place only where something reads its distance (``PlaceEngine/MatchList``):
/// its page, nearest open place, counts, full order and map are those of measuring every match
/// with the geodesic and sorting them by (distance, position).
@Suite("Counted query measures lazily, answers as if it measured everything")
struct LazyMeasureTests {
    static let centre = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
    /// 2026-11-02, a Monday.
    static let instant = Date(timeIntervalSince1970: 1_793_577_600)
    static let categories = ["a", "b", "c"]

    /// Places scattered around the centre, with places at one spot (ties broken by position),
    /// mirror images across the centre's meridian (equal distances from it, different spots) and
    /// a crowded ring (overlapping error bounds).
    static func catalog(seed: UInt64) throws -> Catalog {
        var random = SeededGenerator(seed: seed)
        var coordinates: [Coordinate] = []
        for _ in 0..<Int.random(in: 500..<3_000, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !coordinates.isEmpty:
                coordinates.append(coordinates.randomElement(using: &random) ?? centre)
            case 1 where !coordinates.isEmpty:
                let other = coordinates.randomElement(using: &random) ?? centre
                coordinates.append(
                    Coordinate(uncheckedLatitude: other.latitude, longitude: 2 * centre.longitude - other.longitude))
            case 2:
                let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
                let metres = 5_000 + Double.random(in: -3...3, using: &random)
                coordinates.append(
                    Coordinate(
                        uncheckedLatitude: centre.latitude + metres * cos(angle) / 111_400,
                        longitude: centre.longitude + metres * sin(angle) / 55_600))
            default:
                coordinates.append(
                    Coordinate(
                        uncheckedLatitude: centre.latitude + Double.random(in: -0.15...0.15, using: &random),
                        longitude: centre.longitude + Double.random(in: -0.3...0.3, using: &random)))
            }
        }
        let hours: [String?] = ["24/7", "off", nil]
        let places = coordinates.enumerated().map { index, coordinate in
            Place(
                id: "p\(index)", name: "Place \(index)", coordinate: coordinate,
                categories: [categories.randomElement(using: &random) ?? "a"],
                openingHours: hours.randomElement(using: &random) ?? nil)
        }
        return try Catalog(places: places, defaultTimeZone: "Europe/Helsinki")
    }

    @Test(arguments: [31, 32, 33] as [UInt64])
    func everyReadEqualsMeasuringEverything(seed: UInt64) throws {
        let catalog = try Self.catalog(seed: seed)
        let engine = PlaceEngine(catalog: catalog, country: "FI", referenceDate: Self.instant)
        var random = SeededGenerator(seed: seed * 100)
        let coordinates = catalog.places.map(\.coordinate)
        for _ in 0..<40 {
            let origin =
                Bool.random(using: &random)
                ? Self.centre
                : (coordinates.randomElement(using: &random) ?? Self.centre)
            let distances = coordinates.map { Geodesic.fastInverse(from: origin, to: $0).distance }
            // No radius, any radius, or one right at a place (so it is in), or just short of it.
            let at = distances.randomElement(using: &random) ?? 0
            let radii: [Double?] = [nil, Double.random(in: 100...20_000, using: &random), at, at.nextDown, at + 1e-7]
            let radius = radii.randomElement(using: &random) ?? nil
            var filters = PlaceFilters()
            filters.openNow = Int.random(in: 0..<3, using: &random) == 0
            if Int.random(in: 0..<3, using: &random) == 0 {
                filters.categories = [Self.categories.randomElement(using: &random) ?? "a"]
            }
            let limit = [0, 1, 2, 19, 20, 21, 63, 64, 65, 66, 200, 1_000].randomElement(using: &random) ?? 20
            let offset = [0, 0, 0, 3, 20, 100].randomElement(using: &random) ?? 0
            let query = Query(
                origin: origin, instant: Self.instant, filters: filters, sort: .distance, limit: limit,
                offset: offset, maximumDistance: radius)
            let status = { (position: Int) -> OpeningSnapshot.Status in
                switch catalog.places[position].openingHours {
                case "24/7": .open
                case "off": .closed
                default: .unknown
                }
            }
            // Measured everything, sorted plainly.
            let expected = catalog.places.indices.filter { position in
                if let radius, !(distances[position] <= radius) { return false }
                if filters.openNow && status(position) != .open { return false }
                return filters.categories.isEmpty
                    || !filters.categories.isDisjoint(with: catalog.places[position].categories)
            }.sorted { (distances[$0], $0) < (distances[$1], $1) }
            let results = engine.results(for: query)
            let page = Array(expected.dropFirst(offset).prefix(limit))
            // The page and the nearest open place first, before anything orders the rest.
            #expect(results.places.map { catalog.position(ofID: $0.id) } == page, "\(query)")
            #expect(results.places.map(\.distance) == page.map { distances[$0] })
            #expect(
                results.nearestOpen.flatMap { catalog.position(ofID: $0.id) }
                    == expected.first { status($0) == .open })
            #expect(results.matchingCount == expected.count)
            #expect(results.openCount == expected.count { status($0) == .open })
            #expect(results.unknownCount == expected.count { status($0) == .unknown })
            // Prefixes the map would read, then the map itself against the plain positions.
            let list = try #require(results.matchList)
            for _ in 0..<3 {
                let bound = Double.random(in: 0..<12_000, using: &random)
                let prefix = list.orderedPrefix(through: bound).map(\.position)
                #expect(prefix == Array(expected.prefix(prefix.count)))
                // Through every match certainly within the bound (the short line's error, under
                // a metre in ten kilometres, left aside).
                #expect(prefix.count >= expected.count { distances[$0] <= bound * (1 - 1e-3) })
                // What the map looks at near its box: every match within the bound, maybe more.
                var seen = Set<Int>()
                list.forEachMatch(notFartherThan: bound) { seen.insert($0.position) }
                #expect(expected.allSatisfy { distances[$0] > bound || seen.contains($0) }, "\(query) \(bound)")
                #expect(seen.isSubset(of: Set(expected)))
            }
            let south = origin.latitude + Double.random(in: -0.1...0.0, using: &random)
            let west = origin.longitude + Double.random(in: -0.2...0.0, using: &random)
            let box = try BoundingBox(
                south: south, west: west, north: south + Double.random(in: 0.001...0.1, using: &random),
                east: west + Double.random(in: 0.001...0.2, using: &random))
            let zoom = Int.random(in: 10...18, using: &random)
            var plain = results
            plain.matchingPositions = expected
            #expect(
                engine.mapLayer(for: results, in: box, zoom: zoom, radius: 60, maxZoom: 16)
                    == engine.mapLayer(for: plain, in: box, zoom: zoom, radius: 60, maxZoom: 16))
            #expect(results.matchingPositions == expected)
        }
    }
}
