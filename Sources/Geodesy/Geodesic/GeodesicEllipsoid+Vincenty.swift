import Foundation

extension GeodesicEllipsoid {
    /// Solves the inverse problem by the iteration of T. Vincenty, "Direct and inverse solutions of
    /// geodesics on the ellipsoid with application of nested equations", *Survey Review* 23 (176),
    /// 88–93 (1975), <https://doi.org/10.1179/sre.1975.23.176.88>, or returns `nil` when that
    /// method is not reliable for the pair.
    ///
    /// The longitude on the auxiliary sphere is iterated until it changes by less than 10⁻¹²
    /// radians (about 6 µm on the ground); the distance series is Vincenty's, truncated at u⁸.
    /// Lines longer than 100° of arc (about 11,000 km) and lines whose iteration does not converge
    /// within 20 steps — which happens only near the antipode — are left to Karney's method.
    ///
    /// - Returns: The solution, or `nil` to ask for ``inverse(latitude1:longitude1:latitude2:longitude2:)``.
    /// - Complexity: O(1): three or four iterations for lines of a few kilometres.
    func vincentyInverse(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double)
        -> GeodesicSolution?
    {
        let (difference, _) = Degrees.longitudeDifference(from: longitude1, to: longitude2)
        let lambda0 = difference * Degrees.radiansPerDegree
        let (sinU1, cosU1) = reducedLatitude(latitude1)
        let (sinU2, cosU2) = reducedLatitude(latitude2)
        var lambda = lambda0
        var sinSigma = 0.0
        var cosSigma = 1.0
        var sigma = 0.0
        var cosSquaredAlpha = 1.0
        var cos2SigmaM = 0.0
        var sinLambda = 0.0
        var cosLambda = 1.0
        var converged = false
        for _ in 0..<20 {
            sinLambda = sin(lambda)
            cosLambda = cos(lambda)
            let across = cosU2 * sinLambda
            let along = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            sinSigma = (across * across + along * along).squareRoot()
            // Coincident or antipodal (pole to pole): the azimuth is undefined here; Karney decides.
            if sinSigma == 0 { return nil }
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α = 0 and the term drops out (Vincenty's remark).
            cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda =
                lambda0 + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                converged = true
                break
            }
        }
        guard converged, sigma < 100 * Degrees.radiansPerDegree else { return nil }
        sinLambda = sin(lambda)
        cosLambda = cos(lambda)
        let uSquared = cosSquaredAlpha * ep2
        let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
        let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
        let cos2 = cos2SigmaM * cos2SigmaM
        let deltaSigma =
            bigB * sinSigma
            * (cos2SigmaM + bigB / 4
                * (cosSigma * (-1 + 2 * cos2) - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2)))
        let distance = b * bigA * (sigma - deltaSigma)
        let initial = atan2(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)
        let final = atan2(cosU1 * sinLambda, -sinU1 * cosU2 + cosU1 * sinU2 * cosLambda)
        return GeodesicSolution(
            distance: distance, initialAzimuth: initial / Degrees.radiansPerDegree,
            finalAzimuth: final / Degrees.radiansPerDegree)
    }

    /// Sine and cosine of the reduced latitude β, tan β = (1 − f) tan φ, without dividing by
    /// cos φ (exact at the poles).
    @inline(__always)
    private func reducedLatitude(_ latitude: Double) -> (sin: Double, cos: Double) {
        let (sinPhi, cosPhi) = Degrees.sinCos(latitude)
        let y = f1 * sinPhi
        let norm = (y * y + cosPhi * cosPhi).squareRoot()
        return (y / norm, cosPhi / norm)
    }
}
