import Foundation
import HTTPMessage
import Testing

@testable import PlacePickerWeb
@testable import WebAssets

/// `address=TEXT` sets the origin on the page, in the API and in the element's frame; "Find
/// address" (`find`) still lists addresses; "Use my location" is named by the nearest address.
@Suite("The origin from an address text on the web") struct AddressOriginFlowTests {
    static func stateURL(_ page: ParsedHTML) -> HTTPRequest {
        HTTPRequest.target(page.byID("app")?.attribute("data-state-url") ?? "")
    }

    static func value(_ request: HTTPRequest, _ name: String) -> String? {
        request.query.last { $0.name == name }?.value
    }

    static func field(_ page: ParsedHTML) -> String? { page.byID("address")?.attribute("value") }

    @Test func aLinksAddressOpensThePageNearIt() throws {
        let response = WebFixture.get("/?address=Mannerheimintie+5&open=1")
        #expect(response.status == 200)
        let page = response.page
        #expect(page.text(ofID: "origin-text") == "Distances from Mannerheimintie 5, 00100 Helsinki")
        #expect(page.text(ofID: "status")?.hasPrefix("37 pickup points") == false)
        #expect(page.text(ofID: "status")?.contains("not found") == false)
        #expect(page.byID("address-results") == nil)
        #expect(Self.field(page) ?? "" == "")
        // The page's own URL carries the origin, not the text.
        let state = Self.stateURL(page)
        #expect(Self.value(state, "from") == "Mannerheimintie 5, 00100 Helsinki")
        #expect(Self.value(state, "src") == "address")
        #expect(Self.value(state, "near") == "60.169396,24.940441")
        #expect(Self.value(state, "open") == "1")
        #expect(Self.value(state, "address") == nil)
        // Every link of the page keeps that origin.
        let again = WebFixture.get(page.byID("app")?.attribute("data-state-url") ?? "").page
        #expect(again.text(ofID: "origin-text") == page.text(ofID: "origin-text"))
        #expect(again.text(ofID: "status") == page.text(ofID: "status"))
    }

    @Test(arguments: [
        ("en-GB", "Showing pickup points near Mannerheimintie, 00100 Helsinki: the house number was not found. "),
        ("sv", "Visar utlämningsställen nära Mannerheimintie, 00100 Helsinki: husnumret hittades inte. "),
    ])
    func aHouseNumberThatIsNotFoundIsSaidOnceOnThePage(_ lang: String, _ sentence: String) throws {
        let page = WebFixture.get("/?lang=\(lang)&address=Mannerheimintie+99").page
        let status = try #require(page.text(ofID: "status"))
        #expect(status.hasPrefix(sentence), "\(status)")
        #expect(page.text(ofID: "origin-text")?.hasSuffix("Mannerheimintie, 00100 Helsinki") == true)
        #expect(Self.field(page) ?? "" == "")
        // The next page measures from the street without saying it again.
        let next = WebFixture.get(page.byID("app")?.attribute("data-state-url") ?? "").page
        #expect(next.text(ofID: "origin-text") == page.text(ofID: "origin-text"))
        #expect(next.text(ofID: "status").map { status.hasSuffix($0) && $0 != status } == true)
    }

    @Test func anAddressThatIsNowhereIsSaidAndKeptInTheField() throws {
        let plain = WebFixture.get("/").page
        let response = WebFixture.get("/?address=Zzyzxqqq+1")
        #expect(response.status == 200)
        let page = response.page
        #expect(page.text(ofID: "status") == "No address found for “Zzyzxqqq 1”. " + (plain.text(ofID: "status") ?? ""))
        #expect(Self.field(page) == "Zzyzxqqq 1")
        #expect(page.text(ofID: "origin-text") == plain.text(ofID: "origin-text"))
        #expect(Self.value(Self.stateURL(page), "near") == nil)
        // Submitting the form again (a filter changed, say) searches the field: "Find address"'s answer.
        let form = try #require(page.index(ofID: "picker-form"))
        let again = WebFixture.submit(page, form: form).page
        #expect(again.byID("address-results")?.attribute("role") == "alert")
        #expect(Self.field(again) == "Zzyzxqqq 1")
    }

    @Test func findAddressStillListsAndTheFormNeverMovesTheOrigin() throws {
        let page = WebFixture.get("/?address=Mannerheimintie+5&find=1").page
        let results = try #require(page.index(ofID: "address-results"))
        #expect(!page.descendants(results, named: "a").isEmpty)
        let station = "Distances from Helsinki central railway station"
        #expect(page.text(ofID: "origin-text") == station)
        #expect(Self.field(page) == "Mannerheimintie 5")
        // The form sends `find` (empty) with every button, so "Apply filters" with text in the field
        // lists the addresses again; the button sends find=1.
        let form = try #require(page.index(ofID: "picker-form"))
        let hidden = page.descendants(form, named: "input").filter { page[$0].attribute("name") == "find" }
        #expect(hidden.count == 1 && page[hidden[0]].attribute("value") == "")
        for button in [nil, ("find", "1")] as [(name: String, value: String)?] {
            let next = WebFixture.submit(page, form: form, button: button).page
            #expect(next.index(ofID: "address-results") != nil)
            #expect(next.text(ofID: "origin-text") == station)
        }
    }

