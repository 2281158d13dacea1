import Foundation
import HTTPMessage
import Testing

@testable import PlacePickerWeb

@Suite("Bad parameters are named, explained, and the rest of the state kept")
struct InvalidParameterTests {
    /// Parameters that stay valid around the bad one: they must still apply.
    static let kept = "open=1&cat=kiosk&sort=name"

    @Test(arguments: [
        ("near=abc", "near", "such as 60.1699,24.9384"),
        ("near=91,10", "near", "91"),
        ("near=nan,nan", "near", "is not a number"),
        ("near=60.1", "near", "has no comma"),
        ("z=25", "z", "from 0 to 19"),
        ("z=abc", "z", "from 0 to 19"),
        ("z=-1", "z", "from 0 to 19"),
        ("z=15&c=abc", "c", "decimal degrees"),
        ("c=60.17,24.94", "c", "needs a zoom"),
        ("limit=0", "limit", "from 1 to 10000"),
        ("limit=ten", "limit", "from 1 to 10000"),
        ("limit=10001", "limit", "from 1 to 10000"),
        ("sort=random", "sort", "sort=distance"),
        ("view=globe", "view", "view=list or view=map"),
        ("open=maybe", "open", "open=1"),
        ("stepfree=2", "stepfree", "stepfree=1"),
        ("space=maybe", "space", "space=1"),
        ("parcel=huge", "parcel", "4kg,40x30x20cm"),
        ("parcel=4kg,5kg", "parcel", "weight twice"),
        ("src=satellite", "src", "src=address"),
        ("lang=xx", "lang", "lang=fi"),
        ("lang=", "lang", "lang=fi"),
        ("at=yesterday", "at", "2026-11-30T10:00:00+02:00"),
        ("at=2026-13-30T10:00", "at", "the month 13"),
        ("at=2026-11-30T25:00", "at", "the hour 25"),
        ("map=sideways", "map", "map=in"),
        ("select=node%2F0", "select", "No place has this id"),
        ("sel=node%2F0", "sel", "No place has this id"),
    ])
    func pageNamesTheParameterAndKeepsTheFilters(_ bad: String, _ parameter: String, _ phrase: String) throws {
        let response = WebFixture.get("/?\(bad)&\(Self.kept)")
        #expect(response.status == 400, "\(bad)")
        let page = response.page
        let alerts = page.all { $0.attribute("role") == "alert" }
        let alert = try #require(alerts.first, "\(bad): no alert")
        let items = page.descendants(alert, named: "li").map { page.text($0) }
        let item = try #require(items.first { $0.hasPrefix("\(parameter)=") }, "\(bad): \(items)")
        #expect(item.contains(phrase), "\(item)")
        // The problem shows the value as given.
        let given = try #require(FormEncoding.decode(bad).last)
        #expect(item.hasPrefix("\(given.name)=\(given.value): "), "\(item)")
        // Exactly the bad parameter is reported (no knock-on problems).
        #expect(items.count == 1, "\(bad): \(items)")
        // The rest of the state still applies.
        #expect(page.byID("filter-open")?.has("checked") == true, "\(bad)")
        #expect(page.byID("cat-kiosk")?.has("checked") == true, "\(bad)")
        let sort = try #require(page.index(ofID: "sort"))
        let chosen = page.descendants(sort, named: "option").filter { page[$0].has("selected") }
        #expect(chosen.map { page[$0].attribute("value") } == ["name"], "\(bad)")
        #expect(page.byID("results") != nil)
        let state = try #require(page.byID("app")?.attribute("data-state-url"))
        #expect(state.contains("open=1") && state.contains("cat=kiosk") && state.contains("sort=name"), "\(state)")
    }

