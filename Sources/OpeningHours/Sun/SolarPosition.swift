import Foundation

/// The sun's declination and the equation of time at an instant.
///
/// Equations of the NOAA Global Monitoring Laboratory solar calculator ("General Solar Position
/// Calculations" and its spreadsheet), which follow Jean Meeus, *Astronomical Algorithms*
/// (2nd ed., 1998), chapters 22 and 25: low-accuracy solar coordinates, good to about 0.01° and
/// a few seconds of time for years 1800–2100.
struct SolarPosition: Sendable {
    /// Sine of the sun's declination.
    var sinDeclination: Double
    /// Equation of time (apparent minus mean solar time), in minutes.
    var equationOfTime: Double

    /// Declination of the sun, in radians.
    var declination: Double { asin(sinDeclination) }

    /// The position at a Julian day (UT).
    ///
    /// Multiple angles come from one sine and cosine by the double- and triple-angle identities
    /// (`sin 2x = 2 sin x cos x`, `sin 3x = sin x (3 − 4 sin² x)`, `tan² (x/2) = (1 − cos x) / (1 + cos x)`),
    /// so a position costs nine calls to the math library.
    /// - Parameter julianDay: Julian day number with fraction, e.g. 2451545.0 for 2000-01-01 12:00 UT.
    init(julianDay: Double) {
        let t = (julianDay - 2_451_545) / 36_525  // Julian centuries since J2000.0
        let meanLongitude = radians(
            (280.466_46 + t * (36_000.769_83 + t * 0.000_303_2)).truncatingRemainder(dividingBy: 360))
        let meanAnomaly = radians(357.529_11 + t * (35_999.050_29 - 0.000_153_7 * t))
        let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
        let sinM = sin(meanAnomaly)
        let cosM = cos(meanAnomaly)
        let sin2M = 2 * sinM * cosM
        let sin3M = sinM * (3 - 4 * sinM * sinM)
        let equationOfCentre =
            sinM * (1.914_602 - t * (0.004_817 + 0.000_014 * t)) + sin2M * (0.019_993 - 0.000_101 * t)
            + sin3M * 0.000_289
        let omega = radians(125.04 - 1_934.136 * t)
        let apparentLongitude =
            radians(degrees(meanLongitude) + equationOfCentre - 0.005_69 - 0.004_78 * sin(omega))
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))) / 60) / 60
        let obliquity = radians(meanObliquity + 0.002_56 * cos(omega))
        let cosObliquity = cos(obliquity)
        sinDeclination = sin(obliquity) * sin(apparentLongitude)

        let y = (1 - cosObliquity) / (1 + cosObliquity)  // tan²(obliquity / 2)
        let sin2L = sin(2 * meanLongitude)
        let cos2L = cos(2 * meanLongitude)
        let sin4L = 2 * sin2L * cos2L
        let e = eccentricity
        let equation =
            y * sin2L - 2 * e * sinM + 4 * e * y * sinM * cos2L - 0.5 * y * y * sin4L - 1.25 * e * e * sin2M
        equationOfTime = 4 * degrees(equation)
    }
}

/// Degrees to radians.
func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// Radians to degrees.
func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
