import Foundation
import Geodesy
import PickerFormatting
import PickerLocalization
import PlaceQuery
import Places

extension PickerModel {
    /// A picker over an app's own places, with everything else defaulted: the engine a
    /// `PlacePickerView(places:selection:onConfirm:)` builds.
    ///
    /// - Parameters:
    ///   - places: The places; ids must be unique.
    ///   - options: Noun, wording, origin or address, zone, attribution.
    ///   - locale: The language of every string.
    ///   - clock: The current instant (default: the system clock; tests pass a fixed one).
    /// - Throws: ``PickerInputError/duplicateID(_:)`` naming the first repeated id.
    /// - Complexity: O(n log n) for the n places' index, plus reading each `opening_hours` once.
    public init(
        places: [Place], options: EmbeddingOptions = EmbeddingOptions(), locale: PickerLocale,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(PickerInputError) {
        let catalog: Catalog
        do {
            catalog = try Catalog(places: places, defaultTimeZone: options.defaultTimeZone)
        } catch {
            throw .duplicateID(error)
        }
        let engine = PlaceEngine(catalog: catalog, country: options.country, referenceDate: clock())
        let origin =
            options.origin
            ?? Origin(
                coordinate: Self.middle(of: places), source: .default,
                label: Localizer(locale: locale).string(.areaMiddle))
        var configuration = PickerConfiguration(
            noun: options.noun, action: options.action, defaultOrigin: origin, attribution: options.attribution)
        configuration.parcel = options.parcel
        configuration.offers = options.offers
        self.init(engine: engine, configuration: configuration, locale: locale, clock: clock)
        if let address = options.address, !address.allSatisfy(\.isWhitespace) {
            let start = self.origin(forAddress: address)
            self = configured { $0.defaultOrigin = start }
        }
    }

    /// A picker over an app's pickup points, checked one by one.
    ///
    /// - Parameters:
    ///   - points: The points.
    ///   - options: Noun, wording, origin, zone, attribution.
    ///   - locale: The language.
    ///   - clock: The current instant.
    /// - Throws: ``PickerInputError`` for the first point that is not valid, or a repeated id.
    public init(
        points: [PickupPoint], options: EmbeddingOptions = EmbeddingOptions(), locale: PickerLocale,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(PickerInputError) {
        var places: [Place] = []
        places.reserveCapacity(points.count)
        for (index, point) in points.enumerated() { places.append(try point.place(index: index)) }
        try self.init(places: places, options: options, locale: locale, clock: clock)
    }

    /// The middle of the places' latitude and longitude ranges (a city's or a country's places do
    /// not straddle the antimeridian); the zero point of latitude and longitude for no places.
    static func middle(of places: [Place]) -> Coordinate {
        guard let first = places.first?.coordinate else { return Coordinate(uncheckedLatitude: 0, longitude: 0) }
        var south = first.latitude
        var north = first.latitude
        var west = first.longitude
        var east = first.longitude
        for place in places.dropFirst() {
            south = min(south, place.coordinate.latitude)
            north = max(north, place.coordinate.latitude)
            west = min(west, place.coordinate.longitude)
            east = max(east, place.coordinate.longitude)
        }
        return Coordinate(uncheckedLatitude: (south + north) / 2, longitude: (west + east) / 2)
    }
}
