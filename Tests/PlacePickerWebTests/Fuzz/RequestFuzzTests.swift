import Foundation
import HTTPMessage
import TestSupport
import Testing

@testable import PlacePickerWeb

@Suite("Random and malformed requests never crash")
struct RequestFuzzTests {
    static let paths = [
        "/", "/", "/", "/choice", "/address", "/places/node%2F299983771", "/places/", "/places/%", "/api/places",
        "/api/places/node%2F1876042175", "/api/places/", "/api/clusters", "/api/addresses", "/openapi.json",
        "/assets/picker.css", "/assets/", "/healthz", "/api/", "//", "/%2e%2e/etc/passwd", "/places/%FF%FE",
        "/places/a%00b", "/%E2%80%AE", "",
    ]
    static let names = [
        "near", "z", "c", "limit", "sort", "view", "open", "lang", "at", "bbox", "zoom", "select", "sel", "map", "more",
        "q", "cat", "stepfree", "from", "src", "cluster", "address", "find", "label", "notes", "id", "", "%", "%zz",
        "near[]", "a+b",
    ]
    static let values = [
        "", "1", "0", "-1", "abc", "nan", "inf", "-inf", "1e308", "-0", "nan,nan", "inf,0", "90,180", "-90,-180",
        "90.0000001,0", "0,1e308", "60.17,24.94", "60.17,24.94,1", ",", ",,,", "1,2,3,4", "-91,0,0,0", "60,24,59,23",
        "60.16,24.93,60.18,24.96", "19", "20", "99999999999999999999", "2147483648", "9223372036854775807", "list",
        "map", "in", "out", "fit", "north", "closing", "name", "distance", "fi", "sv-SE", "xx-YY", "en-US-x-private",
        "2026-11-30T10:00:00+02:00", "2026-11-30T10:00+02:00", "2026-02-30T25:61:61Z", "0000-01-01T00:00:00Z",
        "9999-12-31T23:59:59-23:59", "node/299983771", "node/1876042175", "node/0", "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>", "' onmouseover='x", "%", "%zz", "%FF", "%C3%28", "%00", "\u{0}", "\u{202E}",
        "🙂", "Ä", String(repeating: "a", count: 5_000), String(repeating: "%41", count: 700), "+", "&&&", "===",
        "c-12-3", "12-3", "cluster", "address",
    ]
    static let methods = ["GET", "GET", "GET", "HEAD", "POST", "POST", "PUT", "DELETE", "OPTIONS", "", "G\u{0}T"]
    static let languages = ["", "fi", "*", "sv;q=0.5, de;q=1", "en-US,en;q=0.9", ";;;q=x", "zz", "fr-CA;q=nan"]

    static func pick<T>(_ items: [T], _ generator: inout SeededGenerator) -> T {
        items[Int(generator.next() % UInt64(items.count))]
    }

    static func randomText(_ generator: inout SeededGenerator) -> String {
        let alphabet = Array("abcXYZ019%+&=?#/,.;:-_ \"'<>ÄÖ✓\u{0}\u{7F}")
        let length = Int(generator.next() % 24)
        return String((0..<length).map { _ in pick(alphabet, &generator) })
    }

    static func randomQuery(_ generator: inout SeededGenerator) -> String {
        let count = Int(generator.next() % 8)
        return (0..<count).map { _ -> String in
            let name = generator.next() % 8 == 0 ? randomText(&generator) : pick(names, &generator)
            let value = generator.next() % 6 == 0 ? randomText(&generator) : pick(values, &generator)
            switch generator.next() % 4 {
            case 0: return name + "=" + value  // raw, possibly malformed
            case 1: return name
            default: return FormEncoding.component(name) + "=" + FormEncoding.component(value)
            }
        }.joined(separator: generator.next() % 10 == 0 ? "&&" : "&")
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomRequestsAnswerWithAKnownStatus(_ seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let app = WebFixture.app(returnURL: seed.isMultiple(of: 2) ? "https://shop.example/return" : nil)
        for _ in 0..<500 {
            let path =
                generator.next() % 12 == 0 ? "/" + Self.randomText(&generator) : Self.pick(Self.paths, &generator)
            let query = Self.randomQuery(&generator)
            let target = query.isEmpty && generator.next() % 2 == 0 ? path : path + "?" + query
            let method = Self.pick(Self.methods, &generator)
            var headers: [(name: String, value: String)] = [("Accept-Language", Self.pick(Self.languages, &generator))]
            var body: [UInt8] = []
            if method == "POST" {
                let type = Self.pick(
                    [
                        "application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=UTF-8",
                        "text/plain", "",
                    ],
                    &generator)
                headers.append(("Content-Type", type))
                body =
                    generator.next() % 5 == 0
                    ? (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                    : Array(Self.randomQuery(&generator).utf8)
            }
            let response = app.handle(HTTPRequest.target(target, method: method, headers: headers, body: body))
            // 403: a CORS preflight (OPTIONS /api/…) from no allowed origin; 422: an API's `address=`
            // of which nothing is found.
            #expect([200, 303, 400, 403, 404, 405, 422].contains(response.status), "\(method) \(target)")
            if response.status == 422 { #expect(target.hasPrefix("/api/") && target.contains("address=")) }
            #expect(response.header("Content-Security-Policy") != nil, "\(method) \(target)")
            if response.status == 303 { #expect(response.header("Location")?.hasPrefix("/") == true) }
            if response.header("Content-Type")?.hasPrefix("application/json") == true, method != "HEAD" {
                #expect(response.json != nil, "\(method) \(target): invalid JSON")
            }
        }
    }

    @Test func hostileRequestsNeverProduceMarkup() {
        var generator = SeededGenerator(seed: 99)
        let app = HostileFixture.app()
        for _ in 0..<150 {
            let path = Self.pick(["/", "/", "/address", "/choice", "/places/script%2F1", "/nowhere"], &generator)
            let target = path + "?" + Self.randomQuery(&generator)
            let response = app.handle(HTTPRequest.target(target))
            #expect([200, 303, 400, 404].contains(response.status), "\(target)")
            if response.header("Content-Type")?.hasPrefix("text/html") == true {
                let problems = MarkupPolicy.problems(response.text)
                #expect(problems.isEmpty, "\(target): \(problems)")
            }
        }
    }
}
