import Foundation
import Geodesy
import HTTPMessage
import PlacePicker
import PlaceQuery
import PlaceSamples
import Places
import Testing

@testable import PlacePickerWeb

/// The web app over a new version of its engine (``PlaceEngine/applying(_:)``): a deleted place
/// is gone from every route, an added one is on them, and the app over the old version is as it
/// was.
@Suite("The web app over a changed engine")
struct ChangedEngineTests {
    static let kotikontu = "node/1876042175"

    @Test func deletedAndAddedPlacesAreSeenByEveryRoute() throws {
        let old = WebFixture.app()
        let station = HelsinkiSample.stationCoordinate
        let added = Place(
            id: "live/1", name: "Brand new pickup point",
            coordinate: Coordinate(uncheckedLatitude: station.latitude + 0.0005, longitude: station.longitude),
            categories: ["parcel_locker"], openingHours: "24/7")
        let engine = WebFixture.engine.applying(PlaceChanges(upserts: [added], deletions: [Self.kotikontu]))
        let app = WebApp(
            picker: old.picker.replacingEngine(engine),
            configuration: WebConfiguration(fixedInstant: WebFixture.instant))
        #expect(WebFixture.get("/?select=node%2F1876042175", app: app).status == 400)
        #expect(WebFixture.get("/?select=node%2F1876042175", app: old).status == 303)
        #expect(WebFixture.get("/?select=live%2F1", app: app).status == 303)
        #expect(WebFixture.get("/?select=live%2F1", app: old).status == 400)
        let api = WebFixture.get("/api/places?limit=100", app: app).text
        #expect(api.contains("Brand new pickup point"))
        #expect(!api.contains(Self.kotikontu))
        #expect(WebFixture.get("/api/places?limit=100", app: old).text.contains(Self.kotikontu))
        let page = WebFixture.get("/?sel=live%2F1", app: app)
        #expect(page.status == 200)
        #expect(page.text.contains("Brand new pickup point"))
        for target in ["/?view=map", "/?view=map&z=13", "/api/clusters?bbox=24.90,60.15,24.98,60.19&zoom=14"] {
            #expect(WebFixture.get(target, app: app).status == 200, "\(target)")
        }
    }
}
