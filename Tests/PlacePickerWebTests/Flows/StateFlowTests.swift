import Foundation
import HTMLWriting
import HTTPMessage
import Testing

@testable import PlacePickerWeb

@Suite("State flows through URLs and forms")
struct StateFlowTests {
    static let kotikontu = "node/1876042175"

    static func stateURL(_ page: ParsedHTML) -> HTTPRequest {
        HTTPRequest.target(page.byID("app")?.attribute("data-state-url") ?? "")
    }

    static func value(_ request: HTTPRequest, _ name: String) -> String? {
        request.query.last { $0.name == name }?.value
    }

    @Test func selectingMarksTheRowAndAnnounces() throws {
        // The script's in-page update: the page itself, with the announcement (a plain navigation
        // is redirected to `sel=`, see SelectRedirectTests).
        let response = WebFixture.get("/?select=node%2F1876042175", headers: WebFixture.scriptUpdate)
        #expect(response.status == 200)
        let page = response.page
        let button = try #require(page.byID(DOMID.make("select", Self.kotikontu)))
        #expect(button.attribute("aria-pressed") == "true")
        let row = try #require(page.index(ofID: DOMID.make("row", Self.kotikontu)))
        #expect(page[row].classes.contains("is-selected"))
        let badges = page.descendants(row, named: "span").filter { page[$0].classes.contains("badge") }
        #expect(badges.map { page.text($0) } == ["Selected"])
        let status = try #require(page.text(ofID: "status"))
        #expect(status.hasPrefix("Selected K-Market Kotikontu. "), "\(status)")
        #expect(Self.value(Self.stateURL(page), "sel") == Self.kotikontu)
        let pressed = page.all { $0.attribute("aria-pressed") == "true" }
        #expect(pressed.count == 1)
        #expect(page.byID("confirm")?.attribute("href") == "/choice?sel=node%2F1876042175")
        // Switching view keeps the selection.
        let map = WebFixture.get(try #require(page.byID("view-map")?.attribute("href"))).page
        #expect(Self.value(Self.stateURL(map), "sel") == Self.kotikontu)
        let place = try #require(WebFixture.get("/api/places/node%2F1876042175").json?["place"])
        let center = "\(place["latitude"]?.number ?? 0),\(place["longitude"]?.number ?? 0)"
        let close = WebFixture.get("/?view=map&z=18&c=\(center)&sel=node%2F1876042175").page
        let selectedPins = close.all { $0.classes.contains("pin-link") }.filter {
            close.text($0).hasSuffix("(Selected)")
        }
        #expect(selectedPins.count == 1)
        #expect(close.all { $0.classes.contains("pin-shape") && $0.classes.contains("selected") }.count == 1)
        // Selection without a select action says nothing extra.
        let kept = WebFixture.get("/?sel=node%2F1876042175").page
        #expect(kept.text(ofID: "status")?.hasPrefix("Selected") == false)
        #expect(kept.byID(DOMID.make("select", Self.kotikontu))?.attribute("aria-pressed") == "true")
    }

    @Test func openNowChangesTheSummaryAndTheRows() throws {
        let all = WebFixture.get("/").page
        let open = WebFixture.get("/?open=1").page
        let allStatus = try #require(all.text(ofID: "status"))
        let openStatus = try #require(open.text(ofID: "status"))
        #expect(allStatus != openStatus)
        #expect(openStatus.contains("not shown"), "\(openStatus)")
        #expect(open.byID("filter-open")?.has("checked") == true)
        #expect(all.byID("filter-open")?.has("checked") == false)
        let openRows = open.all { $0.name == "li" && $0.classes.contains("place") }
        #expect(!openRows.isEmpty)
        #expect(
            openRows.allSatisfy {
                open[$0].classes.contains("state-open") || open[$0].classes.contains("state-closingSoon")
            })
        let api = try #require(WebFixture.get("/api/places?open=1").json)
        #expect(api["summary"]?.string.map { openStatus.contains($0.prefix(20)) } == true)
    }

