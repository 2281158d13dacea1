import Foundation
import Geodesy
import PlaceQueryModel
import Places
import TestSupport
import Testing

@testable import PlaceQuery

/// The engine against ``ReferenceQuery`` on seeded random catalogs and queries.
@Suite("Engine against brute force")
struct BruteForceTests {
    /// 2026-11-02, a Monday without holidays in Finland, the USA or Australia.
    static let referenceDate = Date(timeIntervalSince1970: 1_793_577_600)
    static let texts = ["posti", "kioski", "mannerh", "itakeskus", "parcel", "broadwya", "pharmacy 1", "cafe oljy"]

    struct Fixture: Sendable {
        let catalog: Catalog
        let engine: PlaceEngine
        let reference: ReferenceQuery
    }

    /// Built once for all tests of the suite; `nil` only if the generator made duplicate ids.
    static let fixture: Fixture? = {
        guard let catalog = try? RandomCatalog.make(count: 2_000, seed: 7) else { return nil }
        return Fixture(
            catalog: catalog, engine: PlaceEngine(catalog: catalog, country: "FI", referenceDate: referenceDate),
            reference: ReferenceQuery(catalog: catalog, country: "FI"))
    }()

    static func randomQuery(using random: inout SeededGenerator) -> Query {
        let city = RandomCatalog.cities.randomElement(using: &random) ?? RandomCatalog.cities[0]
        let origin = Coordinate(
            uncheckedLatitude: city.latitude + Double.random(in: -0.1...0.1, using: &random),
            longitude: city.longitude + Double.random(in: -0.2...0.2, using: &random))
        // Any instant of 2026, so DST changes in all three zones are covered.
        let instant = Date(timeIntervalSince1970: 1_767_225_600 + Double.random(in: 0..<365 * 86_400, using: &random))
        var filters = PlaceFilters()
        filters.openNow = Int.random(in: 0..<5, using: &random) < 2
        if Bool.random(using: &random) {
            filters.categories = Set(
                (0..<Int.random(in: 1...2, using: &random)).compactMap { _ in
                    RandomCatalog.categories.randomElement(using: &random)
                })
        }
        filters.stepFreeOnly = Int.random(in: 0..<5, using: &random) == 0
        filters.alwaysOpen = Int.random(in: 0..<10, using: &random) == 0
        filters.openLate = Int.random(in: 0..<6, using: &random) == 0
        filters.openOnSunday = Int.random(in: 0..<6, using: &random) == 0
        if Int.random(in: 0..<5, using: &random) == 0 { filters.text = texts.randomElement(using: &random) ?? "" }
        let sort = PlaceSort.allCases.randomElement(using: &random) ?? .distance
        let limit = [0, 1, 5, 20, 50].randomElement(using: &random) ?? 20
        let offset = [0, 0, 0, 3, 20, 5_000].randomElement(using: &random) ?? 0
        let radius: Double? = Bool.random(using: &random) ? nil : Double.random(in: 100...20_000, using: &random)
        return Query(
            origin: origin, instant: instant, filters: filters, sort: sort, limit: limit, offset: offset,
            maximumDistance: radius)
    }

    @Test(arguments: 0..<4)
    func countedPathEqualsReference(batch: Int) throws {
        let fixture = try #require(Self.fixture)
        var random = SeededGenerator(seed: 1_000 + UInt64(batch))
        for _ in 0..<20 {
            let query = Self.randomQuery(using: &random)
            let results = fixture.engine.results(for: query)
            let expected = fixture.reference.answer(query)
            let page = Array(expected.ordered.dropFirst(query.offset).prefix(query.limit))
            #expect(results.places.map { fixture.catalog.position(ofID: $0.id) } == page, "\(query)")
            #expect(results.matchingPositions == expected.ordered)
            #expect(results.matchingCount == expected.ordered.count)
            #expect(results.openCount == expected.openCount)
            #expect(results.unknownCount == expected.unknownCount)
            #expect(results.hiddenUnknownCount == expected.hiddenUnknownCount)
            #expect(results.nearestOpen.flatMap { fixture.catalog.position(ofID: $0.id) } == expected.nearestOpen)
            #expect(results.categoryCounts == expected.categoryCounts)
            #expect(results.hasMore == (query.offset + page.count < expected.ordered.count))
            for result in results.places {
                let position = fixture.catalog.position(ofID: result.id) ?? -1
                #expect(result.opening.status == expected.statuses[position])
                #expect(result.textScore == (query.filters.text.isEmpty ? nil : expected.scores[position]))
                // Results use Geodesic.fastInverse, within 10 µm of Karney's distance(to:).
                #expect(abs(result.distance - query.origin.distance(to: result.place.coordinate)) < 1e-5)
            }
        }
    }

