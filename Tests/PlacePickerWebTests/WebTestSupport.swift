import Foundation
import PlacePicker
import PlaceQuery
import PlaceSamples
import Places

@testable import PlacePickerWeb

/// The web app over the embedded sample at a fixed instant: Monday 30 November 2026, 10:00 in
/// Helsinki (08:00 UTC).
enum WebFixture {
    static let instant = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z

    /// The sample's engine; the sample is part of the package, so loading cannot fail in a test
    /// run (an empty catalog would make every assertion below fail loudly).
    static let engine: PlaceEngine = {
        let catalog = (try? HelsinkiSample.load().catalog) ?? Places.Catalog(importing: ImportResult())
        return PlaceEngine(catalog: catalog, country: HelsinkiSample.country, referenceDate: instant)
    }()

    static func app(locale: String = "en-GB", returnURL: String? = nil) -> WebApp {
        let configuration = PickerConfiguration(
            defaultOrigin: Origin(
                coordinate: HelsinkiSample.stationCoordinate, source: .default, label: HelsinkiSample.stationName),
            attribution: HelsinkiSample.attribution)
        let picker = Picker(
            engine: engine, configuration: configuration, locale: PickerLocale(identifier: locale) ?? .fallback,
            clock: { instant })
        return WebApp(picker: picker, configuration: WebConfiguration(returnURL: returnURL, fixedInstant: instant))
    }

    static func get(_ target: String, headers: [(name: String, value: String)] = [], app: WebApp = WebFixture.app())
        -> WebResponse
    {
        app.handle(WebRequest.target(target, headers: headers))
    }
}
