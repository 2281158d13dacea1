import Foundation

/// Angle arithmetic in degrees that keeps exact values exact (sin 90° = 1, cos 90° = 0) and carries
/// the rounding error of a longitude difference, as recommended by Karney (2013, §2).
enum Degrees {
    /// Radians per degree.
    static let radiansPerDegree = Double.pi / 180

    /// The sine and cosine of an angle in degrees, reduced by quadrant first so that multiples of
    /// 90° give exact results.
    ///
    /// - Parameter degrees: Any finite angle.
    /// - Returns: `(sin, cos)` of the angle.
    @inline(__always)
    static func sinCos(_ degrees: Double) -> (sin: Double, cos: Double) {
        // fmod is exact, so is subtracting a multiple of 90 from a value in -360...360.
        var reduced = fmod(degrees, 360)
        let quadrant = (reduced / 90).rounded()
        reduced -= 90 * quadrant
        let radians = reduced * radiansPerDegree
        let s = sin(radians)
        let c = cos(radians)
        switch Int(quadrant) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// `atan2` in degrees, in −180…180.
    ///
    /// - Parameters:
    ///   - y: The sine-like component.
    ///   - x: The cosine-like component.
    /// - Returns: The angle in degrees.
    @inline(__always)
    static func atan2(_ y: Double, _ x: Double) -> Double {
        Foundation.atan2(y, x) / radiansPerDegree
    }

    /// The exact sum of two doubles as a rounded value and its error (Knuth's TwoSum).
    ///
    /// - Parameters:
    ///   - u: One addend.
    ///   - v: The other addend.
    /// - Returns: `(sum, error)` with `sum + error == u + v` exactly.
    @inline(__always)
    static func twoSum(_ u: Double, _ v: Double) -> (sum: Double, error: Double) {
        let s = u + v
        let up = s - v
        let vpp = s - up
        return (s, -((up - u) + (vpp - v)))
    }

    /// The difference `to − from` of two longitudes reduced into −180…180, with its rounding error.
    ///
    /// - Parameters:
    ///   - from: The first longitude in degrees.
    ///   - to: The second longitude in degrees.
    /// - Returns: `(difference, error)` such that `difference + error` is the exact reduced difference.
    static func longitudeDifference(from: Double, to: Double) -> (difference: Double, error: Double) {
        let (sum, error) = twoSum(remainder(-from, 360), remainder(to, 360))
        // sum is within -360...360; reducing it is exact.
        var difference = remainder(sum, 360)
        if difference == 180 && error > 0 {
            difference = -180
        } else if difference == -180 && error < 0 {
            difference = 180
        }
        let (rounded, rest) = twoSum(difference, error)
        return (rounded, rest)
    }

    /// Rounds angles so small that their square would underflow to a multiple of 2⁻⁵⁷, so that
    /// tiny latitudes and longitude differences behave like zero where they should (Karney 2013, §2).
    ///
    /// - Parameter degrees: An angle in degrees.
    /// - Returns: The rounded angle.
    @inline(__always)
    static func roundTiny(_ degrees: Double) -> Double {
        let z = 1.0 / 16
        let magnitude = abs(degrees)
        let rounded = magnitude < z ? z - (z - magnitude) : magnitude
        return degrees.sign == .minus ? -rounded : rounded
    }

    /// Scales `(y, x)` to unit length in place.
    ///
    /// - Parameters:
    ///   - y: The sine-like component.
    ///   - x: The cosine-like component.
    @inline(__always)
    static func normalize(_ y: inout Double, _ x: inout Double) {
        let length = (y * y + x * x).squareRoot()
        y /= length
        x /= length
    }

    /// `max(0, x)` that returns +0 for −0, so that `atan2` of the result never yields −π.
    ///
    /// - Parameter x: A value.
    /// - Returns: `x` when positive, else +0.
    @inline(__always)
    static func positivePart(_ x: Double) -> Double {
        x > 0 ? x : 0
    }
}
