import Foundation
import Geodesy
import OpeningHours
import PickerLocalization
import PlaceQuery
import PlaceQueryModel
import Places

// Actions: what each one changes in the state and what the screen after it says.

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
    /// hears the result count after every change); selection announces the place with the step
    /// after it (``Screen/nextStep``), at high priority (it is the answer to the person's own
    /// action), and choosing the selected place again says it already is; view and camera changes
    /// announce what changed. The selection is kept through every action except
    /// ``PickerAction/clearSelection``.
    ///
    /// - Parameters:
    ///   - action: What the person did.
    ///   - state: The state before.
    ///   - instant: The instant.
    /// - Returns: The screen after.
    public func apply(_ action: PickerAction, to state: PickerState, at instant: Date) -> Screen {
        apply([action], to: state, at: instant)
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
        /// A place chosen (`again` when it was the selected one already): worded with the
        /// screen's ``Screen/nextStep``.
        case choice(again: Bool)
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
            if id == state.selectedID { return (state, .choice(again: true)) }
            if result.unavailability != nil {
                return (state, .sentence("\(name): \(text(statePhrase(for: result, at: instant)))", .high))
            }
            next.selectedID = id
            return (next, .choice(again: false))
        case .clearSelection:
            next.selectedID = nil
            return (next, .sentence(text(.announceSelectionCleared), .normal))
        case .toggleOpenNow:
            next.filters.openNow.toggle()
            return summarized()
        case .setCategory(let category, let isOn):
            if isOn { next.filters.categories.insert(category) } else { next.filters.categories.remove(category) }
            return summarized()
        case .setCarrier(let carrier, let isOn):
            if isOn { next.filters.carriers.insert(carrier) } else { next.filters.carriers.remove(carrier) }
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
        case .choice(let again):
            guard let step = screen.nextStep, let row = screen.selectedRow else { return nil }
            if again {
                return Announcement(text(Phrase(.announceAlreadySelected, ["name": .text(row.title)])), priority: .high)
            }
            var choice = Announcement(step.announcement, priority: .high)
            choice.isChoice = true
            return choice
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
    /// that said something says (worded with the final screen), or the choice among them when it
    /// chooses the selected place again or its next step is offered with it
    /// (``NextStep/Placement/afterChosenRow`` or ``NextStep/Placement/handedToHost``).
    ///
    /// - Parameters:
    ///   - actions: The actions.
    ///   - state: The state before.
    ///   - instant: The instant.
    ///   - parts: The parts of the final screen a front end shows (``ScreenParts``).
    ///   - nextStep: Where the front end offers the step after a choice (``Screen/nextStep``).
    /// - Returns: The final screen.
    public func apply(
        _ actions: [PickerAction], to state: PickerState, at instant: Date, parts: ScreenParts = .all,
        nextStep: NextStep.Placement = .apart
    ) -> Screen {
        var current = state
        var said = Said.nothing
        var choice: Said?
        for action in actions {
            let step = transition(action, from: current, at: instant)
            current = step.state
            if case .nothing = step.said { continue }
            if case .choice = step.said { choice = step.said }
            said = step.said
        }
        var screen = screen(for: current, at: instant, parts: parts, nextStep: nextStep)
        // The person's choice is said whatever else the same request did when it matters most:
        // choosing the selected place again, or a choice whose next step stands with it.
        if case .choice(let again) = choice, let step = screen.nextStep, again || step.placement != .apart {
            said = .choice(again: again)
        }
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
