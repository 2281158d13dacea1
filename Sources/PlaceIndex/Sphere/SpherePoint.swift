import Foundation
import Geodesy

/// A point on the unit sphere: the direction of a coordinate from the centre of the Earth.
///
/// Straight-line (chord) distance between two unit vectors is a monotone function of the
/// great-circle angle between them, `chord = 2 sin(angle / 2)`, so comparing squared chords ranks
/// points in true great-circle order everywhere, across the antimeridian and at the poles, with no
/// trigonometry in the inner loop.
@usableFromInline
struct SpherePoint: Sendable, Equatable {
    /// Towards 0° N, 0° E.
    @usableFromInline var x: Double
    /// Towards 0° N, 90° E.
    @usableFromInline var y: Double
    /// Towards the north pole.
    @usableFromInline var z: Double

    /// The direction of a coordinate, treating the Earth as a sphere.
    init(_ coordinate: Coordinate) {
        let latitude = coordinate.latitude * .pi / 180
        let longitude = coordinate.longitude * .pi / 180
        let cosLatitude = cos(latitude)
        x = cosLatitude * cos(longitude)
        y = cosLatitude * sin(longitude)
        z = sin(latitude)
    }

    init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The squared chord length to another unit vector, in 0…4.
    @inlinable
    func chordSquared(to other: SpherePoint) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        let dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }
}

/// Conversions between metres on the spherical Earth and squared chords on the unit sphere.
enum SphereDistance {
    /// The mean Earth radius R₁ of IUGG/WGS84, 6 371 008.8 m.
    static let meanRadius = 6_371_008.8

    /// The squared chord that corresponds to a great-circle distance.
    ///
    /// - Parameter metres: A distance along the sphere; negative or NaN matches nothing.
    /// - Returns: `(2 sin(d / 2R))²`, `.infinity` when the distance reaches half the circumference,
    ///   and `-1` when nothing can be that close.
    static func chordSquared(metres: Double) -> Double {
        guard metres >= 0 else { return -1 }
        let angle = metres / meanRadius
        if angle >= .pi { return .infinity }
        let chord = 2 * sin(angle / 2)
        return chord * chord
    }

    /// The great-circle distance in metres for a squared chord.
    ///
    /// - Parameter chordSquared: A squared chord in 0…4.
    /// - Returns: `2R asin(chord / 2)`.
    static func metres(chordSquared: Double) -> Double {
        let chord = chordSquared.squareRoot()
        return 2 * meanRadius * asin(min(1, chord / 2))
    }
}
