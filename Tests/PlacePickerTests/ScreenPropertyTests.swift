import Foundation
import Geodesy
import PlaceQuery
import PlaceQueryModel
import Places
import TestSupport
import Testing

@testable import PlacePicker

/// One visible set, two views: over random states (filters, search, origin, selection, zoom,
/// pan, listed cluster) the map holds exactly the visible set inside its viewport, says how many
/// of the set that is, and "Show all on the map" shows the rest whenever some are off the map;
/// the list is that set's prefix in order (or one cluster's members, in the same order), and the summary's
/// counts describe the set that is shown. The visible set is checked against the catalog itself,
/// not against the code under test.
@Suite("Screen properties over random states") struct ScreenPropertyTests {
    /// One element of a non-empty array.
    static func pick<T>(_ elements: [T], _ generator: inout SeededGenerator) -> T {
        elements[Int.random(in: 0..<elements.count, using: &generator)]
    }

    /// Hours that real catalogs hold: weekday hours, a lunch break, past midnight, 24/7, a
    /// holiday rule, a comment only, and none.
    static let hours: [String?] = [
        "Mo-Fr 09:00-21:00; Sa 10:00-18:00", "Mo-Fr 08:00-12:00,13:00-17:00", "Mo-Su 10:00-02:00", "24/7",
        "Mo-Sa 07:00-23:00; Su,PH 10:00-22:00", "\"by appointment\"", nil, "Mo-Fr 10:00-18:00; PH off",
    ]
    static let names = ["R-kioski", "Alepa", "K-Market", "Posti", "Lidl", "S-Market", "Pick-up point", "Kiosk"]
    static let categories = ["kiosk", "supermarket", "convenience", "post_office", "parcel_locker"]

    /// 10,000 places within about 8 km of the station, with shared names, streets on some, every
    /// kind of hours and access.
    static let syntheticEngine: PlaceEngine = {
        var generator = SeededGenerator(seed: 10_000)
        let places = (0..<10_000).map { index -> Place in
            let radius = 8_000 * Double.random(in: 0...1, using: &generator).squareRoot()
            let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
            var place = Synthetic.place(
                "p\(index)", pick(names, &generator), north: radius * cos(angle),
                east: radius * sin(angle),
                street: Bool.random(using: &generator) ? "Katu \(Int.random(in: 1...40, using: &generator))" : nil,
                number: "\(Int.random(in: 1...9, using: &generator))", hours: pick(hours, &generator),
                category: pick(categories, &generator))
            place.wheelchair = pick([.yes, .no, .limited, .unknown], &generator)
            return place
        }
        return Synthetic.engine(places)
    }()

