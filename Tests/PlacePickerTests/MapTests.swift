import Foundation
import Geodesy
import PlaceQuery
import PlaceQueryModel
import Testing

@testable import PlacePicker

/// The map is one view of the visible set: the camera fits it, moves in steps, and its pins and
/// clusters hold exactly the list's places in the list's order.
@Suite("Map") struct MapTests {
    static func viewportBounds(_ camera: MapCamera, _ picker: PickerModel) -> BoundingBox {
        MapViewport(center: camera.center, zoom: Double(camera.zoom)).bounds(
            width: picker.configuration.mapViewport.width, height: picker.configuration.mapViewport.height)
    }

    @Test("The default camera fits every pin and cluster", arguments: [Fixture.monday, Fixture.night])
    func fits(instant: Date) {
        let picker = Fixture.picker("en-GB", at: instant)
        for filters in Self.filterCombinations {
            var state = Fixture.allRowsState(picker)
            state.filters = filters
            let map = picker.screen(for: state).map
            let bounds = Self.viewportBounds(map.camera, picker)
            for pin in map.pins { #expect(bounds.contains(pin.coordinate), "\(pin.title) outside at \(filters)") }
            for cluster in map.clusters { #expect(bounds.contains(cluster.coordinate), "\(cluster.id)") }
            #expect(bounds.contains(map.origin))
        }
    }

    @Test("Zoom and pan move the camera in steps")
    func steps() throws {
        let picker = Fixture.picker("en-GB")
        let start = picker.initialState()
        let fitted = picker.screen(for: start).map.camera
        let zoomedIn = picker.apply(.zoomIn, to: start, at: Fixture.monday)
        #expect(zoomedIn.state.camera == MapCamera(center: fitted.center, zoom: fitted.zoom + 1))
        let zoomedOut = picker.apply(.zoomOut, to: start, at: Fixture.monday)
        #expect(zoomedOut.state.camera?.zoom == fitted.zoom - 1)
        let north = try #require(picker.apply(.pan(.north), to: start, at: Fixture.monday).state.camera)
        let south = try #require(picker.apply(.pan(.south), to: start, at: Fixture.monday).state.camera)
        let east = try #require(picker.apply(.pan(.east), to: start, at: Fixture.monday).state.camera)
        let west = try #require(picker.apply(.pan(.west), to: start, at: Fixture.monday).state.camera)
        #expect(north.center.latitude > fitted.center.latitude && north.zoom == fitted.zoom)
        #expect(south.center.latitude < fitted.center.latitude)
        #expect(east.center.longitude > fitted.center.longitude)
        #expect(west.center.longitude < fitted.center.longitude)
        // A third of the viewport's height: the old centre stays on screen.
        #expect(Self.viewportBounds(north, picker).contains(fitted.center))
        let back = try #require(picker.apply([.pan(.north), .pan(.south)], to: start, at: Fixture.monday).state.camera)
        #expect(abs(back.center.latitude - fitted.center.latitude) < 1e-9)
        let all = picker.apply(.resetCamera, to: zoomedIn.state, at: Fixture.monday)
        #expect(all.map.placeCount == all.map.visibleSetCount && !all.map.canShowAll)
        #expect(zoomedIn.announcement?.text.hasPrefix("Zoomed in. Showing ") == true)
    }

    @Test("Zoom stops at the ends and says nothing there")
    func zoomLimits() {
        let picker = Fixture.picker("en-GB")
        var state = picker.initialState()
        state.camera = MapCamera(center: Fixture.station.coordinate, zoom: MapCamera.maximumZoom)
        let update = picker.apply(.zoomIn, to: state, at: Fixture.monday)
        #expect(update.state == state && update.announcement == nil)
        #expect(!picker.screen(for: state).map.canZoomIn)
        state.camera = MapCamera(center: Fixture.station.coordinate, zoom: MapCamera.minimumZoom)
        #expect(picker.apply(.zoomOut, to: state, at: Fixture.monday).state == state)
    }

    static let filterCombinations: [PlaceFilters] = {
        var all: [PlaceFilters] = []
        for openNow in [false, true] {
            for categories in [[], ["kiosk"], ["supermarket", "convenience"]] as [Set<String>] {
                for text in ["", "kioski", "alepa"] {
                    var filters = PlaceFilters()
                    filters.openNow = openNow
                    filters.categories = categories
                    filters.text = text
                    all.append(filters)
                }
            }
        }
        var stepFree = PlaceFilters()
        stepFree.stepFreeOnly = true
        return all + [stepFree]
    }()

    @Test(
        "Pins plus cluster members are the visible set inside the viewport, named as the list names them",
        arguments: [Fixture.monday, Fixture.lateEvening, Fixture.night])
    func sameSet(instant: Date) {
        let picker = Fixture.picker("en-GB", at: instant)
        for filters in Self.filterCombinations {
            for zoomChange in [0, -2, 2] {
                var state = picker.initialState()
                state.filters = filters
                state.selectedID = "node/317551811"
                let fitted = picker.screen(for: state).map.camera
                state.camera = MapCamera(center: fitted.center, zoom: fitted.zoom + zoomChange)
                let screen = picker.screen(for: state)
                var everything = state
                everything.limit = 100_000
                let visible = picker.screen(for: everything).rows
                let bounds = Self.viewportBounds(screen.map.camera, picker)
                let inside = visible.filter { row in
                    picker.engine.catalog[id: row.id].map { bounds.contains($0.coordinate) } ?? false
                }
                let pins = screen.map.pins
                #expect(pins.map(\.listPosition) == pins.map(\.listPosition).sorted())
                for pin in pins {
                    // The pin's position is its place in the visible order, on the list's page or not.
                    let row = visible[pin.listPosition - 1]
                    #expect(pin.id == row.id && pin.title == row.title && pin.stateKind == row.stateKind)
                    #expect(pin.isSelected == row.isSelected)
                    #expect(pin.accessibilityLabel.hasPrefix(row.title))
                    if pin.listPosition <= screen.rows.count { #expect(screen.rows[pin.listPosition - 1] == row) }
                }
                var members: [String] = []
                for cluster in screen.map.clusters {
                    #expect(cluster.memberIDs.count == cluster.count, "\(cluster.id)")
                    // Its list position is its nearest member's place in the visible order.
                    #expect(visible[cluster.listPosition - 1].id == cluster.memberIDs.first, "\(cluster.id)")
                    #expect(cluster.containsSelection == cluster.memberIDs.contains("node/317551811"))
                    #expect(!cluster.accessibilityLabel.isEmpty && cluster.accessibilityLabel != cluster.visibleCount)
                    #expect(
                        !cluster.accessibilityLabel.contains(" north ")
                            && !cluster.accessibilityLabel.contains(" south "))
                    members += cluster.memberIDs
                }
                // Every place inside the viewport is on the map once; what else is shown belongs
                // to a cluster that also holds a place inside.
                let shown = pins.map(\.id) + members
                let insideIDs = Set(inside.map(\.id))
                #expect(insideIDs.isSubset(of: shown), "\(filters) zoom \(zoomChange)")
                #expect(Set(shown).count == shown.count && screen.map.placeCount == shown.count)
                #expect(pins.allSatisfy { insideIDs.contains($0.id) })
                for cluster in screen.map.clusters {
                    #expect(bounds.contains(cluster.coordinate))
                    #expect(cluster.memberIDs.contains(where: insideIDs.contains))
                }
                // The list is a prefix of the same set.
                #expect(screen.rows == Array(visible.prefix(screen.rows.count)))
            }
        }
    }

    @Test("A cluster names its count, open count and nearest member")
    func clusterLabel() throws {
        let picker = Fixture.picker("en-GB")
        var state = picker.initialState()
        state.camera = MapCamera(center: Fixture.station.coordinate, zoom: 12)
        let cluster = try #require(picker.screen(for: state).map.clusters.max { $0.count < $1.count })
        #expect(
            cluster.accessibilityLabel.hasPrefix("\(cluster.count) pickup points, \(cluster.openCount) open, nearest "))
        #expect(cluster.accessibilityLabel.contains(cluster.nearestName))
        #expect(cluster.accessibilityHint == "Zooms in")
        let update = picker.apply(.expandCluster(id: cluster.id), to: state, at: Fixture.monday)
        #expect(try #require(update.state.camera).zoom > 12)
    }
}

/// Places that share one spot cannot be split by zooming: their cluster lists them instead.
@Suite("Map: places at one spot") struct SharedSpotTests {
    static let engine = Synthetic.engine(
        (0..<3).map { Synthetic.place("s\($0)", "Locker \($0 + 1)", north: 400, category: "parcel_pickup") }
            + [Synthetic.place("far", "Kiosk", north: -900)])

