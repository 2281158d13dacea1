import Foundation
import HTTPMessage
import Places
import Testing

@testable import PlacePickerWeb

@Suite("Every route answers with the right status, type and headers")
struct RouteResponseTests {
    static let card = "/places/node%2F299983771"

    @Test(arguments: [
        ("/", 200, "text/html; charset=utf-8"),
        ("/?view=map", 200, "text/html; charset=utf-8"),
        (card, 200, "text/html; charset=utf-8"),
        ("/choice?sel=node%2F299983771", 200, "text/html; charset=utf-8"),
        ("/address", 200, "text/html; charset=utf-8"),
        ("/address?q=Mannerheimintie+5", 200, "text/html; charset=utf-8"),
        ("/api/places", 200, "application/json; charset=utf-8"),
        ("/api/places/node%2F299983771", 200, "application/json; charset=utf-8"),
        ("/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14", 200, "application/json; charset=utf-8"),
        ("/api/addresses?q=Mannerheimintie", 200, "application/json; charset=utf-8"),
        ("/openapi.json", 200, "application/json; charset=utf-8"),
        ("/assets/picker.css", 200, "text/css; charset=utf-8"),
        ("/assets/picker.js", 200, "text/javascript; charset=utf-8"),
        ("/healthz", 200, "application/json; charset=utf-8"),
        ("/nowhere", 404, "text/html; charset=utf-8"),
        ("/places/node%2F0", 404, "text/html; charset=utf-8"),
        ("/assets/other.js", 404, "text/html; charset=utf-8"),
        ("/api/nowhere", 404, "application/json; charset=utf-8"),
        ("/api/places/node%2F0", 404, "application/json; charset=utf-8"),
    ])
    func statusAndType(_ target: String, _ status: Int, _ type: String) {
        let response = WebFixture.get(target)
        #expect(response.status.code == status, "\(target)")
        #expect(response.header("Content-Type") == type, "\(target)")
        #expect(!response.body.isEmpty, "\(target)")
    }

    static let everyRoute = [
        "/", "/?view=map", card, "/choice?sel=node%2F299983771", "/choice", "/address", "/api/places",
        "/api/places/node%2F299983771", "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14",
        "/api/addresses?q=Mannerheimintie", "/openapi.json", "/assets/picker.css", "/assets/picker.js", "/healthz",
        "/nowhere", "/api/nowhere", "/?near=abc",
    ]

    @Test(arguments: everyRoute)
    func securityHeadersOnEveryResponse(_ target: String) throws {
        let response = WebFixture.get(target)
        let policy = try #require(response.header("Content-Security-Policy"), "\(target)")
        #expect(!policy.contains("unsafe-inline"))
        #expect(!policy.contains("unsafe-eval"))
        #expect(policy.contains("script-src 'self'"))
        #expect(policy.contains("default-src 'self'"))
        #expect(response.header("X-Content-Type-Options") == "nosniff", "\(target)")
        #expect(response.header("Referrer-Policy") == "same-origin", "\(target)")
    }

    @Test(arguments: everyRoute)
    func headIsAnsweredAsGet(_ target: String) {
        // The server sends a HEAD answer's headers and its body's length, not the body
        // (HTTPServerTests check that on the wire).
        let get = WebFixture.get(target)
        let head = WebFixture.app().handle(HTTPRequest.target(target, method: "HEAD"))
        #expect(head.status == get.status)
        #expect(head.body == get.body, "\(target)")
        #expect(head.headers == get.headers, "\(target)")
    }

    // OPTIONS on /api/* is a CORS preflight (EmbeddingTests); on pages it is 405 like these.
    @Test(arguments: ["PUT", "DELETE", "PATCH", "TRACE", "CONNECT", "get", "BREW"])
    func otherMethodsAre405WithAllow(_ method: String) {
        for target in ["/", "/api/places", "/openapi.json"] {
            let response = WebFixture.app().handle(HTTPRequest.target(target, method: method))
            #expect(response.status == 405, "\(method) \(target)")
            #expect(response.header("Allow") == "GET, HEAD, POST")
            #expect(response.header("X-Content-Type-Options") == "nosniff")
        }
        let api = WebFixture.app().handle(HTTPRequest.target("/api/places", method: method))
        #expect(api.header("Content-Type") == "application/json; charset=utf-8")
        #expect(api.json?["error"]?["message"]?.string?.contains("GET") == true)
    }

    @Test func notFoundPageNamesThePathEscapedAndLinksHome() throws {
        let response = WebFixture.get("/%3Cscript%3Ealert(1)%3C%2Fscript%3E")
        #expect(response.status == 404)
        #expect(MarkupPolicy.problems(response.text).isEmpty)
        let page = response.page
        #expect(page.text(try #require(page.all("h1").first)) == "Not found")
        #expect(page.text(try #require(page.index(ofID: "app"))).contains("/<script>alert(1)</script>"))
        #expect(page.all("a").contains { page[$0].attribute("href") == "/" })
    }

    @Test func apiNotFoundIsJSONError() throws {
        let json = try #require(WebFixture.get("/api/places/node%2F0").json)
        #expect(json["error"]?["parameter"]?.string == "id")
        #expect(json["error"]?["message"]?.string?.contains("node/0") == true)
        let route = try #require(WebFixture.get("/api/nowhere").json)
        #expect(route["error"]?["message"]?.string?.contains("/api/nowhere") == true)
    }

    @Test func choiceWithoutSelectionRedirectsToThePicker() {
        let response = WebFixture.get("/choice?open=1")
        #expect(response.status == 303)
        #expect(response.header("Location") == "/?open=1")
        #expect(response.body.isEmpty)
    }

    @Test func healthReportsThePlaceCount() {
        let response = WebFixture.get("/healthz")
        #expect(
            response.text
                == "{\"status\":\"ok\",\"places\":\(WebFixture.engine.catalog.places.count),\"sources\":[]}\n")
        #expect(response.header("Cache-Control") == "no-store")
    }

    @Test func healthAndTheAPINameTheSources() {
        var configuration = WebFixture.app().configuration
        let file = SourceStatus(
            name: "points \"PL\".json", format: "inpost", origin: "/data/points.json", readAt: "2026-12-07T10:15:00Z",
            points: 25_000)
        configuration.sources = { [file] }
        let app = WebApp(picker: WebFixture.app().picker, configuration: configuration)
        let expected =
            #"[{"format":"inpost","name":"points \"PL\".json","origin":"/data/points.json","points":25000,"#
            + #""readAt":"2026-12-07T10:15:00Z"}]"#
        #expect(WebFixture.get("/healthz", app: app).text.contains(#""sources":"# + expected))
        #expect(WebFixture.get("/api/sources", app: app).text == #"{"sources":"# + expected + "}\n")
        #expect(SourceStatus.instantText(Date(timeIntervalSince1970: 1_796_638_500)) == "2026-12-07T10:15:00Z")
    }

    @Test func assetsAreCacheableAndTheScriptIsTheOnlyOne() {
        #expect(WebFixture.get("/assets/picker.js").header("Cache-Control") == "public, max-age=3600")
        #expect(WebFixture.get("/assets/picker.css").text.contains(":focus"))
        #expect(WebFixture.get("/assets/picker.js").text.contains("getElementById(\"status\")"))
    }
}
