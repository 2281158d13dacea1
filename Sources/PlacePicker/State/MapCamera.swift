import Geodesy

/// What the map shows: a centre and a whole zoom level (Web Mercator, 256-pixel tiles).
///
/// Zoom and pan move in discrete steps driven by buttons, so no gesture is ever needed.
public struct MapCamera: Sendable, Hashable, Codable {
    /// The lowest zoom level: the whole world.
    public static let minimumZoom = 0
    /// The highest zoom level: a street.
    public static let maximumZoom = 19

    /// The centre of the view.
    public var center: Coordinate
    /// The zoom level, ``minimumZoom``…``maximumZoom``.
    public var zoom: Int

    /// Creates a camera; the zoom is clamped to the valid range.
    ///
    /// - Parameters:
    ///   - center: Centre.
    ///   - zoom: Zoom level.
    public init(center: Coordinate, zoom: Int) {
        self.center = center
        self.zoom = min(MapCamera.maximumZoom, max(MapCamera.minimumZoom, zoom))
    }

    /// The camera one step further in, or `nil` at the maximum.
    public var zoomedIn: MapCamera? {
        zoom < MapCamera.maximumZoom ? MapCamera(center: center, zoom: zoom + 1) : nil
    }

    /// The camera one step further out, or `nil` at the minimum.
    public var zoomedOut: MapCamera? {
        zoom > MapCamera.minimumZoom ? MapCamera(center: center, zoom: zoom - 1) : nil
    }

    /// The camera moved by a third of a viewport of the given size in a direction.
    ///
    /// - Parameters:
    ///   - direction: Where to move.
    ///   - viewportPixels: The map's size in pixels along the moving axis.
    /// - Returns: The moved camera (latitude stays inside the Web Mercator square).
    public func panned(_ direction: PanDirection, viewportPixels: Double = 768) -> MapCamera {
        let worldPixels = 256 * Double(1 << zoom)
        let step = viewportPixels / 3 / worldPixels
        var (x, y) = WebMercator.worldPoint(center)
        switch direction {
        case .north: y -= step
        case .south: y += step
        case .east: x += step
        case .west: x -= step
        }
        return MapCamera(center: WebMercator.coordinate(x: x, y: min(1, max(0, y))), zoom: zoom)
    }
}

// MARK: - Pan directions

/// A direction the map can be moved in with a button.
public enum PanDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Up.
    case north
    /// Down.
    case south
    /// Right.
    case east
    /// Left.
    case west
}
