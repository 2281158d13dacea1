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
}
