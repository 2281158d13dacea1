/// A₃ and C₃ₗ of Karney (2013, eqs. 24–25) with their dependence on n already evaluated for one
/// ellipsoid, leaving polynomials in ε.
struct LongitudeSeries {
    /// Coefficients of ε⁰…ε⁵ in A₃.
    private let a3: (Double, Double, Double, Double, Double, Double)
    /// Coefficients of ε¹…ε⁵ in C₃₁, ε²…ε⁵ in C₃₂, and so on, flattened.
    private let c31: (Double, Double, Double, Double, Double)
    private let c32: (Double, Double, Double, Double)
    private let c33: (Double, Double, Double)
    private let c34: (Double, Double)
    private let c35: Double

    /// Evaluates the n-dependence for an ellipsoid.
    ///
    /// - Parameter n: The third flattening f / (2 − f).
    init(n: Double) {
        let n2 = n * n
        a3 = (
            1,
            -(1.0 / 2 - n / 2),
            -(1.0 / 4 + n / 8 - 3 * n2 / 8),
            -(1.0 / 16 + 3 * n / 16 + n2 / 16),
            -(3.0 / 64 + n / 32),
            -3.0 / 128
        )
        c31 = (
            1.0 / 4 - n / 4,
            1.0 / 8 - n2 / 8,
            3.0 / 64 + 3 * n / 64 - n2 / 64,
            5.0 / 128 + n / 64,
            3.0 / 128
        )
        c32 = (
            1.0 / 16 - 3 * n / 32 + n2 / 32,
            3.0 / 64 - n / 32 - 3 * n2 / 64,
            3.0 / 128 + n / 128,
            5.0 / 256
        )
        c33 = (
            5.0 / 192 - 3 * n / 64 + 5 * n2 / 192,
            3.0 / 128 - 5 * n / 192,
            7.0 / 512
        )
        c34 = (7.0 / 512 - 7 * n / 256, 7.0 / 512)
        c35 = 21.0 / 2560
    }

    /// A₃(ε).
    ///
    /// - Parameter eps: ε of eq. (16).
    /// - Returns: A₃.
    @inline(__always)
    func a3(_ eps: Double) -> Double {
        a3.0 + eps * (a3.1 + eps * (a3.2 + eps * (a3.3 + eps * (a3.4 + eps * a3.5))))
    }

    /// C₃ₗ(ε) for l = 1…5 (C₃₆ is zero at this order).
    ///
    /// - Parameter eps: ε of eq. (16).
    /// - Returns: C₃₁…C₃₅.
    @inline(__always)
    func c3(_ eps: Double) -> SineSeries {
        var series = SineSeries()
        var d = eps
        series.c1 = d * (c31.0 + eps * (c31.1 + eps * (c31.2 + eps * (c31.3 + eps * c31.4))))
        d *= eps
        series.c2 = d * (c32.0 + eps * (c32.1 + eps * (c32.2 + eps * c32.3)))
        d *= eps
        series.c3 = d * (c33.0 + eps * (c33.1 + eps * c33.2))
        d *= eps
        series.c4 = d * (c34.0 + eps * c34.1)
        d *= eps
        series.c5 = d * c35
        return series
    }
}
