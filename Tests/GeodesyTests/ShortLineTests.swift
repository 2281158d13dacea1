import Foundation
import TestSupport
import Testing

@testable import Geodesy

/// `Geodesic.shortLine`, the tangent-plane length the query pipeline ranks with, against
/// GeographicLib's lengths and against `Geodesic.inverse` on random short lines: always within
/// the bound it gives, and the bound tight enough to be useful.
@Suite("Short lines on the tangent plane")
struct ShortLineTests {
    /// Every GeographicLib reference pair it accepts (the nearby pairs up to ~100 km, the short
    /// hand-picked ones, the antimeridian hop) is within its bound of GeographicLib's length.
    @Test func withinItsBoundOfGeographicLib() throws {
        var accepted = 0
        for pair in try loadReferencePairs() {
            let start = try Coordinate(latitude: pair.lat1, longitude: pair.lon1)
            let end = try Coordinate(latitude: pair.lat2, longitude: pair.lon2)
            guard let line = Geodesic.shortLine(from: start, to: end) else {
                // Declined only where it must be: long lines or high latitudes.
                #expect(
                    pair.s12 > Geodesic.shortLineLimit * 0.99 || abs(pair.lat1) > 80 || abs(pair.lat2) > 80,
                    "\(pair.testDescription)")
                continue
            }
            accepted += 1
            #expect(abs(line.distance - pair.s12) <= line.maximumError, "\(pair.testDescription): \(line.distance)")
        }
        #expect(accepted >= 40)
    }

    /// 50,000 random lines up to 50 km at latitudes up to ±80°, across the antimeridian: within the
    /// bound of Karney's length, and the bound within 8 times the largest error seen (so it
    /// is not a loose bound that would send every line to the exact method).
    @Test func withinItsBoundOfKarneyOnRandomLines() throws {
        var random = SeededGenerator(seed: 50_000)
        var worstRatio = 0.0
        for index in 0..<50_000 {
            // A fifth of the lines within 2 km, where lists are read most.
            let reach = index % 5 == 0 ? 0.02 : 0.4
            let (start, end) = try Self.randomLine(
                latitudes: 79.6, latitudeReach: reach, longitudeReach: reach * 2, using: &random)
            guard let line = Geodesic.shortLine(from: start, to: end) else { continue }
            let exact = Geodesic.inverse(from: start, to: end).distance
            let error = abs(line.distance - exact)
            #expect(error <= line.maximumError, "\(start) → \(end): \(line.distance) vs \(exact)")
            if line.distance > 1_000 { worstRatio = max(worstRatio, error / line.maximumError) }
        }
        #expect(worstRatio > 1.0 / 8)
    }

    /// Lines from one prepared start (`Geodesic.Lines`, the query's form) against the plain
    /// function on random lines: declined exactly where it declines, and otherwise within a
    /// millionth of its error bound (so within Karney's length by the same bound). Ends reach
    /// up to a degree away, past the half degree where the prepared form declines early.
    @Test func preparedStartAgreesWithThePlainFunction() throws {
        var random = SeededGenerator(seed: 7_000)
        var measured = 0
        for index in 0..<50_000 {
            let reach = index % 3 == 0 ? 0.01 : 1.0
            let (start, end) = try Self.randomLine(
                latitudes: 80.5, latitudeReach: reach, longitudeReach: reach, using: &random)
            let lines = Geodesic.Lines(from: start)
            let plain = Geodesic.shortLine(from: start, to: end)
            let prepared = lines.to(end)
            #expect((plain == nil) == (prepared == nil), "\(start) → \(end)")
            guard let plain, let prepared else { continue }
            measured += 1
            #expect(abs(plain.distance - prepared.distance) <= plain.maximumError * 1e-6, "\(start) → \(end)")
        }
        #expect(measured > 15_000)
    }

    /// The prepared start's rough lines (`Geodesic.Lines.roughly(to:)`, what the counted query
    /// measures every place with) against its short lines and Karney's lengths on random lines up
    /// to ±80°, many near the 50 km limit and far north, where the first-order radii are worst:
    /// the rough bound holds the short line's whole interval, so it holds the geodesic wherever
    /// the short line's does; it is accepted wherever the short line is (but for lines a metre
    /// short of the limit); and it is at most a fifth looser.
    @Test func roughLinesHoldTheShortLinesInterval() throws {
        var random = SeededGenerator(seed: 7_100)
        var measured = 0
        var largestShare = 0.0
        for index in 0..<50_000 {
            let reach = [0.01, 0.3, 0.5, 1.0][index % 4]
            let (start, end) = try Self.randomLine(
                latitudes: index % 2 == 0 ? 80.5 : 30, latitudeReach: reach, longitudeReach: reach * 3,
                using: &random)
            let lines = Geodesic.Lines(from: start)
            let short = lines.to(end)
            let rough = lines.roughly(to: end)
            guard let short else {
                #expect(rough == nil, "\(start) → \(end)")
                continue
            }
            guard let rough else {
                #expect(short.distance > Geodesic.shortLineLimit - 1, "\(start) → \(end)")
                continue
            }
            measured += 1
            let apart = abs(rough.distance - short.distance)
            let looser = rough.maximumError - short.maximumError
            #expect(apart <= looser, "\(start) → \(end): \(rough.distance) vs \(short.distance)")
            #expect(rough.maximumError <= short.maximumError * 1.2, "\(start) → \(end)")
            if index % 10 == 0 {
                let exact = Geodesic.inverse(from: start, to: end).distance
                #expect(abs(rough.distance - exact) <= rough.maximumError, "\(start) → \(end)")
            }
            if short.distance > 10_000 { largestShare = max(largestShare, apart / looser) }
        }
        #expect(measured > 15_000)
        // The remainder bound is not idle: some lines come within half of it.
        #expect(largestShare > 0.5)
    }

    /// A random line: a start up to `latitudes` degrees from the equator at any longitude, its end
    /// up to the reaches away in each direction (latitude kept inside ±90°, longitude wrapped).
    private static func randomLine(
        latitudes: Double, latitudeReach: Double, longitudeReach: Double, using random: inout SeededGenerator
    ) throws -> (start: Coordinate, end: Coordinate) {
        let latitude = Double.random(in: -latitudes...latitudes, using: &random)
        let longitude = Double.random(in: -180..<180, using: &random)
        let dLat = Double.random(in: -latitudeReach...latitudeReach, using: &random)
        let dLon = Double.random(in: -longitudeReach...longitudeReach, using: &random)
        let endLongitude = remainder(longitude + dLon, 360)
        return (
            try Coordinate(latitude: latitude, longitude: longitude),
            try Coordinate(
                latitude: min(90, max(-90, latitude + dLat)), longitude: endLongitude == 180 ? -180 : endLongitude)
        )
    }

    @Test func declinesLongLinesAndHighLatitudes() throws {
        let helsinki = try Coordinate(latitude: 60.17, longitude: 24.94)
        #expect(Geodesic.shortLine(from: helsinki, to: try Coordinate(latitude: 60.17, longitude: 26.0)) == nil)
        #expect(Geodesic.shortLine(from: helsinki, to: try Coordinate(latitude: 60.5, longitude: 24.94)) != nil)
        let svalbard = try Coordinate(latitude: 80.5, longitude: 15.0)
        #expect(Geodesic.shortLine(from: svalbard, to: svalbard) == nil)
        let line = try #require(Geodesic.shortLine(from: helsinki, to: helsinki))
        #expect(line.distance == 0)
        #expect(line.maximumError > 0)
    }
}
