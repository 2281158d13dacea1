import Foundation
import HTTPMessage
import MapDrawing
import Testing

@testable import PlacePickerWeb
@testable import WebAssets

/// Issue 14's contract on the app itself: allowed origins, CORS, framing, the hand-off, theming.
@Suite("Embedding") struct EmbeddingTests {
    static let shop = "https://shop.example"

    static func app() -> WebApp {
        let base = WebFixture.app()
        var configuration = base.configuration
        configuration.embedOrigins = [shop]
        configuration.shopName = "Kauppa"
        return WebApp(picker: base.picker, configuration: configuration)
    }

    @Test(
        "CORS: the allowed origin gets its grant and a preflight; others nothing",
        arguments: [
            ("https://shop.example", true), ("https://evil.example", false), ("https://shop.example:8443", false),
        ])
    func cors(origin: String, allowed: Bool) {
        let app = Self.app()
        let get = app.handle(HTTPRequest.target("/api/places?limit=1", headers: [("Origin", origin)]))
        #expect(get.status == 200)
        #expect(get.header("Access-Control-Allow-Origin") == (allowed ? origin : nil))
        #expect(get.header("Vary")?.contains("Origin") == true)
        let preflight = app.handle(
            HTTPRequest.target(
                "/api/places", method: "OPTIONS",
                headers: [("Origin", origin), ("Access-Control-Request-Method", "GET")]))
        #expect(preflight.status == (allowed ? 204 : 403))
        #expect(preflight.header("Access-Control-Allow-Origin") == (allowed ? origin : nil))
        #expect((preflight.header("Access-Control-Allow-Methods") != nil) == allowed)
        // Pages never carry CORS grants.
        #expect(
            app.handle(HTTPRequest.target("/", headers: [("Origin", origin)])).header("Access-Control-Allow-Origin")
                == nil)
    }

    @Test("Only the allowed origins may frame the pages")
    func frameAncestors() {
        let csp = Self.app().handle(HTTPRequest.target("/")).header("Content-Security-Policy") ?? ""
        #expect(csp.contains("frame-ancestors 'self' https://shop.example;"))
        let plain = WebFixture.get("/").header("Content-Security-Policy") ?? ""
        #expect(plain.contains("frame-ancestors 'self';"))
    }

    @Test(
        "A return outside the allowed origins is refused with a page, never followed",
        arguments: [
            "https://evil.example/x", "javascript:alert(1)", "//shop.example/x", "https://shop.example.evil.example/",
            "https://user@shop.example/", "http://shop.example/",
        ])
    func refusedReturn(target: String) {
        let response = Self.app().handle(
            HTTPRequest.target("/?" + FormEncoding.encode([.init("return", target)])))
        #expect(response.status == 400)
        #expect(response.text.contains("Go back to the shop"))
        #expect(!response.text.contains("action=\"/continue\""))
    }

    @Test("The no-JavaScript hand-off: 303 GET to the return URL with place_id and state unchanged")
    func handOff() throws {
        let state = "order=123&x=ä b"
        let target =
            "/continue?"
            + FormEncoding.encode([
                .init("sel", "node/1876042175"), .init("return", "https://shop.example/checkout?step=2"),
                .init("state", state),
            ])
        let response = Self.app().handle(HTTPRequest.target(target))
        #expect(response.status == 303)
        let location = try #require(response.header("Location"))
        #expect(
            location.hasPrefix(
                "https://shop.example/checkout?step=2&place_id=node%2F1876042175&name=K-Market+Kotikontu&address="))
        // Form encoding (space as "+"), as a shop's form parser reads it.
        #expect(location.hasSuffix("&" + FormEncoding.encode([.init("state", state)])))
    }

    @Test(
        "Accents are refused below 4.5:1 and given a dark-mode shade that reaches it",
        arguments: [("#0b57d0", true), ("#8a1c7c", true), ("#ffcc00", false), ("#7fbfff", false), ("red", false)])
    func accent(colour: String, accepted: Bool) throws {
        #expect((WebConfiguration.accentProblem(colour) == nil) == accepted)
        guard accepted else { return }
        let theme = try Theme(accent: colour)
        let dark = try #require(Theme.RGB(hex: theme.dark))
        #expect(dark.contrast(with: Theme.darkPage) >= 4.5)
        #expect(dark.contrast(with: Theme.darkButtonText) >= 4.5)
        let css = WebFixture.get("/assets/theme.css?accent=" + colour.replacingOccurrences(of: "#", with: "%23"))
        #expect(css.status == 200 && css.text.contains("--accent: \(theme.light)"))
    }

    @Test("The page title carries the shop's name; /embed.js defines the element")
    func titleAndScript() {
        #expect(
            Self.app().handle(HTTPRequest.target("/")).text.contains("<title>Choose a pickup point — Kauppa</title>"))
        let script = WebFixture.get("/embed.js")
        #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(script.text.contains("customElements.define(\"place-picker\""))
        #expect(script.text.contains("placeselect"))
    }

    @Test("An embedded page names its embedding origin only when it is allowed")
    func embedOrigin() {
        let allowed = Self.app().handle(HTTPRequest.target("/?embed=https%3A%2F%2Fshop.example"))
        #expect(allowed.text.contains("data-embed-origin=\"https://shop.example\""))
        let other = Self.app().handle(HTTPRequest.target("/?embed=https%3A%2F%2Fevil.example"))
        #expect(other.status == 400 && !other.text.contains("data-embed-origin"))
    }

    @Test(
        "A basemap file that cannot be drawn is refused with where and why",
        arguments: [
            ("not json", "not valid JSON"), (#"{"type":"Feature"}"#, "not a GeoJSON FeatureCollection"),
            (
                #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"amenity":"cafe"},"geometry":{"type":"Point","coordinates":[24.9,60.1]}}]}"#,
                "no street"
            ),
        ])
    func basemapErrors(text: String, message: String) {
        #expect(throws: Basemap.ReadError.self) { try Basemap(geoJSON: Data(text.utf8), source: "base.geojson") }
        do {
            _ = try Basemap(geoJSON: Data(text.utf8), source: "base.geojson")
        } catch {
            #expect(error.description.hasPrefix("base.geojson: "))
            #expect(error.description.contains(message))
        }
    }
}
