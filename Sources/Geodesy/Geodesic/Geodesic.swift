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
}

/// The constants of one oblate ellipsoid, derived once (Karney 2013, §2).
struct GeodesicEllipsoid: Sendable {
    let a: Double
    let f: Double
    /// 1 − f.
    let f1: Double
    /// Second eccentricity squared, e′².
    let ep2: Double
    /// Third flattening n.
    let n: Double
    /// Semi-minor axis.
    let b: Double
    /// A₃ and C₃ with n evaluated.
    let longitudeSeries: LongitudeSeries
    /// Threshold for accepting the short-line solution of the starting step.
    let shortLineTolerance: Double

    static let tiny = Double.leastNormalMagnitude.squareRoot()
    static let tol0 = Double.ulpOfOne
    static let tol1 = 200 * tol0
    static let tol2 = tol0.squareRoot()
    static let tolBisection = tol0 * tol2
    static let astroidThreshold = 1000 * tol2
    static let newtonIterations = 20
    static let maximumIterations = newtonIterations + Double.significandBitCount + 11

    /// - Parameters:
    ///   - equatorialRadius: a in metres.
    ///   - flattening: f, in 0..<0.1 (only oblate ellipsoids are handled).
    init(equatorialRadius: Double, flattening: Double) {
        a = equatorialRadius
        f = flattening
        f1 = 1 - f
        let e2 = f * (2 - f)
        ep2 = e2 / (f1 * f1)
        n = f / (2 - f)
        b = a * f1
        longitudeSeries = LongitudeSeries(n: n)
        shortLineTolerance =
            0.1 * GeodesicEllipsoid.tol2 / (max(0.001, abs(f)) * min(1, 1 - f / 2) / 2).squareRoot()
    }

    /// ε of Karney (2013) eq. (16) for a geodesic whose equatorial azimuth has cosine `cosAlpha0`.
    @inline(__always)
    func epsilon(cosAlpha0: Double) -> Double {
        let k2 = cosAlpha0 * cosAlpha0 * ep2
        return k2 / (2 * (1 + (1 + k2).squareRoot()) + k2)
    }
}