    @Test("A cluster at one spot lists its members, and collapsing returns to the summary")
    func listsMembers() throws {
        let picker = Fixture.picker("en-GB", engine: Self.engine)
        var state = picker.initialState()
        state.camera = MapCamera(center: Synthetic.offset(north: 400), zoom: 18)
        state.mode = .map
        let cluster = try #require(picker.screen(for: state).map.clusters.first)
        #expect(cluster.count == 3)
        #expect(cluster.activation == .listMembers)
        #expect(cluster.accessibilityHint == "Lists them")
        let expanded = picker.apply(.expandCluster(id: cluster.id), to: state, at: Fixture.monday)
        // The members are listed where the cluster is: the map view stays, with its list beside it.
        #expect(expanded.state.mode == .map)
        #expect(expanded.state.expandedClusterID == cluster.id)
        #expect(expanded.rows.map(\.id).sorted() == ["s0", "s1", "s2"])
        let scope = try #require(expanded.clusterScope)
        #expect(scope.summary == "3 pickup points of 4 at one spot on the map, 3 open now.")
        #expect(scope.showAllTitle == "Show all pickup points")
        #expect(expanded.announcement?.text == scope.summary)
        #expect(!expanded.hasMore)
        let collapsed = picker.apply(.collapseCluster, to: expanded.state, at: Fixture.monday)
        #expect(collapsed.state.expandedClusterID == nil)
        #expect(picker.screen(for: collapsed.state).rows.count == 4)
        #expect(collapsed.announcement?.text == picker.screen(for: collapsed.state).summary.text)
    }

    @Test("An unknown cluster id changes nothing")
    func unknownCluster() {
        let picker = Fixture.picker("en-GB", engine: Self.engine)
        let state = picker.initialState()
        let update = picker.apply(.expandCluster(id: "z3-nothing"), to: state, at: Fixture.monday)
        #expect(update.state == state && update.announcement == nil)
    }
}
