import Foundation

/// A point as a unit vector from the centre of a spherical Earth: the fast distance for ranking.
///
/// The straight-line (chord) distance between two unit vectors costs a few multiplications and no
/// trigonometry, and it is a strictly increasing function of the great-circle distance on the
/// sphere, `chord = 2 sin(arc / 2R)`. So sorting or pruning by chord (or by its square) gives the
/// same order as sorting by great-circle distance, and a spatial index can convert a radius in metres
/// with ``chordLength(forArc:)`` and back with ``arcLength(forChord:)``.
///
/// The sphere has the mean Earth radius R = 6 371 008.8 m (IUGG R₁). Latitude is used as if it were
/// spherical, so the great-circle distance differs from the ellipsoidal (geodesic) distance of
/// ``Coordinate/distance(to:)`` by less than ``maximumRelativeError`` (0.6 %) of the geodesic
/// distance; the ranking of two candidates can therefore only differ from the exact ranking when
/// their distances are within 0.6 % of each other. Show people the geodesic distance, not this one.
///
/// x points to (0° N, 0° E), y to (0° N, 90° E), z to the north pole.
public struct UnitVector: Sendable, Hashable {
    /// The mean Earth radius R₁ = (2a + b) / 3 of WGS84, in metres.
    public static let meanEarthRadius = 6_371_008.8
    /// Upper bound of |great-circle distance − geodesic distance| / geodesic distance.
    public static let maximumRelativeError = 0.006

    /// Component towards (0° N, 0° E).
    public let x: Double
    /// Component towards (0° N, 90° E).
    public let y: Double
    /// Component towards the north pole.
    public let z: Double

    /// The unit vector of a coordinate, treating its latitude as spherical.
    ///
    /// - Parameter coordinate: The point.
    public init(_ coordinate: Coordinate) {
        let (sinLatitude, cosLatitude) = Degrees.sinCos(coordinate.latitude)
        let (sinLongitude, cosLongitude) = Degrees.sinCos(coordinate.longitude)
        x = cosLatitude * cosLongitude
        y = cosLatitude * sinLongitude
        z = sinLatitude
    }

    /// A unit vector in the direction of `(x, y, z)`, or `nil` when the vector has zero length or a
    /// component is not finite.
    ///
    /// - Parameters:
    ///   - x: Component towards (0° N, 0° E).
    ///   - y: Component towards (0° N, 90° E).
    ///   - z: Component towards the north pole.
    public init?(x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        self.x = x / length
        self.y = y / length
        self.z = z / length
    }

    /// The coordinate this vector points at.
    public var coordinate: Coordinate {
        let latitude = atan2(z, (x * x + y * y).squareRoot()) / Degrees.radiansPerDegree
        let longitude = atan2(y, x) / Degrees.radiansPerDegree
        return Coordinate(uncheckedLatitude: latitude, longitude: longitude)
    }

    /// The squared chord between two points on the unit sphere: the cheapest ranking key.
    ///
    /// - Parameter other: The other point.
    /// - Returns: A value in 0…4, increasing with the great-circle distance.
    /// - Complexity: O(1), three multiplications.
    @inlinable
    public func squaredChordLength(to other: UnitVector) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        let dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }

    /// The chord between two points on the unit sphere.
    ///
    /// - Parameter other: The other point.
    /// - Returns: A value in 0…2 (2 for antipodes).
    public func chordLength(to other: UnitVector) -> Double {
        squaredChordLength(to: other).squareRoot()
    }

    /// The great-circle distance in metres on the sphere of radius ``meanEarthRadius``.
    ///
    /// - Parameter other: The other point.
    /// - Returns: Metres, within ``maximumRelativeError`` of the geodesic distance.
    public func arcLength(to other: UnitVector) -> Double {
        UnitVector.arcLength(forChord: chordLength(to: other))
    }

    /// The chord on the unit sphere that spans a great-circle arc of the given length.
    ///
    /// - Parameter meters: Arc length on the mean-radius sphere; clamped to 0…πR.
    /// - Returns: `2 sin(meters / 2R)`, in 0…2.
    public static func chordLength(forArc meters: Double) -> Double {
        let angle = min(.pi, max(0, meters / meanEarthRadius))
        return 2 * sin(angle / 2)
    }

    /// The great-circle arc length that a chord on the unit sphere spans.
    ///
    /// - Parameter chord: Chord length on the unit sphere; clamped to 0…2.
    /// - Returns: `2R asin(chord / 2)` in metres.
    public static func arcLength(forChord chord: Double) -> Double {
        2 * meanEarthRadius * asin(min(1, max(0, chord) / 2))
    }
}

extension Coordinate {
    /// This point as a ``UnitVector`` on the sphere, for fast ranking by chord length.
    public var unitVector: UnitVector { UnitVector(self) }
}
