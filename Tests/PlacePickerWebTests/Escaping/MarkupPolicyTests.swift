import Testing

@testable import PlacePickerWeb

@Suite("The markup checks catch what they look for")
struct MarkupPolicyTests {
    static let shell = #"<!DOCTYPE html><html lang="en"><head><script src="/assets/picker.js" defer></script></head>"#

    @Test(arguments: [
        (#"<p><img src=x onerror=alert(1)></p>"#, "unexpected element <img>"),
        (#"<p title="x" onmouseover="alert(1)">a</p>"#, "unexpected attribute onmouseover on <p>"),
        (#"<p title='' onmouseover='x'>a</p>"#, "unexpected attribute onmouseover on <p>"),
        (#"<a href=" javascript:alert(1)">a</a>"#, "script URL in href on <a>"),
        (#"<p><script>alert(1)</script></p>"#, "a script other than /assets/picker.js"),
        (#"<textarea></textarea><script>x</script></textarea>"#, "a script other than /assets/picker.js"),
        (#"<input value="a" value="b">"#, "attribute value twice on <input>"),
        (#"<svg><a onload=x></a></svg>"#, "unexpected attribute onload on <a>"),
    ])
    func catchesInjectedMarkup(_ body: String, _ expected: String) {
        let problems = MarkupPolicy.problems(Self.shell + "<body>" + body + "</body></html>")
        #expect(problems.contains(expected), "\(problems)")
    }

    @Test func acceptsEscapedText() {
        let body = #"<p class="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</p>"#
        #expect(MarkupPolicy.problems(Self.shell + "<body>" + body + "</body></html>").isEmpty)
    }

    @Test func parserBuildsTheTreeAndDecodesText() throws {
        let page = ParsedHTML(
            #"<ul id="a"><li class="x y">one &amp; <b>two</b></li><li>&lt;3 &#x2713; &#39;</li></ul><textarea id="t"><p>&lt;</textarea>"#
        )
        let list = try #require(page.index(ofID: "a"))
        #expect(page.descendants(list, named: "li").map { page.text($0) } == ["one & two", "<3 ✓ '"])
        #expect(page.all("li").first.map { page[$0].classes } == ["x", "y"])
        #expect(page.text(ofID: "t") == "<p><")
        #expect(page.all("p").isEmpty)
        #expect(page.problems.isEmpty)
    }
}
