import Foundation

extension Geodesic {
    /// A short line's length read on the ellipsoid's tangent plane, and how far from the geodesic
    /// length it can be.
    public struct ShortLine: Sendable, Hashable {
        /// The approximate length in metres.
        public var distance: Double
        /// A bound on `|distance − geodesic distance|` in metres.
        public var maximumError: Double

        /// Creates a length with its error bound.
        ///
        /// - Parameters:
        ///   - distance: Metres.
        ///   - maximumError: Metres.
        @inlinable
        public init(distance: Double, maximumError: Double) {
            self.distance = distance
            self.maximumError = maximumError
        }
    }

    /// The longest line ``shortLine(from:to:)`` approximates, in metres.
    public static let shortLineLimit = 50_000.0
    /// The highest latitude (either end) ``shortLine(from:to:)`` approximates, in degrees.
    public static let shortLineLatitudeLimit = 80.0

    /// The length of a short line with a bound on its error, about five times faster than
    /// ``fastInverse(from:to:)``: for ranking and radius tests, where only the rare lines whose
    /// bounds overlap need the geodesic length.
    ///
    /// The line is measured on the plane tangent to the ellipsoid at the mean latitude φₘ: the
    /// latitude difference scaled by the meridian's radius of curvature M(φₘ), the longitude
    /// difference by the parallel's radius N(φₘ) cos φₘ. The error grows with the cube of the
    /// length; the bound `1e-13 d³ + 1e-9 d + 1e-6` metres (0.8 m at 20 km, 1 mm at 2 km) is
    /// 2.7 times the largest error found against GeographicLib on 200,000 random lines up to
    /// 50 km between latitudes ±80° (3.7e-14 d³), and the test suite checks it on the
    /// GeographicLib reference pairs and on random lines against ``inverse(from:to:)``.
    ///
    /// - Parameters:
    ///   - start: Where the line begins.
    ///   - end: Where it ends.
    /// - Returns: The length and its error bound; `nil` for a line longer than
    ///   ``shortLineLimit`` or with an end beyond ±``shortLineLatitudeLimit``, where the
    ///   caller needs ``fastInverse(from:to:)``.
    /// - Complexity: O(1): one sine, one cosine, two square roots.
    @inlinable
    public static func shortLine(from start: Coordinate, to end: Coordinate) -> ShortLine? {
        guard abs(start.latitude) <= shortLineLatitudeLimit, abs(end.latitude) <= shortLineLatitudeLimit else {
            return nil
        }
        let radian = Double.pi / 180
        let meanLatitude = (start.latitude + end.latitude) * (radian / 2)
        let sine = sin(meanLatitude)
        let eccentricitySquared = flattening * (2 - flattening)
        let w = 1 - eccentricitySquared * sine * sine
        let rootW = w.squareRoot()
        let primeVertical = equatorialRadius / rootW
        let meridian = equatorialRadius * (1 - eccentricitySquared) / (w * rootW)
        var longitudeDifference = end.longitude - start.longitude
        if longitudeDifference > 180 { longitudeDifference -= 360 }
        if longitudeDifference < -180 { longitudeDifference += 360 }
        let north = meridian * (end.latitude - start.latitude) * radian
        let east = primeVertical * cos(meanLatitude) * longitudeDifference * radian
        let distance = (north * north + east * east).squareRoot()
        guard distance <= shortLineLimit else { return nil }
        return ShortLine(
            distance: distance, maximumError: 1e-13 * distance * distance * distance + 1e-9 * distance + 1e-6)
    }
}