    @Test(arguments: [
        ("in", 15, nil as String?), ("out", 13, nil), ("north", 14, "north"), ("south", 14, "south"),
        ("east", 14, "east"), ("west", 14, "west"),
    ])
    func mapButtonsMoveTheCamera(_ move: String, _ zoom: Int, _ direction: String?) throws {
        let start = "view=map&z=14&c=60.17,24.94"
        let page = WebFixture.get("/?\(start)&map=\(move)").page
        let state = Self.stateURL(page)
        #expect(Self.value(state, "z") == String(zoom))
        #expect(Self.value(state, "view") == "map")
        let center = try #require(Self.value(state, "c")?.split(separator: ",").compactMap { Double($0) })
        try #require(center.count == 2)
        switch direction {
        case "north": #expect(center[0] > 60.17 && abs(center[1] - 24.94) < 1e-6)
        case "south": #expect(center[0] < 60.17 && abs(center[1] - 24.94) < 1e-6)
        case "east": #expect(center[1] > 24.94 && abs(center[0] - 60.17) < 1e-6)
        case "west": #expect(center[1] < 24.94 && abs(center[0] - 60.17) < 1e-6)
        default: #expect(center == [60.17, 24.94])
        }
    }

    @Test func fitForgetsTheCameraAndButtonsSubmitFromThePage() throws {
        // "Show all on the map" shows every place of the visible set, and is then disabled.
        let fitted = WebFixture.get("/?view=map&z=14&c=60.17,24.94&map=fit").page
        #expect(fitted.text(ofID: "map-count") == "37 of 37 pickup points on the map")
        #expect(fitted.byID("map-fit")?.has("disabled") == true)
        // The default camera fits the listed rows: some are off the map, and it says so.
        let first = WebFixture.get("/?view=map").page
        #expect(first.text(ofID: "map-count")?.hasSuffix(" of 37 pickup points on the map") == true)
        #expect(first.text(ofID: "map-count")?.hasPrefix("37 ") == false)
        #expect(first.byID("map-fit")?.has("disabled") == false)
        // Pressing "zoom in" on the rendered page (the form the button belongs to) zooms in.
        let page = WebFixture.get("/?view=map&z=14&c=60.17,24.94&open=1").page
        let form = try #require(page.index(ofID: "picker-form"))
        let zoomed = WebFixture.submit(page, form: form, button: ("map", "in")).page
        #expect(Self.value(Self.stateURL(zoomed), "z") == "15")
        #expect(Self.value(Self.stateURL(zoomed), "open") == "1")
        // Zooming from the fitted view starts from the fitted camera.
        let fromFit = Self.stateURL(WebFixture.get("/?view=map&map=in").page)
        #expect(Self.value(fromFit, "z").flatMap(Int.init).map { (1...19).contains($0) } == true)
        #expect(Self.value(fromFit, "c") != nil)
        let maxed = WebFixture.get("/?view=map&z=19&c=60.17,24.94").page
        #expect(maxed.byID("map-in")?.has("disabled") == true)
    }

    @Test func showMoreGrowsTheList() throws {
        func rows(_ page: ParsedHTML) -> Int { page.all { $0.name == "li" && $0.classes.contains("place") }.count }
        let first = WebFixture.get("/").page
        #expect(rows(first) == 20)
        let button = try #require(first.byID("show-more"))
        #expect(button.attribute("name") == "more")
        let form = try #require(first.index(ofID: "picker-form"))
        let more = WebFixture.submit(first, form: form, button: ("more", "1")).page
        #expect(rows(more) > 20)
        #expect(Self.value(Self.stateURL(more), "limit") == "40")
        #expect(rows(more) == 37)  // every place in the sample
        #expect(rows(WebFixture.get("/?more=1").page) == rows(more))
    }

    @Test func addressSearchOffersLinksThatSetTheOrigin() throws {
        let page = WebFixture.get("/?address=Mannerheimintie+5&find=1&open=1").page
        let results = try #require(page.index(ofID: "address-results"))
        let links = page.descendants(results, named: "a").compactMap { page[$0].attribute("href") }
        #expect(!links.isEmpty)
        for link in links {
            let request = HTTPRequest.target(link)
            #expect(Self.value(request, "near") != nil)
            #expect(Self.value(request, "from")?.isEmpty == false)
            #expect(Self.value(request, "src") == "address")
            #expect(Self.value(request, "open") == "1")
        }
        let first = try #require(page.descendants(results, named: "a").first)
        let label = page.text(first)
        let moved = WebFixture.get(links[0]).page
        #expect(moved.text(ofID: "origin-text")?.contains(label) == true, "\(label)")
        let none = WebFixture.get("/?address=Zzyzxqqq&find=1").page
        #expect(none.byID("address-results")?.attribute("role") == "alert")
    }

