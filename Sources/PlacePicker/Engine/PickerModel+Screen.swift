import Foundation
import Geodesy
import OpeningHours
import PickerFormatting
import PickerLocalization
import PlaceQuery
import Places

// The screen of a state: the visible set, rows, map, summary and what to say.

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
    ///   - nextStep: Where the front end offers the step after a choice (``Screen/nextStep``).
    /// - Returns: The screen.
    public func screen(
        for state: PickerState, at instant: Date, announcement: Announcement? = nil, parts: ScreenParts = .all,
        nextStep: NextStep.Placement = .apart
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
        var screen = Screen(
            state: state, instant: instant, summary: summary, rows: rows, results: listed, map: map,
            filters: filterPanel(for: results, state: state), labels: controlLabels(), selectionNotice: notice,
            selectedRow: selectedRow, selectedResult: selectedResult, clusterScope: scope,
            hasMore: scope == nil && results.hasMore,
            originText: text(Phrase(.distancesFrom, ["name": .text(state.origin.label)])),
            attribution: dataAttribution, languageTag: locale.identifier, announcement: announcement)
        screen.nextStep = selectedRow.map { self.nextStep(after: $0, state: state, rows: rows, preferred: nextStep) }
        return screen
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
        // "Showing pickup points near …: the house number was not found." first, when it was not.
        var sentences = fallbackSentence(for: state.origin).map { [$0] } ?? []
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
        // "By carrier: InPost 12, DHL 8." when the places are of two carriers or more.
        if results.carrierCounts.count > 1 {
            let counts = results.carrierCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let items = counts.map { key, count in
                text(Phrase(.carrierCount, ["carrier": .text(carrierName(key)), "count": .count(count)]))
            }
            sentences.append(text(Phrase(.summaryByCarrier, ["list": .list(items)])))
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
        let carriers = engine.carriers
        if carriers.count > 1 || !state.filters.carriers.isEmpty {
            panel.carriersLabel = text(.filterCarriers)
            panel.carriers = carriers.sorted { carrierName($0.name) < carrierName($1.name) }.map { carrier in
                FilterPanel.CategoryOption(
                    id: carrier.name, label: carrierName(carrier.name), count: results.carrierCounts[carrier.name] ?? 0,
                    isOn: state.filters.carriers.contains(carrier.name))
            }
        }
        if !configuration.offers.isEmpty {
            panel.sortOptions.append(.init(id: .price, label: text(.sortPrice)))
            if configuration.offers.hasDelivery {
                panel.sortOptions.append(.init(id: .delivery, label: text(.sortDelivery)))
            }
        }
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
