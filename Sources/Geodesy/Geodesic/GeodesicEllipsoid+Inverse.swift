import Foundation

extension GeodesicEllipsoid {
    /// Solves the inverse problem between two points given in degrees (Karney 2013, §4).
    func inverse(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> GeodesicSolution {
        if latitude1 == latitude2 && longitude1 == longitude2 {
            return GeodesicSolution(distance: 0, initialAzimuth: 0, finalAzimuth: 0)
        }
        let tiny = GeodesicEllipsoid.tiny

        // Longitude difference made non-negative; its supplement is kept for the equatorial test.
        var (lon12, lon12Error) = Degrees.longitudeDifference(from: longitude1, to: longitude2)
        var lonSign: Double = lon12.sign == .minus ? -1 : 1
        lon12 = Degrees.roundTiny(lon12 * lonSign)
        lon12Error = Degrees.roundTiny(lon12Error * lonSign)
        let lam12 = lon12 * Degrees.radiansPerDegree
        var (sinLam12, cosLam12) = Degrees.sinCos(lon12)
        if lon12Error != 0 {
            // sin/cos of lon12 + error to first order in the (tiny) error.
            let e = lon12Error * Degrees.radiansPerDegree
            (sinLam12, cosLam12) = (sinLam12 + e * cosLam12, cosLam12 - e * sinLam12)
        }
        let lon12Supplement = (180 - lon12) - lon12Error

        // Put the point farther from the equator first, in the southern hemisphere.
        var lat1 = Degrees.roundTiny(latitude1)
        var lat2 = Degrees.roundTiny(latitude2)
        let swapped = abs(lat1) < abs(lat2)
        if swapped {
            lonSign = -lonSign
            swap(&lat1, &lat2)
        }
        let latSign: Double = lat1.sign == .minus ? 1 : -1
        lat1 *= latSign
        lat2 *= latSign

        let ends = reducedLatitudes(lat1, lat2)

        var sinAlpha1 = 0.0
        var cosAlpha1 = 0.0
        var sinAlpha2 = 0.0
        var cosAlpha2 = 0.0
        var distanceInB = 0.0
        var distance = 0.0
        var solved = false

        // A meridian is the shortest path unless it runs so close to antipodal that the reduced
        // length becomes negative.
        if lat1 == -90 || sinLam12 == 0 {
            cosAlpha1 = cosLam12
            sinAlpha1 = sinLam12
            cosAlpha2 = 1
            sinAlpha2 = 0
            let sinSigma1 = ends.sinBeta1
            let cosSigma1 = cosAlpha1 * ends.cosBeta1
            let sinSigma2 = ends.sinBeta2
            let cosSigma2 = cosAlpha2 * ends.cosBeta2
            let sigma12 = atan2(
                Degrees.positivePart(cosSigma1 * sinSigma2 - sinSigma1 * cosSigma2),
                cosSigma1 * cosSigma2 + sinSigma1 * sinSigma2)
            let lengths = self.lengths(
                eps: n, sigma12: sigma12,
                sinSigma1: sinSigma1, cosSigma1: cosSigma1, sinSigma2: sinSigma2, cosSigma2: cosSigma2,
                ends: ends)
            if sigma12 < 1 || lengths.reducedLength >= 0 {
                distanceInB = sigma12 < 3 * tiny ? 0 : lengths.distance
                distance = distanceInB * b
                solved = true
            }
        }

        // Along the equator, as long as the equator is shorter than a path over a pole.
        if !solved && ends.sinBeta1 == 0 && lon12Supplement >= f * 180 {
            cosAlpha1 = 0
            cosAlpha2 = 0
            sinAlpha1 = 1
            sinAlpha2 = 1
            distance = a * lam12
            solved = true
        }

        if !solved {
            let start = startingAzimuth(ends: ends, lam12: lam12, sinLam12: sinLam12, cosLam12: cosLam12)
            sinAlpha1 = start.sinAlpha1
            cosAlpha1 = start.cosAlpha1
            if let sigma12 = start.shortLineSigma12 {
                // Short line near the equator: the starting step is already the answer.
                sinAlpha2 = start.sinAlpha2
                cosAlpha2 = start.cosAlpha2
                distance = sigma12 * b * start.dnm
            } else {
                let path = solveAzimuth(
                    ends: ends, sinAlpha1: sinAlpha1, cosAlpha1: cosAlpha1,
                    sinLam12: sinLam12, cosLam12: cosLam12)
                sinAlpha1 = path.sinAlpha1
                cosAlpha1 = path.cosAlpha1
                sinAlpha2 = path.sinAlpha2
                cosAlpha2 = path.cosAlpha2
                distance = path.distanceInB * b
            }
        }

        // Undo the canonical arrangement.
        if swapped {
            swap(&sinAlpha1, &sinAlpha2)
            swap(&cosAlpha1, &cosAlpha2)
        }
        let swapSign: Double = swapped ? -1 : 1
        sinAlpha1 *= swapSign * lonSign
        cosAlpha1 *= swapSign * latSign
        sinAlpha2 *= swapSign * lonSign
        cosAlpha2 *= swapSign * latSign
        return GeodesicSolution(
            distance: distance,
            initialAzimuth: Degrees.atan2(sinAlpha1, cosAlpha1),
            finalAzimuth: Degrees.atan2(sinAlpha2, cosAlpha2))
    }

    /// Reduced latitudes β = atan((1 − f) tan φ), with equal magnitudes made exactly equal.
    private func reducedLatitudes(_ lat1: Double, _ lat2: Double) -> InverseEnds {
        let tiny = GeodesicEllipsoid.tiny
        var (sinBeta1, cosBeta1) = Degrees.sinCos(lat1)
        sinBeta1 *= f1
        Degrees.normalize(&sinBeta1, &cosBeta1)
        cosBeta1 = max(tiny, cosBeta1)
        var (sinBeta2, cosBeta2) = Degrees.sinCos(lat2)
        sinBeta2 *= f1
        Degrees.normalize(&sinBeta2, &cosBeta2)
        cosBeta2 = max(tiny, cosBeta2)
        // |β₁| ≥ |β₂| by construction; if they are equal in magnitude, make them exactly equal.
        if cosBeta1 < -sinBeta1 {
            if cosBeta2 == cosBeta1 { sinBeta2 = sinBeta2.sign == .minus ? sinBeta1 : -sinBeta1 }
        } else if abs(sinBeta2) == -sinBeta1 {
            cosBeta2 = cosBeta1
        }
        return InverseEnds(
            sinBeta1: sinBeta1, cosBeta1: cosBeta1, dn1: (1 + ep2 * sinBeta1 * sinBeta1).squareRoot(),
            sinBeta2: sinBeta2, cosBeta2: cosBeta2, dn2: (1 + ep2 * sinBeta2 * sinBeta2).squareRoot())
    }
}
