import Testing

@testable import PlacePickerWeb

@Suite("Instants in the URL")
struct InstantParameterTests {
    @Test(arguments: [
        "2026-12-06T12:00:00%2B02:00", "2026-12-06T12:00:00+02:00", "2026-12-06T12:00+02:00", "2026-12-06T10:00:00Z",
        "2026-12-06T10:00:00.000Z",
    ])
    func unencodedPlusInTheOffsetStillReads(_ at: String) throws {
        let response = WebFixture.get("/api/places?at=\(at)")
        #expect(response.status == 200, "\(at)")
        #expect(response.json?["instant"]?.string == "2026-12-06T10:00:00Z")
    }

    @Test func theInstantChangesOpeningStates() throws {
        let morning = try #require(WebFixture.get("/api/places?limit=500").json?["counts"]?["open"]?.number)
        let night = try #require(
            WebFixture.get("/api/places?limit=500&at=2026-11-30T03:30:00%2B02:00").json?["counts"]?["open"]?.number)
        #expect(night < morning)
        let page = WebFixture.get("/?at=2026-11-30T03:30:00%2B02:00").page
        #expect(page.byID("view-map")?.attribute("href")?.contains("at=2026-11-30T03%3A30%3A00%2B02%3A00") == true)
    }
}
