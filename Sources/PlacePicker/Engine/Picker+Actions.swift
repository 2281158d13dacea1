import Foundation
import Geodesy
import PlaceQuery

extension PickerModel {
    /// Applies an action at the clock's current instant.
    ///
    /// - Parameters:
    ///   - action: What the person did.
    ///   - state: The state before.
    /// - Returns: The state after and what to announce.
    public func apply(_ action: PickerAction, to state: PickerState) -> PickerUpdate {
        apply(action, to: state, at: clock())
    }

    /// Applies an action.
    ///
    /// Filter, search, sort and origin changes announce the new summary (so a screen reader
    /// user hears the result count after every change); selection announces the place; view and
    /// camera changes announce what changed. The selection is kept through every action except
    /// ``PickerAction/clearSelection``.
    ///
    /// - Parameters:
    ///   - action: What the person did.
    ///   - state: The state before.
    ///   - instant: The instant.
    /// - Returns: The state after and what to announce.
    public func apply(_ action: PickerAction, to state: PickerState, at instant: Date) -> PickerUpdate {
        var next = state
        switch action {
        case .select(let id):
            guard let result = engine.result(forID: id, query: query(for: state, at: instant)) else {
                return PickerUpdate(state: state, announcement: nil)
            }
            if result.unavailability != nil {
                // Named as its row is, so one of several "R-kioski" is told apart here too.
                let name = screen(for: state, at: instant).rows.first { $0.id == id }?.title ?? result.place.name
                return PickerUpdate(
                    state: state,
                    announcement: Announcement("\(name): \(text(statePhrase(for: result, at: instant)))"))
            }
            next.selectedID = id
            let name = screen(for: next, at: instant).selectedRow?.title ?? result.place.name
            return PickerUpdate(state: next, announcement: Announcement(text(Phrase.announceSelected(name: name))))
        case .clearSelection:
            next.selectedID = nil
            return PickerUpdate(state: next, announcement: Announcement(text(.announceSelectionCleared)))
        case .toggleOpenNow:
            next.filters.openNow.toggle()
            return summaryUpdate(next, at: instant)
        case .setCategory(let category, let isOn):
            if isOn { next.filters.categories.insert(category) } else { next.filters.categories.remove(category) }
            return summaryUpdate(next, at: instant)
        case .setStepFreeOnly(let isOn):
            next.filters.stepFreeOnly = isOn
            return summaryUpdate(next, at: instant)
        case .search(let text):
            next.filters.text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return summaryUpdate(next, at: instant)
        case .setSort(let sort):
            next.sort = sort
            return summaryUpdate(next, at: instant)
        case .setOrigin(let origin):
            next.origin = origin
            next.camera = nil
            let summary = screen(for: next, at: instant).summary.text
            let located = text(Phrase(.announceLocationSet, ["name": .text(origin.label)]))
            return PickerUpdate(state: next, announcement: Announcement("\(located). \(summary)"))
        case .switchMode(let mode):
            next.mode = mode
            return PickerUpdate(
                state: next, announcement: Announcement(text(mode == .map ? .announceMapView : .announceListView)))
        case .zoomIn, .zoomOut:
            let camera = next.camera ?? screen(for: next, at: instant).map.camera
            guard let moved = action == .zoomIn ? camera.zoomedIn : camera.zoomedOut else {
                return PickerUpdate(state: state, announcement: nil)
            }
            next.camera = moved
            return cameraUpdate(next, key: action == .zoomIn ? .announceZoomedIn : .announceZoomedOut, at: instant)
        case .pan(let direction):
            let camera = next.camera ?? screen(for: next, at: instant).map.camera
            next.camera = camera.panned(direction, viewportPixels: configuration.mapViewport.height)
            return PickerUpdate(
                state: next, announcement: Announcement(text(Phrase.announceMoved(direction.compassDirection))))
        case .resetCamera:
            next.camera = nil
            return cameraUpdate(next, key: nil, at: instant)
        case .expandCluster(let id):
            let map = screen(for: state, at: instant).map
            guard let cluster = map.clusters.first(where: { $0.id == id }) else {
                return PickerUpdate(state: state, announcement: nil)
            }
            next = self.state(activating: cluster, in: state)
            switch cluster.activation {
            case .zoomIn:
                return cameraUpdate(next, key: .announceZoomedIn, at: instant)
            case .listMembers:
                let count = screen(for: next, at: instant).rows.count
                return PickerUpdate(
                    state: next,
                    announcement: Announcement(
                        text(Phrase(.showingAtOneSpot, ["count": .count(count), "noun": .noun(configuration.noun)]))))
            }
        case .collapseCluster:
            next.expandedClusterID = nil
            return summaryUpdate(next, at: instant)
        case .showSelected:
            next.filters = PlaceFilters()
            next.expandedClusterID = nil
            // Fit the map again, and grow the page until the selected place is on it.
            next.camera = nil
            if let id = state.selectedID {
                var query = query(for: next, at: instant)
                query.limit = PickerModel.maximumLimit
                query.includeCounts = false
                if let index = engine.results(for: query).places.firstIndex(where: { $0.id == id }), index >= next.limit
                {
                    let pages = index / PickerState.defaultLimit + 1
                    next.limit = min(PickerModel.maximumLimit, pages * PickerState.defaultLimit)
                }
            }
            let summary = screen(for: next, at: instant).summary.text
            return PickerUpdate(state: next, announcement: Announcement("\(text(.announceFiltersCleared)). \(summary)"))
        case .showMore:
            next.limit = min(PickerModel.maximumLimit, state.limit + PickerState.defaultLimit)
            let count = screen(for: next, at: instant).rows.count
            return PickerUpdate(
                state: next,
                announcement: Announcement(
                    text(Phrase(.announceShowing, ["count": .count(count), "noun": .noun(configuration.noun)]))))
        }
    }

