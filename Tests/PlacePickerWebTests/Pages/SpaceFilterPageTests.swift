import Foundation
import HTTPMessage
import PlacePicker
import PlaceQuery
import PlaceSamples
import Places
import Testing

@testable import PlacePickerWeb
@testable import PlaceReaders

/// "Only places with space" and `parcel=` on the page and in the API.
@Suite("Space and parcel on the web")
struct SpaceFilterPageTests {
    /// The sample with a full locker, an out-of-service one and a small one.
    static let app: WebApp = {
        var places = (try? HelsinkiSample.load().catalog.places) ?? []
        for index in places.indices {
            switch places[index].id {
            case "node/299983771": places[index].properties["pickup:status"] = .string("full")
            case "node/56431331": places[index].properties["pickup:status"] = .string("disabled")
            case "node/249350471":
                places[index].properties["pickup:max_parcel"] = .object([
                    "weight_kg": .number(5), "length_cm": .number(30), "width_cm": .number(20),
                    "height_cm": .number(10),
                ])
            default: break
            }
        }
        let catalog =
            (try? Places.Catalog(places: places, defaultTimeZone: "Europe/Helsinki"))
            ?? Places.Catalog(importing: ImportResult())
        let engine = PlaceEngine(catalog: catalog, country: HelsinkiSample.country, referenceDate: WebFixture.instant)
        return WebFixture.app(engine: engine)
    }()

    static func get(_ target: String) -> HTTPResponse { app.handle(HTTPRequest.target(target)) }

    @Test func theSampleWithoutStatusesHasNoSuchControl() {
        let page = WebFixture.get("/?limit=100")
        // The sample's places are listed (an empty catalog would have no such control either).
        #expect(page.text.contains("node%2F299983771"))
        #expect(!page.text.contains("filter-space"))
        #expect(!WebFixture.get("/").text.contains("filter-space"))
    }

    @Test func theControlFiltersAndIsKeptInTheState() throws {
        let plain = Self.get("/?limit=100")
        #expect(plain.text.contains("id=\"filter-space\""))
        #expect(plain.text.contains("Only places with space"))
        #expect(plain.text.contains("node%2F299983771"))
        let filtered = Self.get("/?limit=100&space=1")
        #expect(!filtered.text.contains("node%2F299983771"), "the full locker is left out")
        #expect(!filtered.text.contains("node%2F56431331"), "the out-of-service one too")
        #expect(filtered.text.contains("node%2F249350471"), "no parcel given: the small one stays")
        #expect(filtered.page.byID("filter-space")?.has("checked") == true)
        let state = try #require(filtered.page.byID("app")?.attribute("data-state-url"))
        #expect(state.contains("space=1"))
    }

    @Test func aParcelMakesTheSmallLockerUnselectableAndIsCarriedAlong() throws {
        let page = Self.get("/?limit=100&parcel=6kg,40x30x20cm")
        #expect(page.status == 200)
        #expect(page.text.contains("Too small for this parcel"))
        let state = try #require(page.page.byID("app")?.attribute("data-state-url"))
        #expect(state.contains("parcel=6kg%2C40x30x20cm") || state.contains("parcel=6kg,40x30x20cm"), "\(state)")
        let api = Self.get("/api/places/node%2F249350471?parcel=6kg")
        #expect(api.text.contains("\"selectable\":false"), "\(api.text)")
        #expect(Self.get("/api/places/node%2F249350471?parcel=2kg").text.contains("\"selectable\":true"))
        let filtered = Self.get("/?limit=100&space=1&parcel=6kg")
        #expect(!filtered.text.contains("node%2F249350471"))
    }
}
