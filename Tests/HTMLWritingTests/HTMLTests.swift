import TestSupport
import Testing

@testable import HTMLWriting

@Suite("HTML is written escaped, nested as the code is")
struct HTMLTests {
    private static func written(_ write: (inout HTML) -> Void) -> String {
        var html = HTML()
        write(&html)
        return html.string
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img src=x onerror=alert(1)>", "\"&gt;&lt;img src=x onerror=alert(1)&gt;"),
        ("Tom & Jerry's", "Tom &amp; Jerry's"),
        ("nul\u{0}bell\u{7}", "nulbell"),
        ("Itäkeskus ✓", "Itäkeskus ✓"),
    ])
    func textIsEscaped(_ input: String, _ expected: String) {
        #expect(Self.written { $0.element(.p, text: input) } == "<p>\(expected)</p>")
        #expect(Self.written { $0.element(.p) { $0.text(input) } } == "<p>\(expected)</p>")
    }

    @Test func attributeValuesAreEscaped() {
        let hostile = "/p?a=1&b=\"x\"'<"
        let written = Self.written { html in
            html.element(.a) { attributes in
                attributes.add(.href, hostile)
                attributes.add(.title, nil as String?)
                attributes.flag(.hidden, true)
                attributes.flag(.disabled, false)
            } content: { html in
                html.element(.span, #"class="badge""#, text: "Tom & <Jerry>")
            }
        }
        #expect(
            written
                == "<a href=\"/p?a=1&amp;b=&quot;x&quot;&#39;&lt;\" hidden><span class=\"badge\">Tom &amp; &lt;Jerry&gt;</span></a>"
        )
    }

    /// Every form of a value between literals escapes the literals and the values alike.
    @Test func joinedValuesAreEscapedAsOne() {
        let joined = Self.written { html in
            html.empty(.b) { attributes in
                attributes.add(.class, literal: "a \"b\" ", "<c> & 'd'", literal: " e")
                attributes.add(.ariaLabel, "x\"", literal: ": ", "<y>")
            }
        }
        let whole = Self.written { html in
            html.empty(.b) { attributes in
                attributes.add(.class, "a \"b\" <c> & 'd' e")
                attributes.add(.ariaLabel, "x\": <y>")
            }
        }
        #expect(joined == whole)
    }

    @Test func voidAndEmptyElements() {
        #expect(
            Self.written { $0.void(.input, #"type="checkbox""#) { $0.flag(.checked, false) } }
                == "<input type=\"checkbox\">")
        #expect(Self.written { $0.empty(.div, #"id="map""#) } == "<div id=\"map\"></div>")
        #expect(Self.written { $0.empty(.circle) } == "<circle></circle>")
    }

    /// Control flow in the closures: loops, branches, early exits; every end tag is written by the
    /// call that opened the element.
    @Test func nestingFollowsTheCode() {
        let names = ["a", "<b>"]
        for showFooter in [false, true] {
            let written = Self.written { html in
                html.doctype()
                html.element(.ul, #"class="x" data-reload="1""#) { html in
                    for name in names {
                        html.element(.li, text: name)
                    }
                    if showFooter {
                        html.element(.li) { html in
                            html.element(.a, attributes: { $0.add(.href, "/?q=a&b") }, text: "footer")
                        }
                    }
                }
            }
            let footer = showFooter ? "<li><a href=\"/?q=a&amp;b\">footer</a></li>" : ""
            #expect(
                written
                    == "<!DOCTYPE html>\n<ul class=\"x\" data-reload=\"1\"><li>a</li><li>&lt;b&gt;</li>\(footer)</ul>")
        }
    }

    /// The debug check on literal attribute lists: what it accepts and what it refuses.
    @Test(
        arguments: [
            ("", true), ("hidden", true), (#"id="a""#, true), (#"id="a" hidden class="b c""#, true),
            (##"href="#x""##, true), (" id=\"a\"", false), (#"id="a" "#, false), (#"id="a"  b"#, false),
            (#"id="a"#, false), (#"id=a" b"#, false), (#"a="<b>""#, false), (#"a=">""#, false),
            (#"clas="x""#, false), (#"id="a" hiden"#, false), (#"="x""#, false), (#"data-reload="1""#, true),
        ] as [(StaticString, Bool)])
    func attributeListsAreChecked(_ literal: StaticString, _ accepted: Bool) {
        #expect((HTML.attributeListProblem(literal) == nil) == accepted, "\(literal)")
    }

    @Test func anUnknownNameInALiteralListIsNamed() {
        #expect(
            HTML.attributeListProblem(#"id="a" clas="b""#) == #"'clas' is not an HTML.AttributeName: id="a" clas="b""#)
    }

    /// A value escaped once writes what the string writes, as an attribute, as an element's text
    /// and as text, quotes or not.
    @Test(arguments: ["plain", "Tom & Jerry", "say \"hi\"", "it's <b>", ""])
    func escapedValuesWriteWhatTheirStringsWrite(_ text: String) {
        let escaped = HTML.EscapedValue(text)
        let once = Self.written { html in
            html.empty(.a) { $0.add(.ariaLabel, escaped) }
            html.element(.title, text: escaped)
            html.text(escaped)
        }
        let twice = Self.written { html in
            html.empty(.a) { $0.add(.ariaLabel, text) }
            html.element(.title, text: text)
            html.text(text)
        }
        #expect(once == twice)
    }
}
