import Foundation
import Geodesy
import PlaceQuery

extension PickerModel {
    /// Everything a state shows and says, at the clock's current instant.
    ///
    /// - Parameter state: The state.
    /// - Returns: The screen.
    public func screen(for state: PickerState) -> Screen { screen(for: state, at: clock()) }

    /// Everything a state shows and says at an instant.
    ///
    /// - Parameters:
    ///   - state: The state.
    ///   - instant: The instant for opening states.
    /// - Returns: The screen: summary, rows, map, filters, labels, notices.
    public func screen(for state: PickerState, at instant: Date) -> Screen {
        var query = query(for: state, at: instant)
        var members: Set<String>?
        if let clusterID = state.expandedClusterID {
            members = clusterMembers(clusterID, state: state, at: instant)
            if members != nil { query.limit = max(query.limit, 500) }
        }
        let results = engine.results(for: query)
        var page = results.places
        if let members { page = page.filter { members.contains($0.id) } }
        let rows = rows(for: page, selectedID: state.selectedID, at: instant)
        let summary = summary(
            for: results, state: state, at: instant,
            names: Dictionary(rows.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first }))
        let selectedRow = selectedRow(state: state, rows: rows, page: page, at: instant)
        let selectionIsMatching =
            state.selectedID.map { id in
                engine.catalog.position(ofID: id).map(results.matchingPositions.contains) ?? false
            }
            ?? true
        let notice: SelectionNotice? =
            (state.selectedID != nil && selectedRow != nil && !selectionIsMatching)
            ? SelectionNotice(
                text: text(Phrase(.selectedHiddenByFilters, ["noun": .noun(configuration.noun)])) + ": "
                    + (selectedRow?.title ?? ""),
                actionTitle: text(.showIt))
            : nil
        return Screen(
            state: state, summary: summary, rows: rows,
            map: mapScreen(results: page, rows: rows, state: state, at: instant),
            filters: filterPanel(for: results, state: state), labels: controlLabels(),
            selectionNotice: notice, selectedRow: selectedRow, hasMore: members == nil && results.hasMore,
            originText: text(Phrase(.distancesFrom, ["name": .text(state.origin.label)])),
            attribution: configuration.attribution, languageTag: locale.identifier)
    }

    func selectedRow(state: PickerState, rows: [PlaceRow], page: [PlaceResult], at instant: Date) -> PlaceRow? {
        guard let id = state.selectedID else { return nil }
        if let row = rows.first(where: { $0.id == id }) { return row }
        guard let result = engine.result(forID: id, query: query(for: state, at: instant)) else { return nil }
        // Hidden by filters: name it as it will be named when "Show it" clears them, so the notice,
        // the announcement and the list agree on which of several "R-kioski" it is.
        var unfiltered = query(for: state, at: instant)
        unfiltered.filters = PlaceFilters()
        unfiltered.includeCounts = false
        let onPage = Set(page.map(\.id))
        let context = engine.results(for: unfiltered).places.filter { $0.id != id && !onPage.contains($0.id) }
        let names = VoiceNames.unique(for: page + context + [result], locationText: locationText(for:))
        return row(for: result, uniqueName: names.last ?? result.place.name, isSelected: true, at: instant)
    }

    /// The ids inside a listed cluster, or `nil` when the id no longer names one.
    func clusterMembers(_ clusterID: String, state: PickerState, at instant: Date) -> Set<String>? {
        guard clusterID.hasPrefix("z"), let dash = clusterID.firstIndex(of: "-"),
            let zoom = Int(clusterID[clusterID.index(after: clusterID.startIndex)..<dash])
        else { return nil }
        let results = engine.results(for: query(for: state, at: instant)).places
        let clusters = clusterIndex(for: results)
        for node in clusters.clusters(south: -90, west: -180, north: 90, east: 180, zoom: zoom) {
            guard let id = node.clusterID else { continue }
            let members = clusters.leaves(of: id).map { results[$0].id }
            if clusterKey(id, members: members) == clusterID { return Set(members) }
        }
        return nil
    }

    /// The summary sentence for results.
    ///
    /// - Parameters:
    ///   - results: The results.
    ///   - state: The state.
    ///   - instant: The instant.
    /// - Returns: The summary.
    public func summary(for results: Results, state: PickerState, at instant: Date) -> Summary {
        summary(for: results, state: state, at: instant, names: [:])
    }

    /// The summary sentence, naming the nearest open place by its unique row name when it has one
    /// ("R-kioski, Kaivokatu" rather than one of several "R-kioski").
    func summary(for results: Results, state: PickerState, at instant: Date, names: [String: String]) -> Summary {
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
                            name: names[nearest.id] ?? nearest.place.name, noun: noun, meters: nearest.distance,
                            direction: nearest.direction)))
            }
        }
        if results.hiddenUnknownCount > 0 {
            sentences.append(text(Phrase.unknownHoursHidden(count: results.hiddenUnknownCount, noun: noun)))
        }
        return Summary(
            text: sentences.joined(separator: " "), matchingCount: results.matchingCount,
            openCount: results.openCount, unknownCount: results.unknownCount, nearestOpenID: results.nearestOpen?.id,
            suggestion: suggestion, suggestionTitle: suggestionTitle)
    }

    /// Whether any place matches the state's filters with "Open now" turned off.
    func matchesIgnoringOpenNow(state: PickerState, at instant: Date) -> Bool {
        var filters = state.filters
        filters.openNow = false
        let query = Query(
            origin: state.origin.coordinate, instant: instant, filters: filters, limit: 1, includeCounts: false)
        return !engine.results(for: query).places.isEmpty
    }

    /// How many places (matching the other filters) open next, and from when: those opening later
    /// on the current date in their own zone when there are any (at 03:00, a place opening at 09:00
    /// opens *today*), else those opening on the next date.
    ///
    /// Days are bounded by each place's local midnights, so a 23- or 25-hour daylight-saving day is
    /// one day.
    func nextOpenings(state: PickerState, at instant: Date) -> (isToday: Bool, count: Int, time: LocalTime)? {
        var filters = state.filters
        filters.openNow = false
        var unfiltered = state
        unfiltered.filters = filters
        var query = query(for: unfiltered, at: instant)
        query.limit = 10_000
        let all = engine.results(for: query)
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
        let categories = engine.categories.map { category in
            FilterPanel.CategoryOption(
                id: category.name, label: localizer.name(of: PlaceCategory(tagValue: category.name)),
                count: results.categoryCounts[category.name] ?? 0,
                isOn: state.filters.categories.contains(category.name))
        }
        return FilterPanel(
            legend: text(.filters), openNowLabel: text(.filterOpenNow), isOpenNow: state.filters.openNow,
            stepFreeLabel: text(.filterStepFree), isStepFreeOnly: state.filters.stepFreeOnly,
            categoriesLabel: text(.filterCategories), categories: categories, sortLabel: text(.sortBy),
            sortOptions: [
                .init(id: .distance, label: text(.sortDistance)), .init(id: .name, label: text(.sortName)),
                .init(id: .closingTime, label: text(.sortClosingTime)),
            ],
            sort: state.sort, searchLabel: text(Phrase(.searchPlaces, ["noun": .noun(configuration.noun)])),
            searchText: state.filters.text)
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
