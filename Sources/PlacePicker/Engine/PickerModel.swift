import Foundation
import Geodesy
import OpeningHours
import PickerFormatting
import PickerLocalization
import PlaceNaming
import PlaceQuery
import PlaceQueryModel
import Places
import ShopOffers

/// The picker: one function from a state (and an action) to the ``Screen`` every front end shows.
///
/// The web pages, the JSON API, `placepicker nearest` and the SwiftUI views only render the screen
/// this value computes, so they cannot disagree: the list and the map are two views of one visible
/// set, its counts and summary describe what is shown, and a place has one name everywhere. Time
/// comes from the injected clock or an explicit instant; nothing here reads the system clock.
///
/// Sections, one file each: the model (here); the screen (`+Screen`); actions (`+Actions`); rows
/// and states (`+Rows`); the map (`+Map`); cards and hours (`+Cards`); addresses (`+Addresses`).
public struct PickerModel: Sendable {
    /// The query engine over the catalog.
    public let engine: PlaceEngine
    /// Vocabulary, default origin and constants.
    public let configuration: PickerConfiguration
    /// The language and regional conventions of every string.
    public let locale: PickerLocale
    let clock: @Sendable () -> Date
    let localizer: Localizer
    /// The places' unique names, made once per catalog and shared by every language.
    let names: PlaceNames
    /// Days' hours in words, kept across screens in this model's language.
    let dayHours = DayHoursMemo()

    /// Creates a picker.
    ///
    /// - Parameters:
    ///   - engine: The query engine.
    ///   - configuration: Vocabulary and defaults.
    ///   - locale: Language and conventions.
    ///   - clock: The current instant (tests pass a fixed one).
    /// - Complexity: O(n) for the n places' unique names.
    public init(
        engine: PlaceEngine, configuration: PickerConfiguration, locale: PickerLocale,
        clock: @escaping @Sendable () -> Date
    ) {
        self.init(
            engine: engine, configuration: configuration, locale: locale, clock: clock,
            names: PlaceNames(catalog: engine.catalog, hasCarriers: !engine.carriers.isEmpty))
    }

    private init(
        engine: PlaceEngine, configuration: PickerConfiguration, locale: PickerLocale,
        clock: @escaping @Sendable () -> Date, names: PlaceNames
    ) {
        self.engine = engine
        self.configuration = configuration
        self.locale = locale
        self.clock = clock
        self.localizer = Localizer(locale: locale)
        self.names = names
    }

    /// The same picker speaking another language.
    ///
    /// - Parameter locale: The locale.
    /// - Returns: A picker sharing the engine and the names.
    public func localized(_ locale: PickerLocale) -> PickerModel {
        PickerModel(engine: engine, configuration: configuration, locale: locale, clock: clock, names: names)
    }

    /// The same picker with a change to its configuration (the page's own offers, say).
    ///
    /// - Parameter change: Changes the configuration.
    /// - Returns: A picker sharing the engine and the names.
    public func configured(_ change: (inout PickerConfiguration) -> Void) -> PickerModel {
        var configuration = configuration
        change(&configuration)
        return PickerModel(engine: engine, configuration: configuration, locale: locale, clock: clock, names: names)
    }

    /// The same picker over another engine: a new version of this one's places (``PlaceEngine/applying(_:)``
    /// of the same base) keeps the unique names made for the base, so nothing O(n) is redone;
    /// the places changed or added since then are named by their own name. An engine over
    /// another base gets its own names made.
    ///
    /// - Parameter engine: The new engine.
    /// - Returns: A picker over it, with this one's configuration, language and clock.
    /// - Complexity: O(1) for an engine sharing this one's base; else O(n) for the names.
    public func replacingEngine(_ engine: PlaceEngine) -> PickerModel {
        PickerModel(
            engine: engine, configuration: configuration, locale: locale, clock: clock,
            names: engine.sharesBase(with: self.engine)
                ? names : PlaceNames(catalog: engine.catalog, hasCarriers: !engine.carriers.isEmpty))
    }

    /// The current instant from the clock.
    public var now: Date { clock() }

