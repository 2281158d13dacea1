import CommandLineArguments
import CommandSupport
import Foundation
import HTTPMessage
import PlacePickerWeb
import Testing

@testable import PlacePickerCLI

/// The page, the JSON API and `placepicker nearest --json` give one answer: built the way
/// `placepicker serve` and `nearest` build their pickers, asked the same question, they list the
/// same places in the same order under the same names, with the same counts and summary.
@Suite("One answer: page, API and command line")
struct OneAnswerTests {
    /// A question in both spellings: command-line options and URL parameters.
    struct Question: CustomTestStringConvertible, Sendable {
        var options: [String]
        var parameters: String
        var testDescription: String { options.joined(separator: " ") }
    }

    static let instant = "2026-11-30T10:00:00+02:00"

    static let questions: [Question] = [
        Question(options: [], parameters: ""),
        Question(options: ["--open"], parameters: "open=1"),
        Question(options: ["--category", "kiosk", "--limit", "5"], parameters: "cat=kiosk&limit=5"),
        Question(options: ["--search", "alepa"], parameters: "q=alepa"),
        Question(options: ["--sort", "name", "--limit", "30"], parameters: "sort=name&limit=30"),
        Question(options: ["--sort", "closing", "--open"], parameters: "sort=closing&open=1"),
        Question(options: ["--wheelchair"], parameters: "stepfree=1"),
        Question(
            options: ["--near", "60.1655,24.9402", "--limit", "20", "--lang", "fi"],
            parameters: "near=60.1655,24.9402&limit=20&lang=fi"),
        Question(options: ["--search", "no such place"], parameters: "q=no+such+place"),
    ]

    /// The web app `placepicker serve --at …` serves.
    static func app() throws -> WebApp {
        let captured = CapturedIO(input: [], now: CapturedIO.fixedNow, zone: "Europe/Helsinki", directory: "/")
        let arguments = try ArgumentParser(spec: ServeCommand.spec).parse(["--at", instant])
        let setup = try PickerSetup.make(
            OptionReader(spec: ServeCommand.spec, arguments: arguments), io: captured.io, fixedClock: true,
            scope: .shop)
        return WebApp(picker: setup.picker, configuration: WebConfiguration(fixedInstant: setup.instant))
    }

    static func get(_ app: WebApp, _ target: String) -> HTTPResponse {
        app.handle(HTTPRequest.target(target))
    }

    static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every capture of a pattern's first group.
    static func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { unescaped(String(text[$0])) }
        }
    }

    @Test("A wall time without an offset is read in the catalog's zone by the page, the API and --at")
    func wallTime() throws {
        let app = try Self.app()
        let local = "2026-11-30T21:30"
        let offset = "2026-11-30T21:30:00+02:00"
        let byOffset = Self.get(app, "/api/places?at=\(offset)").body
        #expect(Self.get(app, "/api/places?at=\(local)").body == byOffset)
        #expect(Self.get(app, "/api/places?at=2026-11-30T19:30Z").body == byOffset)
        let summary =
            try #require(
                try JSONSerialization.jsonObject(with: Data(byOffset)) as? [String: Any])["summary"] as? String
        let cli = runTool(["nearest", "--json", "--at", local])
        let cliJSON = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        #expect(cliJSON["summary"] as? String == summary)
        // 21:30 on a Monday is after many places close: the instant really changed the answer.
        let morning = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.get(app, "/api/places?at=2026-11-30T10:00").body))
                as? [String: Any])
        #expect(morning["summary"] as? String != summary)
    }

    @Test(arguments: questions)
    func sameAnswer(question: Question) throws {
        let app = try Self.app()
        // The command line.
        let cli = runTool(["nearest", "--json", "--at", Self.instant] + question.options)
        #expect(cli.status == 0, "\(cli.error)")
        let cliJSON = try #require(try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any])
        let cliPlaces = try #require(cliJSON["places"] as? [[String: Any]])
        // The command line's default page is 10 rows; the web's is 20.
        let limit = question.options.contains("--limit") ? "" : "limit=10&"
        let query = "?" + limit + question.parameters
        // The API.
        let api = Self.get(app, "/api/places" + query)
        #expect(api.status == 200)
        let apiJSON = try #require(try JSONSerialization.jsonObject(with: Data(api.body)) as? [String: Any])
        let apiPlaces = try #require(apiJSON["places"] as? [[String: Any]])
        // The page.
        let page = Self.get(app, "/" + query)
        #expect(page.status == 200)
        let html = String(decoding: page.body, as: UTF8.self)
        let pageIDs = try Self.captures(#"name="select" value="([^"]*)""#, in: html)
        let pageTitles = try Self.captures(
            #"<li class="place[^"]*" id="[^"]*"><div class="text"><h3[^>]*><a [^>]*>([^<]*)</a>"#, in: html)
        let pageStatus = try #require(try Self.captures(#"id="status"[^>]*><p>([^<]*)</p>"#, in: html).first)

        let cliIDs = cliPlaces.compactMap { $0["id"] as? String }
        let apiIDs = apiPlaces.compactMap { $0["id"] as? String }
        #expect(apiIDs.isEmpty == question.parameters.contains("no+such"))
        #expect(cliIDs == apiIDs)
        #expect(pageIDs == apiIDs)
        let names = apiPlaces.compactMap { $0["uniqueName"] as? String }
        #expect(cliPlaces.compactMap { $0["uniqueName"] as? String } == names)
        #expect(pageTitles == names)
        #expect(cliPlaces.compactMap { $0["text"] as? String } == apiPlaces.compactMap { $0["text"] as? String })
        let summary = try #require(apiJSON["summary"] as? String)
        #expect(cliJSON["summary"] as? String == summary)
        #expect(pageStatus == summary)
        // The counts the summary states are the API's counts.
        let counts = try #require(apiJSON["counts"] as? [String: Int])
        let matching = try #require(counts["matching"])
        #expect(matching >= apiIDs.count)
        if matching > 0 { #expect(summary.contains(String(matching)) || question.options.contains("--open")) }
    }
}
