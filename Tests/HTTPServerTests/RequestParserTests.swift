import TestSupport
import Testing

@testable import HTTPServer

@Suite("Request parser without sockets")
struct RequestParserTests {
    static let validMessages: [(name: String, raw: String, expected: [String])] = [
        (
            "simple GET", "GET / HTTP/1.1\r\nHost: a\r\n\r\n",
            ["GET / HTTP/1.1 [Host=a] "]
        ),
        (
            "HTTP/1.0 without Host", "GET /x HTTP/1.0\r\n\r\n",
            ["GET /x HTTP/1.0 [] "]
        ),
        (
            "trims optional whitespace", "GET / HTTP/1.1\r\nHost:a\r\nX-A: \t b c \t\r\n\r\n",
            ["GET / HTTP/1.1 [Host=a,X-A=b c] "]
        ),
        (
            "POST with Content-Length", "POST /f HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello",
            ["POST /f HTTP/1.1 [Host=a,Content-Length=5] hello"]
        ),
        (
            "chunked with extension and trailer",
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n5;x=1\r\npedia\r\n0\r\nT: 1\r\n\r\n",
            ["POST / HTTP/1.1 [Host=a,Transfer-Encoding=chunked] Wikipedia"]
        ),
        (
            "bare LF line endings", "GET / HTTP/1.1\nHost: a\n\n",
            ["GET / HTTP/1.1 [Host=a] "]
        ),
        (
            "empty lines before the request line", "\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n",
            ["GET / HTTP/1.1 [Host=a] "]
        ),
        (
            "HTTP/1.2 is served as 1.1", "GET / HTTP/1.2\r\nHost: a\r\n\r\n",
            ["GET / HTTP/1.1 [Host=a] "]
        ),
        (
            "pipelined requests",
            "GET /1 HTTP/1.1\r\nHost: a\r\n\r\nPOST /2 HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nokGET /3 HTTP/1.1\r\nHost: a\r\n\r\n",
            [
                "GET /1 HTTP/1.1 [Host=a] ", "POST /2 HTTP/1.1 [Host=a,Content-Length=2] ok",
                "GET /3 HTTP/1.1 [Host=a] ",
            ]
        ),
        (
            "absolute-form target", "GET http://example.com/p?q=1 HTTP/1.1\r\nHost: example.com\r\n\r\n",
            ["GET http://example.com/p?q=1 HTTP/1.1 [Host=example.com] "]
        ),
        (
            "body at the size limit",
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 32\r\n\r\n" + String(repeating: "b", count: 32),
            ["POST / HTTP/1.1 [Host=a,Content-Length=32] " + String(repeating: "b", count: 32)]
        ),
    ]

    @Test("Valid messages parse the same however they are split", arguments: validMessages)
    func validMessage(_ message: (name: String, raw: String, expected: [String])) {
        for pieces in everySplit(message.raw.bytes) {
            #expect(parseAll(pieces) == message.expected, "\(message.name), split as \(pieces.map(\.count))")
        }
    }