    /// The state a fresh picker starts in: list view, default origin, no filters, nothing selected.
    ///
    /// - Returns: The initial state.
    public func initialState() -> PickerState {
        var state = PickerState(origin: configuration.defaultOrigin)
        state.filters.parcel = configuration.parcel
        return state
    }

    /// How many places the picker has (in its engine's current version).
    public var placeCount: Int { engine.placeCount }

    /// Whether a place has this id (in the engine's current version; a deleted place has none).
    ///
    /// - Parameter id: The id.
    /// - Returns: Whether it does.
    public func hasPlace(id: String) -> Bool { engine.position(ofID: id) != nil }

    /// A place as a state's query sees it (distance, opening state, offer), whether or not the
    /// state's filters hide it.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - state: The state.
    ///   - instant: The instant.
    /// - Returns: The result, or `nil` for an unknown id.
    public func result(forID id: String, in state: PickerState, at instant: Date) -> PlaceResult? {
        engine.result(forID: id, query: query(for: state, at: instant))
    }

    /// The country most of the places are in, whose conventions set the default units: the
    /// first place's in the engine's current version (a place changed or deleted since the base
    /// was built counts as it is now), or `nil` when there are none or its country is unknown.
    public var dataCountry: String? {
        guard engine.placeCount > 0 else { return nil }
        // A version with places holds one at some position from 0 on; deleted ones hold none.
        var position = 0
        while engine.place(at: position) == nil { position += 1 }
        return engine.place(at: position).flatMap { engine.zone(forID: $0.id)?.country }
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

    /// The query a state asks: the whole visible set with its counts, and the list's page.
    ///
    /// - Parameters:
    ///   - state: The state.
    ///   - instant: The instant.
    /// - Returns: The query.
    public func query(for state: PickerState, at instant: Date) -> Query {
        var query = Query(
            origin: state.origin.coordinate, instant: instant, filters: state.filters, sort: state.sort,
            limit: state.limit, maximumDistance: configuration.searchRadius)
        switch state.sort {
        case .price: query.ranking = ranking(within: configuration.walkingDistance) { $0.price.map(Self.number) }
        case .delivery: query.ranking = ranking(within: nil) { $0.delivery.map { Double($0.dayNumber) } }
        case .distance, .name, .closingTime: break
        }
        return query
    }

    /// The offers as the engine's ranking: one key per carrier and category from `key`.
    func ranking(within: Double?, key: (Offer) -> Double?) -> PlaceRanking {
        var keys: [String: [String: Double]] = [:]
        for (carrier, offers) in configuration.offers.carriers {
            var byCategory: [String: Double] = [:]
            if let value = key(offers.offer) { byCategory[""] = value }
            for (category, offer) in offers.byCategory {
                // A category whose offer has no key ranks with the keyless places, not its carrier's.
                byCategory[category] = key(offer) ?? .infinity
            }
            keys[carrier] = byCategory
        }
        return PlaceRanking(keys: keys, within: within)
    }

    /// A price as a number to order by.
    static func number(_ price: Decimal) -> Double { NSDecimalNumber(decimal: price).doubleValue }

    /// A carrier's name as its points give it (`DHL`), else its key.
    ///
    /// - Parameter key: The carrier key (`dhl`).
    /// - Returns: The name.
    public func carrierName(_ key: String) -> String { names.carrierNames[key] ?? key }

    /// The name every front end shows for a place (unique in the catalog, see ``PlaceNames``).
    ///
    /// - Parameter place: The place.
    /// - Returns: Its name.
    public func name(of place: Place) -> String {
        names.name(position: engine.position(ofID: place.id), place: place)
    }

    /// The name every front end shows for a result's place: found by the catalog position the
    /// engine gave the result, not by looking its id up.
    ///
    /// - Parameter result: A result of this model's engine.
    /// - Returns: Its name.
    func name(of result: PlaceResult) -> String {
        guard let position = result.position, engine.holds(position: position) else {
            return name(of: result.place)
        }
        return names.name(position: position, place: result.place)
    }
}
