import Foundation

/// One evaluation of the longitude equation for a trial azimuth α₁ (Karney 2013, §4).
struct LongitudeTrial {
    /// λ₁₂(α₁) minus the wanted longitude difference.
    var residual: Double
    /// dλ₁₂/dα₁ from eq. (46), or 0 when not asked for.
    var derivative: Double
    var sinAlpha2: Double
    var cosAlpha2: Double
    var sigma12: Double
    var sinSigma1: Double
    var cosSigma1: Double
    var sinSigma2: Double
    var cosSigma2: Double
    var eps: Double
}

/// The geodesic found by Newton's method: azimuths at both ends and the length in units of b.
struct SolvedPath {
    var sinAlpha1: Double
    var cosAlpha1: Double
    var sinAlpha2: Double
    var cosAlpha2: Double
    var distanceInB: Double
}

extension GeodesicEllipsoid {
    /// Finds α₁ such that the geodesic reaches the wanted longitude, by Newton's method on
    /// λ₁₂(α₁) (Karney 2013, §4, eq. 46), safeguarded by bisection on a bracket that shrinks with
    /// every evaluation so that the iteration always converges.
    func solveAzimuth(
        ends: InverseEnds, sinAlpha1 startSin: Double, cosAlpha1 startCos: Double,
        sinLam12: Double, cosLam12: Double
    ) -> SolvedPath {
        let tol0 = GeodesicEllipsoid.tol0
        let tiny = GeodesicEllipsoid.tiny
        var sinAlpha1 = startSin
        var cosAlpha1 = startCos
        // Bracket [a, b] on α₁: residual < 0 at a, > 0 at b.
        var sinA = tiny
        var cosA = 1.0
        var sinB = tiny
        var cosB = -1.0
        var nearlyConverged = false
        var bisectionDone = false
        var trial: LongitudeTrial
        var iteration = 0
        repeat {
            let useNewton = iteration < GeodesicEllipsoid.newtonIterations
            trial = longitudeTrial(
                ends: ends, sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1,
                sinLam12: sinLam12, cosLam12: cosLam12, wantsDerivative: useNewton)
            let residual = trial.residual
            if bisectionDone || !(abs(residual) >= (nearlyConverged ? 8 : 1) * tol0)
                || iteration == GeodesicEllipsoid.maximumIterations - 1
            {
                break
            }
            iteration += 1
            if residual > 0 && (!useNewton || cosAlpha1 / sinAlpha1 > cosB / sinB) {
                sinB = sinAlpha1
                cosB = cosAlpha1
            } else if residual < 0 && (!useNewton || cosAlpha1 / sinAlpha1 < cosA / sinA) {
                sinA = sinAlpha1
                cosA = cosAlpha1
            }
            if useNewton && trial.derivative > 0 {
                let step = -residual / trial.derivative
                if abs(step) < .pi {
                    let sinStep = sin(step)
                    let cosStep = cos(step)
                    let nextSin = sinAlpha1 * cosStep + cosAlpha1 * sinStep
                    if nextSin > 0 {
                        cosAlpha1 = cosAlpha1 * cosStep - sinAlpha1 * sinStep
                        sinAlpha1 = nextSin
                        Degrees.normalize(&sinAlpha1, &cosAlpha1)
                        nearlyConverged = abs(residual) <= 16 * tol0
                        continue
                    }
                }
            }
            // Newton left the bracket or stalled: bisect.
            sinAlpha1 = (sinA + sinB) / 2
            cosAlpha1 = (cosA + cosB) / 2
            Degrees.normalize(&sinAlpha1, &cosAlpha1)
            nearlyConverged = false
            let tolerance = GeodesicEllipsoid.tolBisection
            bisectionDone =
                abs(sinA - sinAlpha1) + (cosA - cosAlpha1) < tolerance
                || abs(sinAlpha1 - sinB) + (cosAlpha1 - cosB) < tolerance
        } while true
        let lengths = self.lengths(
            eps: trial.eps, sigma12: trial.sigma12,
            sinSigma1: trial.sinSigma1, cosSigma1: trial.cosSigma1,
            sinSigma2: trial.sinSigma2, cosSigma2: trial.cosSigma2, ends: ends)
        return SolvedPath(
            sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1,
            sinAlpha2: trial.sinAlpha2, cosAlpha2: trial.cosAlpha2, distanceInB: lengths.distance)
    }

