import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

@testable import PlaceQuery

/// Text search through the engine: which places match, and in what order.
@Suite("Text search ranking")
struct TextRankingTests {
    /// A point `metres` north of the Helsinki fixture origin.
    static func north(_ metres: Double) -> Coordinate {
        Coordinate(
            uncheckedLatitude: Fixtures.helsinki.latitude + metres / 111_000, longitude: Fixtures.helsinki.longitude)
    }

    static func engine() throws -> PlaceEngine {
        try Fixtures.engine([
            Fixtures.place("typo", hours: nil, at: north(100), name: "Kampi Market"),
            Fixtures.place("prefix", hours: nil, at: north(200), name: "Kamppikeskus"),
            Fixtures.place("exact-far", hours: nil, at: north(900), name: "Posti Kamppi"),
            Fixtures.place("exact-near", hours: nil, at: north(300), name: "Kamppi Lockers"),
            Fixtures.place(
                "address", hours: nil, at: north(50), name: "Alepa",
                address: Address(street: "Kamppi", houseNumber: "1", city: "Helsinki")),
            Fixtures.place(
                "category", hours: nil, at: north(60), name: "Box 7", categories: ["parcel_locker"]),
            Fixtures.place(
                "diacritics", hours: nil, at: north(400), name: "Itäkeskus Posti",
                address: Address(street: "Itäkatu", houseNumber: "1", city: "Helsinki")),
            Fixtures.place("plain", hours: nil, at: north(500), name: "Itakeskus Alepa"),
        ])
    }

    static func ids(_ text: String, sort: PlaceSort = .distance) throws -> [String] {
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"),
            filters: PlaceFilters(text: text), sort: sort, limit: 100)
        return try engine().results(for: query).places.map(\.id)
    }

    @Test func exactThenPrefixThenTypoThenAddressThenDistance() throws {
        // Name exact (6) > name prefix (4) > address exact (3) > name typo (2); equal scores by distance.
        #expect(try Self.ids("kamppi") == ["exact-near", "exact-far", "prefix", "address", "typo"])
    }

    @Test func scoresAreReported() throws {
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"),
            filters: PlaceFilters(text: "kamppi"), limit: 100)
        let results = try Self.engine().results(for: query)
        #expect(results.places.map(\.textScore) == [6, 6, 4, 3, 2])
        let plain = try Self.engine().results(for: Query(origin: Fixtures.helsinki, instant: query.instant))
        #expect(plain.places.allSatisfy { $0.textScore == nil })
    }

    @Test(arguments: [
        ("itakeskus", ["diacritics", "plain"]),
        ("ITÄKESKUS", ["diacritics", "plain"]),
        ("itäkatu", ["diacritics"]),
        ("parcel locker", ["category"]),
        ("locker", ["exact-near", "category"]),  // name prefix "lockers" (4) beats category exact (3)
        ("posti kamppi", ["exact-far"]),  // every word must match
        ("posti itakeskus", ["diacritics"]),
        ("kamppi nowhere", []),
        ("zz", []),
    ])
    func matching(_ text: String, _ expected: [String]) throws {
        #expect(try Self.ids(text) == expected)
    }

    @Test func textWithNameSortFiltersButOrdersByName() throws {
        #expect(try Self.ids("kamppi", sort: .name) == ["address", "typo", "exact-near", "prefix", "exact-far"])
    }

    @Test func textSearchAlwaysCountsEvenWithoutCounts() throws {
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"),
            filters: PlaceFilters(text: "kamppi"), limit: 2, includeCounts: false)
        let results = try Self.engine().results(for: query)
        #expect(results.places.map(\.id) == ["exact-near", "exact-far"])
        #expect(results.matchingCount == 5)
    }

    @Test(arguments: ["", "  ", " - ", ",,"], [true, false])
    func textWithoutWordsFiltersNothing(_ text: String, counted: Bool) throws {
        let engine = try Self.engine()
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"), filters: PlaceFilters(text: text),
            limit: 3, includeCounts: counted)
        let results = engine.results(for: query)
        #expect(results.places.map(\.id) == ["address", "category", "typo"])
        #expect(results.places.allSatisfy { $0.textScore == nil })
        #expect(results.matchingCount == (counted ? 8 : 4))  // without counts: the page plus one
    }
}
