import Foundation
import HTMLWriting
import HTTPMessage
import Testing

@testable import PlacePickerWeb

@Suite("Page structure the browser tests rely on")
struct PageStructureTests {
    static let pages = [
        "/", "/?view=map", "/?view=map&z=12", "/?view=map&z=17&c=60.17,24.94", "/?open=1&sel=node%2F1876042175",
        "/?address=Mannerheimintie+5&find=1", "/?more=1", "/places/node%2F299983771", "/choice?sel=node%2F299983771",
        "/address", "/address?q=Mannerheimintie+5", "/address?label=Mannerheimintie+5&near=60.1699,24.9384",
        "/?near=abc", "/nowhere", "/?lang=fi", "/?lang=de&view=map",
    ]

    @Test(arguments: pages)
    func idsAreUniqueAndReferencesResolve(_ target: String) {
        let page = WebFixture.get(target).page
        let ids = page.ids
        let duplicates = Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "\(target): \(duplicates)")
        let known = Set(ids)
        for element in page.elements {
            for name in ["for", "aria-labelledby", "aria-describedby", "form"] {
                for reference in (element.attribute(name) ?? "").split(separator: " ") {
                    #expect(known.contains(String(reference)), "\(target): \(name)=\(reference) on <\(element.name)>")
                }
            }
            if element.name == "a", let href = element.attribute("href"), href.hasPrefix("#"), href.count > 1 {
                #expect(known.contains(String(href.dropFirst())), "\(target): link to \(href)")
            }
        }
        #expect(MarkupPolicy.problems(WebFixture.get(target).text).isEmpty, "\(target)")
    }

    @Test(arguments: pages)
    func everyControlHasALabel(_ target: String) {
        let page = WebFixture.get(target).page
        let labelled = Set(page.all("label").compactMap { page[$0].attribute("for") })
        for index in page.all(where: { ["input", "select", "textarea"].contains($0.name) }) {
            let element = page[index]
            if element.attribute("type") == "hidden" { continue }
            let id = element.id ?? ""
            #expect(labelled.contains(id), "\(target): <\(element.name) id=\(id)> has no label")
        }
        for index in page.all("button") {
            #expect(!page.text(index).trimmingCharacters(in: .whitespaces).isEmpty, "\(target): empty button")
        }
        #expect(page.all("main").count == 1)
        #expect(page.byID("app")?.name == "main")
        #expect(page.all("h1").count == 1, "\(target)")
    }

    @Test func pickerHasTheLandmarksAndLiveRegion() throws {
        let page = WebFixture.get("/").page
        let status = try #require(page.byID("status"))
        #expect(status.attribute("role") == "status")
        #expect(status.attribute("aria-live") == "polite")
        #expect(status.attribute("aria-atomic") == "true")
        #expect(page.text(ofID: "status")?.contains("pickup points") == true)
        let filters = try #require(page.all { $0.name == "fieldset" && $0.classes.contains("filters") }.first)
        let first = page.descendants(filters).first.map { page[$0].name }
        #expect(first == "legend")
        #expect(page.text(try #require(page.descendants(filters, named: "legend").first)) == "Filters")
        for fieldset in page.all("fieldset") {
            #expect(page.descendants(fieldset).first.map { page[$0].name } == "legend")
        }
        #expect(page.byID("filter-open")?.attribute("type") == "checkbox")
        #expect(page.byID("sort")?.name == "select")
        let skip = try #require(page.all { $0.classes.contains("skip") }.first)
        #expect(page[skip].attribute("href") == "#results-heading")
    }

    @Test(arguments: [("/", "view-list"), ("/?view=map", "view-map")])
    func viewSwitchMarksTheCurrentView(_ target: String, _ current: String) throws {
        let page = WebFixture.get(target).page
        let nav = try #require(page.all { $0.name == "nav" && $0.classes.contains("view-switch") }.first)
        #expect(page[nav].attribute("aria-label") == "View")
        let links = page.descendants(nav, named: "a")
        #expect(links.map { page[$0].id } == ["view-list", "view-map"])
        #expect(links.filter { page[$0].has("aria-current") }.map { page[$0].id } == [current])
        #expect(links.compactMap { page[$0].attribute("aria-current") } == ["page"])
    }

    @Test(arguments: ["/", "/?more=1", "/?open=1&select=node%2F1876042175", "/?sort=name&limit=60"])
    func everyRowHasANamedUniqueSelectButton(_ target: String) throws {
        let page = WebFixture.get(target, headers: WebFixture.scriptUpdate).page
        let list = try #require(page.all { $0.name == "ol" && $0.classes.contains("places") }.first)
        let rows = page.descendants(list).filter { page[$0].name == "li" && page[$0].parent == list }
        #expect(rows.count >= 20)
        var names: [String] = []
        for row in rows {
            let title = page.text(try #require(page.descendants(row, named: "a").first))
            let button = try #require(page.descendants(row, named: "button").first)
            // Visible text "Pick up here"; the accessible name starts with it and names the place.
            #expect(page.text(button) == "Pick up here")
            let name = page[button].attribute("aria-label") ?? ""
            #expect(name == "Pick up here: \(title)")
            #expect(["true", "false"].contains(page[button].attribute("aria-pressed") ?? ""))
            #expect(page[button].attribute("name") == "select")
            #expect(page[button].attribute("form") == "picker-form")
            #expect(page[row].id == DOMID.make("row", page[button].attribute("value") ?? ""))
            // Name, then distance and state, then address: the reading order.
            let paragraphs = page.descendants(row, named: "p").map { page.text($0) }
            #expect(paragraphs.first?.contains(" · ") == true, "\(paragraphs)")
            names.append(name)
        }
        #expect(Set(names).count == names.count, "duplicate accessible names: \(names)")
    }

    @Test func mapHasSkipLinkAndPlacesInListOrder() throws {
        let list = WebFixture.get("/?z=17&c=60.1713,24.9415&limit=100").page
        let order = list.all { $0.name == "button" && $0.attribute("name") == "select" }.compactMap {
            list[$0].attribute("value")
        }
        let page = WebFixture.get("/?view=map&z=17&c=60.1713,24.9415").page
        let skip = try #require(page.all { $0.classes.contains("skip-map") }.first)
        #expect(page[skip].attribute("href") == "#map-places-heading")
        #expect(page.byID("map-places-heading") != nil)
        let svg = try #require(page.all("svg").first)
        #expect(page.elements.firstIndex { $0.classes.contains("skip-map") } ?? .max < svg)
        let drawingLinks = page.descendants(svg, named: "a")
        #expect(drawingLinks.allSatisfy { page[$0].attribute("tabindex") == "-1" && page[$0].has("aria-label") })
        let places = try #require(page.index(ofID: "map-places"))
        #expect(page[places].name == "ol")
        let pinIDs = page.descendants(places, named: "a").filter { page[$0].classes.contains("pin-link") }.compactMap {
            page[$0].attribute("href").flatMap { HTTPRequest.target($0).decodedPath?.dropFirst("/places/".count) }
                .map(String.init)
        }
        #expect(!pinIDs.isEmpty)
        let positions = pinIDs.compactMap { order.firstIndex(of: $0) }
        #expect(positions.count == pinIDs.count, "pins not in the list: \(pinIDs)")
        #expect(positions == positions.sorted(), "\(positions)")
        #expect(page.all { $0.classes.contains("attribution") }.count == 1)
        for control in ["map-in", "map-out", "map-north", "map-south", "map-east", "map-west", "map-fit"] {
            #expect(page.byID(control)?.name == "button", "\(control)")
        }
    }

    @Test(
        "The map's list of places goes out from the origin, pins and clusters alike, past the list's page",
        arguments: ["/?view=map&z=13&limit=5", "/?view=map&z=14&limit=5", "/?z=13"])
    func mapPlacesInDistanceOrder(_ target: String) throws {
        let page = WebFixture.get(target).page
        let places = try #require(page.index(ofID: "map-places"))
        let links = page.descendants(places, named: "a")
        #expect(links.contains { page[$0].classes.contains("cluster-link") }, "\(target): no clusters")
        // A pin says its own distance first ("…, 350 m north · …"); a cluster its nearest member's
        // last ("…, nearest Alepa Kamppi 350 m. Zooms in").
        let metres = links.map { link -> Double in
            let text = page.text(link)
            let found = text.matches(of: /([0-9]+(?:[.,][0-9]+)?)\W(m|km)\b/).map { match in
                (Double(match.1.replacingOccurrences(of: ",", with: ".")) ?? .nan) * (match.2 == "km" ? 1000 : 1)
            }
            return (page[link].classes.contains("pin-link") ? found.first : found.last) ?? .nan
        }
        #expect(!metres.contains { $0.isNaN }, "\(metres)")
        #expect(metres == metres.sorted(), "\(target): \(metres)")
    }

    @Test(arguments: ["/?view=map&z=10", "/?view=map&z=12", "/?view=map&z=13"])
    func clustersHaveNamesNotBareNumbers(_ target: String) throws {
        let page = WebFixture.get(target).page
        let links = page.all { $0.classes.contains("cluster-link") }
        #expect(!links.isEmpty, "\(target): no clusters")
        for link in links {
            let text = page.text(link)
            #expect(text.contains("pickup points"), "\(text)")
            #expect(text.contains { $0.isLetter })
            #expect(Int(text.trimmingCharacters(in: .whitespaces)) == nil)
            #expect(
                page[link].attribute("href")?.contains("cluster=") == true
                    || page[link].attribute("href")?.contains("z=") == true)
        }
        let drawn = page.all { $0.name == "a" && $0.classes.contains("cluster") }
        #expect(drawn.count == links.count)
        for cluster in drawn {
            #expect(page[cluster].attribute("aria-label")?.contains("pickup points") == true)
        }
    }

    @Test(arguments: [
        ("/?lang=fi", [(String, String)](), "fi"),
        ("/?lang=sv", [], "sv"),
        ("/?lang=de&view=map", [], "de"),
        ("/?lang=en-US", [], "en-US"),
        ("/", [("Accept-Language", "fr-FR,fr;q=0.9,en;q=0.5")], "fr"),
        ("/", [("accept-language", "sv")], "sv"),
        ("/", [("Accept-Language", "ja, zh;q=0.8")], "en-GB"),
        ("/?lang=fi", [("Accept-Language", "de")], "fi"),
        ("/places/node%2F299983771?lang=fi", [], "fi"),
        ("/address", [("Accept-Language", "de-AT")], "de"),
        ("/nowhere?lang=sv", [], "sv"),
    ])
    func languageFollowsTheParameterThenTheHeader(_ target: String, _ headers: [(String, String)], _ tag: String)
        throws
    {
        let response = WebFixture.get(target, headers: headers.map { (name: $0.0, value: $0.1) })
        let page = response.page
        let html = try #require(page.all("html").first)
        #expect(page[html].attribute("lang")?.hasPrefix(tag) == true, "\(target) \(headers)")
    }

    @Test func languageParameterIsKeptInLinksAndForms() throws {
        let page = WebFixture.get("/?lang=fi").page
        #expect(page.byID("view-map")?.attribute("href")?.contains("lang=fi") == true)
        let form = try #require(page.index(ofID: "picker-form"))
        let hidden = page.descendants(form, named: "input").filter { page[$0].attribute("name") == "lang" }
        #expect(hidden.map { page[$0].attribute("value") } == ["fi"])
        let card = WebFixture.get("/places/node%2F299983771?lang=fi").page
        #expect(
            card.all("a").compactMap { card[$0].attribute("href") }.first { $0.hasPrefix("/") }?.contains("lang=fi")
                == true)
    }
}
