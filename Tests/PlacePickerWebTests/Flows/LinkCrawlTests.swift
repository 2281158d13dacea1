import Foundation
import HTTPMessage
import Testing

@testable import PlacePickerWeb

/// Every link and form the app writes leads somewhere that works: the state it encodes decodes
/// without a problem (no 400 from our own URLs) and no link points at a missing page.
@Suite("Links and forms the app writes lead to working pages")
struct LinkCrawlTests {
    /// The requests a page leads to: its same-site links and each submit button of each GET form.
    static func next(from page: ParsedHTML, app: WebApp) -> [(String, () -> HTTPResponse)] {
        var found: [(String, () -> HTTPResponse)] = []
        var cards = 0
        for index in page.all("a") {
            guard let href = page[index].attribute("href"), href.hasPrefix("/") else { continue }
            // Card links all have one shape; a few per page are enough.
            if href.hasPrefix("/places/") {
                cards += 1
                if cards > 3 { continue }
            }
            found.append((href, { app.handle(HTTPRequest.target(href)) }))
        }
        for form in page.all("form") {
            let formID = page[form].id
            let buttons =
                page.descendants(form, named: "button")
                + page.all { $0.name == "button" && formID != nil && $0.attribute("form") == formID }
            // A GET form's buttons, and a POST form's buttons that send it by GET (`formmethod="get"`).
            let method = page[form].attribute("method")
            for button in Set(buttons).sorted() where page[button].attribute("type") == "submit" {
                guard (page[button].attribute("formmethod") ?? method) == "get" else { continue }
                guard !page[button].has("disabled") else { continue }
                let pressed = page[button].attribute("name").map { ($0, page[button].attribute("value") ?? "") }
                let key = "form \(formID ?? "-") button \(pressed.map { "\($0.0)=\($0.1)" } ?? "-")"
                found.append((key, { WebFixture.submit(page, form: form, button: pressed, app: app) }))
            }
        }
        return found
    }

    static func crawl(_ starts: [String], app: WebApp, checkMarkup: Bool) -> (failures: [String], followed: Int) {
        var failures: [String] = []
        var seen = Set<String>()
        var followed = 0
        for start in starts {
            let response = WebFixture.following(app.handle(HTTPRequest.target(start)), app: app)
            guard response.status == 200 else {
                failures.append("\(start) → \(response.status)")
                continue
            }
            for (key, request) in next(from: response.page, app: app) where seen.insert(key).inserted {
                followed += 1
                let reached = request()
                if reached.status != 200 {
                    let problems = reached.page.all { $0.attribute("role") == "alert" }.map { reached.page.text($0) }
                    failures.append("\(start) → \(key) → \(reached.status) \(problems)")
                } else if checkMarkup, reached.header("Content-Type")?.hasPrefix("text/html") == true {
                    let problems = MarkupPolicy.problems(reached.text)
                    if !problems.isEmpty { failures.append("\(start) → \(key): \(problems)") }
                }
            }
        }
        return (failures, followed)
    }

    @Test(arguments: [
        "/", "/?open=1&select=node%2F1876042175&sort=closing", "/?view=map&z=14&c=60.17,24.94&sel=node%2F1876042175",
        "/?lang=fi&address=Mannerheimintie+5&find=1&cat=kiosk", "/?view=map&z=12&open=1",
        "/places/node%2F299983771?lang=sv&open=1", "/choice?sel=node%2F299983771&lang=de",
        "/address?q=Mannerheimintie+5", "/address?label=Mannerheimintie+5&near=60.1699,24.9384&lang=fr",
        "/?near=60.1699,24.9384&from=Mannerheimintie+5&src=address&stepfree=1&q=alepa",
    ])
    func sampleLinksAndFormsWork(_ start: String) {
        let (failures, followed) = Self.crawl([start], app: WebFixture.app(), checkMarkup: false)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // A page that lost its links and forms would pass without this: every page has some.
        #expect(followed > 0, "no link or form followed from \(start)")
    }

    @Test(arguments: ["/", "/?view=map&z=19&c=60.17132,24.94146", "/?view=map&z=14", "/places/script%2F1"])
    func hostileLinksAndFormsWork(_ start: String) {
        let (failures, followed) = Self.crawl([start], app: HostileFixture.app(), checkMarkup: true)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(followed > 0, "no link or form followed from \(start)")
    }
}