    static let malformedMessages: [(name: String, raw: String, status: Int)] = [
        ("obs-fold continuation", "GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n  more\r\n\r\n", 400),
        ("first field folded", "GET / HTTP/1.1\r\n Host: a\r\n\r\n", 400),
        ("space before colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400),
        ("name not a token", "GET / HTTP/1.1\r\nHost: a\r\nBad[Name]: x\r\n\r\n", 400),
        ("no colon", "GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n", 400),
        ("CR injection in value", "GET / HTTP/1.1\r\nHost: a\rSet-Cookie: x\r\n\r\n", 400),
        ("NUL in value", "GET / HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n", 400),
        ("bare CR in request line", "GET /\r HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("double space", "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("space in target", "GET /a b HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("missing version", "GET /\r\nHost: a\r\n\r\n", 400),
        ("bad version", "GET / HTTX/1.1\r\nHost: a\r\n\r\n", 400),
        ("HTTP/2 text", "GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505),
        ("method not a token", "G@T / HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("target not a path", "GET index.html HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("control byte in target", "GET /\u{1} HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("non-ASCII target", "GET /é HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("HTTP/1.1 without Host", "GET / HTTP/1.1\r\n\r\n", 400),
        ("two Hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        (
            "duplicate Content-Length", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\nx",
            400
        ),
        ("conflicting Content-Length list", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1, 2\r\n\r\nx", 400),
        ("negative Content-Length", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", 400),
        ("signed Content-Length", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +1\r\n\r\nx", 400),
        ("hex Content-Length", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0x1\r\n\r\nx", 400),
        (
            "Content-Length and chunked",
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400
        ),
        ("unknown transfer coding", "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
        ("chunked not last", "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", 400),
        ("chunked on HTTP/1.0", "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        ("chunk size not hex", "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
        (
            "chunk size overflow",
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1000000000000000\r\n", 400
        ),
        (
            "chunk without CRLF",
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n", 400
        ),
        ("unknown expectation", "POST / HTTP/1.1\r\nHost: a\r\nExpect: teapot\r\nContent-Length: 1\r\n\r\nx", 417),
        ("request line too long", "GET /" + String(repeating: "a", count: 70) + " HTTP/1.1\r\nHost: a\r\n\r\n", 414),
        ("request line too long, no end", "GET /" + String(repeating: "a", count: 70), 414),
        (
            "header section too large",
            "GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "v", count: 130) + "\r\n\r\n", 431
        ),
        ("too many fields", "GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n", 431),
        ("Content-Length over the limit", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 33\r\n\r\n", 413),
        (
            "chunked body over the limit",
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n0123456789abcdef\r\n11\r\n", 413
        ),
        (
            "trailers count against the header limit",
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nT: "
                + String(repeating: "t", count: 120)
                + "\r\n\r\n", 431
        ),
    ]

    @Test("Malformed and oversize messages get their status however they are split", arguments: malformedMessages)
    func malformedMessage(_ message: (name: String, raw: String, status: Int)) {
        for pieces in everySplit(message.raw.bytes) {
            let results = parseAll(pieces)
            #expect(results.last == "failure \(message.status)", "\(message.name), split as \(pieces.map(\.count))")
        }
    }

    @Test("A failure is sticky: later bytes do not revive the parser")
    func failureIsSticky() {
        var parser = RequestParser(limits: testLimits)
        parser.append("BAD\r\n".bytes)
        guard case .failure(let error) = parser.next() else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.status == .badRequest)
        #expect(error.message.contains("GET /places HTTP/1.1"))
        parser.append("GET / HTTP/1.1\r\nHost: a\r\n\r\n".bytes)
        guard case .failure(let again) = parser.next() else {
            Issue.record("expected the same failure")
            return
        }
        #expect(again == error)
    }

    @Test("Random binary input is refused with 400 or 414 and never accepted", arguments: 1...40)
    func binaryGarbage(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let results = parseAll([bytes])
        let last = results.last ?? "incomplete"
        #expect(["failure 400", "failure 414", "failure 505"].contains(last), "seed \(seed): \(last)")
    }

    @Test("Expect: 100-continue asks for an interim response once, only while the body is missing")
    func expectContinue() {
        var parser = RequestParser(limits: testLimits)
        parser.append("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".bytes)
        guard case .incomplete = parser.next() else {
            Issue.record("expected incomplete")
            return
        }
        let first = parser.takeContinueRequest()
        let second = parser.takeContinueRequest()
        #expect(first)
        #expect(!second)
        parser.append("ok".bytes)
        guard case .request(let request) = parser.next() else {
            Issue.record("expected a request")
            return
        }
        #expect(request.body == "ok".bytes)

        var eager = RequestParser(limits: testLimits)
        eager.append("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok".bytes)
        guard case .request = eager.next() else {
            Issue.record("expected a request")
            return
        }
        let asked = eager.takeContinueRequest()
        #expect(!asked)
    }

    @Test("Partial requests are reported so timeouts can tell idle from slow")
    func partialRequest() {
        var parser = RequestParser(limits: testLimits)
        #expect(!parser.hasPartialRequest)
        parser.append("GET / HT".bytes)
        _ = parser.next()
        #expect(parser.hasPartialRequest)
        parser.append("TP/1.1\r\nHost: a\r\n\r\n".bytes)
        guard case .request = parser.next() else {
            Issue.record("expected a request")
            return
        }
        #expect(!parser.hasPartialRequest)
    }
}
