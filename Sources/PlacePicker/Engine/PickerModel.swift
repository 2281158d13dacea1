import Foundation
import Geodesy
import Locking
import OpeningHours
import PlaceQuery
import Places

/// The picker: one function from a state (and an action) to the ``Screen`` every front end shows.
///
/// The web pages, the JSON API, `placepicker nearest` and the SwiftUI views only render the screen
/// this value computes, so they cannot disagree: the list and the map are two views of one visible
/// set, its counts and summary describe what is shown, and a place has one name everywhere. Time
/// comes from the injected clock or an explicit instant; nothing here reads the system clock.
///
/// Sections: the model; the screen; actions; rows and states; the map; cards and hours.
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
            names: PlaceNames(catalog: engine.catalog))
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
            names: engine.sharesBase(with: self.engine) ? names : PlaceNames(catalog: engine.catalog))
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

    /// The query a state asks: the whole visible set with its counts, and the list's page.
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

// MARK: - The screen

extension PickerModel {
    /// Everything a state shows and says, at the clock's current instant.
    ///
    /// - Parameter state: The state.
    /// - Returns: The screen.
    public func screen(for state: PickerState) -> Screen { screen(for: state, at: clock()) }

    /// Everything a state shows and says at an instant, computed once: the visible set and its
    /// summary, the list's rows (a prefix of the set, or a cluster's members), the map's pins and
    /// clusters over the whole set inside the camera's viewport, the selection and what to say.
    ///
    /// - Parameters:
    ///   - state: The state.
    ///   - instant: The instant for opening states.
    ///   - announcement: What to announce with this screen (actions pass theirs).
    ///   - parts: The parts a front end shows besides the list and the summary (``ScreenParts``):
    ///     the web page leaves out the rows' facts, the JSON API and `placepicker nearest` the map
    ///     too. Everything else is the same, and a listed cluster's members are still found
    ///     (``MapScreen/isDrawn``).
    /// - Returns: The screen.
    public func screen(
        for state: PickerState, at instant: Date, announcement: Announcement? = nil, parts: ScreenParts = .all
    ) -> Screen {
        let drawsMap = parts.contains(.map)
        let query = query(for: state, at: instant)
        let results = engine.results(for: query)
        let camera = state.camera ?? fittingCamera(for: results.places, origin: state.origin.coordinate)
        // The layer holds the listed cluster's members: made without a map only when one is listed.
        let layer =
            drawsMap || state.expandedClusterID != nil
            ? engine.mapLayer(
                for: results, in: viewportBounds(camera), zoom: camera.zoom, radius: Self.clusterRadius,
                maxZoom: Self.clusterMaxZoom) : nil
        // The list: the set's first rows, or the members of the listed cluster.
        var listed = results.places
        var scope: ClusterScope?
        if let key = state.expandedClusterID, let cluster = layer?.cluster(key: key) {
            listed = engine.results(positions: cluster.members, query: query)
            scope = ClusterScope(
                key: key,
                summary: text(
                    Phrase(
                        .summaryAtOneSpot,
                        [
                            "count": .count(cluster.members.count), "total": .count(results.matchingCount),
                            "open": .count(cluster.openCount), "noun": .noun(configuration.noun),
                        ])),
                showAllTitle: text(Phrase(.showAllPlaces, ["noun": .noun(configuration.noun)])))
        }
        let words = RowWords(self, facts: parts.contains(.rowFacts))
        let rows = listed.map { row(for: $0, isSelected: $0.id == state.selectedID, at: instant, words: words) }
        let summary = summary(for: results, state: state, at: instant)
        // The selection, named and described even when filters hide it.
        var selectedRow = rows.first { $0.id == state.selectedID }
        var selectedResult = listed.first { $0.id == state.selectedID }
        var notice: SelectionNotice?
        if let id = state.selectedID, selectedRow == nil, let result = engine.result(forID: id, query: query) {
            selectedResult = result
            selectedRow = row(for: result, isSelected: true, at: instant, words: words)
        }
        if let id = state.selectedID, let row = selectedRow, let position = engine.position(ofID: id),
            !results.includes(position: position)
        {
            notice = SelectionNotice(
                text: text(Phrase(.selectedHiddenByFilters, ["noun": .noun(configuration.noun)])) + ": " + row.title,
                actionTitle: text(.showIt))
        }
        let map: MapScreen
        if drawsMap, let layer {
            map = mapScreen(
                layer: layer, results: results, camera: camera, state: state, rows: zip(rows, listed).map { $0 },
                at: instant)
        } else {
            map = undrawnMap(camera: camera, state: state)
        }
        return Screen(
            state: state, instant: instant, summary: summary, rows: rows, results: listed, map: map,
            filters: filterPanel(for: results, state: state), labels: controlLabels(), selectionNotice: notice,
            selectedRow: selectedRow, selectedResult: selectedResult, clusterScope: scope,
            hasMore: scope == nil && results.hasMore,
            originText: text(Phrase(.distancesFrom, ["name": .text(state.origin.label)])),
            attribution: configuration.attribution, languageTag: locale.identifier, announcement: announcement)
    }

