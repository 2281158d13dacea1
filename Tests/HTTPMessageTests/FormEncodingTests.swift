import HTTPMessage
import Testing

@Suite("Form encoding")
struct FormEncodingTests {
    @Test(arguments: [
        ("a=1&b=x+y", [HTTPRequest.QueryItem("a", "1"), .init("b", "x y")]),
        ("q=%C3%A4%26%3D", [.init("q", "ä&=")]),
        ("flag&=v&&x=", [.init("flag", ""), .init("", "v"), .init("x", "")]),
        ("bad=%zz%4", [.init("bad", "%zz%4")]),
    ])
    func decoding(_ text: String, _ expected: [HTTPRequest.QueryItem]) {
        #expect(FormEncoding.decode(text) == expected)
    }

    @Test func encodingRoundTripsAnyText() {
        let items = [HTTPRequest.QueryItem("q", "R-kioski & Alepa / 5 B ✓ \"x\" +1"), .init("sel", "node/1")]
        #expect(FormEncoding.decode(FormEncoding.encode(items)) == items)
        #expect(FormEncoding.pathSegment("node/1 a") == "node%2F1%20a")
    }

    @Test func malformedPercentEscapesAndInvalidUTF8AreRejected() {
        #expect(FormEncoding.percentDecode("%", plusIsSpace: false) == nil)
        #expect(FormEncoding.percentDecode("%FF", plusIsSpace: false) == nil)
        #expect(FormEncoding.percentDecode("a%20b+c", plusIsSpace: false) == "a b+c")
    }
}
