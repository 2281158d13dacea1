/// The series of Karney (2013) truncated at sixth order, as functions of ε (and of the third
/// flattening n for A₃ and C₃).
enum GeodesicSeries {
    /// A₁ of eq. (17): the scale of the distance integral I₁.
    ///
    /// - Parameter eps: ε of eq. (16).
    /// - Returns: A₁.
    @inline(__always)
    static func a1(_ eps: Double) -> Double {
        let e2 = eps * eps
        return (1 + e2 * (1.0 / 4 + e2 * (1.0 / 64 + e2 / 256))) / (1 - eps)
    }

    /// C₁ₗ of eq. (18).
    ///
    /// - Parameter eps: ε of eq. (16).
    /// - Returns: C₁₁…C₁₆.
    @inline(__always)
    static func c1(_ eps: Double) -> SineSeries {
        let e2 = eps * eps
        var series = SineSeries()
        var d = eps
        series.c1 = d * (-1.0 / 2 + e2 * (3.0 / 16 - e2 / 32))
        d *= eps
        series.c2 = d * (-1.0 / 16 + e2 * (1.0 / 32 - e2 * 9 / 2048))
        d *= eps
        series.c3 = d * (-1.0 / 48 + e2 * 3 / 256)
        d *= eps
        series.c4 = d * (-5.0 / 512 + e2 * 3 / 512)
        d *= eps
        series.c5 = d * (-7.0 / 1280)
        d *= eps
        series.c6 = d * (-7.0 / 2048)
        return series
    }

    /// A₂ of eq. (42): the scale of the integral I₂ used by the reduced length.
    ///
    /// - Parameter eps: ε of eq. (16).
    /// - Returns: A₂.
    @inline(__always)
    static func a2(_ eps: Double) -> Double {
        let e2 = eps * eps
        return (1 + e2 * (1.0 / 4 + e2 * (9.0 / 64 + e2 * 25 / 256))) * (1 - eps)
    }

    /// C₂ₗ of eq. (43).
    ///
    /// - Parameter eps: ε of eq. (16).
    /// - Returns: C₂₁…C₂₆.
    @inline(__always)
    static func c2(_ eps: Double) -> SineSeries {
        let e2 = eps * eps
        var series = SineSeries()
        var d = eps
        series.c1 = d * (1.0 / 2 + e2 * (1.0 / 16 + e2 / 32))
        d *= eps
        series.c2 = d * (3.0 / 16 + e2 * (1.0 / 32 + e2 * 35 / 2048))
        d *= eps
        series.c3 = d * (5.0 / 48 + e2 * 5 / 256)
        d *= eps
        series.c4 = d * (35.0 / 512 + e2 * 7 / 512)
        d *= eps
        series.c5 = d * (63.0 / 1280)
        d *= eps
        series.c6 = d * (77.0 / 2048)
        return series
    }
}

/// Six coefficients of a Fourier series `Σ c[l] sin(2lσ)`, held inline so that evaluating a
/// geodesic allocates nothing.
struct SineSeries {
    var c1 = 0.0
    var c2 = 0.0
    var c3 = 0.0
    var c4 = 0.0
    var c5 = 0.0
    var c6 = 0.0

    /// `Σ c[l] sin(2lσ)` for l = 1…6, by Clenshaw summation (Karney 2013, eq. 59).
    ///
    /// - Parameters:
    ///   - sinSigma: sin σ.
    ///   - cosSigma: cos σ.
    /// - Returns: The sum.
    @inline(__always)
    func sum(sinSigma: Double, cosSigma: Double) -> Double {
        // b[k] = c[k] + 2 cos 2σ · b[k+1] − b[k+2]; sum = b[1] · sin 2σ.
        let twoCos2 = 2 * (cosSigma - sinSigma) * (cosSigma + sinSigma)
        let b6 = c6
        let b5 = c5 + twoCos2 * b6
        let b4 = c4 + twoCos2 * b5 - b6
        let b3 = c3 + twoCos2 * b4 - b5
        let b2 = c2 + twoCos2 * b3 - b4
        let b1 = c1 + twoCos2 * b2 - b3
        return b1 * 2 * sinSigma * cosSigma
    }
}