    /// The summary sentence for results: counts, the nearest open place by its unique name,
    /// what "Open now" hides, and a way out when nothing matches.
    ///
    /// - Parameters:
    ///   - results: The results.
    ///   - state: The state.
    ///   - instant: The instant.
    /// - Returns: The summary.
    public func summary(for results: Results, state: PickerState, at instant: Date) -> Summary {
        let noun = configuration.noun
        var sentences: [String] = []
        var suggestion: PickerAction?
        var suggestionTitle: String?
        if results.matchingCount == 0 {
            // "None open now" only when open-now is what empties the list; a search or category
            // that matches nothing says so even with open-now on.
            if state.filters.openNow, matchesIgnoringOpenNow(state: state, at: instant) {
                sentences.append(text(Phrase.noneOpen(noun: noun)))
                if let next = nextOpenings(state: state, at: instant) {
                    sentences.append(
                        text(
                            next.isToday
                                ? Phrase.openLaterToday(count: next.count, from: next.time)
                                : Phrase.openTomorrow(count: next.count, from: next.time)))
                }
                suggestion = .toggleOpenNow
            } else {
                sentences.append(text(Phrase(.summaryNoMatches, ["noun": .noun(noun)])))
                suggestion = .showSelected
            }
            suggestionTitle = text(.showAllQuestion)
        } else {
            if state.filters.openNow && results.openCount == results.matchingCount {
                // "20 pickup points open now.", not "20 pickup points, 20 open now."
                sentences.append(
                    text(Phrase(.summaryOpenOnly, ["count": .count(results.matchingCount), "noun": .noun(noun)])))
            } else {
                sentences.append(
                    text(Phrase.summaryCounts(count: results.matchingCount, open: results.openCount, noun: noun)))
            }
            if let nearest = results.nearestOpen {
                sentences.append(
                    text(
                        Phrase.nearestOpen(
                            name: name(of: nearest), noun: noun, meters: nearest.distance,
                            direction: nearest.direction)))
            }
        }
        if results.hiddenUnknownCount > 0 {
            sentences.append(text(Phrase.unknownHoursHidden(count: results.hiddenUnknownCount, noun: noun)))
        }
        return Summary(
            text: sentences.joined(separator: " "), matchingCount: results.matchingCount,
            openCount: results.openCount, unknownCount: results.unknownCount,
            hiddenUnknownCount: results.hiddenUnknownCount, nearestOpenID: results.nearestOpen?.id,
            suggestion: suggestion, suggestionTitle: suggestionTitle)
    }

    /// Whether any place matches the state's filters (its search radius included) with "Open now"
    /// turned off.
    func matchesIgnoringOpenNow(state: PickerState, at instant: Date) -> Bool {
        var unfiltered = state
        unfiltered.filters.openNow = false
        unfiltered.limit = 1
        var query = query(for: unfiltered, at: instant)
        query.includeCounts = false
        return !engine.results(for: query).places.isEmpty
    }

    /// How many places (matching the other filters) open next, and from when: those opening later
    /// on the current date in their own zone when there are any (at 03:00, a place opening at 09:00
    /// opens *today*), else those opening on the next date.
    ///
    /// Days are bounded by each place's local midnights, so a 23- or 25-hour daylight-saving day is
    /// one day.
    func nextOpenings(state: PickerState, at instant: Date) -> (isToday: Bool, count: Int, time: LocalTime)? {
        var unfiltered = state
        unfiltered.filters.openNow = false
        unfiltered.limit = 10_000
        let all = engine.results(for: query(for: unfiltered, at: instant))
        var today: [LocalTime] = []
        var tomorrow: [LocalTime] = []
        for result in all.places {
            let zone = result.opening.timeZone
            let date = LocalDateTime(instant: instant, in: zone).date
            let endOfToday = date.adding(days: 1).start(in: zone)
            let endOfTomorrow = date.adding(days: 2).start(in: zone)
            guard let intervals = engine.intervals(forID: result.id, from: instant, to: endOfTomorrow),
                let first = intervals.first(where: {
                    $0.state.status == .open && $0.end > $0.start && $0.end > instant
                })
            else { continue }
            let opening = max(first.start, instant)
            let time = LocalDateTime(instant: opening, in: zone).time
            if opening < endOfToday {
                today.append(time)
            } else {
                tomorrow.append(time)
            }
        }
        if let earliest = today.min() { return (true, today.count, earliest) }
        if let earliest = tomorrow.min() { return (false, tomorrow.count, earliest) }
        return nil
    }

    func filterPanel(for results: Results, state: PickerState) -> FilterPanel {
        // The curated groups present (Places.ServiceCategory), "Other" last, plus any other value
        // the URL ticked (`cat=cafe`); the raw values stay searchable and filterable.
        let shown = engine.categories.filter {
            ServiceCategory(rawValue: $0.name) != nil || state.filters.categories.contains($0.name)
        }
        let ordered =
            shown.filter { $0.name != ServiceCategory.other.rawValue }
            + shown.filter {
                $0.name == ServiceCategory.other.rawValue
            }
        let categories = ordered.map { category in
            FilterPanel.CategoryOption(
                id: category.name, label: localizer.name(of: ServiceCategory(value: category.name)),
                count: results.categoryCounts[category.name] ?? 0,
                isOn: state.filters.categories.contains(category.name))
        }
        var panel = FilterPanel(
            legend: text(.filters), openNowLabel: text(.filterOpenNow), isOpenNow: state.filters.openNow,
            stepFreeLabel: text(.filterStepFree), isStepFreeOnly: state.filters.stepFreeOnly,
            categoriesLabel: text(.filterCategories), categories: categories, sortLabel: text(.sortBy),
            sortOptions: [
                .init(id: .distance, label: text(.sortDistance)), .init(id: .name, label: text(.sortName)),
                .init(id: .closingTime, label: text(.sortClosingTime)),
            ],
            sort: state.sort, searchLabel: text(Phrase(.searchPlaces, ["noun": .noun(configuration.noun)])),
            searchText: state.filters.text)
        if engine.hasAvailabilityData {
            panel.withSpaceLabel = text(.filterWithSpace)
            panel.isWithSpaceOnly = state.filters.withSpaceOnly
        }
        return panel
    }