    /// A random state over a picker's catalog.
    static func randomState(_ picker: PickerModel, using generator: inout SeededGenerator) -> PickerState {
        var state = picker.initialState()
        let places = picker.engine.catalog.places
        state.filters.openNow = Int.random(in: 0..<3, using: &generator) == 0
        state.filters.stepFreeOnly = Int.random(in: 0..<5, using: &generator) == 0
        if Bool.random(using: &generator) {
            let all = picker.engine.categories.map(\.name)
            state.filters.categories = Set(all.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 })
        }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            let name = pick(places, &generator).name
            state.filters.text = String(name.split(separator: " ").first ?? "")
        }
        if Bool.random(using: &generator) {
            state.origin = Origin(
                coordinate: Synthetic.offset(
                    north: Double.random(in: -4000...4000, using: &generator),
                    east: Double.random(in: -4000...4000, using: &generator)), source: .address, label: "Somewhere")
        }
        if Bool.random(using: &generator) { state.selectedID = pick(places, &generator).id }
        state.sort = pick([PlaceSort.distance, .distance, .name, .closingTime], &generator)
        state.limit = pick([20, 20, 40, 100], &generator)
        state.mode = Bool.random(using: &generator) ? .map : .list
        if Int.random(in: 0..<4, using: &generator) > 0 {
            let fitted = picker.screen(for: state).map.camera
            let zoom = min(19, max(3, fitted.zoom + Int.random(in: -3...4, using: &generator)))
            let shift = Double(1 << max(0, 16 - zoom)) * 150
            var center = fitted.center
            if Bool.random(using: &generator) {
                center = Synthetic.offset(
                    north: Double.random(in: -shift...shift, using: &generator),
                    east: Double.random(in: -shift...shift, using: &generator))
            }
            state.camera = MapCamera(center: center, zoom: zoom)
        }
        if Int.random(in: 0..<4, using: &generator) == 0,
            let cluster = picker.screen(for: state).map.clusters.randomElement(using: &generator)
        {
            state.expandedClusterID = cluster.id
        }
        return state
    }

    /// The visible set from the catalog alone: every place that passes the filters other than
    /// the text search, within the search radius.
    static func expectedIDs(_ picker: PickerModel, _ state: PickerState) -> Set<String> {
        let filters = state.filters
        var ids = Set<String>()
        for place in picker.engine.catalog.places {
            if let radius = picker.configuration.searchRadius,
                place.coordinate.distance(to: state.origin.coordinate) > radius
            {
                continue
            }
            if !filters.categories.isEmpty && !place.categories.contains(where: filters.categories.contains) {
                continue
            }
            if filters.stepFreeOnly && place.wheelchair != .yes { continue }
            ids.insert(place.id)
        }
        return ids
    }

    static func check(_ picker: PickerModel, _ state: PickerState, at instant: Date) {
        let screen = picker.screen(for: state, at: instant)
        let context = Comment(rawValue: "\(state)")
        // The whole visible set, in order, as the list would page through it.
        var everything = state
        everything.limit = 1_000_000
        everything.expandedClusterID = nil
        let visible = picker.screen(for: everything, at: instant).rows
        #expect(screen.summary.matchingCount == visible.count, context)
        #expect(screen.summary.openCount == visible.count { [.open, .closingSoon].contains($0.stateKind) }, context)
        #expect(screen.summary.unknownCount == visible.count { $0.stateKind == .unknown }, context)
        #expect(Set(visible.map(\.id)).count == visible.count, context)
        // The set against the catalog: without a search, exactly the places the filters keep;
        // "Open now" keeps exactly the places the unfiltered list calls open.
        if state.filters.text.isEmpty {
            var unfiltered = everything
            unfiltered.filters.openNow = false
            let all = picker.screen(for: unfiltered, at: instant).rows
            let expected = Self.expectedIDs(picker, state)
            let got = Set(all.map(\.id))
            #expect(
                got == expected,
                "extra \(got.subtracting(expected).sorted()) missing \(expected.subtracting(got).sorted()) \(state)")
            if state.filters.openNow {
                let open = all.filter { [.open, .closingSoon].contains($0.stateKind) }.map(\.id)
                #expect(Set(visible.map(\.id)) == Set(open), context)
            }
        } else {
            #expect(Set(visible.map(\.id)).isSubset(of: Self.expectedIDs(picker, state)), context)
        }
        if state.sort == .distance && state.filters.text.isEmpty {
            let distances = visible.compactMap { picker.engine.catalog[id: $0.id] }.map {
                $0.coordinate.distance(to: state.origin.coordinate)
            }
            let worst = zip(distances, distances.dropFirst()).map { $0 - $1 }.max() ?? 0
            #expect(worst <= 0.01, "out of order by \(worst) m; \(state)")
        }
        // The list: the set's prefix, or the listed cluster's members in the set's order.
        if let scope = screen.clusterScope {
            let members = Set(screen.map.clusters.first { $0.id == scope.key }?.memberIDs ?? [])
            #expect(!members.isEmpty, context)
            #expect(screen.rows.map(\.id) == visible.map(\.id).filter(members.contains), context)
            #expect(!screen.hasMore, context)
        } else {
            #expect(screen.rows == Array(visible.prefix(state.limit)), context)
            #expect(screen.hasMore == (visible.count > state.limit), context)
        }
        #expect(screen.results.map(\.id) == screen.rows.map(\.id), context)
        // The map: every visible place inside the viewport exactly once, nothing that is not visible.
        let bounds = picker.viewportBounds(screen.map.camera)
        let inside = Set(
            visible.filter { picker.engine.catalog[id: $0.id].map { bounds.contains($0.coordinate) } ?? false }.map(
                \.id))
        let pinIDs = screen.map.pins.map(\.id)
        let memberIDs = screen.map.clusters.flatMap(\.memberIDs)
        let shown = pinIDs + memberIDs
        #expect(Set(shown).count == shown.count, context)
        #expect(inside.isSubset(of: Set(shown)), context)
        #expect(Set(shown).isSubset(of: Set(visible.map(\.id))), context)
        #expect(pinIDs.allSatisfy(inside.contains), context)
        #expect(screen.map.placeCount == shown.count, context)
        // "N of M on the map", and "Show all on the map": offered exactly when some of the visible
        // set is off the map; it then shows every place of it (clustered), and is offered no more.
        #expect(screen.map.visibleSetCount == visible.count, context)
        #expect(screen.map.canShowAll == (Set(shown).count < visible.count), context)
        let all = picker.apply(.resetCamera, to: state, at: instant)
        let allShown = all.map.pins.map(\.id) + all.map.clusters.flatMap(\.memberIDs)
        #expect(Set(allShown) == Set(visible.map(\.id)), context)
        #expect(all.map.placeCount == visible.count && !all.map.canShowAll, context)
        let rank = Dictionary(uniqueKeysWithValues: visible.enumerated().map { ($1.id, $0 + 1) })
        // Positions on the list's page are exact; beyond it the set is ordered by spherical
        // distance (see PlaceEngine.sphereSlack), so only "after the page" is promised there.
        for pin in screen.map.pins {
            if let position = rank[pin.id], position <= screen.rows.count, screen.clusterScope == nil {
                #expect(pin.listPosition == position, context)
            } else {
                #expect(pin.listPosition > state.limit || screen.clusterScope != nil, context)
            }
        }
        for cluster in screen.map.clusters {
            #expect(bounds.contains(cluster.coordinate), context)
            #expect(cluster.memberIDs.contains(where: inside.contains), context)
            #expect(cluster.containsSelection == (state.selectedID.map(cluster.memberIDs.contains) ?? false))
        }
        // One name per place: the pin, the row and the selection agree.
        let titles = Dictionary(uniqueKeysWithValues: visible.map { ($0.id, $0.title) })
        for pin in screen.map.pins { #expect(pin.title == titles[pin.id], context) }
        if let id = state.selectedID {
            #expect(screen.selectedRow?.id == id, context)
            #expect((screen.selectionNotice != nil) == (rank[id] == nil), context)
            if let title = titles[id] { #expect(screen.selectedRow?.title == title, context) }
        }
        // Without its map (the JSON API, `nearest`) the screen is the same in everything else, a
        // listed cluster included, and says its map was not drawn.
        var listOnly = picker.screen(for: state, at: instant, parts: [.rowFacts])
        #expect(screen.map.isDrawn && !listOnly.map.isDrawn, context)
        #expect(listOnly.map.pins.isEmpty && listOnly.map.clusters.isEmpty, context)
        #expect(listOnly.map.camera == screen.map.camera, context)
        listOnly.map = screen.map
        #expect(listOnly == screen, context)
        // Without the rows' facts (the web page) the rows say everything else, and nothing else
        // changes.
        var withoutFacts = picker.screen(for: state, at: instant, parts: [.map])
        #expect(withoutFacts.rows.allSatisfy { $0.customContent.isEmpty }, context)
        #expect(screen.rows.allSatisfy { !$0.customContent.isEmpty }, context)
        for index in withoutFacts.rows.indices {
            withoutFacts.rows[index].customContent = screen.rows[index].customContent
        }
        withoutFacts.selectedRow?.customContent = screen.selectedRow?.customContent ?? []
        #expect(withoutFacts == screen, context)
    }

    @Test("On the Helsinki sample", arguments: [Fixture.monday, Fixture.lateEvening, Fixture.night])
    func sample(instant: Date) {
        let picker = Fixture.picker("en-GB", at: instant)
        var generator = SeededGenerator(seed: UInt64(instant.timeIntervalSince1970))
        for _ in 0..<80 { Self.check(picker, Self.randomState(picker, using: &generator), at: instant) }
    }

    @Test("On 10,000 synthetic places with a search radius")
    func synthetic() {
        var configuration = Fixture.configuration
        configuration.searchRadius = 3_000
        let picker = Fixture.picker("en-GB", engine: Self.syntheticEngine, configuration: configuration)
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<12 { Self.check(picker, Self.randomState(picker, using: &generator), at: Fixture.monday) }
    }
}
