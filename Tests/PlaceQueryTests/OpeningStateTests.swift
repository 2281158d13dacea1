import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

@testable import PlaceQuery

/// Opening state is computed in each place's own zone, whatever the origin or the caller's zone.
@Suite("Opening state in the place's zone")
struct OpeningStateTests {
    static let places = [
        Fixtures.place("ny", hours: "Mo-Fr 09:00-17:00", zone: "America/New_York", at: Fixtures.newYork),
        Fixtures.place("hel", hours: "Mo-Fr 09:00-17:00", zone: "Europe/Helsinki"),
        Fixtures.place("always", hours: "24/7", zone: "America/New_York", at: Fixtures.newYork),
        Fixtures.place("night", hours: "Mo-Su 22:00-02:00", zone: "Europe/Helsinki"),
    ]

    static func snapshot(_ id: String, at instant: String) throws -> OpeningSnapshot {
        let engine = try Fixtures.engine(places)
        let query = Query(origin: Fixtures.helsinki, instant: Fixtures.utc(instant))
        return try #require(engine.result(forID: id, query: query)).opening
    }

    @Test(arguments: [
        // Wednesday 2026-11-04 14:00 UTC = 16:00 in Helsinki (UTC+2), 09:00 in New York (UTC-5).
        ("2026-11-04T14:00:00", "hel", OpeningSnapshot.Status.open, "2026-11-04T15:00:00"),
        ("2026-11-04T14:00:00", "ny", .open, "2026-11-04T22:00:00"),
        // 16:00 UTC = 18:00 Helsinki (closed since 17:00), 11:00 New York (open).
        ("2026-11-04T16:00:00", "hel", .closed, "2026-11-05T07:00:00"),
        ("2026-11-04T16:00:00", "ny", .open, "2026-11-04T22:00:00"),
        // 13:59 UTC = 08:59 New York: closed for one more minute.
        ("2026-11-04T13:59:00", "ny", .closed, "2026-11-04T14:00:00"),
        // Friday 22:30 UTC = 17:30 New York: closed until Monday 09:00 (14:00 UTC).
        ("2026-11-06T22:30:00", "ny", .closed, "2026-11-09T14:00:00"),
        // Past midnight: Thursday 23:30 UTC = Friday 01:30 Helsinki, still open from 22:00.
        ("2026-11-05T23:30:00", "night", .open, "2026-11-06T00:00:00"),
    ])
    func stateAndNextChange(instant: String, id: String, status: OpeningSnapshot.Status, change: String) throws {
        let snapshot = try Self.snapshot(id, at: instant)
        #expect(snapshot.status == status)
        #expect(snapshot.nextChange == Fixtures.utc(change))
        #expect(snapshot.nextStatus == (status == .open ? .closed : .open))
        #expect(snapshot.isAlwaysOpen == false)
    }