    /// The controls' labels in this language.
    ///
    /// - Returns: The labels.
    public func controlLabels() -> ControlLabels {
        var pan: [PanDirection: String] = [:]
        for direction in PanDirection.allCases {
            pan[direction] = text(Phrase(.moveMap, ["direction": .direction(direction.compassDirection)]))
        }
        return ControlLabels(
            title: text(Phrase(.pageTitle, ["noun": .noun(configuration.noun)])), viewSwitch: text(.viewSwitch),
            list: text(.viewList), map: text(.viewMap), yourLocation: text(.yourLocation),
            useMyLocation: text(.useMyLocation), addressSearch: text(.searchAddress), zoomIn: text(.zoomIn),
            zoomOut: text(.zoomOut), pan: pan, resetCamera: text(.fitAll), showMore: text(.showMore),
            clearSelection: text(.clearSelection), confirm: text(.confirm), change: text(.change),
            placesRotor: text(.placesOnMap), originMarker: text(.yourLocation),
            resultsHeading: text(Phrase(.listHeading, ["noun": .noun(configuration.noun)])),
            applyFilters: text(.applyFilters), findAddress: text(.findAddress), chooseAddress: text(.chooseAddress),
            noAddressFound: text(.noAddressFound), skipToResults: text(.skipToResults), skipMap: text(.skipMap),
            problems: text(.problemsHeading), details: text(.details), back: text(.backToList),
            entranceNotes: text(.entranceNotes), yourChoice: text(.yourChoice),
            search: text(Phrase(.searchPlaces, ["noun": .noun(configuration.noun)])))
    }
}

// MARK: - Actions

extension PickerModel {
    /// Applies an action at the clock's current instant.
    ///
    /// - Parameters:
    ///   - action: What the person did.
    ///   - state: The state before.
    /// - Returns: The screen after, with what to announce.
    public func apply(_ action: PickerAction, to state: PickerState) -> Screen {
        apply(action, to: state, at: clock())
    }

    /// Applies an action: the next state, then its screen, computed once, with what to announce.
    ///
    /// Filter, search, sort and origin changes announce the new summary (so a screen reader user
    /// hears the result count after every change); selection announces the place, at high priority
    /// (it is the answer to the person's own action); view and camera changes announce what
    /// changed. The selection is kept through every action except ``PickerAction/clearSelection``.
    ///
    /// - Parameters:
    ///   - action: What the person did.
    ///   - state: The state before.
    ///   - instant: The instant.
    /// - Returns: The screen after.
    public func apply(_ action: PickerAction, to state: PickerState, at instant: Date) -> Screen {
        let (next, said) = transition(action, from: state, at: instant)
        var screen = screen(for: next, at: instant)
        screen.announcement = announcement(said, on: screen)
        return screen
    }

    /// The state an action leads to, without its screen: what a link or a button's form needs.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - state: The state before.
    ///   - instant: The instant.
    /// - Returns: The state ``apply(_:to:at:)`` shows.
    public func state(after action: PickerAction, from state: PickerState, at instant: Date) -> PickerState {
        transition(action, from: state, at: instant).state
    }

    /// What an action says, decided with the next state and worded with its screen.
    enum Said {
        case nothing
        case summary(prefix: String?)
        case sentence(String, Announcement.Priority)
        case camera(prefix: String?)
        case clusterMembers
        case showing
    }

    /// The next state and what to say about it.
    func transition(_ action: PickerAction, from state: PickerState, at instant: Date) -> (
        state: PickerState, said: Said
    ) {
        var next = state
        func summarized(_ prefix: String? = nil) -> (state: PickerState, said: Said) {
            next.expandedClusterID = nil
            next.camera = nil
            return (next, .summary(prefix: prefix))
        }
        switch action {
        case .select(let id):
            guard let result = engine.result(forID: id, query: query(for: state, at: instant)) else {
                return (state, .nothing)
            }
            let name = name(of: result)
            if result.unavailability != nil {
                return (state, .sentence("\(name): \(text(statePhrase(for: result, at: instant)))", .high))
            }
            next.selectedID = id
            return (next, .sentence(text(Phrase.announceSelected(name: name)), .high))
        case .clearSelection:
            next.selectedID = nil
            return (next, .sentence(text(.announceSelectionCleared), .normal))
        case .toggleOpenNow:
            next.filters.openNow.toggle()
            return summarized()
        case .setCategory(let category, let isOn):
            if isOn { next.filters.categories.insert(category) } else { next.filters.categories.remove(category) }
            return summarized()
        case .setStepFreeOnly(let isOn):
            next.filters.stepFreeOnly = isOn
            return summarized()
        case .setWithSpaceOnly(let isOn):
            next.filters.withSpaceOnly = isOn
            return summarized()
        case .search(let text):
            next.filters.text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return summarized()
        case .setSort(let sort):
            next.sort = sort
            return summarized()
        case .setOrigin(let origin):
            next.origin = origin
            return summarized(text(Phrase(.announceLocationSet, ["name": .text(origin.label)])))
        case .switchMode(let mode):
            next.mode = mode
            return (next, .sentence(text(mode == .map ? .announceMapView : .announceListView), .normal))
        case .zoomIn, .zoomOut:
            let camera = next.camera ?? fittedCamera(for: state, at: instant)
            guard let moved = action == .zoomIn ? camera.zoomedIn : camera.zoomedOut else { return (state, .nothing) }
            next.camera = moved
            return (next, .camera(prefix: text(action == .zoomIn ? .announceZoomedIn : .announceZoomedOut)))
        case .pan(let direction):
            let camera = next.camera ?? fittedCamera(for: state, at: instant)
            next.camera = camera.panned(direction, viewportPixels: configuration.mapViewport.height)
            return (next, .camera(prefix: text(Phrase.announceMoved(direction.compassDirection))))
        case .setCamera(let camera):
            next.camera = camera
            return (next, .camera(prefix: nil))
        case .resetCamera:
            // "Show all on the map": every place of the visible set, not only the listed rows
            // (which the default camera fits); no camera when that one shows them all already.
            let all = cameraShowingAll(for: state, at: instant)
            next.camera = all == fittedCamera(for: state, at: instant) ? nil : all
            return (next, .camera(prefix: nil))
        case .expandCluster(let key):
            let current = screen(for: state, at: instant)
            guard let cluster = current.map.clusters.first(where: { $0.id == key }) else { return (state, .nothing) }
            next = self.state(activating: cluster, on: current)
            // The members are listed where the cluster is (in the map view too): the summary says
            // it is a part of the set, and a "Show all" control leads back.
            if case .zoomIn = cluster.activation { return (next, .camera(prefix: text(.announceZoomedIn))) }
            return (next, .clusterMembers)
        case .collapseCluster:
            next.expandedClusterID = nil
            return (next, .summary(prefix: nil))
        case .showSelected:
            next.filters = PlaceFilters()
            next.expandedClusterID = nil
            // Fit the map again, and grow the page until the selected place is on it.
            next.camera = nil
            if let id = state.selectedID, let position = engine.position(ofID: id) {
                let all = engine.results(for: query(for: next, at: instant))
                if let index = all.matchingPositions.firstIndex(of: position), index >= next.limit {
                    next.limit = (index / PickerState.defaultLimit + 1) * PickerState.defaultLimit
                }
            }
            return summarized(text(.announceFiltersCleared))
        case .showMore:
            next.limit = state.limit + PickerState.defaultLimit
            return (next, .showing)
        }
    }

