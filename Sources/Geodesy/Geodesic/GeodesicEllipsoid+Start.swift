import Foundation

/// A first estimate of α₁, and for short lines the complete answer.
struct StartingAzimuth {
    var sinAlpha1: Double
    var cosAlpha1: Double
    /// σ₁₂ when the short-line estimate is already accurate; `nil` when Newton's method must run.
    var shortLineSigma12: Double?
    var sinAlpha2 = 0.0
    var cosAlpha2 = 0.0
    /// The mean of dn over the line, used to scale the short-line distance.
    var dnm = 1.0
}

extension GeodesicEllipsoid {
    /// The starting value of α₁ for Newton's method (Karney 2013, §5).
    ///
    /// Uses the great circle on the auxiliary sphere with ω₁₂ = λ₁₂ / (1 − f)·dn for short lines
    /// (accepted as the answer when accurate enough), and for nearly antipodal points solves the
    /// astroid equation (eq. 55) for the scaled azimuth.
    func startingAzimuth(ends: InverseEnds, lam12: Double, sinLam12: Double, cosLam12: Double)
        -> StartingAzimuth
    {
        let sinBeta1 = ends.sinBeta1
        let cosBeta1 = ends.cosBeta1
        let sinBeta2 = ends.sinBeta2
        let cosBeta2 = ends.cosBeta2
        let sinBeta12 = sinBeta2 * cosBeta1 - cosBeta2 * sinBeta1
        let cosBeta12 = cosBeta2 * cosBeta1 + sinBeta2 * sinBeta1
        let sinBeta12Sum = sinBeta2 * cosBeta1 + cosBeta2 * sinBeta1
        let isShortLine = cosBeta12 >= 0 && sinBeta12 < 0.5 && cosBeta2 * lam12 < 0.5
        var sinOmega12 = sinLam12
        var cosOmega12 = cosLam12
        var dnm = 1.0
        if isShortLine {
            var sinBetaMean2 = (sinBeta1 + sinBeta2) * (sinBeta1 + sinBeta2)
            sinBetaMean2 /= sinBetaMean2 + (cosBeta1 + cosBeta2) * (cosBeta1 + cosBeta2)
            dnm = (1 + ep2 * sinBetaMean2).squareRoot()
            let omega12 = lam12 / (f1 * dnm)
            sinOmega12 = sin(omega12)
            cosOmega12 = cos(omega12)
        }
        // Azimuth of the great circle on the auxiliary sphere (spherical triangle, eq. 49).
        var sinAlpha1 = cosBeta2 * sinOmega12
        var cosAlpha1 =
            cosOmega12 >= 0
            ? sinBeta12 + cosBeta2 * sinBeta1 * sinOmega12 * sinOmega12 / (1 + cosOmega12)
            : sinBeta12Sum - cosBeta2 * sinBeta1 * sinOmega12 * sinOmega12 / (1 - cosOmega12)
        let sinSigma12 = (sinAlpha1 * sinAlpha1 + cosAlpha1 * cosAlpha1).squareRoot()
        let cosSigma12 = sinBeta1 * sinBeta2 + cosBeta1 * cosBeta2 * cosOmega12

        if isShortLine && sinSigma12 < shortLineTolerance {
            var sinAlpha2 = cosBeta1 * sinOmega12
            var cosAlpha2 =
                sinBeta12 - cosBeta1 * sinBeta2
                * (cosOmega12 >= 0 ? sinOmega12 * sinOmega12 / (1 + cosOmega12) : 1 - cosOmega12)
            Degrees.normalize(&sinAlpha2, &cosAlpha2)
            Degrees.normalize(&sinAlpha1, &cosAlpha1)
            return StartingAzimuth(
                sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1, shortLineSigma12: atan2(sinSigma12, cosSigma12),
                sinAlpha2: sinAlpha2, cosAlpha2: cosAlpha2, dnm: dnm)
        }

        let isNearlyAntipodal =
            !(abs(n) > 0.1 || cosSigma12 >= 0 || sinSigma12 >= 6 * abs(n) * .pi * cosBeta1 * cosBeta1)
        if isNearlyAntipodal {
            // Scale the neighbourhood of the antipode (eqs. 53–54): x is the longitude short of
            // 180°, y the latitude off the antipode, both in units of the astroid.
            let lam12x = atan2(-sinLam12, -cosLam12)
            let eps = epsilon(cosAlpha0: sinBeta1)
            let lambdaScale = f * cosBeta1 * longitudeSeries.a3(eps) * .pi
            let betaScale = lambdaScale * cosBeta1
            let x = lam12x / lambdaScale
            let y = sinBeta12Sum / betaScale
            if y > -GeodesicEllipsoid.tol1 && x > -1 - GeodesicEllipsoid.astroidThreshold {
                // Points on the cut through the antipode: α₁ follows from x alone (eq. 56).
                sinAlpha1 = min(1, -x)
                cosAlpha1 = -(1 - sinAlpha1 * sinAlpha1).squareRoot()
            } else {
                let k = GeodesicEllipsoid.astroid(x: x, y: y)
                let omega12a = lambdaScale * (-x * k / (1 + k))
                let sinOmega = sin(omega12a)
                let cosOmega = -cos(omega12a)
                sinAlpha1 = cosBeta2 * sinOmega
                cosAlpha1 = sinBeta12Sum - cosBeta2 * sinBeta1 * sinOmega * sinOmega / (1 - cosOmega)
            }
        }
        if sinAlpha1 > 0 {
            Degrees.normalize(&sinAlpha1, &cosAlpha1)
        } else {
            sinAlpha1 = 1
            cosAlpha1 = 0
        }
        return StartingAzimuth(sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1, shortLineSigma12: nil)
    }

    /// The positive root k of the astroid equation k⁴ + 2k³ − (x² + y² − 1)k² − 2y²k − y² = 0
    /// (Karney 2013, eq. 55), found in closed form as the root of a cubic then a quadratic.
    ///
    /// - Parameters:
    ///   - x: Scaled longitude offset from the antipode.
    ///   - y: Scaled latitude offset from the antipode.
    /// - Returns: k ≥ 0 (0 on the cut y = 0, |x| ≤ 1).
    static func astroid(x: Double, y: Double) -> Double {
        let p = x * x
        let q = y * y
        let r = (p + q - 1) / 6
        if q == 0 && r <= 0 { return 0 }
        let s = p * q / 4
        let r2 = r * r
        let r3 = r * r2
        let discriminant = s * (s + 2 * r3)
        var u = r
        if discriminant >= 0 {
            var t3 = s + r3
            // Add the root with the same sign as t3 to avoid cancellation.
            t3 += t3 < 0 ? -discriminant.squareRoot() : discriminant.squareRoot()
            let t = cbrt(t3)
            u += t + (t != 0 ? r2 / t : 0)
        } else {
            // Three real roots: take the one from the trigonometric solution.
            let angle = atan2((-discriminant).squareRoot(), -(s + r3))
            u += 2 * r * cos(angle / 3)
        }
        let v = (u * u + q).squareRoot()
        let uv = u < 0 ? q / (v - u) : u + v
        let w = (uv - q) / (2 * v)
        return uv / ((uv + w * w).squareRoot() + w)
    }
}
