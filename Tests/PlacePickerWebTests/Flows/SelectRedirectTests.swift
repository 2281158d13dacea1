import Foundation
import HTMLWriting
import HTTPMessage
import Testing

@testable import PlacePickerWeb
@testable import WebAssets

/// Post/Redirect/Get for the select button without JavaScript: the page's URL ends up holding the
/// state (`sel=`), never the one-shot `select=` action, so reload, bookmark and share work.
@Suite("Selecting without JavaScript redirects to the canonical URL")
struct SelectRedirectTests {
    static let kotikontu = "node/1876042175"
    static let postitalo = "node/299983771"

    /// The decoded parameters of a redirect's `Location`.
    static func location(_ response: HTTPResponse) -> [String] {
        HTTPRequest.target(response.header("Location") ?? "").query.map { "\($0.name)=\($0.value)" }
    }

    @Test(
        "select= is answered with 303 to the state with sel= and the other canonical parameters",
        arguments: [
            // (request, the redirect's parameters in canonical order)
            ("/?select=node%2F1876042175", ["sel=node/1876042175"]),
            ("/?sel=node%2F299983771&select=node%2F1876042175", ["sel=node/1876042175"]),
            (
                "/?sort=name&cat=kiosk&open=1&address=&limit=20&select=node%2F1876042175&lang=fi",
                ["open=1", "cat=kiosk", "sort=name", "sel=node/1876042175", "lang=fi"]
            ),
            (
                "/?at=2026-11-30T20%3A00%3A00%2B02%3A00&view=map&z=14&c=60.17,24.94&select=node%2F299983771",
                ["view=map", "z=14", "c=60.17,24.94", "sel=node/299983771", "at=2026-11-30T20:00:00+02:00"]
            ),
            ("/?q=market&select=", ["q=market"]),
        ])
    func redirects(_ row: (target: String, parameters: [String])) {
        for method in ["GET", "HEAD"] {
            let response = WebFixture.app().handle(HTTPRequest.target(row.target, method: method))
            #expect(response.status == 303, "\(method) \(row.target)")
            #expect(Self.location(response) == row.parameters, "\(method) \(row.target)")
            #expect(response.header("Location")?.hasPrefix("/") == true)
            #expect(response.body.isEmpty)
            #expect(response.header("Vary") == "X-Picker-Update")
        }
    }

    @Test("The list's select button, submitted without the script, lands on the canonical URL")
    func formSubmission() throws {
        let list = WebFixture.get("/?open=1&sort=name&sel=node%2F299983771").page
        let form = try #require(list.index(ofID: "picker-form"))
        let raw = WebFixture.submit(list, form: form, button: ("select", Self.kotikontu), followRedirects: false)
        #expect(raw.status == 303)
        // The canonical URL, at the chosen row's button: the next Tab reaches "Confirm" after it.
        let target = try #require(raw.header("Location"))
        #expect(target == "/?open=1&sort=name&sel=node%2F1876042175#" + DOMID.make("select", Self.kotikontu))
        let location = String(target.prefix { $0 != "#" })
        let page = WebFixture.get(location)
        #expect(page.status == 200)
        #expect(page.page.byID(DOMID.make("select", Self.kotikontu))?.attribute("aria-pressed") == "true")
        #expect(page.page.byID(DOMID.make("select", Self.postitalo))?.attribute("aria-pressed") == "false")
        #expect(page.page.byID("app")?.attribute("data-state-url") == location)
        let row = try #require(page.page.index(ofID: DOMID.make("row", Self.kotikontu)))
        let confirm = try #require(page.page.index(ofID: "confirm"))
        #expect(page.page.descendants(row).contains(confirm))
        // The canonical URL is a fixed point: loading it again redirects nowhere.
        #expect(WebFixture.get(location).header("Location") == nil)
    }

    @Test(
        "Errors stay on the page with their message, not behind a redirect",
        arguments: [
            ("/?select=node%2F0", "select=node/0: No place has this id"),
            ("/?select=node%2F1876042175&z=99", "z=99: The zoom must be a whole number from 0 to 19"),
            ("/?select=node%2F1876042175&lang=xx", "lang=xx: Use one of en, de, fi, sv, fr"),
        ])
    func errorsAreNotRedirected(_ row: (target: String, message: String)) throws {
        let response = WebFixture.get(row.target)
        #expect(response.status == 400)
        #expect(response.header("Location") == nil)
        let alert = try #require(response.page.all { $0.attribute("role") == "alert" }.first)
        #expect(response.page.text(alert).contains(row.message), "\(response.page.text(alert))")
    }

    @Test("The script's in-page update gets the page with its announcement, not a redirect")
    func scriptUpdate() throws {
        let response = WebFixture.get(
            "/?select=node%2F1876042175", headers: [("x-picker-update", "1")])
        #expect(response.status == 200)
        #expect(response.header("Vary") == "X-Picker-Update")
        #expect(response.page.text(ofID: "status")?.hasPrefix("Selected K-Market Kotikontu. ") == true)
        #expect(Script.javascript.contains("\"X-Picker-Update\": \"1\""))
    }

    @Test("An address search shown with the select stays a page (its results live only there)")
    func addressSearchIsNotRedirected() {
        let response = WebFixture.get("/?address=Mannerheimintie+5&find=1&select=node%2F1876042175")
        #expect(response.status == 200)
        #expect(response.page.byID("address-results") != nil)
    }
}