    /// The announcement for what an action says, worded with the screen it leads to.
    func announcement(_ said: Said, on screen: Screen) -> Announcement? {
        let noun = PhraseValue.noun(configuration.noun)
        switch said {
        case .nothing:
            return nil
        case .summary(let prefix):
            return Announcement(
                prefix.map { "\($0). \(screen.summary.text)" } ?? screen.summary.text, endsWithSummary: true,
                lead: prefix)
        case .sentence(let text, let priority):
            return Announcement(text, priority: priority)
        case .camera(let prefix):
            let showing = text(Phrase(.announceShowing, ["count": .count(screen.map.placeCount), "noun": noun]))
            return Announcement(prefix.map { "\($0). \(showing)" } ?? showing)
        case .clusterMembers:
            return Announcement(screen.clusterScope?.summary ?? screen.summary.text)
        case .showing:
            return Announcement(text(Phrase(.announceShowing, ["count": .count(screen.rows.count), "noun": noun])))
        }
    }

    /// The state after activating a cluster, for a link that does it without a round trip: zoomed
    /// in where it splits, or listing its members at the same camera (in either view).
    ///
    /// - Parameters:
    ///   - cluster: The cluster, from `screen`.
    ///   - screen: The screen it is on.
    /// - Returns: The next state (``apply(_:to:at:)`` with ``PickerAction/expandCluster(id:)``
    ///   reaches the same state and also says what changed).
    public func state(activating cluster: MapClusterItem, on screen: Screen) -> PickerState {
        var next = screen.state
        switch cluster.activation {
        case .zoomIn(let zoom):
            next.camera = MapCamera(center: cluster.coordinate, zoom: zoom)
        case .listMembers:
            next.expandedClusterID = cluster.id
            next.camera = screen.map.camera
        }
        return next
    }

    /// Applies several actions in order and computes one screen, announcing what the last action
    /// that said something says (worded with the final screen).
    ///
    /// - Parameters:
    ///   - actions: The actions.
    ///   - state: The state before.
    ///   - instant: The instant.
    ///   - parts: The parts of the final screen a front end shows (``ScreenParts``).
    /// - Returns: The final screen.
    public func apply(
        _ actions: [PickerAction], to state: PickerState, at instant: Date, parts: ScreenParts = .all
    ) -> Screen {
        var current = state
        var said = Said.nothing
        for action in actions {
            let step = transition(action, from: current, at: instant)
            current = step.state
            if case .nothing = step.said { continue }
            said = step.said
        }
        var screen = screen(for: current, at: instant, parts: parts)
        screen.announcement = announcement(said, on: screen)
        return screen
    }

    /// The camera a state without one shows: fitted to the list's first page and the origin.
    /// What the map shows of the visible set, in words: "495 of 1,519 pickup points on the map".
    ///
    /// - Parameter map: The map.
    /// - Returns: The sentence.
    public func mapCountText(_ map: MapScreen) -> String {
        text(
            Phrase(
                .mapShowsCount,
                [
                    "count": .count(map.placeCount), "total": .count(map.visibleSetCount),
                    "noun": .noun(configuration.noun),
                ]))
    }

    /// The camera that holds every place of the visible set (and the origin) in the viewport.
    func cameraShowingAll(for state: PickerState, at instant: Date) -> MapCamera {
        let results = engine.results(for: query(for: state, at: instant))
        let points =
            results.matchingPositions.compactMap { engine.place(at: $0)?.coordinate } + [state.origin.coordinate]
        let viewport = WebMercator.fit(
            points, width: configuration.mapViewport.width, height: configuration.mapViewport.height, padding: 40,
            maxZoom: 16)
        guard let viewport else { return MapCamera(center: state.origin.coordinate, zoom: 14) }
        return MapCamera(center: viewport.center, zoom: viewport.tileZoom)
    }

    func fittedCamera(for state: PickerState, at instant: Date) -> MapCamera {
        var query = query(for: state, at: instant)
        query.includeCounts = false
        return fittingCamera(for: engine.results(for: query).places, origin: state.origin.coordinate)
    }
}

// MARK: - Rows and states

extension PickerModel {
    /// One row: the place's unique name, where it is and its state in words, its address, and its
    /// select action with everything assistive technology says about it.
    ///
    /// - Parameters:
    ///   - result: The place and its computed facts.
    ///   - isSelected: Whether it is the selection.
    ///   - instant: The instant.
    /// - Returns: The row.
    public func row(for result: PlaceResult, isSelected: Bool, at instant: Date) -> PlaceRow {
        row(for: result, isSelected: isSelected, at: instant, words: RowWords(self))
    }

    /// The words every row of a screen shares, rendered once per screen rather than once per row.
    struct RowWords {
        let actionTitle: String
        let selected: String
        let selectHint: String
        let addressLabel: String
        let todayLabel: String
        let stepFreeLabel: String
        let stepFree: StepFreeAnswers<String>
        /// Whether rows get their facts (``PlaceRow/customContent``).
        let facts: Bool