    @Test func theAPIAnswersFromTheAddressOrSaysWhyNot() throws {
        let json = try #require(WebFixture.get("/api/places?address=Mannerheimintie+99&limit=1").json)
        #expect(json["origin"]?["fallback"]?.string == "houseNumberNotFound")
        #expect(json["origin"]?["label"]?.string == "Mannerheimintie, 00100 Helsinki")
        #expect(json["origin"]?["source"]?.string == "address")
        #expect(
            json["summary"]?.string?.hasPrefix(
                "Showing pickup points near Mannerheimintie, 00100 Helsinki: the house number was not found. ")
                == true)
        let area = try #require(WebFixture.get("/api/places?address=Olematonkatu+3%2C+00130+Helsinki").json)
        #expect(area["origin"]?["fallback"]?.string == "streetNotFound")
        #expect(area["origin"]?["label"]?.string == "00130 Helsinki")
        let exact = try #require(WebFixture.get("/api/places?address=Mannerheimintie+5").json)
        #expect(exact["origin"]?["fallback"] == nil)
        for (target, message) in [
            ("/api/places?address=Zzyzxqqq+1", "No address found for “Zzyzxqqq 1”."),
            ("/api/places?lang=de&address=Zzyzxqqq+1", "Keine Adresse für „Zzyzxqqq 1“ gefunden."),
            (
                "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14&address=Zzyzxqqq+1",
                "No address found for “Zzyzxqqq 1”."
            ),
        ] {
            let response = WebFixture.get(target)
            #expect(response.status == 422, "\(target)")
            let error = try #require(response.json?["error"])
            #expect(error["message"]?.string == message)
            #expect(error["parameter"]?.string == "address")
            #expect(error["reason"]?.string == "addressNotFound")
        }
        // The address search itself measures from nothing: its own `q` only.
        #expect(WebFixture.get("/api/addresses?q=Mannerheimintie&address=Zzyzxqqq").status == 200)
    }

    @Test func theElementHandsItsAddressToTheFrame() throws {
        // embed.js reads the attribute, follows its changes and puts it in the frame's URL.
        let script = EmbedScript.javascript
        #expect(script.contains(#"const address = this.getAttribute("address");"#))
        #expect(script.contains(#"url.searchParams.set("address", address);"#))
        #expect(script.contains(#"const ATTRIBUTES = ["near", "address","#))
        // The frame's URL as the element builds it, inside the shop's checkout.
        let base = WebFixture.app()
        var configuration = base.configuration
        configuration.embedOrigins = ["https://shop.example"]
        let app = WebApp(picker: base.picker, configuration: configuration)
        var url = URLComponents(string: "/")
        url?.queryItems = [
            .init(name: "address", value: "Aleksanterinkatu 52, 00100 Helsinki"), .init(name: "lang", value: "fi"),
            .init(name: "embed", value: "https://shop.example"),
        ]
        let target = try #require(url?.url?.absoluteString)
        let page = WebFixture.get(target, app: app).page
        #expect(page.byID("app")?.attribute("data-embed-origin") == "https://shop.example")
        #expect(page.text(ofID: "origin-text") == "Etäisyydet paikasta: Aleksanterinkatu 52, 00100 Helsinki")
        let nowhere = WebFixture.get("/?address=Zzyzxqqq&lang=fi&embed=https%3A%2F%2Fshop.example", app: app).page
        #expect(nowhere.text(ofID: "status")?.hasPrefix("Osoitetta ”Zzyzxqqq” ei löytynyt. ") == true)
        #expect(Self.field(nowhere) == "Zzyzxqqq")
    }

    @Test func theDevicesLocationIsNamedByTheNearestAddress() throws {
        let near = "near=60.169396,24.940441&src=device"
        let button = WebFixture.get("/?\(near)&from=Your+current+location").page
        #expect(button.text(ofID: "origin-text") == "Distances from Near Mannerheimintie 5")
        #expect(Self.value(Self.stateURL(button), "from") == "Near Mannerheimintie 5")
        #expect(Self.value(Self.stateURL(button), "src") == "device")
        #expect(WebFixture.get("/?\(near)").page.text(ofID: "origin-text") == "Distances from Near Mannerheimintie 5")
        // A name of the URL's own is kept.
        #expect(WebFixture.get("/?\(near)&from=Home").page.text(ofID: "origin-text") == "Distances from Home")
        #expect(
            WebFixture.get("/api/places?\(near)&lang=fi").json?["origin"]?["label"]?.string
                == "Lähellä osoitetta Mannerheimintie 5")
        // Nowhere near an address: today's name.
        let sea = WebFixture.get("/?near=60.14,24.96&src=device&from=Your+current+location").page
        #expect(sea.text(ofID: "origin-text") == "Distances from Your current location")
    }
}
