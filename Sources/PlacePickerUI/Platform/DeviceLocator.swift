#if canImport(SwiftUI) && canImport(MapKit)
import Foundation
import Geodesy
import PlacePicker
import PlacePickerSession

import CoreLocation

// The device location comes from `CLLocationManager`
// (https://developer.apple.com/documentation/corelocation/cllocationmanager), through exactly these
// documented members: `authorizationStatus` (…/cllocationmanager/authorizationstatus-swift.property),
// `requestLocation()` (…/cllocationmanager/requestlocation()), `desiredAccuracy`, and the delegate's
// `locationManagerDidChangeAuthorization(_:)`, `locationManager(_:didUpdateLocations:)` and
// `locationManager(_:didFailWithError:)` (which `requestLocation()` requires).

/// The device's location for the picker's origin, read only when the app is already authorized:
/// the picker never asks for permission itself (that is the app's decision, made where it can say why).
@MainActor
enum DeviceLocator {
    /// What the device says, as it changes: the authorization first, then a fix when authorized.
    /// The stream ends when the task reading it is cancelled.
    ///
    /// - Returns: The location states.
    static func locations() -> AsyncStream<DeviceLocation> {
        let (stream, continuation) = AsyncStream<DeviceLocation>.makeStream()
        let reader = LocationReader(continuation: continuation)
        continuation.onTermination = { _ in
            Task { @MainActor in reader.stop() }
        }
        reader.start()
        return stream
    }
}

/// One location manager, reporting to a stream. Core Location calls the delegate on the thread
/// that created the manager, the main thread here, which the `@preconcurrency` conformance checks.
@MainActor
private final class LocationReader: NSObject {
    private let manager = CLLocationManager()
    private let continuation: AsyncStream<DeviceLocation>.Continuation

    init(continuation: AsyncStream<DeviceLocation>.Continuation) {
        self.continuation = continuation
        super.init()
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.delegate = self
    }

    func start() { report(manager.authorizationStatus) }

    func stop() { manager.delegate = nil }

    private func report(_ status: CLAuthorizationStatus) {
        switch status {
        case .notDetermined:
            continuation.yield(.notAuthorized)
        case .denied, .restricted:
            continuation.yield(.unavailable)
        default:
            continuation.yield(.locating)
            manager.requestLocation()
        }
    }
}

extension LocationReader: @preconcurrency CLLocationManagerDelegate {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        report(manager.authorizationStatus)
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last, let coordinate = Coordinate(last.coordinate) else { return }
        continuation.yield(.located(coordinate))
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        continuation.yield(.unavailable)
    }
}
#endif