        init(_ model: PickerModel, facts: Bool = true) {
            self.facts = facts
            actionTitle = model.text(model.configuration.action.buttonKey)
            selected = model.text(.selected)
            selectHint = model.text(Phrase(.selectHint, ["noun": .noun(model.configuration.noun)]))
            addressLabel = model.text(.cardAddress)
            todayLabel = model.text(.cardToday)
            stepFreeLabel = model.text(.filterStepFree)
            stepFree = PickerModel.stepFreeKeys.map { model.text($0) }
        }
    }

    /// One value per answer to "step-free?" (``WheelchairAccess``): the message keys, or a screen's
    /// words rendered from them once.
    struct StepFreeAnswers<Value: Sendable>: Sendable {
        var yes: Value
        var limited: Value
        var no: Value
        var unknown: Value

        /// The value for an answer.
        subscript(access: WheelchairAccess) -> Value {
            switch access {
            case .yes: yes
            case .limited: limited
            case .no: no
            case .unknown: unknown
            }
        }

        /// The same answers, each value transformed.
        func map<Other: Sendable>(_ transform: (Value) -> Other) -> StepFreeAnswers<Other> {
            StepFreeAnswers<Other>(
                yes: transform(yes), limited: transform(limited), no: transform(no), unknown: transform(unknown))
        }
    }

    /// The message of each answer: the one lookup behind a row's words and a card's fact.
    static let stepFreeKeys = StepFreeAnswers<TextKey>(
        yes: .answerYes, limited: .answerLimited, no: .answerNo, unknown: .answerUnknown)

    /// What a row and a map pin both say of a place: its unique name, its state, and the detail
    /// line ("120 m north, open until 18:00"). A pin that is not on the list needs only this, not
    /// a whole row.
    struct Headline {
        /// The unique name.
        let title: String
        /// The state, rendered.
        let stateText: String
        /// Distance, direction and state.
        let detail: String
    }

    func headline(for result: PlaceResult, at instant: Date) -> Headline {
        let state = statePhrase(for: result, at: instant)
        let stateText = text(state)
        let location = Phrase.location(meters: result.distance, direction: result.direction)
        return Headline(
            title: name(of: result), stateText: stateText,
            detail: text(Phrase.rowDetail(location: location, stateText: stateText)))
    }

    func row(for result: PlaceResult, isSelected: Bool, at instant: Date, words: RowWords) -> PlaceRow {
        let headline = headline(for: result, at: instant)
        let uniqueName = headline.title
        let stateText = headline.stateText
        let detail = headline.detail
        let address = result.place.address.singleLine
        let actionTitle = words.actionTitle
        let label = text(Phrase.selectLabel(configuration.action, name: uniqueName))
        let selectable = result.unavailability == nil
        let unavailable = result.unavailability == nil ? nil : stateText
        var value = [detail]
        if !address.isEmpty { value.append(address) }
        if isSelected { value.insert(words.selected, at: 0) }
        return PlaceRow(
            id: result.id, title: uniqueName, detail: detail, stateText: stateText,
            addressLine: address.isEmpty ? nil : address, stateKind: stateKind(for: result, at: instant),
            actionTitle: actionTitle, accessibilityLabel: label, inputLabels: [actionTitle, label, uniqueName],
            accessibilityValue: value.joined(separator: ", "),
            accessibilityHint: selectable ? words.selectHint : (unavailable ?? ""),
            isSelected: isSelected, isSelectable: selectable, unavailableReason: unavailable,
            customContent: words.facts ? customContent(for: result, at: instant, words: words) : [])
    }

    /// The styling kind of a result's state.
    ///
    /// - Parameters:
    ///   - result: The result.
    ///   - instant: The instant.
    /// - Returns: The kind.
    public func stateKind(for result: PlaceResult, at instant: Date) -> OpeningStateKind {
        if result.unavailability != nil { return .unavailable }
        switch result.opening.status {
        case .open:
            if let change = result.opening.nextChange,
                change.timeIntervalSince(instant) <= Double(configuration.closingSoonMinutes) * 60
            {
                return .closingSoon
            }
            return .open
        case .closed: return .closed
        case .unknown: return .unknown
        }
    }

    /// The opening state in words: "Open until 21:00", "Closes in 10 min · about 12 min away on
    /// foot", "Closed · opens Monday at 08:00", "Hours unknown · by appointment", "Full until Friday".
    ///
    /// - Parameters:
    ///   - result: The result.
    ///   - instant: The instant.
    /// - Returns: The phrase.
    public func statePhrase(for result: PlaceResult, at instant: Date) -> Phrase {
        let zone = result.opening.timeZone
        let now = LocalDateTime(instant: instant, in: zone)
        if let unavailable = result.unavailability {
            return unavailabilityPhrase(unavailable, now: now)
        }
        let base: Phrase
        switch result.opening.status {
        case .unknown:
            return Phrase.hoursUnknown(comment: result.opening.comment)
        case .open:
            if result.opening.isAlwaysOpen {
                base = Phrase(.open24Hours)
            } else if let change = result.opening.nextChange {
                let minutes = Int((change.timeIntervalSince(instant) / 60).rounded(.up))
                let walk = result.distance / configuration.walkingSpeed
                if minutes <= configuration.closingSoonMinutes || walk >= change.timeIntervalSince(instant) {
                    base = Phrase.closesIn(
                        minutes: max(1, minutes), walkingSeconds: walk >= change.timeIntervalSince(instant) ? walk : nil
                    )
                } else {
                    base = Phrase.openUntil(LocalDateTime(instant: change, in: zone), now: now)
                }
            } else {
                base = Phrase(.open24Hours)
            }
        case .closed:
            base = Phrase.closedUntil(
                opening: result.opening.nextChange.map { LocalDateTime(instant: $0, in: zone) }, now: now)
        }
        var phrase = base
        if let comment = result.opening.comment, !comment.isEmpty {
            phrase = Phrase(.stateWithComment, ["state": .phrase(base), "comment": .text(comment)])
        }
        // A locker that says it is nearly full (`capacity = 'low'` in the database).
        if result.place.properties[Unavailability.capacityKey]?.stringValue == "low" {
            phrase = Phrase(
                .stateWithComment, ["state": .phrase(phrase), "comment": .phrase(Phrase(.fewCompartmentsLeft))])
        }
        return phrase
    }

