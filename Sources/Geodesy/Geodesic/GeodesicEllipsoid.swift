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

/// The reduced latitudes of both ends, in the canonical arrangement of Karney (2013, §4):
/// β₁ ≤ 0 and |β₁| ≥ |β₂|, longitude difference in 0…180°.
struct InverseEnds {
    var sinBeta1: Double
    var cosBeta1: Double
    var dn1: Double
    var sinBeta2: Double
    var cosBeta2: Double
    var dn2: Double
}
