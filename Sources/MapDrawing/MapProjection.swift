import Foundation
import Geodesy
import PlacePicker

/// Places coordinates on a fixed-size SVG viewport for a ``MapCamera`` (Web Mercator, 256-px tiles).
struct MapProjection: Sendable {
    let camera: MapCamera
    let width: Double
    let height: Double
    private let centerX: Double
    private let centerY: Double
    private let scale: Double

    init(camera: MapCamera, width: Double, height: Double) {
        self.camera = camera
        self.width = width
        self.height = height
        let center = WebMercator.worldPoint(camera.center)
        centerX = center.x
        centerY = center.y
        scale = 256 * pow(2, Double(camera.zoom))
    }

    /// Viewport pixel of a coordinate; the shorter way round the antimeridian is used.
    func point(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        point(world: WebMercator.worldPoint(coordinate))
    }

    /// Viewport pixel of a point already in world coordinates (``WebMercator/worldPoint(_:)``):
    /// what the basemap keeps, so drawing it is a multiply and an add per vertex.
    func point(world: (x: Double, y: Double)) -> (x: Double, y: Double) {
        var dx = world.x - centerX
        if dx > 0.5 { dx -= 1 } else if dx < -0.5 { dx += 1 }
        return (dx * scale + width / 2, (world.y - centerY) * scale + height / 2)
    }

    /// Whether a pixel lies inside the viewport, with a margin for symbols on the edge.
    func isVisible(_ point: (x: Double, y: Double), margin: Double = 12) -> Bool {
        point.x >= -margin && point.x <= width + margin && point.y >= -margin && point.y <= height + margin
    }

    /// Ground metres per pixel at the camera's centre latitude.
    var metresPerPixel: Double {
        2 * .pi * 6_378_137 * cos(camera.center.latitude * .pi / 180) / scale
    }

    /// A scale bar: a round length (1, 2 or 5 × 10ⁿ metres) that is at most `maximumPixels` long.
    func scaleBar(maximumPixels: Double = 120) -> (metres: Double, pixels: Double) {
        let maximumMetres = metresPerPixel * maximumPixels
        let magnitude = pow(10, floor(log10(maximumMetres)))
        let metres = [5.0, 2, 1].map { $0 * magnitude }.first { $0 <= maximumMetres } ?? magnitude
        return (metres, metres / metresPerPixel)
    }
}
