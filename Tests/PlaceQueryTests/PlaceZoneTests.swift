import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

@testable import PlaceQuery

/// Answers zones by longitude band: a stand-in for the boundary table that is easy to reason about.
struct BandResolver: TimeZoneResolver {
    func timeZoneIdentifier(at coordinate: Coordinate) -> String? {
        switch coordinate.longitude {
        case 20..<32: "Europe/Helsinki"
        case -80 ..< -70: "America/New_York"
        case -16 ..< -13: "Atlantic/Canary"
        default: "Etc/GMT"
        }
    }
}

@Suite("each place's own zone")
struct PlaceZoneTests {
    /// 19:30 in Helsinki (16:30 UTC) on a Thursday.
    static let evening = Fixtures.utc("2025-06-05T16:30:00")

    static func engine(_ places: [Place], defaultTimeZone: String? = nil, country: String? = nil) throws
        -> PlaceEngine
    {
        PlaceEngine(
            catalog: try Catalog(places: places), country: country, zoneResolver: BandResolver(),
            defaultTimeZone: defaultTimeZone, referenceDate: evening)
    }

    @Test func aPlaceWithoutATimezoneIsReadInTheZoneOfItsCoordinates() throws {
        // Closed at 19:30 Helsinki time; in UTC (16:30) it would be open.
        let engine = try Self.engine([Fixtures.place("shop", hours: "Mo-Fr 09:00-19:00")])
        let result = try #require(
            engine.result(forID: "shop", query: Query(origin: Fixtures.helsinki, instant: Self.evening)))
        #expect(result.opening.status == .closed)
        #expect(result.opening.timeZone.identifier == "Europe/Helsinki")
        #expect(engine.zone(forID: "shop")?.timeZoneSource == .coordinates)
        #expect(engine.zone(forID: "shop")?.country == "FI")
        #expect(engine.zoneCounts.inferredZones == 1)
    }

    @Test func theDataZoneWinsOverTheCoordinates() throws {
        let engine = try Self.engine([Fixtures.place("shop", hours: "Mo-Fr 09:00-19:00", zone: "Europe/London")])
        let result = try #require(
            engine.result(forID: "shop", query: Query(origin: Fixtures.helsinki, instant: Self.evening)))
        #expect(result.opening.status == .open)  // 17:30 in London
        #expect(engine.zone(forID: "shop")?.timeZoneSource == .data)
        #expect(engine.zone(forID: "shop")?.country == "GB")
    }

    @Test func withoutAnyZoneTheHoursAreUnknownNeverUTC() throws {
        let engine = PlaceEngine(
            catalog: try Catalog(places: [Fixtures.place("kiosk", hours: "24/7")]), referenceDate: Self.evening)
        let result = try #require(
            engine.result(forID: "kiosk", query: Query(origin: Fixtures.helsinki, instant: Self.evening)))
        #expect(result.opening.status == .unknown)
        #expect(engine.zone(forID: "kiosk") == PlaceZone())
        #expect(engine.evaluationContext(forID: "kiosk") == nil)
        #expect(
            engine.intervals(forID: "kiosk", from: Self.evening, to: Self.evening.addingTimeInterval(86_400)) == nil)
        #expect(engine.zoneCounts.withoutZone == 1)
        let open = engine.results(
            for: Query(origin: Fixtures.helsinki, instant: Self.evening, filters: PlaceFilters(openNow: true)))
        #expect(open.places.isEmpty)
    }

    @Test func theDefaultZoneIsTheLastResort() throws {
        let engine = PlaceEngine(
            catalog: try Catalog(places: [Fixtures.place("kiosk", hours: "Mo-Fr 09:00-19:00")]),
            defaultTimeZone: "Europe/London", referenceDate: Self.evening)
        #expect(engine.zone(forID: "kiosk")?.timeZoneSource == .catalogDefault)
        let result = try #require(
            engine.result(forID: "kiosk", query: Query(origin: Fixtures.helsinki, instant: Self.evening)))
        #expect(result.opening.status == .open)
    }

    @Test func holidaysComeFromTheZonesCountryAndRegion() throws {
        // 30 May is the Day of the Canary Islands: a public holiday there, not in mainland Spain.
        let palmas = Coordinate(uncheckedLatitude: 28.1, longitude: -15.41)
        let engine = try Self.engine([Fixtures.place("p", hours: "Mo-Su 09:00-19:00; PH off", at: palmas)])
        let zone = try #require(engine.zone(forID: "p"))
        #expect(zone.country == "ES")
        #expect(zone.region == "CN")
        let context = try #require(engine.evaluationContext(forID: "p"))
        #expect(context.country == "ES")
        #expect(context.region == "CN")
    }

    @Test func anAddressCountryNameIsRead() throws {
        let engine = try Self.engine([
            Fixtures.place("p", hours: "Mo-Fr 09:00-17:00", address: Address(country: "Deutschland"))
        ])
        #expect(engine.zone(forID: "p")?.country == "DE")
        #expect(engine.zone(forID: "p")?.countrySource == .address)
    }
}