    private func unavailabilityPhrase(_ unavailable: Unavailability, now: LocalDateTime) -> Phrase {
        let until = unavailable.until.flatMap { LocalDate(iso: $0) }
        switch (unavailable.reason, until) {
        case (.full, let day?) where day.dayNumber - now.date.dayNumber < 7:
            return Phrase(.fullUntilWeekday, ["weekday": .weekday(day.weekday)])
        case (.full, let day?):
            return Phrase(.fullUntilDate, ["date": .date(day)])
        case (.full, nil):
            return Phrase(.fullNow)
        case (.closed, let day?):
            return Phrase(.closedUntilDate, ["date": .date(day)])
        case (.closed, nil):
            return Phrase(.temporarilyClosed)
        case (.disabled, _):
            return Phrase(.outOfService)
        case (.tooSmall, _):
            return Phrase(.tooSmallForParcel)
        }
    }

    /// Where a place is from the origin, localized: "350 m north-east".
    ///
    /// - Parameter result: The place.
    /// - Returns: The text.
    public func locationText(for result: PlaceResult) -> String {
        text(Phrase.location(meters: result.distance, direction: result.direction))
    }

    /// Distance alone, localized: "350 m".
    ///
    /// - Parameter meters: Metres.
    /// - Returns: The text.
    public func distanceText(meters: Double) -> String { localizer.string(.distance(meters: meters)) }

    func customContent(for result: PlaceResult, at instant: Date, words: RowWords) -> [LabeledText] {
        var content: [LabeledText] = []
        let address = result.place.address.singleLine
        if !address.isEmpty { content.append(LabeledText(label: words.addressLabel, value: address)) }
        if let today = todayHours(for: result.id, zone: result.opening.timeZone, at: instant) {
            content.append(LabeledText(label: words.todayLabel, value: today))
        }
        content.append(LabeledText(label: words.stepFreeLabel, value: words.stepFree[result.place.wheelchair]))
        return content
    }

    func stepFreeValue(_ access: WheelchairAccess) -> String { text(Self.stepFreeKeys[access]) }
}

// MARK: - The map

extension PickerModel {
    /// Clustering radius in pixels at 256-pixel tiles (the map's symbols are about 24–40 px).
    static let clusterRadius = 40.0
    /// The highest zoom at which places are still clustered; beyond it, places that share one
    /// spot are listed instead of split.
    static let clusterMaxZoom = 18

    /// The camera that shows the visible places and the origin.
    ///
    /// - Parameters:
    ///   - results: The visible places.
    ///   - origin: The origin.
    /// - Returns: A camera that fits them in the configured viewport (zoom 16 for one point).
    public func fittingCamera(for results: [PlaceResult], origin: Coordinate) -> MapCamera {
        let points = results.map(\.place.coordinate) + [origin]
        let viewport = WebMercator.fit(
            points, width: configuration.mapViewport.width, height: configuration.mapViewport.height, padding: 40,
            maxZoom: 16)
        guard let viewport else { return MapCamera(center: origin, zoom: 14) }
        return MapCamera(center: viewport.center, zoom: viewport.tileZoom)
    }

    /// The part of the world a camera shows in the configured viewport.
    ///
    /// - Parameter camera: The camera.
    /// - Returns: Its bounds.
    public func viewportBounds(_ camera: MapCamera) -> BoundingBox {
        MapViewport(center: camera.center, zoom: Double(camera.zoom)).bounds(
            width: configuration.mapViewport.width, height: configuration.mapViewport.height)
    }

    /// The map of a state inside any box at any zoom (the JSON API's `/api/clusters`): the same
    /// pins and clusters as ``screen(for:at:announcement:)`` gives for a camera, for a viewport the
    /// client measured itself.
    ///
    /// - Parameters:
    ///   - state: The state (its camera is ignored).
    ///   - box: The viewport.
    ///   - zoom: The zoom (0…19).
    ///   - instant: The instant.
    /// - Returns: The map.
    public func map(for state: PickerState, in box: BoundingBox, zoom: Int, at instant: Date) -> MapScreen {
        let results = engine.results(for: query(for: state, at: instant))
        let layer = engine.mapLayer(
            for: results, in: box, zoom: zoom, radius: Self.clusterRadius, maxZoom: Self.clusterMaxZoom)
        return mapScreen(
            layer: layer, results: results, camera: MapCamera(center: box.center, zoom: zoom), state: state,
            at: instant)
    }

