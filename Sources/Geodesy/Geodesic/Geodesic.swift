/// Geodesics on the WGS84 ellipsoid: the shortest path between two points, its length and its
/// azimuths, accurate to a few nanometres.
///
/// The inverse problem is solved with the method of C. F. F. Karney, "Algorithms for geodesics",
/// *Journal of Geodesy* 87, 43–55 (2013), <https://doi.org/10.1007/s00190-012-0578-z>: the
/// geodesic is mapped to a great circle on an auxiliary sphere, the distance and longitude integrals
/// are evaluated with Fourier series truncated at sixth order in the third flattening n, and the
/// azimuth at the start is found by Newton's method on the longitude equation, with a starting
/// value from the astroid (§5) when the points are nearly antipodal. It converges for every pair of
/// points, including exact antipodes, points on the poles and points on the equator.
public enum Geodesic {
    /// The WGS84 semi-major axis a, in metres.
    public static let equatorialRadius = 6_378_137.0
    /// The WGS84 flattening f.
    public static let flattening = 1 / 298.257_223_563

    static let wgs84 = GeodesicEllipsoid(equatorialRadius: equatorialRadius, flattening: flattening)

    /// Solves the inverse geodesic problem: the shortest path from one point to another.
    ///
    /// Based on Karney (2013), §§3–5. Identical points give distance 0 and both azimuths 0.
    ///
    /// - Parameters:
    ///   - start: Where the path begins.
    ///   - end: Where it ends.
    /// - Returns: The distance in metres and the azimuths at both ends.
    /// - Complexity: O(1); typically 2–4 Newton steps, at most a few dozen for nearly antipodal points.
    public static func inverse(from start: Coordinate, to end: Coordinate) -> GeodesicSolution {
        wgs84.inverse(
            latitude1: start.latitude, longitude1: start.longitude,
            latitude2: end.latitude, longitude2: end.longitude
        )
    }

    /// Solves the inverse problem about twice as fast as ``inverse(from:to:)`` for the distances
    /// a place list shows, to within a tenth of a millimetre of it.
    ///
    /// Uses Vincenty's iteration (Survey Review, 1975) for lines up to 100° of arc, and Karney's
    /// method (``inverse(from:to:)``) for longer lines and for any pair where Vincenty's iteration
    /// does not converge (nearly antipodal points). The test suite checks the agreement with
    /// ``inverse(from:to:)`` on the GeographicLib reference pairs and on random nearby pairs.
    ///
    /// - Parameters:
    ///   - start: Where the path begins.
    ///   - end: Where it ends.
    /// - Returns: The distance in metres and the azimuths at both ends.
    /// - Complexity: O(1).
    public static func fastInverse(from start: Coordinate, to end: Coordinate) -> GeodesicSolution {
        wgs84.vincentyInverse(
            latitude1: start.latitude, longitude1: start.longitude, latitude2: end.latitude,
            longitude2: end.longitude) ?? inverse(from: start, to: end)
    }
}

/// The shortest path between two points on the WGS84 ellipsoid: its length and its direction at
/// both ends.
public struct GeodesicSolution: Sendable, Hashable {
    /// Length of the geodesic in metres (s₁₂).
    public let distance: Double
    /// Azimuth at the start (α₁), degrees clockwise from north in −180…180.
    ///
    /// For identical points it is 0; for exactly antipodal points several geodesics are equally
    /// short and this is one of them.
    public let initialAzimuth: Double
    /// Azimuth at the end (α₂), degrees clockwise from north in −180…180: the direction of travel
    /// when arriving, not the direction back to the start.
    public let finalAzimuth: Double

    /// Creates a solution from its parts.
    ///
    /// - Parameters:
    ///   - distance: Metres.
    ///   - initialAzimuth: Degrees at the start.
    ///   - finalAzimuth: Degrees at the end.
    public init(distance: Double, initialAzimuth: Double, finalAzimuth: Double) {
        self.distance = distance
        self.initialAzimuth = initialAzimuth
        self.finalAzimuth = finalAzimuth
    }
}
