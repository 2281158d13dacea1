import Foundation
import Geodesy
import PlaceQuery
import PlaceSamples
import Places

@testable import PickerFormatting
@testable import PlacePicker

/// Shared inputs: the Helsinki sample, fixed instants, and pickers in every language.
enum Fixture {
    /// The six languages every golden file is written in.
    static let languages = ["en-GB", "en-US", "de", "fi", "sv", "fr"]

    /// Monday 2026-11-30 10:00 in Helsinki (08:00Z).
    static let monday = instant("2026-11-30T08:00:00Z")
    /// Sunday 2026-11-29 12:00 in Helsinki.
    static let sunday = instant("2026-11-29T10:00:00Z")
    /// Finnish Independence Day, Sunday 2026-12-06 12:00 in Helsinki.
    static let independenceDay = instant("2026-12-06T10:00:00Z")
    /// Monday 2026-11-30 20:45 in Helsinki: many places close at 21:00.
    static let lateEvening = instant("2026-11-30T18:45:00Z")
    /// Tuesday 2026-12-01 03:00 in Helsinki.
    static let night = instant("2026-12-01T01:00:00Z")

    /// The named instants, in the order golden files list them.
    static let namedInstants: [(name: String, instant: Date)] = [
        ("Monday 10:00", monday), ("Sunday 12:00", sunday), ("Independence Day 12:00", independenceDay),
        ("Monday 20:45", lateEvening), ("Tuesday 03:00", night),
    ]

    /// The Helsinki sample catalog, loaded once.
    static let sample: Catalog = {
        do { return try HelsinkiSample.load().catalog } catch {
            fatalError("The Helsinki sample does not load: \(error)")
        }
    }()

    /// The query engine over the sample.
    static let sampleEngine = PlaceEngine(catalog: sample, country: HelsinkiSample.country, referenceDate: monday)

    /// The default origin: Helsinki central railway station.
    static let station = Origin(
        coordinate: HelsinkiSample.stationCoordinate, source: .default, label: HelsinkiSample.stationName)

    /// The sample's configuration: pickup points, "Pick up here".
    static let configuration = PickerConfiguration(defaultOrigin: station, attribution: HelsinkiSample.attribution)

    /// An instant from ISO 8601 text (tests only; a typo is a test bug).
    static func instant(_ text: String) -> Date {
        guard let date = ISO8601DateFormatter().date(from: text) else { fatalError("Bad test instant \(text)") }
        return date
    }

    /// A locale from a tag (tests only).
    static func locale(_ tag: String) -> PickerLocale {
        guard let locale = PickerLocale(identifier: tag) else { fatalError("Unknown test locale \(tag)") }
        return locale
    }

    /// A picker over an engine, in a language, with a clock fixed at an instant.
    static func picker(
        _ tag: String = "en-GB", engine: PlaceEngine = sampleEngine, configuration: PickerConfiguration = configuration,
        at instant: Date = monday
    ) -> PickerModel {
        PickerModel(engine: engine, configuration: configuration, locale: locale(tag), clock: { instant })
    }

    /// The initial state with room for every sample place on one page.
    static func allRowsState(_ picker: PickerModel) -> PickerState {
        var state = picker.initialState()
        state.limit = 100
        return state
    }
}