    @Test func choiceShowsSevenDaysAndPostsThePlaceID() throws {
        let plain = WebFixture.get("/choice?sel=node%2F1876042175").page
        #expect(plain.all("form").isEmpty)
        #expect(plain.byID("status")?.attribute("role") == "status")
        #expect(plain.text(ofID: "status")?.contains("K-Market Kotikontu") == true)
        // The week is a table named by its caption (no <pre>, whose aria-labelledby is not allowed).
        #expect(plain.all("pre").isEmpty)
        let table = try #require(plain.all("table").first)
        let caption = try #require(plain.descendants(table, named: "caption").first)
        #expect(plain.text(caption) == "Hours for the next 7 days")
        let headers = plain.descendants(table, named: "th").map { plain.text($0) }
        let cells = plain.descendants(table, named: "td").map { plain.text($0) }
        #expect(headers.count == 7 && cells.count == 7, "\(headers) \(cells)")
        #expect(headers.first?.hasPrefix("Today") == true, "\(headers)")
        #expect(plain.descendants(table, named: "th").allSatisfy { plain[$0].attribute("scope") == "row" })
        #expect(plain.text(ofID: "app")?.contains("Asematunneli, 00100 Helsinki") == true)
        // Each day is named once: "Tuesday 1 December", not "Tuesday, Tuesday 1 December".
        for day in headers {
            let words = day.split(whereSeparator: { $0 == " " || $0 == "," }).prefix(2)
            #expect(words.first != words.last, "\(day)")
        }
        let app = WebFixture.app(returnURL: "https://shop.example/checkout")
        let shop = WebFixture.get("/choice?sel=node%2F1876042175", app: app).page
        let forms = shop.all("form")
        #expect(forms.count == 1)
        let form = try #require(forms.first)
        // Continue is a top-level GET through /continue, answered 303 to the shop with place_id.
        #expect(shop[form].attribute("method") == "get")
        #expect(shop[form].attribute("action") == "/continue")
        let inputs = shop.descendants(form, named: "input").map {
            (shop[$0].attribute("name"), shop[$0].attribute("value"))
        }
        #expect(inputs.contains { $0.0 == "sel" && $0.1 == Self.kotikontu })
        #expect(shop.descendants(form, named: "button").count == 1)
        let handOff = WebFixture.submit(shop, form: form, app: app, followRedirects: false)
        #expect(handOff.status == 303)
        #expect(
            handOff.header("Location")
                == "https://shop.example/checkout?place_id=node%2F1876042175&name=K-Market+Kotikontu"
                + "&address=Asematunneli%2C+00100+Helsinki")
        // No developer notes for shoppers: without a return target, a plain confirmation.
        #expect(!shop.all("h2").contains { shop.text($0) == "Embedding" })
        #expect(!plain.all("h2").contains { plain.text($0) == "Embedding" })
        #expect(plain.text(ofID: "app")?.contains("Your choice is saved") == true)
        // "Change" goes back to the picker with the selection.
        let change = plain.all("a").compactMap { plain[$0].attribute("href") }.filter { $0.hasPrefix("/?") }
        #expect(change.contains("/?sel=node%2F1876042175"))
    }

    @Test func addressFlowFromSearchToConfirmation() throws {
        let search = WebFixture.get("/address?q=Mannerheimintie+5").page
        let results = try #require(search.index(ofID: "address-results"))
        let link = try #require(search.descendants(results, named: "a").first)
        let label = search.text(link)
        let chosenResponse = WebFixture.get(try #require(search[link].attribute("href")))
        #expect(chosenResponse.status == 200)
        let chosen = chosenResponse.page
        #expect(chosen.text(ofID: "chosen-address") == label)
        let notes = try #require(chosen.byID("entrance-notes"))
        #expect(notes.name == "textarea")
        #expect(notes.attribute("maxlength") == "500")
        #expect(chosen.all("svg").count == 1)
        let form = try #require(chosen.all("form").first)
        #expect(chosen[form].attribute("method") == "post")
        #expect(chosen[form].attribute("action") == "/address")
        // The person types notes; the browser posts the form.
        let typed = "Door code <b>1234</b> & \"ring twice\" </textarea>"
        var items: [HTTPRequest.QueryItem] = chosen.descendants(form, named: "input").compactMap {
            guard let name = chosen[$0].attribute("name") else { return nil }
            return .init(name, chosen[$0].attribute("value") ?? "")
        }
        items.append(.init("notes", typed))
        let confirmed = WebFixture.post("/address", form: items)
        #expect(confirmed.status == 200)
        #expect(MarkupPolicy.problems(confirmed.text).isEmpty)
        let page = confirmed.page
        let section = try #require(page.index(ofID: "address-confirmed"))
        let noted = page.descendants(section, named: "dd").filter { page[$0].classes.contains("notes") }
        #expect(noted.map { page.text($0) } == [typed])
        #expect(confirmed.text.contains("Door code &lt;b&gt;1234&lt;/b&gt; &amp;"))
        #expect(page.text(section).contains(label))
        // With a return URL the address and notes are handed on as data.
        let shop = WebFixture.post("/address", form: items, app: WebFixture.app(returnURL: "https://shop.example/a"))
        let handed = shop.page.all { $0.attribute("name") == "entrance_notes" }
        #expect(handed.map { shop.page[$0].attribute("value") } == [typed])
        // Notes are capped at the textarea's length.
        let long = WebFixture.post(
            "/address", form: items.dropLast() + [.init("notes", String(repeating: "x", count: 900))])
        let capped = long.page.all { $0.classes.contains("notes") }.map { long.page.text($0).count }
        #expect(capped == [500])
    }

    @Test func enterInTheTextFilterAppliesItWithoutAnAddressSearch() throws {
        let page = WebFixture.get("/?open=1").page
        let form = try #require(page.index(ofID: "picker-form"))
        // Implicit submission (Enter in a field) uses the form's first submit button.
        let controls = page.descendants(form) + page.all { $0.attribute("form") == "picker-form" }
        let first = try #require(
            controls.sorted().first { page[$0].name == "button" && page[$0].attribute("type") == "submit" })
        let pressed = page[first].attribute("name").map { ($0, page[first].attribute("value") ?? "") }
        var typed = page
        typed.setAttribute("value", to: "alepa", onElementWithID: "q")
        let response = WebFixture.submit(typed, form: form, button: pressed)
        #expect(response.status == 200)
        let next = response.page
        #expect(next.all { $0.attribute("role") == "alert" }.isEmpty, "\(next.text(ofID: "address-results") ?? "")")
        #expect(next.byID("q")?.attribute("value") == "alepa")
        let titles = next.all { $0.name == "li" && $0.classes.contains("place") }.map { next.text($0) }
        #expect(!titles.isEmpty)
        #expect(titles.allSatisfy { $0.lowercased().contains("alepa") }, "\(titles)")
    }

    @Test func cardSelectFormSelectsAndKeepsTheState() throws {
        let card = WebFixture.get("/places/node%2F1876042175?open=1&sort=name").page
        let form = try #require(card.all("form").first)
        #expect(card[form].attribute("action") == "/")
        #expect(card[form].attribute("method") == "get")
        let button = try #require(card.byID(DOMID.make("select", Self.kotikontu)))
        #expect(button.attribute("aria-pressed") == "false")
        #expect(card.text(try #require(card.index(ofID: DOMID.make("select", Self.kotikontu)))) == "Pick up here")
        #expect(button.attribute("aria-label") == "Pick up here: K-Market Kotikontu")
        let page = WebFixture.submit(card, form: form, button: ("select", Self.kotikontu)).page
        let state = Self.stateURL(page)
        #expect(Self.value(state, "sel") == Self.kotikontu)
        #expect(Self.value(state, "open") == "1")
        #expect(Self.value(state, "sort") == "name")
        let selectedCard = WebFixture.get("/places/node%2F1876042175?sel=node%2F1876042175").page
        #expect(selectedCard.byID(DOMID.make("select", Self.kotikontu))?.attribute("aria-pressed") == "true")
        let rows = selectedCard.all("tr")
        #expect(rows.count == 7)
    }

    @Test func filtersSubmitFromThePageKeepTheLocation() throws {
        let page = WebFixture.get("/?near=60.1699,24.9384&from=Mannerheimintie+5&src=address").page
        let form = try #require(page.index(ofID: "picker-form"))
        var next = WebFixture.submit(page, form: form).page
        #expect(next.text(ofID: "origin-text")?.contains("Mannerheimintie 5") == true)
        next = WebFixture.get("/?near=60.1699,24.9384&from=Mannerheimintie+5&src=address&cat=kiosk").page
        let rows = next.all { $0.name == "li" && $0.classes.contains("place") }
        #expect(!rows.isEmpty)
        let api = try #require(WebFixture.get("/api/places?cat=kiosk&limit=500").json?["places"]?.array)
        #expect(api.count == rows.count || rows.count == 20)
        #expect(api.allSatisfy { $0["categories"]?.array?.contains(.string("kiosk")) == true })
    }
}
