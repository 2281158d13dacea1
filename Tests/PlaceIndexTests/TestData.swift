import Foundation
import Geodesy
import TestSupport
import Testing

@testable import PlaceIndex

/// Named point sets that exercise the index: spread, clustered, at the antimeridian and poles,
/// with many duplicates, all identical, and packed closer than `Float` (or 20-bit) resolution.
enum Dataset: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case world
    case cities
    case antimeridian
    case poles
    case duplicates
    case identical
    case tiny
    /// 2000 places within about 20 cm of one spot (a `Float` step of a unit vector is about 40 cm
    /// on the ground, 20 mantissa bits about 3 m), some exactly repeated, plus places with
    /// components too small for a `Float`.
    case dense

    var testDescription: String { rawValue }

    /// The coordinates, the same on every call.
    var coordinates: [Coordinate] {
        var random = SeededGenerator(seed: UInt64(rawValue.utf8.reduce(7) { $0 &* 31 &+ Int($1) }.magnitude))
        func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
            Coordinate(uncheckedLatitude: latitude, longitude: longitude)
        }
        switch self {
        case .world:
            // Uniform on the sphere: latitude from asin of a uniform z.
            return (0..<3000).map { _ in
                point(
                    asin(Double.random(in: -1...1, using: &random)) * 180 / .pi,
                    Double.random(in: -180..<180, using: &random))
            }
        case .cities:
            let centres = (0..<12).map { _ in
                (Double.random(in: -60...70, using: &random), Double.random(in: -180..<180, using: &random))
            }
            return (0..<4000).map { _ in
                let centre = centres[Int.random(in: 0..<centres.count, using: &random)]
                return point(
                    centre.0 + Double.random(in: -0.2...0.2, using: &random),
                    centre.1 + Double.random(in: -0.2...0.2, using: &random))
            }
        case .antimeridian:
            return (0..<1500).map { index in
                let side: Double = index.isMultiple(of: 2) ? 1 : -1
                return point(
                    Double.random(in: -10...10, using: &random),
                    side * (180 - Double.random(in: 0...0.5, using: &random)))
            } + [point(0, 179.99), point(0, -179.99), point(0.001, 180), point(-0.001, -180)]
        case .poles:
            return (0..<1500).map { index in
                let north = index.isMultiple(of: 2)
                let latitude = 90 - Double.random(in: 0...2, using: &random)
                return point(north ? latitude : -latitude, Double.random(in: -180..<180, using: &random))
            } + [point(90, 0), point(90, 123), point(-90, -45)]
        case .duplicates:
            let spots = [point(52.52, 13.405), point(-33.87, 151.21), point(40.71, -74.0)]
            return (0..<2000).map { index in
                index % 5 == 0
                    ? point(Double.random(in: -80...80, using: &random), Double.random(in: -180..<180, using: &random))
                    : spots[index % 3]
            }
        case .identical:
            return Array(repeating: point(60.1699, 24.9384), count: 700)
        case .tiny:
            return [point(1, 1), point(1, 1.001), point(-1, 2)]
        case .dense:
            let packed = (0..<2000).map { index in
                index % 7 == 0
                    ? point(48.8566, 2.3522)
                    : point(
                        48.8566 + Double.random(in: -2e-6...2e-6, using: &random),
                        2.3522 + Double.random(in: -2e-6...2e-6, using: &random))
            }
            return packed + [
                point(1e-300, 90), point(-1e-200, -90), point(-0.0, 0), point(0, Double.leastNormalMagnitude / 1024),
                point(90, 90),
            ]
        }
    }

    /// Search origins near and far from the data.
    var origins: [Coordinate] {
        var random = SeededGenerator(seed: 99)
        let data = coordinates
        let near = (0..<20).map { _ in
            let base = data[Int.random(in: 0..<data.count, using: &random)]
            return Coordinate(
                uncheckedLatitude: base.latitude + Double.random(in: -0.05...0.05, using: &random),
                longitude: base.longitude + Double.random(in: -0.05...0.05, using: &random))
        }
        let fixed = [(0.0, 180.0), (0, -180), (90, 0), (-90, 0), (45, 179.999), (-45, -179.999), (10, 10)]
        let onPlaces = (0..<3).map { _ in data[Int.random(in: 0..<data.count, using: &random)] }
        return near + onPlaces + fixed.map { Coordinate(uncheckedLatitude: $0.0, longitude: $0.1) }
    }
}

/// Reference answers computed by scanning every place.
enum BruteForce {
    /// The `count` nearest passing places by (squared chord, item).
    static func nearest(
        _ coordinates: [Coordinate], to origin: Coordinate, count: Int, maxDistance: Double? = nil,
        where predicate: (Int) -> Bool = { _ in true }
    ) -> [(item: Int, chordSquared: Double)] {
        let query = SpherePoint(origin)
        let limit = maxDistance.map { SphereDistance.chordSquared(metres: $0) } ?? .infinity
        return coordinates.indices
            .map { (item: $0, chordSquared: SpherePoint(coordinates[$0]).chordSquared(to: query)) }
            .filter { $0.chordSquared <= limit && predicate($0.item) }
            .sorted { ($0.chordSquared, $0.item) < ($1.chordSquared, $1.item) }
            .prefix(max(0, count))
            .map { $0 }
    }

    /// Great-circle metres on the sphere by the haversine formula, independent of the index code.
    static func haversine(_ a: Coordinate, _ b: Coordinate) -> Double {
        let p1 = a.latitude * .pi / 180
        let p2 = b.latitude * .pi / 180
        let dp = p2 - p1
        let dl = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
    }

    /// Whether a coordinate lies in a latitude/longitude box (west > east crosses the antimeridian).
    static func inside(_ c: Coordinate, south: Double, west: Double, north: Double, east: Double) -> Bool {
        guard c.latitude >= south && c.latitude <= north else { return false }
        if west <= east { return c.longitude >= west && c.longitude <= east }
        return c.longitude >= west || c.longitude <= east
    }
}