    /// λ₁₂ for a trial α₁: solves the triangle on the auxiliary sphere (eqs. 5–7, 10–14) and
    /// integrates the longitude with I₃ (eqs. 8, 23–25).
    func longitudeTrial(
        ends: InverseEnds, sinAlpha1: Double, cosAlpha1 cosAlpha1In: Double,
        sinLam12: Double, cosLam12: Double, wantsDerivative: Bool
    ) -> LongitudeTrial {
        let sinBeta1 = ends.sinBeta1
        let cosBeta1 = ends.cosBeta1
        let sinBeta2 = ends.sinBeta2
        let cosBeta2 = ends.cosBeta2
        var cosAlpha1 = cosAlpha1In
        if sinBeta1 == 0 && cosAlpha1 == 0 {
            // Break the degeneracy of a start on the equator heading due east.
            cosAlpha1 = -GeodesicEllipsoid.tiny
        }
        // Eq. (5): the azimuth where the geodesic crosses the equator.
        let sinAlpha0 = sinAlpha1 * cosBeta1
        let cosAlpha0 = (cosAlpha1 * cosAlpha1 + (sinAlpha1 * sinBeta1) * (sinAlpha1 * sinBeta1)).squareRoot()
        // Eqs. (11)–(12): arc lengths σ and spherical longitudes ω from that crossing.
        var sinSigma1 = sinBeta1
        let sinOmega1 = sinAlpha0 * sinBeta1
        var cosSigma1 = cosAlpha1 * cosBeta1
        let cosOmega1 = cosSigma1
        Degrees.normalize(&sinSigma1, &cosSigma1)
        // Eqs. (6)–(7) for α₂, written to keep accuracy when β₂ = ±β₁.
        let sinAlpha2 = cosBeta2 != cosBeta1 ? sinAlpha0 / cosBeta2 : sinAlpha1
        let cosAlpha2: Double
        if cosBeta2 != cosBeta1 || abs(sinBeta2) != -sinBeta1 {
            let squareDifference =
                cosBeta1 < -sinBeta1
                ? (cosBeta2 - cosBeta1) * (cosBeta1 + cosBeta2)
                : (sinBeta1 - sinBeta2) * (sinBeta1 + sinBeta2)
            cosAlpha2 = ((cosAlpha1 * cosBeta1) * (cosAlpha1 * cosBeta1) + squareDifference).squareRoot() / cosBeta2
        } else {
            cosAlpha2 = abs(cosAlpha1)
        }
        var sinSigma2 = sinBeta2
        let sinOmega2 = sinAlpha0 * sinBeta2
        var cosSigma2 = cosAlpha2 * cosBeta2
        let cosOmega2 = cosSigma2
        Degrees.normalize(&sinSigma2, &cosSigma2)
        let sigma12 = atan2(
            Degrees.positivePart(cosSigma1 * sinSigma2 - sinSigma1 * cosSigma2),
            cosSigma1 * cosSigma2 + sinSigma1 * sinSigma2)
        let sinOmega12 = Degrees.positivePart(cosOmega1 * sinOmega2 - sinOmega1 * cosOmega2)
        let cosOmega12 = cosOmega1 * cosOmega2 + sinOmega1 * sinOmega2
        // ω₁₂ − λ₁₂(wanted), computed as one angle difference to avoid cancellation.
        let eta = atan2(
            sinOmega12 * cosLam12 - cosOmega12 * sinLam12,
            cosOmega12 * cosLam12 + sinOmega12 * sinLam12)
        let eps = epsilon(cosAlpha0: cosAlpha0)
        let c3 = longitudeSeries.c3(eps)
        let b312 =
            c3.sum(sinSigma: sinSigma2, cosSigma: cosSigma2) - c3.sum(sinSigma: sinSigma1, cosSigma: cosSigma1)
        // Eq. (8): λ = ω − f sin α₀ I₃(σ).
        let domega12 = -f * longitudeSeries.a3(eps) * sinAlpha0 * (sigma12 + b312)
        var derivative = 0.0
        if wantsDerivative {
            if cosAlpha2 == 0 {
                derivative = -2 * f1 * ends.dn1 / sinBeta1
            } else {
                let lengths = self.lengths(
                    eps: eps, sigma12: sigma12,
                    sinSigma1: sinSigma1, cosSigma1: cosSigma1, sinSigma2: sinSigma2, cosSigma2: cosSigma2,
                    ends: ends)
                // Eq. (46): dλ₁₂/dα₁ = m₁₂ / (a cos α₂ cos β₂).
                derivative = lengths.reducedLength * f1 / (cosAlpha2 * cosBeta2)
            }
        }
        return LongitudeTrial(
            residual: eta + domega12, derivative: derivative,
            sinAlpha2: sinAlpha2, cosAlpha2: cosAlpha2, sigma12: sigma12,
            sinSigma1: sinSigma1, cosSigma1: cosSigma1, sinSigma2: sinSigma2, cosSigma2: cosSigma2, eps: eps)
    }

    /// The distance s₁₂ (eqs. 7, 15–18) and reduced length m₁₂ (eqs. 38–43), both in units of b.
    func lengths(
        eps: Double, sigma12: Double,
        sinSigma1: Double, cosSigma1: Double, sinSigma2: Double, cosSigma2: Double,
        ends: InverseEnds
    ) -> (distance: Double, reducedLength: Double) {
        let a1 = GeodesicSeries.a1(eps)
        let c1 = GeodesicSeries.c1(eps)
        let a2 = GeodesicSeries.a2(eps)
        let c2 = GeodesicSeries.c2(eps)
        let b1 =
            c1.sum(sinSigma: sinSigma2, cosSigma: cosSigma2) - c1.sum(sinSigma: sinSigma1, cosSigma: cosSigma1)
        let b2 =
            c2.sum(sinSigma: sinSigma2, cosSigma: cosSigma2) - c2.sum(sinSigma: sinSigma1, cosSigma: cosSigma1)
        let distance = a1 * (sigma12 + b1)
        let j12 = (a1 - a2) * sigma12 + (a1 * b1 - a2 * b2)
        let reducedLength =
            ends.dn2 * (cosSigma1 * sinSigma2) - ends.dn1 * (sinSigma1 * cosSigma2) - cosSigma1 * cosSigma2 * j12
        return (distance, reducedLength)
    }
}
