import Foundation
import Geodesy
import PlaceQuery
import Places

/// The picker engine: turns states into screens and actions into new states, in one language.
///
/// Every front end (web, SwiftUI, command line) asks this value what to show and say, so they
/// all say the same things and every sentence is tested once. Time comes from the injected clock
/// or an explicit instant; nothing here reads the system clock.
public struct PickerModel: Sendable {
    /// The query engine over the catalog.
    public let engine: PlaceEngine
    /// Vocabulary, default origin and constants.
    public let configuration: PickerConfiguration
    /// The language and regional conventions of every string.
    public let locale: PickerLocale
    let clock: @Sendable () -> Date
    let localizer: Localizer

    /// Creates a picker.
    ///
    /// - Parameters:
    ///   - engine: The query engine.
    ///   - configuration: Vocabulary and defaults.
    ///   - locale: Language and conventions.
    ///   - clock: The current instant (tests pass a fixed one).
    public init(
        engine: PlaceEngine, configuration: PickerConfiguration, locale: PickerLocale,
        clock: @escaping @Sendable () -> Date
    ) {
        self.engine = engine
        self.configuration = configuration
        self.locale = locale
        self.clock = clock
        self.localizer = Localizer(locale: locale)
    }

    /// The same picker speaking another language.
    ///
    /// - Parameter locale: The locale.
    /// - Returns: A picker sharing the engine.
    public func localized(_ locale: PickerLocale) -> PickerModel {
        PickerModel(engine: engine, configuration: configuration, locale: locale, clock: clock)
    }

    /// The current instant from the clock.
    public var now: Date { clock() }

    /// The state a fresh picker starts in: list view, default origin, no filters, nothing selected.
    ///
    /// - Returns: The initial state.
    public func initialState() -> PickerState { PickerState(origin: configuration.defaultOrigin) }

    /// Address search for setting the origin without a map.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: At most this many.
    /// - Returns: Ranked addresses.
    public func addressMatches(for text: String, limit: Int = 10) -> [AddressMatch] {
        engine.addressSearch.search(text, limit: limit)
    }

    /// The origin for a chosen address.
    ///
    /// - Parameter match: The chosen address.
    /// - Returns: An origin set by address, labelled with the address.
    public func origin(for match: AddressMatch) -> Origin {
        Origin(coordinate: match.coordinate, source: .address, label: match.label)
    }

    /// A localized string for a phrase.
    ///
    /// - Parameter phrase: The phrase.
    /// - Returns: The text.
    public func text(_ phrase: Phrase) -> String { localizer.string(phrase) }

    /// A localized string for a key without arguments.
    ///
    /// - Parameter key: The key.
    /// - Returns: The text.
    public func text(_ key: TextKey) -> String { localizer.string(key) }

    /// The query a state asks.
    ///
    /// - Parameters:
    ///   - state: The state.
    ///   - instant: The instant.
    /// - Returns: The query.
    public func query(for state: PickerState, at instant: Date) -> Query {
        Query(
            origin: state.origin.coordinate, instant: instant, filters: state.filters, sort: state.sort,
            limit: state.limit, maximumDistance: configuration.searchRadius)
    }
}
