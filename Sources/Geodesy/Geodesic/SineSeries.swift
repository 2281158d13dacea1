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
