import Foundation
import Geodesy
import PlaceQueryModel
import PlaceSamples
import Places
import TestSupport
import Testing

@testable import PlaceQuery

/// The counted query evaluates each shared hours value once per query (``StatusMemo``): every
/// state it reports must be the one the place's own hours give at the instant, for shared
/// values in several zones and for hours read with each place's own sun times.
@Suite("Opening states, each shared value evaluated once")
struct StatusMemoTests {
    /// The state the query recorded for each match, in the visible order (empty without counts).
    static func statuses(_ results: Results) -> [OpeningSnapshot.Status] {
        results.matchList?.all().map(\.status) ?? []
    }

    static let engine = PlaceEngine(
        catalog: SyntheticCatalog.generate(count: 20_000, seed: 7),
        referenceDate: Date(timeIntervalSince1970: 1_774_224_000))

    @Test func everyStateIsThePlacesOwn() {
        let engine = Self.engine
        var generator = SeededGenerator(seed: 41)
        // The catalog repeats a few values over thousands of places, and uses sun times.
        #expect(engine.sharedHoursCount > 1 && engine.sharedHoursCount < 5_000)
        #expect(engine.sharedHoursBySlot.contains(-1))
        var checked = 0
        for _ in 0..<30 {
            let place = engine.catalog.places[Int.random(in: 0..<engine.catalog.places.count, using: &generator)]
            // Instants over a week: day, night, dawn and dusk in the places' zones.
            let instant = Date(
                timeIntervalSince1970: 1_774_224_000 + Double.random(in: 0..<(7 * 86_400), using: &generator))
            let query = Query(
                origin: place.coordinate, instant: instant, limit: 5, maximumDistance: 300_000, includeCounts: true)
            let results = engine.results(for: query)
            #expect(Self.statuses(results).count == results.matchingPositions.count)
            let own = results.matchingPositions.map { engine.hours[$0].status(at: instant) }
            #expect(Self.statuses(results) == own)
            #expect(results.openCount == own.count { $0 == .open })
            #expect(results.unknownCount == own.count { $0 == .unknown })
            checked += own.count
        }
        #expect(checked > 1_000)
    }

    @Test func openNowKeepsExactlyTheOpenPlaces() {
        let engine = Self.engine
        let origin = engine.catalog.places[0].coordinate
        for hour in stride(from: 0.0, to: 48, by: 5.5) {
            let instant = Date(timeIntervalSince1970: 1_774_224_000 + hour * 3_600)
            let all = engine.results(
                for: Query(origin: origin, instant: instant, limit: 0, maximumDistance: 500_000, includeCounts: true))
            let open = engine.results(
                for: Query(
                    origin: origin, instant: instant, filters: PlaceFilters(openNow: true), limit: 0,
                    maximumDistance: 500_000, includeCounts: true))
            let expected = all.matchingPositions.filter { engine.hours[$0].status(at: instant) == .open }
            #expect(open.matchingPositions == expected)
        }
    }

    /// Near sunset, places with the same sun-time hours a few kilometres apart differ: each is
    /// read with its own sunset, never with another place's state.
    @Test func sunTimesAreEachPlacesOwn() throws {
        let engine = Self.engine
        let positions = engine.catalog.places.indices.filter {
            engine.catalog.places[$0].openingHours == "sunrise-sunset"
        }
        let first = try #require(positions.first)
        let start = Date(timeIntervalSince1970: 1_774_224_000 + 10 * 3_600)
        let sunset = try #require(engine.hours[first].snapshot(at: start).nextChange)
        var mixed = 0
        for offset in [-600.0, -120, 0, 120, 600] {
            let instant = sunset.addingTimeInterval(offset)
            let query = Query(
                origin: engine.catalog.places[first].coordinate, instant: instant, limit: 0, maximumDistance: 400_000,
                includeCounts: true)
            let results = engine.results(for: query)
            let own = results.matchingPositions.map { engine.hours[$0].status(at: instant) }
            #expect(Self.statuses(results) == own)
            let sun = Set(
                results.matchingPositions.indices.filter {
                    engine.catalog.places[results.matchingPositions[$0]].openingHours == "sunrise-sunset"
                }.map { own[$0] })
            if sun.count > 1 { mixed += 1 }
        }
        // The instants chosen do split those places into open and closed ones.
        #expect(mixed > 0)
    }
}
