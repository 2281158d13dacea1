import Foundation

/// The Web Mercator projection (EPSG:3857) used by slippy maps, in normalized world units.
///
/// A world point has `x` and `y` in 0…1: `x` grows east from the antimeridian, `y` grows south from
/// the top edge at about 85.0511° N. At zoom `z` a map with 256-pixel tiles is `256 · 2^z` pixels wide,
/// so pixel = world · 256 · 2^z.
public enum WebMercator {
    /// The latitude where the square world ends, about 85.05113°.
    public static let maximumLatitude = 85.051_128_779_806_59

    /// Projects a coordinate to normalized world units.
    ///
    /// Latitudes beyond ±``maximumLatitude`` are clamped to the edge.
    /// - Parameter coordinate: The point.
    /// - Returns: `(x, y)` in 0…1.
    public static func worldPoint(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        let x = coordinate.longitude / 360 + 0.5
        let latitude = min(maximumLatitude, max(-maximumLatitude, coordinate.latitude))
        let sinLatitude = sin(latitude * .pi / 180)
        let y = 0.5 - 0.25 * log((1 + sinLatitude) / (1 - sinLatitude)) / .pi
        return (x, min(1, max(0, y)))
    }

    /// The coordinate at a normalized world point.
    ///
    /// - Parameters:
    ///   - x: 0…1 west to east (values outside wrap around).
    ///   - y: 0…1 north to south (clamped).
    /// - Returns: The coordinate.
    public static func coordinate(x: Double, y: Double) -> Coordinate {
        let clampedY = min(1, max(0, y))
        let longitude = (x - 0.5) * 360
        let latitude = atan(sinh(.pi * (1 - 2 * clampedY))) * 180 / .pi
        return Coordinate(uncheckedLatitude: latitude, longitude: longitude)
    }
}
