import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

@testable import PlaceQuery

/// The "24/7", "open late" and "open on Sunday" filters, derived from one reference week of each
/// place's hours in its own zone.
@Suite("Trait filters")
struct TraitFilterTests {
    /// (id, hours, zone, always open, open late, open on Sunday)
    static let table: [(String, String?, String?, Bool, Bool, Bool)] = [
        ("always", "24/7", nil, true, true, true),
        ("spelled-out", "Mo-Su 00:00-24:00", nil, true, true, true),
        ("office", "Mo-Fr 08:00-20:00", nil, false, false, false),  // closing at 20:00 is not late
        ("one-minute-late", "Mo-Fr 08:00-20:01", nil, false, true, false),
        ("saturday-night", "Sa 22:00-01:00", nil, false, true, true),  // runs into Sunday
        ("early-sunday", "Su 06:00-09:00", nil, false, false, true),
        ("sunday-off", "Mo-Sa 09:00-21:00; Su off", nil, false, true, false),
        ("new-york-sunday", "Su 18:00-19:30", "America/New_York", false, false, true),
        ("sydney-late", "Mo 20:30-21:00", "Australia/Sydney", false, true, false),
        ("weekdays-round-the-clock", "Mo-Fr 00:00-24:00", nil, false, true, false),
        ("comment", "\"by appointment\"", nil, false, false, false),
        ("missing", nil, nil, false, false, false),
        ("unreadable", "whenever the owner feels like it", nil, false, false, false),
        ("closed", "off", nil, false, false, false),
        // Open all through the reference week but closed on Christmas Day: not "24/7".
        ("christmas-off", "24/7; Dec 25 off", nil, false, true, true),
        ("public-holidays-off", "24/7; PH off", nil, false, true, true),
    ]

    static func engine() throws -> PlaceEngine {
        try Fixtures.engine(table.map { Fixtures.place($0.0, hours: $0.1, zone: $0.2) })
    }

    static func ids(_ engine: PlaceEngine, _ filters: PlaceFilters) -> Set<String> {
        let query = Query(
            origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"), filters: filters, limit: 100)
        return Set(engine.results(for: query).places.map(\.id))
    }

    @Test func alwaysOpen() throws {
        let expected = Set(Self.table.filter { $0.3 }.map(\.0))
        #expect(Self.ids(try Self.engine(), PlaceFilters(alwaysOpen: true)) == expected)
    }

    @Test func openLate() throws {
        let expected = Set(Self.table.filter { $0.4 }.map(\.0))
        #expect(Self.ids(try Self.engine(), PlaceFilters(openLate: true)) == expected)
    }

    @Test func openOnSunday() throws {
        let expected = Set(Self.table.filter { $0.5 }.map(\.0))
        #expect(Self.ids(try Self.engine(), PlaceFilters(openOnSunday: true)) == expected)
    }

    @Test func traitsCombineWithAnd() throws {
        let expected = Set(Self.table.filter { $0.4 && $0.5 }.map(\.0))
        #expect(Self.ids(try Self.engine(), PlaceFilters(openLate: true, openOnSunday: true)) == expected)
    }

    @Test func stepFreeMeansWheelchairYesOnly() throws {
        let engine = try Fixtures.engine([
            Fixtures.place("yes", hours: nil, wheelchair: .yes),
            Fixtures.place("limited", hours: nil, wheelchair: .limited),
            Fixtures.place("no", hours: nil, wheelchair: .no),
            Fixtures.place("unknown", hours: nil),
        ])
        #expect(Self.ids(engine, PlaceFilters(stepFreeOnly: true)) == ["yes"])
    }

    @Test func categoriesMatchAny() throws {
        let engine = try Fixtures.engine([
            Fixtures.place("locker", hours: nil, categories: ["parcel_locker"]),
            Fixtures.place("both", hours: nil, categories: ["post_office", "parcel_locker"]),
            Fixtures.place("bank", hours: nil, categories: ["bank"]),
            Fixtures.place("none", hours: nil),
        ])
        #expect(Self.ids(engine, PlaceFilters(categories: ["parcel_locker"])) == ["locker", "both"])
        #expect(Self.ids(engine, PlaceFilters(categories: ["bank", "post_office"])) == ["both", "bank"])
        let results = engine.results(
            for: Query(
                origin: Fixtures.helsinki, instant: Fixtures.utc("2026-11-04T12:00:00"),
                filters: PlaceFilters(categories: ["bank"])))
        // Counted without the category filter, so the panel can offer the other categories.
        #expect(results.categoryCounts == ["parcel_locker": 2, "post_office": 1, "bank": 1])
        #expect(engine.categories.map(\.name) == ["parcel_locker", "bank", "post_office"])
    }
}
