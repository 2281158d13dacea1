import Foundation

/// What a Web Mercator map shows: a centre and a zoom level.
///
/// At zoom z the world is 256 · 2^z pixels wide (256-pixel tiles). Zoom may be fractional; use
/// ``tileZoom`` where whole tiles are needed.
public struct MapViewport: Sendable, Hashable {
    /// The coordinate in the middle of the map.
    public var center: Coordinate
    /// The zoom level, 0 (whole world in one tile) and up; fractional values are allowed.
    public var zoom: Double

    /// Creates a viewport.
    ///
    /// - Parameters:
    ///   - center: The coordinate in the middle of the map.
    ///   - zoom: The zoom level; negative values are treated as 0.
    public init(center: Coordinate, zoom: Double) {
        self.center = center
        self.zoom = max(0, zoom)
    }

    /// The zoom rounded down to a whole level, for choosing tiles: 11.7 → 11.
    public var tileZoom: Int { Int(zoom.rounded(.down)) }

    /// The area a map of the given size shows around the centre.
    ///
    /// Longitudes wrap: a view across the antimeridian gives a box with `west > east`, and a view
    /// wider than the world covers every longitude. Latitudes stop at ±``WebMercator/maximumLatitude``.
    ///
    /// - Parameters:
    ///   - width: Map width in pixels.
    ///   - height: Map height in pixels.
    /// - Returns: The visible box.
    public func bounds(width: Double, height: Double) -> BoundingBox {
        let size = WebMercator.worldSize(zoom: zoom)
        let middle = WebMercator.worldPoint(center)
        let halfWidth = max(0, width) / 2 / size
        let halfHeight = max(0, height) / 2 / size
        let north = WebMercator.coordinate(x: 0.5, y: middle.y - halfHeight).latitude
        let south = WebMercator.coordinate(x: 0.5, y: middle.y + halfHeight).latitude
        guard halfWidth < 0.5 else {
            return BoundingBox(uncheckedSouth: south, west: -180, north: north, east: 180)
        }
        let west = Coordinate.normalizedLongitude((middle.x - halfWidth - 0.5) * 360)
        let east = Coordinate.normalizedLongitude((middle.x + halfWidth - 0.5) * 360)
        return BoundingBox(uncheckedSouth: south, west: west, north: north, east: east)
    }

    /// Where a coordinate appears on a map of the given size, in pixels from its top-left corner.
    ///
    /// The coordinate is placed on the copy of the world nearest to the centre, so a point just
    /// across the antimeridian from the centre appears just beside it.
    ///
    /// - Parameters:
    ///   - coordinate: The point to place.
    ///   - width: Map width in pixels.
    ///   - height: Map height in pixels.
    /// - Returns: `(x, y)`; values outside 0…width or 0…height are off the map.
    public func position(of coordinate: Coordinate, width: Double, height: Double) -> (x: Double, y: Double) {
        let size = WebMercator.worldSize(zoom: zoom)
        let middle = WebMercator.worldPoint(center)
        let point = WebMercator.worldPoint(coordinate)
        let dx = remainder(point.x - middle.x, 1)
        return (width / 2 + dx * size, height / 2 + (point.y - middle.y) * size)
    }

    /// The coordinate under a pixel of a map of the given size.
    ///
    /// - Parameters:
    ///   - x: Pixels from the left edge.
    ///   - y: Pixels from the top edge.
    ///   - width: Map width in pixels.
    ///   - height: Map height in pixels.
    /// - Returns: The coordinate (latitudes clamp at the edge of the world).
    public func coordinate(atX x: Double, y: Double, width: Double, height: Double) -> Coordinate {
        let size = WebMercator.worldSize(zoom: zoom)
        let middle = WebMercator.worldPoint(center)
        return WebMercator.coordinate(x: middle.x + (x - width / 2) / size, y: middle.y + (y - height / 2) / size)
    }
}
