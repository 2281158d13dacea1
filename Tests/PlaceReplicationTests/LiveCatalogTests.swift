import ConcurrencyPrimitives
import Foundation
import Geodesy
import PlaceDatabase
import PlacePicker
import PlacePickerWeb
import PlaceQuery
import PlaceQueryModel
import Places
import Testing

@testable import PlaceReplication

/// A replica's places under a stream of batches: applied as overlays, folded into new bases behind,
/// and at the end the same as the table — versions only growing on the way.
@Suite("A replica's live catalog")
struct LiveCatalogTests {
    static func place(_ index: Int, generation: Int, status: String? = nil) -> Place {
        let north = Double(index % 37) * 0.002
        let east = Double(index / 37) * 0.003 + Double(generation % 3) * 0.0001
        return Place(
            id: "p\(index)", name: "Locker \(index) v\(generation)",
            coordinate: Coordinate(uncheckedLatitude: 60.15 + north, longitude: 24.90 + east),
            categories: ["parcel_locker"], openingHours: generation % 2 == 0 ? "24/7" : "Mo-Fr 08:00-20:00",
            timeZone: "Europe/Helsinki",
            properties: status.map { ["pickup:status": .string($0)] } ?? [:])
    }

    static let instant = Date(timeIntervalSince1970: 1_796_025_600)

    static func app(_ places: [Place], _ data: LiveData) throws -> WebApp {
        var options = EmbeddingOptions()
        options.origin = Origin(
            coordinate: Coordinate(uncheckedLatitude: 60.16, longitude: 24.93), source: .default, label: "Here")
        let picker = try PickerModel(places: places, options: options, locale: .fallback, clock: { instant })
        return WebApp(picker: picker, configuration: WebConfiguration(fixedInstant: instant), liveData: data)
    }

    /// One batch large enough to be folded, and nothing after it: the fold reaches the last
    /// version with nothing pending, and is still served (it once became the base unserved).
    @Test func aFoldOfTheLastVersionIsServed() throws {
        let table = (0..<400).map { VersionedPlace(place: Self.place($0, generation: 0), version: 1) }
        let live = LiveCatalog(
            snapshot: DataSnapshot(version: 1, places: table, problems: []),
            health: { LiveData.Health(isConnected: true, secondsSinceSync: 0, followedVersion: 0) }, log: { _ in },
            build: { places, data in try Self.app(places, data) })
        let published = Locked<[WebApp]>([try live.currentApp()])
        live.onNewApp { app in published.withLock { $0.append(app) } }
        // 300 changed places: more than the fold threshold of 400 places (256).
        #expect(LiveCatalog.foldThreshold(placeCount: 400) < 300)
        let upserts = (0..<300).map { VersionedPlace(place: Self.place($0, generation: 2), version: 2) }
        live.apply(ChangeBatch(since: 1, version: 2, upserts: upserts, deletions: [], problems: []))
        let deadline = Date().addingTimeInterval(30)
        func foldServed() -> Bool {
            published.withLock { apps in
                apps.contains { $0.liveData?.version == 2 && $0.picker.engine.overlayCount == 0 }
            }
        }
        while Date() < deadline, !foldServed() { Thread.sleep(forTimeInterval: 0.02) }
        let apps = published.withLock { $0 }
        #expect(foldServed(), "published: \(apps.map { ($0.liveData?.version, $0.picker.engine.overlayCount) })")
        #expect(apps.last?.picker.engine.overlayCount == 0)
    }

    @Test func batchesFoldsAndTheTableAgree() throws {
        var table = (0..<400).map { VersionedPlace(place: Self.place($0, generation: 0), version: 1) }
        let live = LiveCatalog(
            snapshot: DataSnapshot(version: 1, places: table, problems: []),
            health: { LiveData.Health(isConnected: true, secondsSinceSync: 0, followedVersion: 0) }, log: { _ in },
            build: { places, data in try Self.app(places, data) })
        let published = Locked<[WebApp]>([try live.currentApp()])
        live.onNewApp { app in published.withLock { $0.append(app) } }
        var random = SystemRandomNumberGenerator()
        var nextIndex = 400
        for version in Int64(2)...61 {
            var upserts: [VersionedPlace] = []
            var deletions: [String] = []
            for _ in 0..<15 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0 where table.count > 50:
                    let gone = table.remove(at: Int.random(in: 0..<table.count, using: &random))
                    deletions.append(gone.place.id)
                    upserts.removeAll { $0.place.id == gone.place.id }
                case 1:
                    let added = VersionedPlace(place: Self.place(nextIndex, generation: 0), version: version)
                    nextIndex += 1
                    table.append(added)
                    upserts.append(added)
                default:
                    let index = Int.random(in: 0..<table.count, using: &random)
                    let number = Int(table[index].place.id.dropFirst()) ?? 0
                    let changed = VersionedPlace(
                        place: Self.place(
                            number, generation: Int(version), status: Bool.random(using: &random) ? "full" : nil),
                        version: version)
                    table[index] = changed
                    upserts.removeAll { $0.place.id == changed.place.id }
                    upserts.append(changed)
                }
            }
            live.apply(
                ChangeBatch(since: version - 1, version: version, upserts: upserts, deletions: deletions, problems: []))
            if version % 7 == 0 { Thread.sleep(forTimeInterval: 0.15) }
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, published.withLock({ $0.last?.liveData?.version }) != 61 {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let apps = published.withLock { $0 }
        let versions = apps.compactMap(\.liveData?.version)
        #expect(versions.last == 61)
        #expect(versions == versions.sorted(), "versions only grow: \(versions)")
        #expect(apps.contains { $0.picker.engine.overlayCount == 0 } && versions.count > 2, "folds happened")
        let final = try #require(apps.last)
        let expected = LiveData.digestText(
            table.reduce(UInt64(0)) { $0 &+ LiveData.rowHash(id: $1.place.id, version: $1.version) })
        #expect(final.liveData?.placesDigest == expected)
        // The served answers equal a fresh build of the table's places.
        let fresh = try Self.app(
            table.map(\.place),
            LiveData(version: 61, placesDigest: expected) {
                LiveData.Health(isConnected: true, secondsSinceSync: 0, followedVersion: 61)
            })
        var withSpace = PlaceFilters()
        withSpace.withSpaceOnly = true
        for filters in [PlaceFilters(), PlaceFilters(openNow: true), withSpace] {
            let query = Query(
                origin: Coordinate(uncheckedLatitude: 60.16, longitude: 24.93), instant: Self.instant, filters: filters,
                limit: 1_000)
            let served = final.picker.engine.results(for: query)
            let rebuilt = fresh.picker.engine.results(for: query)
            #expect(Set(served.places.map(\.id)) == Set(rebuilt.places.map(\.id)))
            #expect(served.matchingCount == rebuilt.matchingCount && served.openCount == rebuilt.openCount)
            #expect(served.places.map(\.place.name).sorted() == rebuilt.places.map(\.place.name).sorted())
        }
    }
}
