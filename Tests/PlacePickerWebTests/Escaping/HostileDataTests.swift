import Foundation
import HTMLWriting
import HTTPMessage
import Testing

@testable import PlacePickerWeb

@Suite("Hostile data stays data on every page and in the API")
struct HostileDataTests {
    static let app = HostileFixture.app()
    static let ids = HostileFixture.places.map(\.id)

    static func get(_ target: String) -> HTTPResponse { HostileFixture.app().handle(HTTPRequest.target(target)) }

    static func card(_ id: String) -> String { "/places/" + FormEncoding.pathSegment(id) }

    static func query(_ items: [(String, String)]) -> String {
        FormEncoding.encode(items.map { HTTPRequest.QueryItem($0.0, $0.1) })
    }

    @Test func theCatalogReadsEveryHostilePlace() {
        #expect(HostileFixture.engine.catalog.places.count == HostileFixture.places.count)
        for entry in HostileFixture.places {
            #expect(HostileFixture.engine.catalog[id: entry.id]?.name == entry.name, "\(entry.id)")
        }
    }

    static var pages: [String] {
        let first = ids[0]
        var targets = [
            "/", "/?view=map", "/?view=map&z=19&c=60.17132,24.94146", "/?view=map&z=12", "/?q=script",
            "/?" + query([("select", first)]), "/?" + query([("sel", ids[1]), ("view", "map")]),
            "/?" + query([("address", HostileFixture.addressStreet), ("find", "1")]),
            "/?" + query([("q", "\"><img src=x onerror=alert(1)>"), ("from", "<script>alert(1)</script>")]),
            "/?" + query([("near", "60.17,24.94"), ("from", "'><script>alert(1)</script>"), ("src", "address")]),
            "/?" + query([("near", "<script>alert(1)</script>"), ("z", "\"><img src=x>"), ("cat", "<b>")]),
            "/?" + query([("select", "<script>alert(9)</script>"), ("lang", "\"><img src=x>")]),
            "/?" + query([("at", "<script>"), ("sort", "'onmouseover='x"), ("view", "</textarea>")]),
            "/address?" + query([("q", HostileFixture.addressStreet)]),
            "/address?" + query([("q", "\"><img src=x onerror=alert(1)>")]),
            "/address?" + query([("label", "<script>alert(1)</script>"), ("near", "60.17,24.94")]),
            "/address?"
                + query([
                    ("label", "\"><img src=x>"), ("near", "60.17,24.94"),
                    ("notes", "</textarea><script>alert(1)</script>"),
                ]),
            "/places/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
            "/%22%3E%3Cimg%20src=x%3E",
        ]
        for id in ids {
            targets.append(card(id))
            targets.append(card(id) + "?" + query([("sel", id)]))
            targets.append("/choice?" + query([("sel", id)]))
        }
        return targets
    }

    @Test(arguments: pages)
    func noMarkupEscapesIntoAnyPage(_ target: String) {
        let response = Self.get(target)
        #expect([200, 303, 400, 404].contains(response.status), "\(target)")
        if response.status == 303 {
            // A redirect's target is percent-encoded: nothing of the data is left raw in it.
            let location = response.header("Location") ?? ""
            #expect(location.hasPrefix("/?"), "\(target) → \(location)")
            #expect(!location.contains { "<>\"' ".contains($0) }, "\(target) → \(location)")
        }
        // The page shown: the redirect's target when there is one.
        let shown = WebFixture.following(response, app: Self.app)
        #expect([200, 400, 404].contains(shown.status), "\(target)")
        let problems = MarkupPolicy.problems(shown.text)
        #expect(problems.isEmpty, "\(target): \(problems)")
    }

