#if canImport(SwiftUI) && canImport(MapKit)
import CoreLocation
import Geodesy

extension Coordinate {
    /// The same point as a Core Location coordinate, for MapKit.
    public var coreLocationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// Creates a coordinate from a Core Location one.
    ///
    /// Core Location marks "no location" with `kCLLocationCoordinate2DInvalid` (latitude and longitude −180),
    /// so the latitude is validated rather than trusted: the result is `nil` when the latitude is outside
    /// −90…90 or a value is not finite.
    ///
    /// - Parameter coordinate: A Core Location coordinate.
    public init?(_ coordinate: CLLocationCoordinate2D) {
        do {
            try self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
        } catch {
            return nil
        }
    }
}
#endif