    /// The map: every place of the visible set inside the viewport, as named pins and clusters
    /// that say what they hold.
    func mapScreen(
        layer: MapLayer, results: Results, camera: MapCamera, state: PickerState,
        rows: [(row: PlaceRow, result: PlaceResult)] = [],
        at instant: Date
    ) -> MapScreen {
        // A listed pin says what its row says (computed once); other pins need only a headline.
        // Found by its result's catalog position.
        var listedRows = [Int: PlaceRow](minimumCapacity: rows.count)
        for (row, result) in rows {
            if let position = result.position { listedRows[position] = row }
        }
        var pinPositions: [Int] = []
        var clusters: [MapCluster] = []
        for node in layer.nodes {
            switch node {
            case .place(let position): pinPositions.append(position)
            case .cluster(let cluster): clusters.append(cluster)
            }
        }
        // Where each pin stands in the visible order ("3rd nearest"), for pins and their order:
        // the engine's layer says so for every place it gathered from the visible set.
        let ranks =
            layer.placeRanks.count == pinPositions.count
            ? layer.placeRanks.map { $0 + 1 } : [Int](repeating: 0, count: pinPositions.count)
        // The page's places are already measured; only the other pins are.
        var measured = [Int: PlaceResult](minimumCapacity: results.places.count + pinPositions.count)
        for result in results.places {
            if let position = result.position { measured[position] = result }
        }
        let unmeasured = engine.results(positions: pinPositions.filter { measured[$0] == nil }, query: results.query)
        for result in unmeasured {
            if let position = result.position { measured[position] = result }
        }
        let pinResults = pinPositions.compactMap { measured[$0] }
        let pins = zip(ranks, pinResults).map { rank, result in
            // A listed place's words come from its row; any other pin needs only the headline.
            let said: (title: String, detail: String)
            if let position = result.position, let listed = listedRows[position] {
                said = (listed.title, listed.detail)
            } else {
                let headline = headline(for: result, at: instant)
                said = (headline.title, headline.detail)
            }
            return pin(
                title: said.title, detail: said.detail, result: result, isSelected: result.id == state.selectedID,
                position: rank, at: instant)
        }
        let selectedPosition = state.selectedID.flatMap(engine.position(ofID:))
        var clusterItems: [MapClusterItem] = []
        clusterItems.reserveCapacity(clusters.count)
        // The same for every cluster of the map: worded once.
        let listHint = text(.clusterHintList)
        let zoomHint = text(.clusterHintZoom)
        let numbers = NumberText(locale: locale)
        // A cluster says only its nearest member's name and distance: no opening state or bearing
        // is computed for it.
        let origin = results.query.origin
        for cluster in clusters {
            guard let nearest = cluster.members.first,
                let nearestMeters = engine.distance(toPosition: nearest, from: origin)
            else { continue }
            let activation: MapClusterItem.Activation =
                cluster.expansionZoom.map { .zoomIn(toZoom: $0) } ?? .listMembers
            let nearestName = engine.place(at: nearest).map { names.name(position: nearest, place: $0) } ?? ""
            var label = text(
                Phrase.cluster(
                    count: cluster.members.count, open: cluster.openCount, noun: configuration.noun,
                    nearestName: nearestName, nearestMeters: nearestMeters))
            // The selection inside a cluster is said, not only drawn (a thicker outline).
            let holdsSelection = selectedPosition.map(cluster.members.contains) ?? false
            if holdsSelection, let id = state.selectedID, let selected = engine.place(id: id) {
                label += ". " + text(Phrase(.clusterHoldsSelection, ["name": .text(name(of: selected))]))
            }
            var item = MapClusterItem(
                id: cluster.key, count: cluster.members.count, openCount: cluster.openCount,
                coordinate: cluster.coordinate, nearestName: nearestName, accessibilityLabel: label,
                accessibilityHint: activation == .listMembers ? listHint : zoomHint,
                visibleCount: numbers.integer(cluster.members.count), activation: activation,
                containsSelection: holdsSelection, memberIDs: cluster.members.map { engine.placeID(at: $0) ?? "" })
            item.listPosition = cluster.nearestRank + 1
            clusterItems.append(item)
        }
        var map = MapScreen(
            camera: camera, pins: pins, clusters: clusterItems, origin: state.origin.coordinate,
            canZoomIn: camera.zoomedIn != nil, canZoomOut: camera.zoomedOut != nil,
            attribution: mapAttribution, prefersMutedEmphasis: pins.count + clusterItems.count > 12,
            placeCount: layer.placeCount)
        map.visibleSetCount = results.matchingCount
        return map
    }

    /// The map of a screen asked for without one: its camera, origin and attribution, no pins.
    func undrawnMap(camera: MapCamera, state: PickerState) -> MapScreen {
        var map = MapScreen(
            camera: camera, pins: [], clusters: [], origin: state.origin.coordinate,
            canZoomIn: camera.zoomedIn != nil, canZoomOut: camera.zoomedOut != nil, attribution: mapAttribution,
            prefersMutedEmphasis: false)
        map.isDrawn = false
        return map
    }

    /// "Map data © …", in the page's language.
    var mapAttribution: String {
        text(Phrase(.mapAttribution, ["source": .text(PickerModel.withoutCopyrightSign(configuration.attribution))]))
    }

    /// A pin: named as its row is, then where it is and its state ("R-kioski, Kaivokatu, 50 m
    /// west · Hours unknown").
    func pin(
        title: String, detail: String, result: PlaceResult, isSelected: Bool, position: Int, at instant: Date
    ) -> MapPin {
        MapPin(
            id: result.id, title: title, accessibilityLabel: "\(title), \(detail)",
            glyph: glyph(for: result), coordinate: result.place.coordinate,
            stateKind: stateKind(for: result, at: instant), isSelected: isSelected, listPosition: position)
    }

    /// The category glyph: the first letter of the place's localized category name ("K" for a
    /// kiosk, "P" for a post office), so pins are told apart without colour.
    func glyph(for result: PlaceResult) -> String {
        let category = ServiceCategory(value: result.place.categories.first ?? "")
        return Self.glyphs[locale.language.ordinal][category] ?? ""
    }

    /// Every category's glyph in every language, made once: a category's name depends on the
    /// language alone, and a map has dozens of pins.
    private static let glyphs: [[ServiceCategory: String]] = Language.allCases.map { language in
        let localizer = Localizer(locale: PickerLocale(language: language))
        var glyphs: [ServiceCategory: String] = [:]
        for category in ServiceCategory.allCases {
            // "Other" gets no letter: an "O" in a circle reads as the "you are here" marker.
            glyphs[category] =
                category == .other ? "" : localizer.name(of: category).first.map { String($0).uppercased() } ?? "•"
        }
        return glyphs
    }

    /// "OpenStreetMap contributors" from "© OpenStreetMap contributors", so templates that add
    /// their own © don't show two.
    static func withoutCopyrightSign(_ attribution: String) -> String {
        var text = Substring(attribution)
        while let first = text.first, first == "©" || first == " " { text = text.dropFirst() }
        return String(text)
    }
}

extension MapLayer {
    /// The cluster with a key, if the layer has it.
    func cluster(key: String) -> MapCluster? {
        for node in nodes {
            if case .cluster(let cluster) = node, cluster.key == key { return cluster }
        }
        return nil
    }
}

extension PanDirection {
    /// The compass direction of the move.
    var compassDirection: CompassDirection {
        switch self {
        case .north: .north
        case .south: .south
        case .east: .east
        case .west: .west
        }
    }
}