    @Test(arguments: 0..<4)
    func nearestFirstPathIsThePrefixOfTheCountedPath(batch: Int) throws {
        let fixture = try #require(Self.fixture)
        var random = SeededGenerator(seed: 2_000 + UInt64(batch))
        for _ in 0..<20 {
            var query = Self.randomQuery(using: &random)
            query.sort = .distance
            query.filters.text = ""
            query.offset = min(query.offset, 40)
            let counted = fixture.engine.results(for: query)
            query.includeCounts = false
            let nearest = fixture.engine.results(for: query)
            let wanted = query.offset + query.limit
            #expect(nearest.places.map(\.id) == counted.places.map(\.id), "\(query)")
            #expect(nearest.matchingPositions == Array(counted.matchingPositions.prefix(wanted)))
            #expect(nearest.hasMore == counted.hasMore)
            #expect(nearest.places.map(\.opening) == counted.places.map(\.opening))
            #expect(nearest.places.map(\.distance) == counted.places.map(\.distance))
            if let open = nearest.nearestOpen { #expect(open.id == counted.nearestOpen?.id) }
            if query.filters.openNow && wanted > 0 { #expect(nearest.nearestOpen?.id == counted.nearestOpen?.id) }
        }
    }

    /// Distances are ranked on the tangent plane and made geodesic only where error bounds
    /// overlap: on 1,500 places crowded into a ring about 20 km out (a place every 2 cm of
    /// distance, bounds of 0.8 m, so nearly every place overlaps its neighbours) and a radius
    /// inside the ring, the order, the radius test and the nearest open place are exactly those
    /// of geodesic distances.
    @Test func crowdedRingIsOrderedByGeodesicDistance() throws {
        var random = SeededGenerator(seed: 20_000)
        let centre = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
        var places: [Place] = []
        for index in 0..<1_500 {
            let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
            let metres = 20_000 + Double.random(in: -15...15, using: &random)
            // Degrees of latitude and longitude for `metres` at Helsinki, roughly: the ring is not
            // round on the ellipsoid, which only spreads it a little more.
            let coordinate = Coordinate(
                uncheckedLatitude: centre.latitude + metres * cos(angle) / 111_400,
                longitude: centre.longitude + metres * sin(angle) / 55_600)
            places.append(
                Place(
                    id: "r\(index)", name: "Ring \(index)", coordinate: coordinate,
                    openingHours: index % 3 == 0 ? "off" : "24/7"))
        }
        let catalog = try Catalog(places: places, defaultTimeZone: "Europe/Helsinki")
        let engine = PlaceEngine(catalog: catalog, country: "FI", referenceDate: Self.referenceDate)
        let reference = ReferenceQuery(catalog: catalog, country: "FI")
        let radii: [Double?] = [nil, 20_000, 19_990.5]
        for radius in radii {
            let query = Query(origin: centre, instant: Self.referenceDate, limit: 20, maximumDistance: radius)
            let results = engine.results(for: query)
            let expected = reference.answer(query)
            #expect(results.matchingPositions == expected.ordered, "radius \(String(describing: radius))")
            #expect(results.nearestOpen.flatMap { catalog.position(ofID: $0.id) } == expected.nearestOpen)
            #expect(expected.ordered.count > 100)
        }
    }
}
