#if canImport(SwiftUI) && canImport(MapKit)
import Foundation
import Geodesy
import MapKit
import PlacePicker
import SwiftUI

// `MapKit.MapCamera` has the same name, so the picker's camera is always spelled with its module.
extension PlacePicker.MapCamera {
    /// The map size in points that the discrete zoom levels are converted for when the real size is not
    /// known: a phone-sized map in portrait.
    public static var nominalViewport: CGSize { CGSize(width: 390, height: 560) }

    /// The region this camera shows on a map of the given size.
    ///
    /// Web Mercator with 256-point tiles: at zoom `z` the world is `256 · 2^z` points wide, so the
    /// longitude span is `360° · width / (256 · 2^z)`. The latitude span is measured by projecting the
    /// centre, moving half the height up and down in world units and projecting back, because Mercator
    /// stretches latitude away from the equator.
    ///
    /// - Parameter viewport: The map's size in points.
    /// - Returns: The region, with the longitude span capped at 360°.
    /// - Complexity: O(1).
    public func region(viewport: CGSize = nominalViewport) -> MKCoordinateRegion {
        let worldPoints = 256 * pow(2, Double(zoom))
        let longitudeDelta = min(360, 360 * Double(viewport.width) / worldPoints)
        let point = WebMercator.worldPoint(center)
        let halfHeight = Double(viewport.height) / 2 / worldPoints
        let north = WebMercator.coordinate(x: point.x, y: point.y - halfHeight).latitude
        let south = WebMercator.coordinate(x: point.x, y: point.y + halfHeight).latitude
        let span = MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: longitudeDelta)
        return MKCoordinateRegion(center: center.coreLocationCoordinate, span: span)
    }

    /// The MapKit camera position that shows this camera's region.
    ///
    /// - Parameter viewport: The map's size in points.
    /// - Returns: A region position.
    public func cameraPosition(viewport: CGSize = nominalViewport) -> MapCameraPosition {
        .region(region(viewport: viewport))
    }

    /// The nearest discrete camera to a MapKit region, for example after a pinch.
    ///
    /// Inverts ``region(viewport:)`` on the longitude span: `z = log2(360° · width / (256 · span))`,
    /// rounded to the nearest whole level and clamped to ``minimumZoom``…``maximumZoom``. The result is
    /// `nil` when the region's centre is not a valid coordinate or its span is not positive.
    ///
    /// - Parameters:
    ///   - region: A region from MapKit.
    ///   - viewport: The map's size in points.
    public init?(region: MKCoordinateRegion, viewport: CGSize = nominalViewport) {
        guard let center = Coordinate(region.center), region.span.longitudeDelta > 0 else { return nil }
        let zoom = log2(360 * Double(viewport.width) / (256 * region.span.longitudeDelta))
        guard zoom.isFinite else { return nil }
        self.init(center: center, zoom: Int(zoom.rounded()))
    }

    /// The nearest discrete camera to a MapKit camera position that is a region (as
    /// ``cameraPosition(viewport:)`` makes, and as MapKit reports after a gesture when asked for the
    /// region). The result is `nil` for positions that follow the user or show an item or a 3D camera.
    ///
    /// - Parameters:
    ///   - position: A MapKit camera position.
    ///   - viewport: The map's size in points.
    public init?(position: MapCameraPosition, viewport: CGSize = nominalViewport) {
        guard let region = position.region else { return nil }
        self.init(region: region, viewport: viewport)
    }
}
#endif
