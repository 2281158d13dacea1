import Foundation
import PlaceSamples
import Testing

@testable import PlaceQuery

@Suite struct EngineSmoke {
    @Test func sample() throws {
        let contents = try HelsinkiSample.load()
        print(contents.report.description)
        let instant = try #require(ISO8601DateFormatter().date(from: "2026-11-30T08:00:00Z"))
        let engine = PlaceEngine(catalog: contents.catalog, country: "FI", referenceDate: instant)
        let results = engine.results(for: Query(origin: HelsinkiSample.stationCoordinate, instant: instant, limit: 50))
        for r in results.places {
            print(r.place.id, r.place.name, Int(r.distance), r.direction, r.opening.status, r.opening.nextChange as Any, r.place.openingHours ?? "-", r.place.categories)
        }
        print(results.matchingCount, results.openCount, results.unknownCount, engine.categories)
    }
}
