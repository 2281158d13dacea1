import ConcurrencyPrimitives
import Foundation
import Geodesy
import PlaceDatabase
import PlaceQuery
import PlaceQueryModel
import Places
import TestSupport
import Testing

@testable import PlaceReplication

/// A replica's places under a stream of batches: applied as overlays, folded into new bases behind,
/// and at the end the same as the table — versions only growing on the way. The clock is a
/// ``ManualClock``: each step runs when the test moves it, so every run takes the same steps.
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

    static func engine(_ places: [Place]) throws -> PlaceEngine {
        PlaceEngine(catalog: try Catalog(places: places), referenceDate: instant)
    }

    /// A catalog of `count` places at version 1 on a manual clock, and the versions it publishes.
    static func catalog(
        _ table: [VersionedPlace], feed: TestFeed = TestFeed(), clock: ManualClock = ManualClock()
    ) -> (live: LiveCatalog<PlaceEngine>, published: Locked<[LiveVersion<PlaceEngine>]>) {
        let live = LiveCatalog<PlaceEngine>(
            snapshot: DataSnapshot(version: 1, places: table, problems: []), feed: feed, clock: clock, log: { _ in },
            build: { places in try Self.engine(places) })
        let published = Locked<[LiveVersion<PlaceEngine>]>([])
        live.onNewVersion { version in published.withLock { $0.append(version) } }
        return (live, published)
    }

    static func rows(_ range: Range<Int>, generation: Int, version: Int64) -> [VersionedPlace] {
        range.map { VersionedPlace(place: place($0, generation: generation), version: version) }
    }

    /// One batch large enough to be folded, and nothing after it: the fold reaches the last
    /// version with nothing pending, and is still served (it once became the base unserved).
    @Test func aFoldOfTheLastVersionIsServed() throws {
        let clock = ManualClock()
        let (live, published) = Self.catalog(Self.rows(0..<400, generation: 0, version: 1), clock: clock)
        _ = try live.currentVersion()
        // 300 changed places: more than the fold threshold of 400 places (256).
        #expect(LiveCatalog<PlaceEngine>.foldThreshold(placeCount: 400) < 300)
        live.apply(
            ChangeBatch(
                since: 1, version: 2, upserts: Self.rows(0..<300, generation: 2, version: 2), deletions: [],
                problems: []))
        #expect(published.withLock { $0 }.isEmpty, "nothing is applied before the clock moves")
        // The batch is applied as an overlay, and the fold it calls for runs at once, behind.
        clock.advance(by: .zero)
        #expect(published.withLock { $0.map(\.version) } == [2])
        #expect(published.withLock { $0.first?.content.overlayCount } == 300)
        #expect(clock.waiting == ["placepicker-apply"])
        // An interval later the worker adopts the fold and serves it: nothing came after it.
        clock.advance(by: LiveCatalog<PlaceEngine>.applyInterval)
        let versions = published.withLock { $0 }
        #expect(versions.map(\.version) == [2, 2])
        #expect(versions.map(\.content.overlayCount) == [300, 0])
        #expect(versions.last?.placesDigest == versions.first?.placesDigest)
        #expect(clock.waiting.isEmpty, "the worker is idle")
    }

    /// Batches arriving within an apply interval of the last applied version are applied together,
    /// once the interval is over.
    @Test func batchesWithinAnIntervalAreAppliedTogether() throws {
        let clock = ManualClock()
        let (live, published) = Self.catalog(Self.rows(0..<400, generation: 0, version: 1), clock: clock)
        _ = try live.currentVersion()
        func batch(_ version: Int64, _ index: Int) -> ChangeBatch {
            ChangeBatch(
                since: version - 1, version: version,
                upserts: [VersionedPlace(place: Self.place(index, generation: Int(version)), version: version)],
                deletions: [], problems: [])
        }
        live.apply(batch(2, 1))
        clock.advance(by: .zero)
        #expect(published.withLock { $0.map(\.version) } == [2])
        live.apply(batch(3, 2))
        clock.advance(by: .milliseconds(40))
        live.apply(batch(4, 3))
        clock.advance(by: .milliseconds(59))
        #expect(published.withLock { $0.map(\.version) } == [2], "still within the interval")
        clock.advance(by: .milliseconds(1))
        let versions = published.withLock { $0 }
        #expect(versions.map(\.version) == [2, 4])
        #expect(versions.last?.content.overlayCount == 3)
        // A batch no newer than the table's version is not applied again.
        live.apply(batch(4, 5))
        clock.advanceUntilIdle()
        #expect(published.withLock { $0.map(\.version) } == [2, 4])
    }

    /// The catalog owns its feed: it starts it after the snapshot's version, takes its batches, reads
    /// its health against the clock and re-reads its sources every five seconds until stopped.
    @Test func theFeedIsFollowedReadAndStopped() throws {
        let clock = ManualClock()
        let first = SourceStatus(
            name: "inpost", format: "inpost", origin: "https://x", readAt: "2026-12-07T10:00:00Z", points: 400)
        let feed = TestFeed(sources: [first])
        let (live, published) = Self.catalog(Self.rows(0..<400, generation: 0, version: 1), feed: feed, clock: clock)
        _ = try live.currentVersion()
        #expect(live.sources == [first])
        #expect(live.health == ReplicaHealth(isConnected: false, secondsSinceSync: 0, followedVersion: 1))
        #expect(feed.startedAfter == nil)

        live.start()
        #expect(feed.startedAfter == 1)
        feed.send(
            ChangeBatch(
                since: 1, version: 2, upserts: Self.rows(0..<1, generation: 2, version: 2), deletions: [], problems: [])
        )
        feed.setHealth(FollowerHealth(isConnected: true, version: 2, lastSync: clock.now))
        clock.advance(by: .seconds(3))
        #expect(published.withLock { $0.map(\.version) } == [2])
        #expect(live.health == ReplicaHealth(isConnected: true, secondsSinceSync: 3, followedVersion: 2))

        // Re-read at five seconds; a failed read keeps the last one.
        var second = first
        second.points = 401
        feed.setSources([second])
        clock.advance(by: .seconds(1))
        #expect(live.sources == [first])
        clock.advance(by: .seconds(1))
        #expect(live.sources == [second])
        feed.setSources(nil)
        clock.advance(by: .seconds(5))
        #expect(live.sources == [second])

        live.stop()
        #expect(feed.isStopped)
        feed.setSources([first])
        clock.advance(by: .seconds(10))
        #expect(live.sources == [second], "not re-read once stopped")
        #expect(clock.waiting.isEmpty)
    }

    @Test func batchesFoldsAndTheTableAgree() throws {
        var table = Self.rows(0..<400, generation: 0, version: 1)
        let clock = ManualClock()
        let (live, published) = Self.catalog(table, clock: clock)
        let built = try live.currentVersion()
        var random = SeededGenerator(seed: 65)
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
            // Batches 30 ms apart, and a pause of 150 ms after every seventh.
            clock.advance(by: version % 7 == 0 ? .milliseconds(150) : .milliseconds(30))
        }
        clock.advanceUntilIdle()
        let versions = [built] + published.withLock { $0 }
        let numbers = versions.map(\.version)
        #expect(numbers.last == 61)
        #expect(numbers == numbers.sorted(), "versions only grow: \(numbers)")
        #expect(versions.dropFirst().contains { $0.content.overlayCount == 0 }, "folds happened")
        let final = try #require(versions.last)
        let expected = PlacesDigest.text(
            table.reduce(UInt64(0)) { $0 &+ PlacesDigest.rowHash(id: $1.place.id, version: $1.version) })
        #expect(final.placesDigest == expected)
        // The published answers equal a fresh build of the table's places.
        let fresh = try Self.engine(table.map(\.place))
        var withSpace = PlaceFilters()
        withSpace.withSpaceOnly = true
        for filters in [PlaceFilters(), PlaceFilters(openNow: true), withSpace] {
            let query = Query(
                origin: Coordinate(uncheckedLatitude: 60.16, longitude: 24.93), instant: Self.instant, filters: filters,
                limit: 1_000)
            let served = final.content.results(for: query)
            let rebuilt = fresh.results(for: query)
            #expect(Set(served.places.map(\.id)) == Set(rebuilt.places.map(\.id)))
            #expect(served.matchingCount == rebuilt.matchingCount && served.openCount == rebuilt.openCount)
            #expect(served.places.map(\.place.name).sorted() == rebuilt.places.map(\.place.name).sorted())
        }
    }
}
