import Foundation
import TestSupport
import Testing

@testable import Geodesy

/// `Geodesic.fastInverse` (Vincenty, falling back to Karney) against GeographicLib's values and
/// against `Geodesic.inverse` on many nearby pairs, the distances a place list shows.
@Suite("Fast inverse (Vincenty with Karney fallback)")
struct FastInverseTests {
    /// Every reference pair, including antipodes, poles and the equator: within 0.1 mm and 1e-6°
    /// of GeographicLib (the fallback covers the pairs Vincenty cannot solve).
    @Test func matchesGeographicLibOnEveryReferencePair() throws {
        let pairs = try loadReferencePairs()
        var worstDistance = 0.0
        var vincentySolved = 0
        for pair in pairs {
            let start = try Coordinate(latitude: pair.lat1, longitude: pair.lon1)
            let end = try Coordinate(latitude: pair.lat2, longitude: pair.lon2)
            let solution = Geodesic.fastInverse(from: start, to: end)
            worstDistance = max(worstDistance, abs(solution.distance - pair.s12))
            #expect(abs(solution.distance - pair.s12) <= 1e-4, "\(pair.testDescription): \(solution.distance)")
            if pair.azimuthsDefined && solution.distance > 0.01 {
                #expect(azimuthDifference(solution.initialAzimuth, pair.azi1) <= 1e-6, "\(pair.testDescription)")
                #expect(azimuthDifference(solution.finalAzimuth, pair.azi2) <= 1e-6, "\(pair.testDescription)")
            }
            if Geodesic.wgs84.vincentyInverse(
                latitude1: pair.lat1, longitude1: pair.lon1, latitude2: pair.lat2, longitude2: pair.lon2) != nil
            {
                vincentySolved += 1
            }
        }
        // The fast path must actually be taken for most pairs, not always fall back.
        #expect(vincentySolved > pairs.count / 3)
        #expect(worstDistance <= 1e-4)
    }

    /// 20,000 random pairs up to about 60 km apart, at every latitude and across the antimeridian:
    /// within 10 µm and 1e-7° of Karney's method.
    @Test func agreesWithKarneyOnNearbyPairs() throws {
        var random = SeededGenerator(seed: 2026)
        for _ in 0..<20_000 {
            let latitude = Double.random(in: -89.4...89.4, using: &random)
            let longitude = Double.random(in: -180..<180, using: &random)
            let dLat = Double.random(in: -0.5...0.5, using: &random)
            let dLon = Double.random(in: -0.5...0.5, using: &random)
            let start = try Coordinate(latitude: latitude, longitude: longitude)
            let endLongitude = remainder(longitude + dLon, 360)
            let end = try Coordinate(latitude: latitude + dLat, longitude: endLongitude == 180 ? -180 : endLongitude)
            let fast = Geodesic.fastInverse(from: start, to: end)
            let exact = Geodesic.inverse(from: start, to: end)
            #expect(abs(fast.distance - exact.distance) <= 1e-5, "\(start) → \(end)")
            #expect(azimuthDifference(fast.initialAzimuth, exact.initialAzimuth) <= 1e-7, "\(start) → \(end)")
            #expect(azimuthDifference(fast.finalAzimuth, exact.finalAzimuth) <= 1e-7, "\(start) → \(end)")
        }
    }

    @Test func identicalPointsAndNearlyAntipodalPairs() throws {
        let helsinki = try Coordinate(latitude: 60.17, longitude: 24.94)
        #expect(Geodesic.fastInverse(from: helsinki, to: helsinki).distance == 0)
        // Nearly antipodal: Vincenty does not converge here; the answer is Karney's.
        let start = try Coordinate(latitude: 0.5, longitude: 0)
        let end = try Coordinate(latitude: -0.5, longitude: 179.7)
        #expect(
            Geodesic.wgs84.vincentyInverse(latitude1: 0.5, longitude1: 0, latitude2: -0.5, longitude2: 179.7) == nil)
        #expect(Geodesic.fastInverse(from: start, to: end) == Geodesic.inverse(from: start, to: end))
    }
}
