import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

@testable import PlaceQuery

/// What each result carries besides its place: unavailability, distance, bearing and direction.
@Suite("Result details")
struct ResultDetailsTests {
    static func unavailability(_ properties: [String: JSONValue], zone: String = "Europe/Helsinki", at instant: String)
        throws -> Unavailability?
    {
        let engine = try Fixtures.engine([Fixtures.place("p", hours: nil, zone: zone, properties: properties)])
        let query = Query(origin: Fixtures.helsinki, instant: Fixtures.utc(instant))
        return try #require(engine.result(forID: "p", query: query)).unavailability
    }

    @Test(
        arguments: [
            (["pickup:status": "full"], Unavailability(reason: .full, until: nil)),
            (["pickup:status": "FULL"], Unavailability(reason: .full, until: nil)),
            (
                ["pickup:status": "full", "pickup:status_until": "2026-12-04"],
                Unavailability(reason: .full, until: "2026-12-04")
            ),
            (
                ["pickup:status": "closed", "pickup:status_until": "2026-11-04"],  // the last day is included
                Unavailability(reason: .closed, until: "2026-11-04")
            ),
            (["pickup:status": "closed", "pickup:status_until": "2026-11-03"], nil),  // in the past: available
            (["pickup:status": "open"], nil),
            (["pickup:status_until": "2026-12-04"], nil),
            ([:], nil),
        ] as [([String: String], Unavailability?)])
    func statusProperties(_ properties: [String: String], _ expected: Unavailability?) throws {
        // 2026-11-04 12:00 UTC is 14:00 on the 4th in Helsinki.
        let json = properties.mapValues { JSONValue.string($0) }
        #expect(try Self.unavailability(json, at: "2026-11-04T12:00:00") == expected)
    }

    @Test func theLastDayIsThePlacesLocalDate() throws {
        let properties: [String: JSONValue] = [
            "pickup:status": .string("closed"), "pickup:status_until": .string("2026-11-04"),
        ]
        // 23:30 UTC on the 4th is already the 5th in Helsinki, but still the 4th in New York.
        #expect(try Self.unavailability(properties, at: "2026-11-04T23:30:00") == nil)
        #expect(
            try Self.unavailability(properties, zone: "America/New_York", at: "2026-11-04T23:30:00")?.reason == .closed)
    }

    /// A full place stays in the list, but is not "open" to a shopper: not under "Open now", not in
    /// the open count, never the nearest open place, although it is nearer and open by its hours.
    @Test func unavailablePlacesStayInTheListButAreNotOpen() throws {
        let engine = try Fixtures.engine([
            Fixtures.place("full", hours: "24/7", properties: ["pickup:status": .string("full")]),
            Fixtures.place("fine", hours: "24/7", at: Coordinate(latitude: 60.19, longitude: 24.94)),
        ])
        let query = Query(origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"))
        let all = engine.results(for: query)
        #expect(all.places.map(\.id) == ["full", "fine"])
        #expect(all.places.first?.opening.status == .open)
        #expect(all.places.first?.unavailability?.reason == .full)
        #expect(all.openCount == 1)
        #expect(all.nearestOpen?.id == "fine")
        var openNow = query
        openNow.filters.openNow = true
        #expect(engine.results(for: openNow).places.map(\.id) == ["fine"])
        openNow.includeCounts = false
        #expect(engine.results(for: openNow).places.map(\.id) == ["fine"])
        var uncounted = query
        uncounted.includeCounts = false
        #expect(engine.results(for: uncounted).nearestOpen?.id == "fine")
        #expect(engine.results(for: uncounted).openCount == 1)
    }

    static let destinations: [(Double, Double, CompassDirection)] = [
        (60.1799, 24.9384, .north),
        (60.1760, 24.9560, .northEast),
        (60.1699, 24.9600, .east),
        (60.1640, 24.9560, .southEast),
        (60.1599, 24.9384, .south),
        (60.1640, 24.9200, .southWest),
        (60.1699, 24.9100, .west),
        (60.1760, 24.9200, .northWest),
        (40.7128, -74.0060, .north),  // New York: far away, compared with `direction(to:)` only
    ]

    @Test func distanceBearingAndDirectionAreGeodesic() throws {
        let places = Self.destinations.enumerated().map { index, row in
            Fixtures.place("d\(index)", hours: nil, at: Coordinate(uncheckedLatitude: row.0, longitude: row.1))
        }
        let engine = try Fixtures.engine(places)
        let query = Query(origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"), limit: 100)
        for (index, row) in Self.destinations.enumerated() {
            let result = try #require(engine.result(forID: "d\(index)", query: query))
            let coordinate = Coordinate(uncheckedLatitude: row.0, longitude: row.1)
            // Geodesic.fastInverse: within 10 µm of Karney's distance(to:), even at 6,600 km.
            #expect(abs(result.distance - Fixtures.helsinki.distance(to: coordinate)) < 1e-5)
            #expect(abs(result.bearing - Fixtures.helsinki.bearing(to: coordinate)) < 1e-9)
            #expect(result.direction == Fixtures.helsinki.direction(to: coordinate))
            if index < 8 { #expect(result.direction == row.2) }
        }
        // The list is ordered by that distance.
        let distances = engine.results(for: query).places.map(\.distance)
        #expect(distances == distances.sorted())
        // A distance asked for alone (a map cluster's nearest member) is the result's, to the bit.
        for position in places.indices {
            let result = try #require(engine.results(positions: [position], query: query).first)
            #expect(engine.distance(toPosition: position, from: query.origin) == result.distance)
        }
        #expect(engine.distance(toPosition: places.count, from: query.origin) == nil)
        #expect(engine.distance(toPosition: -1, from: query.origin) == nil)
    }

    @Test func placeAtTheOriginHasNoDirection() throws {
        let engine = try Fixtures.engine([Fixtures.place("here", hours: nil)])
        let result = try #require(
            engine.result(
                forID: "here", query: Query(origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"))))
        #expect(result.distance == 0)
        #expect(result.bearing == 0)
        #expect(result.direction == .north)
        #expect(engine.result(forID: "nowhere", query: Query(origin: Fixtures.helsinki, instant: .distantPast)) == nil)
    }

    /// Every way the engine makes results gives each its catalog position (what the picker names
    /// a place by), and the place there is the result's.
    @Test func resultsCarryTheirCatalogPosition() throws {
        var places: [Place] = []
        for index in 0..<40 {
            let latitude = Fixtures.helsinki.latitude + Double(index % 7) * 0.001
            let longitude = Fixtures.helsinki.longitude + Double(index / 7) * 0.002
            places.append(
                Fixtures.place(
                    "p\(index)", hours: index % 3 == 0 ? "24/7" : nil,
                    at: Coordinate(uncheckedLatitude: latitude, longitude: longitude)))
        }
        let engine = try Fixtures.engine(places)
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"), limit: 15, maximumDistance: 2_000)
        let results = engine.results(for: query)
        var made = results.places + [try #require(results.nearestOpen)]
        made += engine.results(positions: [39, 0, 17], query: query)
        made.append(try #require(engine.result(forID: "p23", query: query)))
        #expect(made.count == 20)
        for result in made {
            let position = try #require(result.position)
            #expect(engine.catalog.places[position].id == result.id)
        }
        let expected: [Int?] = [39, 0, 17, engine.position(ofID: "p23")]
        #expect(made.suffix(4).map { $0.position } == expected)
    }
}
