import Foundation

extension WebMercator {
    /// The viewport that shows a whole box as large as possible in a map of the given size.
    ///
    /// Works in projected (world) units, so the centre is the middle of the box on the map, not
    /// its middle latitude; a box across the antimeridian is centred across it. A box of zero size
    /// (one point) gets `maxZoom`.
    ///
    /// - Parameters:
    ///   - box: What must be visible.
    ///   - width: Map width in pixels.
    ///   - height: Map height in pixels.
    ///   - padding: Pixels to keep free on every side; at most half the map is given up to it.
    ///   - maxZoom: The largest zoom to use, for example 18.
    /// - Returns: The centre and the fractional zoom, in 0…`maxZoom`.
    public static func fit(
        _ box: BoundingBox, width: Double, height: Double, padding: Double = 0, maxZoom: Double = 18
    ) -> MapViewport {
        let westX = worldPoint(Coordinate(uncheckedLatitude: 0, longitude: box.west)).x
        let spanX = box.longitudeSpan / 360
        let northY = worldPoint(Coordinate(uncheckedLatitude: box.north, longitude: 0)).y
        let southY = worldPoint(Coordinate(uncheckedLatitude: box.south, longitude: 0)).y
        let spanY = southY - northY
        var centerX = (westX + spanX / 2).truncatingRemainder(dividingBy: 1)
        if centerX < 0 { centerX += 1 }
        let center = coordinate(x: centerX, y: (northY + southY) / 2)

        // Sizes that are not finite count as 1 pixel, so the zoom is always a number.
        let margin = padding.isFinite ? max(0, padding) : 0
        let usableWidth = width.isFinite ? max(width / 2, width - 2 * margin, 1) : 1
        let usableHeight = height.isFinite ? max(height / 2, height - 2 * margin, 1) : 1
        var zoom = maxZoom
        if spanX > 0 { zoom = min(zoom, log2(usableWidth / (spanX * tileSize))) }
        if spanY > 0 { zoom = min(zoom, log2(usableHeight / (spanY * tileSize))) }
        return MapViewport(center: center, zoom: max(0, zoom))
    }

    /// The viewport that shows every coordinate as large as possible in a map of the given size.
    ///
    /// The points are first fitted with ``BoundingBox/init(fitting:)``, which takes the narrow way
    /// across the antimeridian when that is shorter. A single point (or many at one place) gets
    /// `maxZoom`.
    ///
    /// - Parameters:
    ///   - coordinates: What must be visible.
    ///   - width: Map width in pixels.
    ///   - height: Map height in pixels.
    ///   - padding: Pixels to keep free on every side.
    ///   - maxZoom: The largest zoom to use.
    /// - Returns: The viewport, or `nil` when there are no coordinates.
    /// - Complexity: O(n log n) for n coordinates.
    public static func fit(
        _ coordinates: some Sequence<Coordinate>, width: Double, height: Double, padding: Double = 0,
        maxZoom: Double = 18
    ) -> MapViewport? {
        guard let box = BoundingBox(fitting: coordinates) else { return nil }
        return fit(box, width: width, height: height, padding: padding, maxZoom: maxZoom)
    }
}
