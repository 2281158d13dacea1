import Foundation
import Geodesy
import OpeningHours
import Places
import TestSupport
import Testing

@testable import OpeningHoursSyntax
@testable import PlaceQuery
@testable import PlaceSearch

/// The engine reads each place once, in chunks on all cores, and merges what the chunks found:
/// search words, category codes and counts, streets for the address search, zone counts. Built
/// from chunks of 37 places, a catalog must give exactly the engine built from one chunk, and
/// the counts must be those of the places themselves.
@Suite struct EngineChunkTests {
    @Test func smallChunksGiveTheSameEngine() throws {
        let base = try RandomCatalog.make(count: 2_000, seed: 13)
        // Address points before the places: some repeat a place's address elsewhere (the point
        // wins), some are new.
        let points = base.places.prefix(120).enumerated().map { index, place in
            var address = place.address
            if index % 2 == 0 { address.houseNumber = "\(index + 200)" }
            return AddressPoint(
                address: address, coordinate: Coordinate(uncheckedLatitude: 1, longitude: Double(index) / 1_000))
        }
        let catalog = try Catalog(places: base.places, addressPoints: points, defaultTimeZone: "Europe/Helsinki")
        func engine(chunkSize: Int) -> PlaceEngine {
            PlaceEngine(
                catalog: catalog, country: "FI", schoolHolidays: nil, zoneResolver: nil, defaultTimeZone: nil,
                referenceDate: BruteForceTests.referenceDate, chunkSize: chunkSize)
        }
        let whole = engine(chunkSize: 1_000_000)
        let chunked = engine(chunkSize: 37)

        var counts: [String: Int] = [:]
        for place in catalog.places { for category in Set(place.categories) { counts[category, default: 0] += 1 } }
        #expect(Dictionary(uniqueKeysWithValues: whole.categories.map { ($0.name, $0.count) }) == counts)
        #expect(chunked.categories == whole.categories)
        #expect(chunked.zoneCounts == whole.zoneCounts)

        let search = AddressSearch(catalog: catalog)
        #expect(chunked.addressSearch.count == search.count)
        #expect(whole.addressSearch.count == search.count)
        var found = 0
        for text in ["1", "2", "10001", "katu", "Mannerheimintie 5", "Broadway 12", "espl", "Helsinki 3", "10007"] {
            let expected = search.search(text, limit: 40)
            #expect(chunked.addressSearch.search(text, limit: 40) == expected, "\(text)")
            found += expected.count
        }
        #expect(found > 100)

        var random = SeededGenerator(seed: 29)
        var nonEmpty = 0
        for _ in 0..<150 {
            let query = BruteForceTests.randomQuery(using: &random)
            let expected = whole.results(for: query)
            #expect(chunked.results(for: query) == expected)
            if !expected.categoryCounts.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > 50)
    }

    /// Places that share an hours text with sun times each open and close by their own sun:
    /// the engine parses the text once and compiles it for each place's coordinate, in chunks.
    @Test func placesSharingSunHoursUseTheirOwnSunTimes() throws {
        let values = ["sunrise-sunset", "Mo-Fr 08:00-sunset; Sa (sunrise+01:00)-12:00", "dawn-dusk; Su off"]
        let places = (0..<90).map { index in
            Place(
                id: "sun/\(index)", name: "P\(index)",
                coordinate: Coordinate(uncheckedLatitude: Double(index % 29) * 2.2, longitude: 25),
                address: Address(country: "FI"), openingHours: values[index % 3], timeZone: "Europe/Helsinki")
        }
        let catalog = try Catalog(places: places)
        let engine = PlaceEngine(
            catalog: catalog, country: "FI", schoolHolidays: nil, zoneResolver: nil, defaultTimeZone: nil,
            referenceDate: BruteForceTests.referenceDate, chunkSize: 7)
        let zone = try #require(TimeZone(identifier: "Europe/Helsinki"))
        let start = BruteForceTests.referenceDate
        let end = start.addingTimeInterval(14 * 86_400)
        var distinctWeeks = Set<[OpeningInterval]>()
        for place in places {
            let context = EvaluationContext(timeZone: zone, country: "FI", coordinate: place.coordinate)
            let expected = try #require(Schedule.parse(place.openingHours ?? "").schedule).compiled(for: context)
                .intervals(from: start, to: end)
            #expect(engine.intervals(forID: place.id, from: start, to: end) == expected, "\(place.id)")
            distinctWeeks.insert(expected)
        }
        #expect(distinctWeeks.count > 60, "the places' sun times differ")
    }
}
