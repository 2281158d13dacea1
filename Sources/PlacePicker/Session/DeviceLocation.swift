import Geodesy

/// What the device can say about where the person is, as the picker needs it.
///
/// The picker never asks for location permission itself: that is the app's decision, made where
/// the app can explain why. It uses the location when the app is already authorized, and offers
/// an address field otherwise.
public enum DeviceLocation: Sendable, Hashable {
    /// The app has not been authorized yet (or nobody has asked): offer the address field.
    case notAuthorized
    /// Authorized, and a fix has been requested.
    case locating
    /// The device's position.
    case located(Coordinate)
    /// Location services are off, denied or restricted, or no fix could be had.
    case unavailable
}