// MARK: - Cards and hours

extension PickerModel {
    /// A place's detail card at the clock's instant.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - state: The state (origin, selection).
    /// - Returns: The card, or `nil` for an unknown id.
    public func card(for id: String, in state: PickerState) -> PlaceCard? { card(for: id, in: state, at: clock()) }

    /// A place's detail card: the week's hours (today first, holidays marked), address, phone,
    /// website, access, comments from the data, and where it is from the origin.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - state: The state (origin, selection).
    ///   - instant: The instant.
    /// - Returns: The card, or `nil` for an unknown id.
    public func card(for id: String, in state: PickerState, at instant: Date) -> PlaceCard? {
        guard let result = engine.result(forID: id, query: query(for: state, at: instant)) else { return nil }
        let row = self.row(for: result, isSelected: state.selectedID == id, at: instant)
        let place = result.place
        var facts: [LabeledText] = []
        if !place.address.singleLine.isEmpty {
            facts.append(LabeledText(label: text(.cardAddress), value: place.address.singleLine))
        }
        if let phone = place.phone { facts.append(LabeledText(label: text(.cardPhone), value: phone)) }
        if let website = place.website { facts.append(LabeledText(label: text(.cardWebsite), value: website)) }
        facts.append(LabeledText(label: text(.filterStepFree), value: stepFreeValue(place.wheelchair)))
        if let category = place.categories.first {
            facts.append(
                LabeledText(label: text(.categoryLabel), value: localizer.name(of: ServiceCategory(value: category))))
        }
        return PlaceCard(
            id: id, title: row.title, row: row, result: result,
            distanceText: text(Phrase.distanceFromYou(meters: result.distance, direction: result.direction)),
            hoursCaption: text(.cardHours), week: week(for: result, at: instant),
            facts: facts, comments: comments(for: result, at: instant), rawHours: place.openingHours)
    }

    /// Seven days from today in the place's zone, with each day's hours in words.
    ///
    /// - Parameters:
    ///   - result: The place.
    ///   - instant: Now.
    /// - Returns: Seven days, today first.
    public func week(for result: PlaceResult, at instant: Date) -> [PlaceCard.Day] {
        let zone = result.opening.timeZone
        let today = LocalDateTime(instant: instant, in: zone).date
        let calendar = CalendarWords(locale: locale)
        let holidays = engine.evaluationContext(forID: result.id)?.publicHolidays
        return (0..<7).map { offset in
            let day = today.adding(days: offset)
            let holiday = holidays?.holidays(in: day.year).first { $0.date == day }.map(holidayName(_:))
            return PlaceCard.Day(
                label: offset == 0 ? text(.cardToday) : calendar.weekday(day.weekday, style: .capitalized),
                dateText: calendar.date(day, style: .full),
                hoursText: hoursText(for: result.id, on: day, zone: zone) ?? text(.hoursUnknown),
                isToday: offset == 0, holidayName: holiday)
        }
    }

    /// The holiday's name in this language: the data's own name when the holiday has one in it
    /// (Finnish and Swedish for Finland, German for Germany), the English name on an English page,
    /// and otherwise the localized word for a public holiday ("Feiertag" for a Finnish holiday on
    /// a German page) rather than an English name in the middle of the page.
    func holidayName(_ holiday: Holiday) -> String {
        if locale.language == .english { return holiday.name }
        let code = locale.language.code
        let hasOwnName = holiday.names.keys.contains { $0.lowercased().prefix { $0 != "-" } == code }
        return hasOwnName ? holiday.name(for: code) : text(.cardHoliday)
    }

    private func comments(for result: PlaceResult, at instant: Date) -> [String] {
        var comments: [String] = []
        if let comment = result.opening.comment { comments.append(comment) }
        if engine.hasUnreadableHours(id: result.id), let raw = result.place.openingHours {
            comments.append("\(text(.asWrittenInData)): \(raw)")
        }
        if let note = result.place.properties["note"]?.stringValue { comments.append(note) }
        if let description = result.place.properties["description"]?.stringValue { comments.append(description) }
        return comments
    }

    /// One local day's hours of a place in words: "09:00–21:00", "Closed", "Open 24 hours",
    /// "Hours unknown"; `nil` when the place has no readable hours.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - day: The local day.
    ///   - zone: The place's zone.
    /// - Returns: The text.
    public func hoursText(for id: String, on day: LocalDate, zone: TimeZone) -> String? {
        guard let hours = engine.hoursIdentity(forID: id) else { return nil }
        let key = DayHoursMemo.Key(hours: hours, day: day.dayNumber, zone: zone)
        if let known = dayHours.table.withLock({ $0[key] }) { return known }
        // A stretch past midnight belongs to the day it starts on (DaySpans): "Friday 05:00–01:00".
        let window = DaySpans.window(for: day, zone: zone)
        guard let intervals = engine.intervals(forID: id, from: window.start, to: window.end) else { return nil }
        let text = DaySpans(intervals: intervals, day: day, zone: zone).text(localizer)
        dayHours.table.withLock { table in
            if table.count >= DayHoursMemo.capacity { table.removeAll(keepingCapacity: true) }
            table[key] = text
        }
        return text
    }

    func todayHours(for id: String, zone: TimeZone, at instant: Date) -> String? {
        hoursText(for: id, on: LocalDateTime(instant: instant, in: zone).date, zone: zone)
    }
}

/// A day's hours in words by what they are computed from: every row of every page shows today's
/// hours, and the places that share hours (most of a real catalog) share one entry. The words
/// depend only on the hours' identity (``PlaceEngine/hoursIdentity(forID:)``), the local day, the
/// zone and the model's language, so entries never go stale; the table is emptied when it is full.
final class DayHoursMemo: Sendable {
    struct Key: Hashable, Sendable {
        let hours: ObjectIdentifier
        let day: Int
        let zone: TimeZone
    }

    /// The most entries kept.
    static let capacity = 16_384
    let table = Locked<[Key: String]>([:])
}