    @Test func namesAddressesAndCommentsAreShownAsText() throws {
        let page = Self.get("/").page
        let list = try #require(page.index(ofID: "results"))
        let text = page.text(list)
        for entry in HostileFixture.places {
            #expect(text.contains(entry.name), "\(entry.name)")
        }
        #expect(text.contains("\"><img src=x onerror=alert(1)>"))
        let card = Self.get(Self.card(Self.ids[0]))
        #expect(card.status == 200)
        let cardText = card.page.text(try #require(card.page.index(ofID: "app")))
        #expect(cardText.contains("</textarea><script>alert(2)</script>"))
        #expect(cardText.contains("' onmouseover='x"))
        #expect(card.text.contains("&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
    }

    @Test func scriptURLsFromTheDataAreNeverLinks() throws {
        let page = Self.get(Self.card(Self.ids[0])).page
        let links = page.all("a").compactMap { page[$0].attribute("href") }
        #expect(!links.contains { $0.lowercased().contains("javascript:") })
        #expect(page.text(try #require(page.index(ofID: "app"))).contains("javascript:alert(1)"))
        let https = Self.get(Self.card(Self.ids[1])).page
        let website = https.all("a").compactMap { https[$0].attribute("href") }.filter { $0.hasPrefix("https://") }
        #expect(website == ["https://example.com/?a=\"><script>alert(1)</script>"])
    }

    @Test(arguments: HostileFixture.places.map(\.id))
    func everyHostilePlaceWorksEndToEnd(_ id: String) throws {
        let name = try #require(HostileFixture.places.first { $0.id == id }?.name)
        // The list links to the card by id, and that link works.
        let list = Self.get("/").page
        let row = try #require(list.index(ofID: DOMID.make("row", id)), "row for \(id)")
        let link = try #require(list.descendants(row, named: "a").first.flatMap { list[$0].attribute("href") })
        let card = HostileFixture.app().handle(HTTPRequest.target(link))
        #expect(card.status == 200, "\(link)")
        #expect(card.page.text(try #require(card.page.all("h1").first)).contains(name))
        // The row's select button selects it.
        let button = try #require(list.byID(DOMID.make("select", id)))
        #expect(button.attribute("value") == id)
        let form = try #require(list.index(ofID: "picker-form"))
        let selected = WebFixture.submit(list, form: form, button: ("select", id), app: Self.app).page
        #expect(selected.byID(DOMID.make("select", id))?.attribute("aria-pressed") == "true")
        // Without JavaScript the submission is redirected to `sel=` carrying the id intact; the
        // script's in-page update gets the page and says "Selected …".
        let redirect = Self.app.handle(HTTPRequest.target("/?" + Self.query([("select", id)])))
        #expect(redirect.status == 303)
        #expect(redirect.header("Location") == "/?" + Self.query([("sel", id)]) + "#" + DOMID.make("select", id))
        let update = Self.app.handle(
            HTTPRequest.target("/?" + Self.query([("select", id)]), headers: WebFixture.scriptUpdate))
        #expect(update.page.text(ofID: "status")?.hasPrefix("Selected ") == true)
        // The card's own select form works too.
        let cardPage = card.page
        let cardForm = try #require(cardPage.all("form").first)
        let fromCard = WebFixture.submit(cardPage, form: cardForm, button: ("select", id), app: Self.app)
        #expect(fromCard.page.byID(DOMID.make("select", id))?.attribute("aria-pressed") == "true")
        // Confirming leads to the choice page with the id posted back as data.
        let confirm = try #require(selected.byID("confirm")?.attribute("href"))
        let choice = HostileFixture.app().handle(HTTPRequest.target(confirm))
        #expect(choice.status == 200, "\(confirm)")
        let hidden = choice.page.all { $0.attribute("name") == "sel" }
        #expect(hidden.map { choice.page[$0].attribute("value") } == [id])
        #expect(choice.page.all("form").map { choice.page[$0].attribute("action") } == ["/continue"])
        let continueForm = try #require(choice.page.all("form").first)
        let handOff = WebFixture.submit(
            choice.page, form: continueForm, app: HostileFixture.app(), followRedirects: false)
        // The id first, whole (the name and address the shopper saw follow it, form-encoded).
        let location = handOff.header("Location") ?? ""
        let start = "https://shop.example/return?x=\"><script>&" + FormEncoding.encode([.init("place_id", id)])
        #expect(location.hasPrefix(start))
        #expect(location == start || location.dropFirst(start.count).hasPrefix("&name="))
    }

    @Test func elementIDsFromHostileIDsAreUniqueAndPlain() {
        for target in ["/", "/?view=map&z=19&c=60.17132,24.94146"] {
            let ids = Self.get(target).page.ids
            #expect(Set(ids).count == ids.count, "\(target)")
            #expect(
                ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) } })
        }
    }

    @Test func theAPIReturnsHostileStringsAsData() throws {
        let json = try #require(Self.get("/api/places").json)
        let places = try #require(json["places"]?.array)
        for entry in HostileFixture.places {
            let place = places.first { $0["id"]?.string == entry.id }
            #expect(place?["name"]?.string == entry.name, "\(entry.id)")
        }
        #expect(json["attribution"]?.string == "<script>alert('attribution')</script> contributors")
        for id in Self.ids {
            let response = Self.get("/api/places/" + FormEncoding.pathSegment(id))
            #expect(response.status == 200, "\(id)")
            #expect(response.json?["place"]?["id"]?.string == id)
        }
        let card = try #require(Self.get("/api/places/script%2F1").json)
        #expect(card["facts"]?.object?.values.contains(.string("javascript:alert(1)")) == true)
        #expect(card["place"]?["openingState"]?["comment"]?.string == "</textarea><script>alert(2)</script>")
        #expect(Self.get("/api/places/script%2F1").header("Content-Type") == "application/json; charset=utf-8")
    }

    @Test func hostileAddressesAreFoundAndShownAsText() throws {
        let json = try #require(Self.get("/api/addresses?" + Self.query([("q", HostileFixture.addressStreet)])).json)
        let labels = try #require(json["addresses"]?.array).compactMap { $0["label"]?.string }
        #expect(labels.contains { $0.contains(HostileFixture.addressStreet) })
        let page = Self.get("/address?" + Self.query([("q", HostileFixture.addressStreet)])).page
        let results = try #require(page.index(ofID: "address-results"))
        #expect(page.text(results).contains(HostileFixture.addressStreet))
    }

    @Test func reflectedParametersAreEscaped() throws {
        let target = "/?" + Self.query([("q", "\"><img src=x onerror=alert(1)>"), ("address", "' onmouseover='x")])
        let page = Self.get(target).page
        #expect(page.byID("q")?.attribute("value") == "\"><img src=x onerror=alert(1)>")
        #expect(page.byID("address")?.attribute("value") == "' onmouseover='x")
        let notes = "</textarea><script>alert(1)</script>"
        let chosen = Self.get("/address?" + Self.query([("label", "L"), ("near", "60.17,24.94"), ("notes", notes)]))
        #expect(chosen.page.text(ofID: "entrance-notes") == notes)
    }
}
