import Foundation

/// The sun's declination and the equation of time at an instant.
///
/// Equations of the NOAA Global Monitoring Laboratory solar calculator ("General Solar Position
/// Calculations" and its spreadsheet), which follow Jean Meeus, *Astronomical Algorithms*
/// (2nd ed., 1998), chapters 22 and 25: low-accuracy solar coordinates, good to about 0.01° and
/// a few seconds of time for years 1800–2100.
struct SolarPosition: Sendable {
    /// Declination of the sun, in radians.
    var declination: Double
    /// Equation of time (apparent minus mean solar time), in minutes.
    var equationOfTime: Double

    /// The position at a Julian day (UT).
    ///
    /// - Parameter julianDay: Julian day number with fraction, e.g. 2451545.0 for 2000-01-01 12:00 UT.
    init(julianDay: Double) {
        let t = (julianDay - 2_451_545) / 36_525  // Julian centuries since J2000.0
        let meanLongitude = radians(
            (280.466_46 + t * (36_000.769_83 + t * 0.000_303_2)).truncatingRemainder(dividingBy: 360))
        let meanAnomaly = radians(357.529_11 + t * (35_999.050_29 - 0.000_153_7 * t))
        let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
        let equationOfCentre =
            sin(meanAnomaly) * (1.914_602 - t * (0.004_817 + 0.000_014 * t))
            + sin(2 * meanAnomaly) * (0.019_993 - 0.000_101 * t)
            + sin(3 * meanAnomaly) * 0.000_289
        let omega = radians(125.04 - 1_934.136 * t)
        let apparentLongitude =
            radians(degrees(meanLongitude) + equationOfCentre - 0.005_69 - 0.004_78 * sin(omega))
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))) / 60) / 60
        let obliquity = radians(meanObliquity + 0.002_56 * cos(omega))
        declination = asin(sin(obliquity) * sin(apparentLongitude))

        let y = tan(obliquity / 2) * tan(obliquity / 2)
        let l0 = meanLongitude
        let m = meanAnomaly
        let e = eccentricity
        let equation =
            y * sin(2 * l0) - 2 * e * sin(m) + 4 * e * y * sin(m) * cos(2 * l0)
            - 0.5 * y * y * sin(4 * l0) - 1.25 * e * e * sin(2 * m)
        equationOfTime = 4 * degrees(equation)
    }
}

/// Degrees to radians.
func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// Radians to degrees.
func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
