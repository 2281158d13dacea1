import Foundation
import Geodesy
import PlaceQueryModel
import Places
import Testing

/// What a query asks, on its own: which filters count as active, and the shop's ranking keys.
@Suite struct QueryTermsTests {
    @Test func filtersAreActiveWhenAnyDiffersFromTheDefault() {
        #expect(!PlaceFilters().isActive)
        var filters = PlaceFilters()
        filters.carriers = ["dhl"]
        #expect(filters.isActive)
        #expect(PlaceFilters(openNow: true).isActive)
        #expect(PlaceFilters(text: "kiosk").isActive)
    }

    @Test func aRankingKeyIsTheFirstCategorysElseTheCarriers() {
        let ranking = PlaceRanking(keys: ["dhl": ["parcel_locker": 1, "": 5], "inpost": ["parcel_locker": 2]])
        #expect(ranking.key(carrier: "dhl", categories: ["post_office", "parcel_locker"]) == 1)
        #expect(ranking.key(carrier: "dhl", categories: ["post_office"]) == 5)
        #expect(ranking.key(carrier: "inpost", categories: ["post_office"]) == nil)
        #expect(ranking.key(carrier: "posti", categories: ["parcel_locker"]) == nil)
        #expect(ranking.key(carrier: nil, categories: ["parcel_locker"]) == nil)
    }

    @Test func aQueryStartsAtTheFirstTwentyByDistanceWithCounts() throws {
        let query = Query(
            origin: try Coordinate(latitude: 60.17, longitude: 24.94), instant: Date(timeIntervalSince1970: 0))
        #expect(query.sort == .distance)
        #expect(query.limit == 20)
        #expect(query.offset == 0)
        #expect(query.includeCounts)
        #expect(query.maximumDistance == nil)
        #expect(!query.filters.isActive)
    }
}
