import Foundation
import Geodesy
import PickerFormatting
import PlacePicker
import PlacePickerSession
import PlaceQuery
import PlaceSamples
import Places

/// Inputs for the presentation tests: pickup points an app might pass, the Helsinki sample, a fixed clock.
enum UIFixture {
    /// Monday 2026-11-30 10:00 in Helsinki (08:00Z).
    static let monday = Date(timeIntervalSince1970: 1_796_025_600)

    /// Helsinki central railway station, the origin of the tests.
    static let station = Origin(
        coordinate: HelsinkiSample.stationCoordinate, source: .default, label: HelsinkiSample.stationName)

    /// A coordinate a number of metres north and east of the station.
    static func offset(north: Double, east: Double = 0) -> (latitude: Double, longitude: Double) {
        let origin = HelsinkiSample.stationCoordinate
        let metresPerDegree = 111_320.0
        return (
            origin.latitude + north / metresPerDegree,
            origin.longitude + east / (metresPerDegree * cos(origin.latitude * .pi / 180))
        )
    }

    /// A pickup point, open around the clock unless told otherwise.
    static func point(_ id: String, _ name: String, north: Double, east: Double = 0, hours: String = "24/7")
        -> PickupPoint
    {
        let (latitude, longitude) = offset(north: north, east: east)
        return PickupPoint(
            id: id, name: name, latitude: latitude, longitude: longitude, openingHours: hours,
            timeZone: "Europe/Helsinki")
    }

    /// Three lockers at one spot 400 m north (a cluster no zoom can split), and two kiosks elsewhere.
    static let spotPoints: [PickupPoint] =
        (0..<3).map { point("spot-\($0)", "Locker \($0 + 1)", north: 400) } + [
            point("south", "Kiosk south", north: -900),
            point("east", "Kiosk east", north: 0, east: 700),
        ]

    /// The options every test picker uses: the station as origin, Helsinki time, Finnish holidays.
    static let options = EmbeddingOptions(origin: station, defaultTimeZone: "Europe/Helsinki", country: "FI")

    /// A picker over pickup points.
    static func picker(_ points: [PickupPoint] = spotPoints, language: String = "en-GB") throws -> PickerModel {
        try PickerModel(
            points: points, options: options, locale: PickerLocale.negotiated(from: [language]), clock: { monday })
    }

    /// A presentation over pickup points, as the embedding initializers make it.
    @MainActor
    static func presentation(_ points: [PickupPoint] = spotPoints, language: String = "en-GB") throws
        -> PickerPresentation
    {
        PickerPresentation.embedding(try picker(points, language: language), continuing: nil)
    }

    /// The Helsinki sample catalog, loaded once.
    static let sample: Catalog = {
        do { return try HelsinkiSample.load().catalog } catch {
            fatalError("The Helsinki sample does not load: \(error)")
        }
    }()

    /// A picker over the Helsinki sample (which has addresses to search).
    static func samplePicker(language: String = "en-GB") -> PickerModel {
        let engine = PlaceEngine(catalog: sample, country: HelsinkiSample.country, referenceDate: monday)
        let configuration = PickerConfiguration(defaultOrigin: station, attribution: HelsinkiSample.attribution)
        return PickerModel(
            engine: engine, configuration: configuration, locale: PickerLocale.negotiated(from: [language]),
            clock: { monday })
    }

    /// A presentation over the Helsinki sample, as an app that brings its own session gets it.
    @MainActor
    static func samplePresentation(language: String = "en-GB", limit: Int = PickerState.defaultLimit)
        -> PickerPresentation
    {
        let picker = samplePicker(language: language)
        var state = picker.initialState()
        state.limit = limit
        return PickerPresentation(session: PickerSession(picker: picker, state: state))
    }
}
