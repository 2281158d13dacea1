import Foundation
import Testing

@testable import Geodesy

/// One inverse problem solved by GeographicLib (see scripts/geodesic-reference.py).
struct ReferencePair: Decodable, Sendable, CustomTestStringConvertible {
    let lat1: Double
    let lon1: Double
    let lat2: Double
    let lon2: Double
    let s12: Double
    let azi1: Double
    let azi2: Double
    let azimuthsDefined: Bool
    let name: String?

    var testDescription: String {
        "\(name ?? "random") (\(lat1), \(lon1)) → (\(lat2), \(lon2))"
    }
}

private struct ReferenceDocument: Decodable {
    let source: String
    let pairs: [ReferencePair]
}

/// Loads the GeographicLib fixture bundled with the tests.
func loadReferencePairs() throws -> [ReferencePair] {
    let url = try #require(
        Bundle.module.url(forResource: "geodesic-reference", withExtension: "json", subdirectory: "Fixtures"))
    let data = try Data(contentsOf: url)
    return try JSONDecoder().decode(ReferenceDocument.self, from: data).pairs
}

/// The smallest angle between two azimuths in degrees, so that 180 and −180 agree.
func azimuthDifference(_ a: Double, _ b: Double) -> Double {
    abs(remainder(a - b, 360))
}

@Suite("Geodesic inverse against GeographicLib")
struct GeodesicReferenceTests {
    static let pairs: [ReferencePair] = (try? loadReferencePairs()) ?? []

    @Test("the fixture holds the hand-picked and random pairs")
    func fixtureLoads() throws {
        let pairs = try loadReferencePairs()
        #expect(pairs.count > 1000)
        #expect(pairs.contains { $0.name == "exact antipodes mid-latitude" })
    }

    @Test("distance within 1 mm, azimuths within 1e-6°", arguments: pairs)
    func matchesGeographicLib(_ pair: ReferencePair) throws {
        let start = try Coordinate(latitude: pair.lat1, longitude: pair.lon1)
        let end = try Coordinate(latitude: pair.lat2, longitude: pair.lon2)
        let solution = Geodesic.inverse(from: start, to: end)
        #expect(abs(solution.distance - pair.s12) <= 0.001, "distance \(solution.distance) vs \(pair.s12)")
        if pair.azimuthsDefined {
            #expect(
                azimuthDifference(solution.initialAzimuth, pair.azi1) <= 1e-6,
                "azi1 \(solution.initialAzimuth) vs \(pair.azi1)")
            #expect(
                azimuthDifference(solution.finalAzimuth, pair.azi2) <= 1e-6,
                "azi2 \(solution.finalAzimuth) vs \(pair.azi2)")
        }
    }
}
