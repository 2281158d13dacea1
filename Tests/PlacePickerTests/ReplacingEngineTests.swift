import Foundation
import Geodesy
import PlaceQuery
import PlaceQueryModel
import PlaceSamples
import Places
import Testing

@testable import PlacePicker

/// A picker moved to a new version of its engine (``PickerModel/replacingEngine(_:)``) shows what
/// a picker built afresh over the same places shows.
@Suite("Picker over a changed engine")
struct ReplacingEngineTests {
    /// A screen without the engine's positions of its places (the two engines number them
    /// differently: a changed place keeps no position of the base).
    static func shown(_ screen: Screen) -> Screen {
        var screen = screen
        for index in screen.results.indices { screen.results[index].position = nil }
        screen.selectedResult?.position = nil
        return screen
    }

    @Test func replacingEngineShowsWhatAFreshPickerShows() throws {
        let picker = Fixture.picker("en-GB")
        let sample = Fixture.sample
        let station = HelsinkiSample.stationCoordinate
        // Places whose name is their own (no other place shares it): changing them renames no one else.
        let own = sample.places.filter { picker.name(of: $0) == $0.name }
            .sorted { $0.coordinate.distance(to: station) < $1.coordinate.distance(to: station) }
        try #require(own.count > 10)
        var renamed = own[0]
        renamed.name = "Zz renamed pickup point"
        var unavailable = own[1]
        unavailable.properties["pickup:status"] = .string("full")
        var moved = own[2]
        moved.coordinate = Coordinate(uncheckedLatitude: station.latitude + 0.001, longitude: station.longitude)
        var rehoured = own[3]
        rehoured.openingHours = "Mo-Su 00:00-24:00"
        let deleted = own[4].id
        let added = Place(
            id: "new-1", name: "Brand new pickup point",
            coordinate: Coordinate(uncheckedLatitude: station.latitude, longitude: station.longitude + 0.001),
            categories: ["parcel_locker"], openingHours: "24/7")
        let upserts = [renamed, unavailable, moved, rehoured, added]
        let engine = Fixture.sampleEngine.applying(PlaceChanges(upserts: upserts, deletions: [deleted]))
        let next = picker.replacingEngine(engine)

        let changed = Set(upserts.map(\.id) + [deleted])
        let freshCatalog = try Catalog(
            places: sample.places.filter { !changed.contains($0.id) } + upserts, addressPoints: sample.addressPoints,
            defaultTimeZone: sample.defaultTimeZone, attribution: sample.attribution)
        let fresh = Fixture.picker(
            "en-GB",
            engine: PlaceEngine(catalog: freshCatalog, country: HelsinkiSample.country, referenceDate: Fixture.monday))
        #expect(next.engine.placeCount == freshCatalog.places.count)
        var states: [PickerState] = []
        for mode in [PickerMode.list, .map] {
            for sort in PlaceSort.allCases {
                var state = Fixture.allRowsState(picker)
                state.mode = mode
                state.sort = sort
                states.append(state)
                state.filters.openNow = true
                states.append(state)
            }
        }
        var selected = Fixture.allRowsState(picker)
        selected.selectedID = added.id
        states.append(selected)
        selected.selectedID = deleted
        states.append(selected)
        for state in states {
            #expect(Self.shown(next.screen(for: state)) == Self.shown(fresh.screen(for: state)), "\(state)")
        }
        // The old picker still shows the old places.
        #expect(picker.screen(for: states[0]) == Fixture.picker("en-GB").screen(for: states[0]))
    }
}
