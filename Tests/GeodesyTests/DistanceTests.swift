import Foundation
import Testing

@testable import Geodesy

@Suite("Distance, bearing and direction between coordinates")
struct DistanceTests {
    static let pairs: [ReferencePair] = (try? loadReferencePairs()) ?? []

    @Test("identical points: distance 0, bearing 0, direction north")
    func identical() throws {
        let here = try Coordinate(latitude: 60.1699, longitude: 24.9384)
        #expect(here.distance(to: here) == 0)
        #expect(here.bearing(to: here) == 0)
        #expect(here.direction(to: here) == .north)
        let antimeridian = try Coordinate(latitude: 10, longitude: 180)
        let twin = try Coordinate(latitude: 10, longitude: -180)
        #expect(antimeridian.distance(to: twin) == 0)
        #expect(antimeridian.bearing(to: twin) == 0)
    }

    @Test("distance and bearing agree with the geodesic solution", arguments: pairs.prefix(200))
    func agreesWithGeodesic(_ pair: ReferencePair) throws {
        let start = try Coordinate(latitude: pair.lat1, longitude: pair.lon1)
        let end = try Coordinate(latitude: pair.lat2, longitude: pair.lon2)
        #expect(abs(start.distance(to: end) - pair.s12) <= 0.001)
        let bearing = start.bearing(to: end)
        #expect((0..<360).contains(bearing))
        if pair.azimuthsDefined {
            #expect(azimuthDifference(bearing, pair.azi1) <= 1e-6)
            #expect(start.direction(to: end) == CompassDirection(bearing: pair.azi1))
        }
    }

    @Test(
        "one degree steps from the origin point the right way",
        arguments: [
            (1.0, 0.0, CompassDirection.north, 0.0), (1, 1, .northEast, 45), (0, 1, .east, 90),
            (-1, 1, .southEast, 135), (-1, 0, .south, 180), (-1, -1, .southWest, 225), (0, -1, .west, 270),
            (1, -1, .northWest, 315),
        ])
    func directions(_ latitude: Double, _ longitude: Double, _ expected: CompassDirection, _ roughBearing: Double)
        throws
    {
        let origin = try Coordinate(latitude: 0, longitude: 0)
        let target = try Coordinate(latitude: latitude, longitude: longitude)
        #expect(origin.direction(to: target) == expected)
        // The ellipsoid bends diagonal bearings by a fraction of a degree.
        #expect(azimuthDifference(origin.bearing(to: target), roughBearing) < 0.5)
    }

    @Test("a short hop across the antimeridian is short and points east")
    func acrossAntimeridian() throws {
        let west = try Coordinate(latitude: 0, longitude: 179.999)
        let east = try Coordinate(latitude: 0, longitude: -179.999)
        #expect(abs(west.distance(to: east) - 222.638_981_587_610_2) < 1e-6)
        #expect(west.direction(to: east) == .east)
        #expect(east.direction(to: west) == .west)
    }

    /// Near-antipodal points can have two equally short geodesics (over either pole), and the
    /// reverse problem may pick the other one, so symmetry of azimuths is checked below 19 000 km.
    @Test("distance is symmetric and the bearings are reversed", arguments: pairs.prefix(200))
    func symmetric(_ pair: ReferencePair) throws {
        let start = try Coordinate(latitude: pair.lat1, longitude: pair.lon1)
        let end = try Coordinate(latitude: pair.lat2, longitude: pair.lon2)
        let forward = Geodesic.inverse(from: start, to: end)
        let backward = Geodesic.inverse(from: end, to: start)
        #expect(abs(forward.distance - backward.distance) < 1e-6)
        if pair.azimuthsDefined && pair.s12 < 19_000_000 {
            #expect(azimuthDifference(forward.finalAzimuth + 180, backward.initialAzimuth) < 1e-6)
        }
    }
}