    @Test(arguments: [
        ("/places/node%2F299983771?near=abc&open=1", "near"),
        ("/places/node%2F299983771?lang=xx", "lang"),
        ("/choice?sel=node%2F299983771&at=noon", "at"),
        ("/choice?sel=node%2F299983771&limit=0", "limit"),
        ("/address?q=Mannerheimintie&lang=klingon", "lang"),
        ("/address?label=Somewhere&near=abc", "near"),
        ("/address?label=Somewhere&near=91,0", "near"),
    ])
    func otherPagesNameBadParametersToo(_ target: String, _ parameter: String) throws {
        let response = WebFixture.get(target)
        #expect(response.status == 400, "\(target)")
        let page = response.page
        let alert = try #require(page.all { $0.attribute("role") == "alert" }.first, "\(target)")
        let codes = page.descendants(alert, named: "code").map { page.text($0) }
        #expect(codes.contains { $0.hasPrefix("\(parameter)=") }, "\(target): \(codes)")
        #expect(page.all("h1").count == 1)
    }

    @Test func severalProblemsAreAllListed() throws {
        let page = WebFixture.get("/?near=abc&z=99&limit=0&open=1").page
        let alert = try #require(page.all { $0.attribute("role") == "alert" }.first)
        let names = page.descendants(alert, named: "code").map { page.text($0).split(separator: "=").first ?? "" }
        #expect(names == ["near", "z", "limit"])
        #expect(page.byID("filter-open")?.has("checked") == true)
    }

    @Test func badLanguageStillShowsAPage() {
        let response = WebFixture.get("/?lang=klingon&open=1")
        #expect(response.status == 400)
        #expect(response.page.byID("filter-open")?.has("checked") == true)
        #expect(response.page.all("html").first.map { response.page[$0].attribute("lang") } == "en-GB")
    }

    @Test(arguments: [
        ("/api/places?near=abc", "near"),
        ("/api/places?limit=0", "limit"),
        ("/api/places?sort=random", "sort"),
        ("/api/places?open=maybe", "open"),
        ("/api/places?lang=xx", "lang"),
        ("/api/places?at=yesterday", "at"),
        ("/api/places?z=99", "z"),
        ("/api/places?sel=node%2F0", "sel"),
        ("/api/places/node%2F299983771?near=1,2,3", "near"),
        ("/api/places/node%2F299983771?at=noon", "at"),
        ("/api/clusters?zoom=14", "bbox"),
        ("/api/clusters?bbox=abc&zoom=14", "bbox"),
        ("/api/clusters?bbox=60.16,24.93,60.18&zoom=14", "bbox"),
        ("/api/clusters?bbox=95,24.93,60.18,24.96&zoom=14", "bbox"),
        ("/api/clusters?bbox=60.16,24.93,60.18,24.96", "zoom"),
        ("/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=30", "zoom"),
        ("/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=x", "zoom"),
        ("/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14&near=x", "near"),
        ("/api/addresses", "q"),
        ("/api/addresses?q=+++", "q"),
        ("/api/addresses?q=Mann&lang=xx", "lang"),
    ])
    func apiAnswers400WithTheParameter(_ target: String, _ parameter: String) throws {
        let response = WebFixture.get(target)
        #expect(response.status == 400, "\(target)")
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        let json = try #require(response.json)
        #expect(json.object?.keys.sorted() == ["error"])
        let error = try #require(json["error"]?.object)
        #expect(Set(error.keys) == ["message", "parameter"])
        #expect(error["parameter"]?.string == parameter, "\(target)")
        let message = try #require(error["message"]?.string)
        #expect(message.count > 10, "\(message)")
    }

    /// The page's own parameters are not the API's (``APIRequest``): it leaves them alone, as it does
    /// any name it does not know, and answers as without them.
    @Test(arguments: ["accent=zz", "embed=https%3A%2F%2Fshop.example", "return=ftp%3A%2F%2Fx", "state=s"])
    func apiLeavesThePageParametersAlone(_ parameter: String) {
        for path in ["/api/places", "/api/places/node%2F299983771", "/api/addresses?q=Manner"] {
            let separator = path.contains("?") ? "&" : "?"
            let response = WebFixture.get(path + separator + parameter)
            #expect(response.status == 200, "\(path) \(parameter)")
            #expect(response.body == WebFixture.get(path).body, "\(path) \(parameter)")
        }
    }
}
