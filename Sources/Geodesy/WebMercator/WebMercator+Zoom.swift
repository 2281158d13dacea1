import Foundation

extension WebMercator {
    /// Width and height of one map tile in pixels.
    public static let tileSize = 256.0

    /// Circumference of the Web Mercator sphere at the equator, 2π · 6 378 137 m.
    public static let equatorialCircumference = 2 * Double.pi * 6_378_137

    /// Width (and height) of the whole world in pixels at a zoom level: 256 · 2^zoom.
    ///
    /// - Parameter zoom: Zoom level; fractional values are allowed.
    /// - Returns: Pixels.
    public static func worldSize(zoom: Double) -> Double {
        tileSize * exp2(zoom)
    }

    /// The global pixel position of a coordinate at a zoom level, from the top-left corner of the
    /// world (the antimeridian at about 85.05° N).
    ///
    /// - Parameters:
    ///   - coordinate: The point.
    ///   - zoom: Zoom level; fractional values are allowed.
    /// - Returns: `(x, y)` in 0…256 · 2^zoom.
    public static func pixel(_ coordinate: Coordinate, zoom: Double) -> (x: Double, y: Double) {
        let world = worldPoint(coordinate)
        let size = worldSize(zoom: zoom)
        return (world.x * size, world.y * size)
    }

    /// The coordinate at a global pixel position at a zoom level.
    ///
    /// - Parameters:
    ///   - x: Pixels east of the antimeridian; values outside the world wrap around.
    ///   - y: Pixels south of the top edge; clamped to the world.
    ///   - zoom: Zoom level; fractional values are allowed.
    /// - Returns: The coordinate.
    public static func coordinate(pixelX x: Double, pixelY y: Double, zoom: Double) -> Coordinate {
        let size = worldSize(zoom: zoom)
        return coordinate(x: x / size, y: y / size)
    }

    /// Ground metres covered by one pixel at a latitude and zoom level (the scale of the map).
    ///
    /// Web Mercator stretches by 1 / cos φ, so a pixel covers 156 543.03 m · cos φ / 2^zoom.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - zoom: Zoom level; fractional values are allowed.
    /// - Returns: Metres per pixel.
    public static func metersPerPixel(latitude: Double, zoom: Double) -> Double {
        let clamped = min(maximumLatitude, max(-maximumLatitude, latitude))
        return Degrees.sinCos(clamped).cos * equatorialCircumference / worldSize(zoom: zoom)
    }
}
