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
        return ShortLine(distance: distance, maximumError: shortLineBound(distance))
    }

    /// The error bound of a short line of a length: `1e-13 d³ + 1e-9 d + 1e-6` metres (see
    /// ``shortLine(from:to:)``).
    @inlinable
    static func shortLineBound(_ distance: Double) -> Double {
        1e-13 * distance * distance * distance + 1e-9 * distance + 1e-6
    }

    /// Short lines from one start: ``shortLine(from:to:)`` with one square root and no sine,
    /// cosine or division per line, for a query that measures thousands of places from one origin.
    ///
    /// The mean latitude's sine and cosine come from the start's, turned by half the latitude
    /// difference with the angle-sum identities; that half is at most 0.0044 rad on any line
    /// short enough to measure, where the Taylor series of its sine and cosine used here are
    /// exact to below 1e-20. The radii of curvature at the mean latitude come from the start's
    /// by the binomial series of `(1 + t)^(-1/2)` and `(1 + t)^(-3/2)` in the relative change
    /// `t` of `1 − e² sin²φ`, at most 6e-5 here, so the first omitted terms are below 1e-17. A
    /// line whose latitudes differ by more than half a degree is longer than ``shortLineLimit``
    /// on every meridian and is declined before any of it is computed.
    public struct Lines: Sendable {
        /// The start.
        public let start: Coordinate
        @usableFromInline let sine: Double
        @usableFromInline let cosine: Double
        @usableFromInline let sineSquared: Double
        /// `e² / w₀`, with `w₀ = 1 − e² sin²φ₀`: turns a change of sin² into `t`.
        @usableFromInline let change: Double
        /// The prime vertical and meridian radii at the start, times π/180 so that they take degrees.
        @usableFromInline let primeVertical: Double
        @usableFromInline let meridian: Double
        @usableFromInline let measurable: Bool
        /// For ``roughly(to:)``, per degree of latitude difference: `M′₀ h` (h = half of it, in
        /// radians) on the meridian's radius; the parallel's radius `N₀ cos φ₀` and `−M₀ sin φ₀ h`
        /// on it, all times π/180.
        @usableFromInline let meridianSlope: Double
        @usableFromInline let parallel: Double
        @usableFromInline let parallelSlope: Double

        /// Prepares lines from a start.
        ///
        /// - Parameter start: Where every line begins.
        public init(from start: Coordinate) {
            self.start = start
            let latitude = start.latitude * (Double.pi / 180)
            sine = sin(latitude)
            cosine = cos(latitude)
            sineSquared = sine * sine
            let eccentricitySquared = flattening * (2 - flattening)
            let w = 1 - eccentricitySquared * sineSquared
            change = eccentricitySquared / w
            let radian = Double.pi / 180
            primeVertical = equatorialRadius / w.squareRoot() * radian
            meridian = equatorialRadius * (1 - eccentricitySquared) / (w * w.squareRoot()) * radian
            measurable = abs(start.latitude) <= shortLineLatitudeLimit
            // M′ = 3 M e² sin φ cos φ / w, and h = Δφ π/360 for Δφ in degrees.
            meridianSlope = meridian * 1.5 * eccentricitySquared * sine * cosine / w * radian
            parallel = primeVertical * cosine
            parallelSlope = -meridian * sine * (radian / 2)
        }

        /// The line to an end, as ``Geodesic/shortLine(from:to:)`` gives it (to within a few units
        /// in the last place, far inside its error bound).
        ///
        /// - Parameter end: Where the line ends.
        /// - Returns: The length and its bound, or `nil` where ``Geodesic/shortLine(from:to:)``
        ///   declines.
        @inlinable
        public func to(_ end: Coordinate) -> ShortLine? {
            let latitudeDifference = end.latitude - start.latitude
            guard measurable, abs(end.latitude) <= shortLineLatitudeLimit, abs(latitudeDifference) <= 0.5 else {
                return nil
            }
            let half = latitudeDifference * (Double.pi / 360)
            let square = half * half
            let halfSine = half * (1 - square * (1.0 / 6) * (1 - square * (1.0 / 20)))
            let halfCosine = 1 - square * 0.5 * (1 - square * (1.0 / 12) * (1 - square * (1.0 / 30)))
            let meanSine = sine * halfCosine + cosine * halfSine
            let meanCosine = cosine * halfCosine - sine * halfSine
            let t = (sineSquared - meanSine * meanSine) * change
            let inverseRoot = 1 - t * (0.5 - t * (0.375 - t * 0.3125))
            let inverseRootCubed = 1 - t * (1.5 - t * (1.875 - t * 2.1875))
            var longitudeDifference = end.longitude - start.longitude
            if longitudeDifference > 180 { longitudeDifference -= 360 }
            if longitudeDifference < -180 { longitudeDifference += 360 }
            let north = meridian * inverseRootCubed * latitudeDifference
            let east = primeVertical * inverseRoot * meanCosine * longitudeDifference
            let distance = (north * north + east * east).squareRoot()
            guard distance <= shortLineLimit else { return nil }
            return ShortLine(distance: distance, maximumError: shortLineBound(distance))
        }

        /// The line to an end at a third of the cost of ``to(_:)``, with a bound a few percent
        /// looser: for a query that measures a city's thousands of places and needs most of the
        /// lengths only to tell that a place is inside a radius and far from the first rows.
        ///
        /// The short line's two radii at the mean latitude, `M(φₘ)` for the meridian and
        /// `N(φₘ) cos φₘ` for the parallel, are taken to first order from the start's, `φₘ − φ₀`
        /// being half the latitude difference `h`: `M₀ + M′₀ h`, and `N₀ cos φ₀ − M₀ sin φ₀ h`
        /// (the parallel's radius changes at `−M sin φ`). The remainders are at most `h²/2` times
        /// the largest second derivatives anywhere, `|M″| < 1.4e5 m` and
        /// `|(N cos φ)″| = |M′ sin φ + M cos φ| < 6.5e6 m`; with `h = Δφ/2` in radians the length
        /// is off the short line's by at most `1.75e4 |Δφ|³ + 8.125e5 |Δλ| Δφ²` metres, which is
        /// `Δφ² (0.094 |Δφ| + 4.33 |Δλ|)` with the differences in degrees (rounded up). That is
        /// added to the short line's bound, taken with 1 % to spare and `1e-12 d` for rounding:
        /// at most a few percent of it within 50 km up to ±80°.
        ///
        /// - Parameter end: Where the line ends.
        /// - Returns: The length and its bound, or `nil` where ``to(_:)`` declines (or just past
        ///   ``Geodesic/shortLineLimit``).
        @inlinable
        public func roughly(to end: Coordinate) -> ShortLine? {
            let latitudeDifference = end.latitude - start.latitude
            guard measurable, abs(end.latitude) <= shortLineLatitudeLimit, abs(latitudeDifference) <= 0.5 else {
                return nil
            }
            var longitudeDifference = end.longitude - start.longitude
            if longitudeDifference > 180 { longitudeDifference -= 360 }
            if longitudeDifference < -180 { longitudeDifference += 360 }
            let north = latitudeDifference * (meridian + meridianSlope * latitudeDifference)
            let east = longitudeDifference * (parallel + parallelSlope * latitudeDifference)
            let distance = (north * north + east * east).squareRoot()
            let remainder =
                latitudeDifference * latitudeDifference
                * (0.094 * abs(latitudeDifference) + 4.33 * abs(longitudeDifference))
            guard distance + remainder <= shortLineLimit else { return nil }
            return ShortLine(
                distance: distance, maximumError: shortLineBound(distance) + 1e-12 * distance + 1.01 * remainder)
        }
    }
}
