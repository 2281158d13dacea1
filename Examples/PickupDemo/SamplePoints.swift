import PlacePicker
import PlaceSamples
import Places

/// The Helsinki sample's pickup points as an app would hand its own to the picker: mapped field by
/// field from its backend type (here the sample's `Place`) to ``PlacePicker/PickupPoint``.
enum SamplePoints {
    /// Why the sample could not be read (a packaging error: a resource missing from the bundle).
    struct LoadError: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// Reads the embedded sample.
    ///
    /// - Returns: Its points, or why they cannot be read.
    static func load() -> Result<[PickupPoint], LoadError> {
        do {
            let catalog = try HelsinkiSample.load().catalog
            return .success(catalog.places.map { point(from: $0, defaultTimeZone: catalog.defaultTimeZone) })
        } catch {
            return .failure(LoadError(description: "The Helsinki sample could not be read: \(error)"))
        }
    }

    /// One sample place as a pickup point.
    ///
    /// - Parameters:
    ///   - place: The place.
    ///   - defaultTimeZone: The zone of hours without one.
    /// - Returns: The point.
    static func point(from place: Place, defaultTimeZone: String?) -> PickupPoint {
        let stepFree: Bool? =
            switch place.wheelchair {
            case .yes: true
            case .no: false
            case .limited, .unknown: nil
            }
        return PickupPoint(
            id: place.id, name: place.name, latitude: place.coordinate.latitude,
            longitude: place.coordinate.longitude, street: place.address.street,
            houseNumber: place.address.houseNumber, postcode: place.address.postcode, city: place.address.city,
            category: place.categories.first ?? "parcel_locker", openingHours: place.openingHours,
            timeZone: place.timeZone ?? defaultTimeZone, isStepFree: stepFree)
    }
}
