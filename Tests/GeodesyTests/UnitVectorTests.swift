import Foundation
import TestSupport
import Testing

@testable import Geodesy

@Suite("Unit vectors and chord length for ranking")
struct UnitVectorTests {
    @Test(
        "axes point where documented",
        arguments: [
            (0.0, 0.0, 1.0, 0.0, 0.0), (0, 90, 0, 1, 0), (90, 0, 0, 0, 1), (0, 180, -1, 0, 0), (-90, 45, 0, 0, -1),
        ])
    func axes(_ latitude: Double, _ longitude: Double, _ x: Double, _ y: Double, _ z: Double) throws {
        let vector = UnitVector(try Coordinate(latitude: latitude, longitude: longitude))
        #expect(abs(vector.x - x) < 1e-15 && abs(vector.y - y) < 1e-15 && abs(vector.z - z) < 1e-15)
    }

    @Test("coordinate → vector → coordinate round trip")
    func roundTrip() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<500 {
            let coordinate = try Coordinate(
                latitude: .random(in: -89.9...89.9, using: &generator),
                longitude: .random(in: -180..<180, using: &generator))
            let back = coordinate.unitVector.coordinate
            #expect(abs(back.latitude - coordinate.latitude) < 1e-12)
            #expect(abs(remainder(back.longitude - coordinate.longitude, 360)) < 1e-12)
        }
    }

    @Test("zero and non-finite vectors are refused")
    func refusesDegenerate() {
        #expect(UnitVector(x: 0, y: 0, z: 0) == nil)
        #expect(UnitVector(x: .nan, y: 1, z: 0) == nil)
        #expect(UnitVector(x: 0, y: 3, z: 4)?.z == 0.8)
    }

    @Test("arc ↔ chord conversions invert each other", arguments: [0.0, 1, 1000, 1e6, 1e7, 2e7])
    func conversions(_ meters: Double) {
        let chord = UnitVector.chordLength(forArc: meters)
        #expect(abs(UnitVector.arcLength(forChord: chord) - meters) <= max(1e-6, meters * 1e-12))
    }

    @Test("conversions clamp at the antipode")
    func clamps() {
        #expect(UnitVector.chordLength(forArc: 1e9) == 2)
        #expect(UnitVector.chordLength(forArc: -5) == 0)
        #expect(abs(UnitVector.arcLength(forChord: 3) - .pi * UnitVector.meanEarthRadius) < 1e-6)
    }

    @Test("chord order is great-circle order and within 0.6 % of the geodesic distance")
    func relativeError() throws {
        let pairs = try loadReferencePairs().filter { $0.s12 > 0 }
        var worst = 0.0
        for pair in pairs {
            let start = try Coordinate(latitude: pair.lat1, longitude: pair.lon1)
            let end = try Coordinate(latitude: pair.lat2, longitude: pair.lon2)
            let arc = start.unitVector.arcLength(to: end.unitVector)
            worst = max(worst, abs(arc - pair.s12) / pair.s12)
        }
        #expect(worst < UnitVector.maximumRelativeError)
        // The bound is not loose by an order of magnitude either.
        #expect(worst > 0.003)
    }

    @Test("squared chord grows with arc length")
    func monotone() throws {
        let origin = try Coordinate(latitude: 0, longitude: 0).unitVector
        let chords = try stride(from: 0.0, through: 180, by: 5).map {
            origin.squaredChordLength(to: try Coordinate(latitude: 0, longitude: $0).unitVector)
        }
        #expect(chords == chords.sorted())
        #expect(Set(chords).count == chords.count)
    }
}
