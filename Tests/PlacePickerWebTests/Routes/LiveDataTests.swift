import Foundation
import HTTPMessage
import Testing

@testable import PlacePickerWeb

/// What an app following a database adds to its answers: the version, an ETag, /healthz as JSON.
@Suite("Answers from a data version")
struct LiveDataTests {
    static let health = LiveData.Health(isConnected: false, secondsSinceSync: 12.3456, followedVersion: 44)
    static let app = WebApp(
        picker: WebFixture.app().picker, configuration: WebFixture.app().configuration,
        liveData: LiveData(version: 42, placesDigest: "00000000000000ff") { health })

    @Test func healthSaysDegradedWithTheVersionAndAge() {
        let response = WebFixture.get("/healthz", app: Self.app)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        let places = WebFixture.engine.catalog.places.count
        #expect(
            response.text
                == "{\"status\":\"degraded\",\"places\":\(places),\"dataVersion\":42,\"followedVersion\":44,"
                + "\"placesDigest\":\"00000000000000ff\",\"secondsSinceSync\":12.346,\"sources\":[]}\n")
        #expect(response.header("ETag") == nil)
    }

    @Test func apiBodiesStartWithTheVersionAndStayJSON() throws {
        for target in [
            "/api/places", "/api/places/node%2F299983771", "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=15",
        ] {
            let response = WebFixture.get(target, app: Self.app)
            #expect(response.status == 200, "\(target)")
            #expect(response.text.hasPrefix("{\"dataVersion\":42,"), "\(target)")
            #expect(response.header("PlacePicker-Data-Version") == "42")
            let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            #expect(object?["dataVersion"] as? Int == 42)
            // The rest of the body is the file-backed app's, member for member.
            let plain = try JSONSerialization.jsonObject(with: Data(WebFixture.get(target).body)) as? [String: Any]
            #expect(Set(object?.keys.map { $0 } ?? []) == Set((plain?.keys.map { $0 } ?? []) + ["dataVersion"]))
        }
        #expect(!WebFixture.get("/api/places").text.contains("dataVersion"), "a file's answers carry none")
    }

    @Test func errorsAndSourcesLeadWithTheVersionButARefusedMethodDoesNot() {
        #expect(WebFixture.get("/api/sources", app: Self.app).text.hasPrefix("{\"dataVersion\":42,\"sources\":"))
        #expect(WebFixture.get("/api/places/nope", app: Self.app).text.hasPrefix("{\"dataVersion\":42,\"error\":"))
        let refused = Self.app.handle(HTTPRequest(method: "PUT", target: "/api/places", body: []))
        #expect(refused.status == 405 && refused.text.hasPrefix("{\"error\":"), "refused before any route runs")
    }

    @Test func anETagNamesTheVersionAndAnswers304() throws {
        let page = WebFixture.get("/", app: Self.app)
        let tag = try #require(page.header("ETag"))
        #expect(tag.hasPrefix("\"42-"))
        let again = WebFixture.get("/", headers: [("If-None-Match", tag)], app: Self.app)
        #expect(again.status == .notModified && again.body.isEmpty)
        let other = WebFixture.get("/", headers: [("If-None-Match", "\"41-abc\"")], app: Self.app)
        #expect(other.status == 200 && other.body == page.body)
        #expect(WebFixture.get("/?open=1", app: Self.app).header("ETag") != tag, "another answer, another tag")
        #expect(WebFixture.get("/").header("ETag") == nil, "a file's answers carry none")
    }
}