    @Test func zoneOfThePlaceIsReported() throws {
        #expect(try Self.snapshot("ny", at: "2026-11-04T14:00:00").timeZone.identifier == "America/New_York")
        #expect(try Self.snapshot("hel", at: "2026-11-04T14:00:00").timeZone.identifier == "Europe/Helsinki")
        let engine = try Fixtures.engine(Self.places)
        #expect(engine.evaluationContext(forID: "ny")?.timeZone.identifier == "America/New_York")
        #expect(engine.evaluationContext(forID: "ny")?.country == "FI")  // the engine's country: no address
        #expect(engine.evaluationContext(forID: "nowhere") == nil)
        // An identifier Foundation does not know is no zone: the catalog's default (Helsinki) is
        // used, never UTC and never the device's zone.
        let mars = try Fixtures.engine([Fixtures.place("mars", hours: "Mo-Su 09:00-17:00", zone: "Mars/Olympus")])
        let query = Query(origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T16:30:00"))
        #expect(mars.evaluationContext(forID: "mars")?.timeZone.identifier == "Europe/Helsinki")
        #expect(mars.zone(forID: "mars")?.timeZoneSource == .catalogDefault)
        #expect(mars.result(forID: "mars", query: query)?.opening.nextChange == Fixtures.utc("2026-11-05T07:00:00"))
    }

    @Test func twentyFourSevenIsAlwaysOpen() throws {
        let snapshot = try Self.snapshot("always", at: "2026-03-08T07:30:00")  // New York's DST night
        #expect(snapshot.status == .open)
        #expect(snapshot.isAlwaysOpen)
        #expect(snapshot.nextChange == nil)
    }

    /// On DST days the local wall time jumps; opening at 09:00 local is a different UTC hour.
    @Test(arguments: [
        // New York springs forward on 2026-03-08 (UTC-5 → UTC-4): Sunday, so look at Monday 09:00 EDT = 13:00 UTC.
        ("ny", "2026-03-09T12:59:00", OpeningSnapshot.Status.closed, "2026-03-09T13:00:00"),
        // The Friday before, 09:00 EST = 14:00 UTC.
        ("ny", "2026-03-06T13:30:00", .closed, "2026-03-06T14:00:00"),
        // Helsinki falls back on 2026-10-25 (UTC+3 → UTC+2): Monday 26th opens 09:00 EET = 07:00 UTC.
        ("hel", "2026-10-26T06:30:00", .closed, "2026-10-26T07:00:00"),
        // Friday 23rd, still summer time: 17:00 EEST = 14:00 UTC.
        ("hel", "2026-10-23T13:00:00", .open, "2026-10-23T14:00:00"),
        // The night place on the eve of Helsinki's fall-back: 22:00 EEST (19:00 UTC) to 02:00 EEST
        // (23:00 UTC); the clocks go back later, at 04:00 EEST.
        ("night", "2026-10-24T19:30:00", .open, "2026-10-24T23:00:00"),
        // On the fall-back day itself the evening opening is already on winter time: 22:00 EET = 20:00 UTC.
        ("night", "2026-10-25T12:00:00", .closed, "2026-10-25T20:00:00"),
    ])
    func daylightSavingDays(id: String, instant: String, status: OpeningSnapshot.Status, change: String) throws {
        let snapshot = try Self.snapshot(id, at: instant)
        #expect(snapshot.status == status)
        #expect(snapshot.nextChange == Fixtures.utc(change))
    }

    @Test func theSameInstantGivesEachPlaceItsOwnState() throws {
        let engine = try Fixtures.engine(Self.places)
        // 16:00 UTC: open in New York (11:00), closed in Helsinki (18:00).
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T16:00:00"),
            filters: PlaceFilters(openNow: true))
        let results = engine.results(for: query)
        #expect(Set(results.places.map(\.id)) == ["ny", "always"])
        #expect(results.nearestOpen?.id == "always" || results.nearestOpen?.id == "ny")
    }

    @Test func unknownHoursAreNeverOpenOrClosed() throws {
        let engine = try Fixtures.engine([
            Fixtures.place("comment", hours: "\"by appointment\""),
            Fixtures.place("missing", hours: nil),
            Fixtures.place("blank", hours: "  "),
            Fixtures.place("garbage", hours: "whenever the owner feels like it"),
            Fixtures.place("open", hours: "24/7"),
        ])
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"),
            filters: PlaceFilters(openNow: true))
        let results = engine.results(for: query)
        #expect(results.places.map(\.id) == ["open"])
        #expect(results.hiddenUnknownCount == 4)
        let all = engine.results(for: Query(origin: Fixtures.helsinki, instant: query.instant))
        #expect(all.unknownCount == 4)
        #expect(all.openCount == 1)
        let comment = try #require(all.places.first { $0.id == "comment" })
        #expect(comment.opening.comment == "by appointment")
        #expect(engine.hasUnreadableHours(id: "garbage"))
        #expect(!engine.hasUnreadableHours(id: "missing"))
        #expect(!engine.hasUnreadableHours(id: "blank"))
        #expect(engine.intervals(forID: "missing", from: query.instant, to: query.instant + 86_400) == nil)
    }

    @Test func intervalsAreInThePlacesZone() throws {
        let engine = try Fixtures.engine(Self.places)
        let intervals = try #require(
            engine.intervals(
                forID: "ny", from: Fixtures.utc("2026-11-04T00:00:00"), to: Fixtures.utc("2026-11-05T00:00:00")))
        let open = intervals.filter { $0.state.status == .open }
        #expect(open.map(\.start) == [Fixtures.utc("2026-11-04T14:00:00")])
        #expect(open.map(\.end) == [Fixtures.utc("2026-11-04T22:00:00")])
    }
}
