import TestSupport
import Testing

@testable import PlacePickerWeb

@Suite("HTML builder escapes by construction")
struct HTMLNodeTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img src=x onerror=alert(1)>", "\"&gt;&lt;img src=x onerror=alert(1)&gt;"),
        ("Tom & Jerry's", "Tom &amp; Jerry's"),
        ("nul\u{0}bell\u{7}", "nulbell"),
        ("Itäkeskus ✓", "Itäkeskus ✓"),
    ])
    func textIsEscaped(_ input: String, _ expected: String) {
        let node = HTMLNode("p") { input }
        #expect(node.rendered == "<p>\(expected)</p>")
    }

    @Test func attributeValuesAreEscaped() {
        let node = HTMLNode("a", [.init("href", "/p?a=1&b=\"x\"'"), .init("title", nil), .flag("hidden", true)]) {
            "x"
        }
        #expect(node.rendered == "<a href=\"/p?a=1&amp;b=&quot;x&quot;&#39;\" hidden>x</a>")
    }

    @Test func voidElementsHaveNoEndTag() {
        #expect(
            HTMLNode("input", [.init("type", "checkbox"), .flag("checked", false)]).rendered
                == "<input type=\"checkbox\">")
        #expect(HTMLNode("div", [.init("id", "map")]).rendered == "<div id=\"map\"></div>")
    }

    @Test func builderHandlesControlFlow() {
        let names = ["a", "<b>"]
        let showFooter = false
        let node = HTMLNode("ul") {
            for name in names {
                HTMLNode("li") { name }
            }
            if showFooter {
                HTMLNode("li") { "footer" }
            } else {
                HTMLNode.trusted("<!-- end -->")
            }
        }
        #expect(node.rendered == "<ul><li>a</li><li>&lt;b&gt;</li><!-- end --></ul>")
    }

    /// The writer the repeated parts of a page use writes what the builder writes, escaping alike.
    @Test func writerWritesWhatTheBuilderWrites() {
        let hostile = "/p?a=1&b=\"x\"'<"
        let built = HTMLNode("a", [.init("href", hostile), .init("title", nil), .flag("hidden", true)]) {
            HTMLNode("span", [.init("class", "badge")]) { "Tom & <Jerry>" }
        }
        var writer = HTMLWriter()
        writer.startTag("a")
        writer.attribute("href", hostile)
        writer.attribute("title", nil)
        writer.flag("hidden", true)
        writer.flag("disabled", false)
        writer.endStartTag()
        writer.startTag("span")
        writer.attribute("class", literal: "badge")
        writer.endStartTag()
        writer.text("Tom & <Jerry>")
        writer.endTag("span")
        writer.endTag("a")
        #expect(writer.node.rendered == built.rendered)
        #expect(
            built.rendered
                == "<a href=\"/p?a=1&amp;b=&quot;x&quot;&#39;&lt;\" hidden><span class=\"badge\">Tom &amp; &lt;Jerry&gt;</span></a>"
        )
    }

    /// Runs large enough to be shared instead of copied render exactly what one copied buffer
    /// would: texts just below, at and above the size a parent shares, nested and side by side
    /// with small nodes, in elements and fragments, empty parts included.
    @Test(arguments: [1, HTMLNode.sharedRunSize - 40, HTMLNode.sharedRunSize - 1, HTMLNode.sharedRunSize, 5000])
    func largeChildrenRenderAsWritten(_ size: Int) {
        let long = String(repeating: "a&", count: size / 2) + (size % 2 == 1 ? "b" : "")
        let escaped = long.replacingOccurrences(of: "&", with: "&amp;")
        let inner = HTMLNode("p", [.init("class", "x")]) { long }
        let node = HTMLNode("section") {
            HTMLNode("h2") { "T" }
            HTMLNode("div") {
                inner
                HTMLNode.empty
                HTMLNode("span") { "<" }
                inner
            }
            HTMLNode.fragment([inner, .empty, .text("z"), inner])
            HTMLNode("div") { [] }
        }
        let p = "<p class=\"x\">\(escaped)</p>"
        let expected = "<section><h2>T</h2><div>\(p)<span>&lt;</span>\(p)</div>\(p)z\(p)<div></div></section>"
        #expect(node.rendered == expected)
        #expect(node.count == expected.utf8.count)
        var bytes = Array("<!DOCTYPE html>".utf8)
        node.render(into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "<!DOCTYPE html>" + expected)
        // Large parts are kept as pieces, not copied into each parent.
        if escaped.utf8.count >= HTMLNode.sharedRunSize {
            guard case .pieces(let pieces) = node.storage else {
                Issue.record("a node holding large runs is one copied run")
                return
            }
            #expect(pieces.allSatisfy { !$0.isEmpty })
        }
    }

    /// The writer's buffer against an array given the same appends: single bytes, short and long
    /// runs, literals and strings, from nearly empty to many times the first capacity (it grows
    /// by copying, so every growth must keep what was written).
    @Test(arguments: [0, 1, 63, 64, 65, 1_000])
    func byteBufferKeepsEveryAppend(capacity: Int) {
        var generator = SeededGenerator(seed: UInt64(capacity) + 7)
        let buffer = ByteBuffer(capacity: capacity)
        var expected: [UInt8] = []
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 40)
            let run = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            switch generator.next() % 4 {
            case 0:
                buffer.append(run.first ?? 0)
                expected.append(run.first ?? 0)
            case 1:
                buffer.append(contentsOf: run)
                expected += run
            case 2:
                buffer.append("<li class=\"choice\">" as StaticString)
                expected += Array("<li class=\"choice\">".utf8)
            default:
                let text = String(decoding: run.map { 0x61 + $0 % 26 }, as: UTF8.self) + "ä€"
                buffer.append(utf8: text)
                expected += Array(text.utf8)
            }
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes == expected)
    }
}