    /// The state after activating a cluster, without computing a screen: zoomed in where it
    /// splits, or listing its members.
    ///
    /// - Parameters:
    ///   - cluster: The cluster, from the current screen.
    ///   - state: The current state.
    /// - Returns: The next state.
    public func state(activating cluster: MapClusterItem, in state: PickerState) -> PickerState {
        var next = state
        switch cluster.activation {
        case .zoomIn(let zoom):
            next.camera = MapCamera(center: cluster.coordinate, zoom: zoom)
        case .listMembers:
            next.expandedClusterID = cluster.id
            next.mode = .list
        }
        return next
    }

    /// The most rows one screen shows ("Show more" stops here).
    static let maximumLimit = 500

    /// Applies several actions in order, returning the last announcement.
    ///
    /// - Parameters:
    ///   - actions: The actions.
    ///   - state: The state before.
    ///   - instant: The instant.
    /// - Returns: The final state and the last announcement.
    public func apply(_ actions: [PickerAction], to state: PickerState, at instant: Date) -> PickerUpdate {
        var update = PickerUpdate(state: state, announcement: nil)
        for action in actions {
            let next = apply(action, to: update.state, at: instant)
            update = PickerUpdate(state: next.state, announcement: next.announcement ?? update.announcement)
        }
        return update
    }

    private func summaryUpdate(_ state: PickerState, at instant: Date) -> PickerUpdate {
        var state = state
        state.expandedClusterID = nil
        state.camera = nil
        return PickerUpdate(state: state, announcement: Announcement(screen(for: state, at: instant).summary.text))
    }

    private func cameraUpdate(_ state: PickerState, key: TextKey?, at instant: Date) -> PickerUpdate {
        let map = screen(for: state, at: instant).map
        let bounds = MapViewport(center: map.camera.center, zoom: Double(map.camera.zoom)).bounds(
            width: configuration.mapViewport.width, height: configuration.mapViewport.height)
        let visible =
            map.pins.filter { bounds.contains($0.coordinate) }.count
            + map.clusters.filter { bounds.contains($0.coordinate) }.reduce(0) { $0 + $1.count }
        let showing = text(Phrase(.announceShowing, ["count": .count(visible), "noun": .noun(configuration.noun)]))
        let sentence = key.map { "\(text($0)). \(showing)" } ?? showing
        return PickerUpdate(state: state, announcement: Announcement(sentence))
    }
}
