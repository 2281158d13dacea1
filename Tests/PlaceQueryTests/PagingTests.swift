import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

@testable import PlaceQuery

/// Limits, offsets and radii at their edges, on both the counted and the nearest-first path.
@Suite("Paging edge cases")
struct PagingTests {
    static let instant = Fixtures.utc("2026-11-04T12:00:00")

    static func engine() throws -> PlaceEngine {
        try Fixtures.engine(
            (0..<10).map { index in
                Fixtures.place(
                    "p\(index)", hours: index.isMultiple(of: 2) ? "24/7" : "off",
                    at: Coordinate(
                        uncheckedLatitude: Fixtures.helsinki.latitude + Double(index) * 0.001,
                        longitude: Fixtures.helsinki.longitude))
            })
    }

    static func query(limit: Int, offset: Int, radius: Double? = nil, counted: Bool) -> Query {
        Query(
            origin: Fixtures.helsinki, instant: instant, limit: limit, offset: offset, maximumDistance: radius,
            includeCounts: counted)
    }

    @Test(arguments: [true, false])
    func pages(counted: Bool) throws {
        let engine = try Self.engine()
        let first = engine.results(for: Self.query(limit: 4, offset: 0, counted: counted))
        #expect(first.places.map(\.id) == ["p0", "p1", "p2", "p3"])
        #expect(first.hasMore)
        let last = engine.results(for: Self.query(limit: 4, offset: 8, counted: counted))
        #expect(last.places.map(\.id) == ["p8", "p9"])
        #expect(!last.hasMore)
        let exact = engine.results(for: Self.query(limit: 5, offset: 5, counted: counted))
        #expect(exact.places.map(\.id) == ["p5", "p6", "p7", "p8", "p9"])
        #expect(!exact.hasMore)
    }

    @Test(arguments: [true, false])
    func edges(counted: Bool) throws {
        let engine = try Self.engine()
        let beyond = engine.results(for: Self.query(limit: 4, offset: 50, counted: counted))
        #expect(beyond.places.isEmpty)
        #expect(!beyond.hasMore)
        let zero = engine.results(for: Self.query(limit: 0, offset: 0, counted: counted))
        #expect(zero.places.isEmpty)
        #expect(zero.hasMore)
        let negative = engine.results(for: Self.query(limit: -3, offset: -2, counted: counted))
        #expect(negative.places.isEmpty)
        let everything = engine.results(for: Self.query(limit: .max, offset: 1, counted: counted))
        #expect(everything.places.count == 9)
        #expect(!everything.hasMore)
        let negativeOffset = engine.results(for: Self.query(limit: 2, offset: -5, counted: counted))
        #expect(negativeOffset.places.map(\.id) == ["p0", "p1"])
        #expect(negativeOffset.hasMore)
    }

    @Test(arguments: [true, false])
    func radius(counted: Bool) throws {
        let engine = try Self.engine()
        // 0.001° of latitude is about 111 m.
        let near = engine.results(for: Self.query(limit: 20, offset: 0, radius: 250, counted: counted))
        #expect(near.places.map(\.id) == ["p0", "p1", "p2"])
        #expect(near.places.allSatisfy { $0.distance <= 250 })
        let origin = engine.results(for: Self.query(limit: 20, offset: 0, radius: 0, counted: counted))
        #expect(origin.places.map(\.id) == ["p0"])
        let negative = engine.results(for: Self.query(limit: 20, offset: 0, radius: -1, counted: counted))
        #expect(negative.places.map(\.id) == ["p0"])
    }

    @Test func countsWithoutCountingArePageCounts() throws {
        let engine = try Self.engine()
        let results = engine.results(for: Self.query(limit: 3, offset: 1, counted: false))
        #expect(results.places.map(\.id) == ["p1", "p2", "p3"])
        #expect(results.openCount == 1)
        #expect(results.matchingPositions == [0, 1, 2, 3])
        #expect(results.nearestOpen?.id == "p0")  // among the first offset + limit matches
        #expect(results.categoryCounts.isEmpty)
    }

    @Test(arguments: [true, false])
    func emptyCatalog(counted: Bool) throws {
        let engine = try Fixtures.engine([])
        for sort in PlaceSort.allCases {
            var query = Self.query(limit: 10, offset: 0, counted: counted)
            query.sort = sort
            query.filters.openNow = true
            let results = engine.results(for: query)
            #expect(results.places.isEmpty)
            #expect(results.matchingCount == 0)
            #expect(results.nearestOpen == nil)
            #expect(!results.hasMore)
        }
        #expect(engine.categories.isEmpty)
        #expect(engine.addressSearch.count == 0)
        #expect(engine.intervals(forID: "p0", from: Self.instant, to: Self.instant + 3_600) == nil)
    }

    @Test(arguments: [PlaceSort.name, .closingTime])
    func otherSortsAlwaysCount(sort: PlaceSort) throws {
        var query = Self.query(limit: 2, offset: 0, counted: false)
        query.sort = sort
        let results = try Self.engine().results(for: query)
        #expect(results.matchingCount == 10)
        #expect(results.openCount == 5)
        #expect(results.matchingPositions.count == 10)
    }
}
