import Foundation
import HTTPMessage
import Testing

@testable import HTTPServer

/// What the server adds to the messages of HTTPMessage (tested in HTTPMessageTests): dates, the
/// wire form of a response, the access log and socket addresses.
@Suite("Headers, requests, responses and dates")
struct MessageTests {
    static let dates: [(seconds: Double, imf: String, log: String)] = [
        (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT", "06/Nov/1994:08:49:37 +0000"),
        (0, "Thu, 01 Jan 1970 00:00:00 GMT", "01/Jan/1970:00:00:00 +0000"),
        (-1, "Wed, 31 Dec 1969 23:59:59 GMT", "31/Dec/1969:23:59:59 +0000"),
        (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT", "29/Feb/2000:00:00:00 +0000"),
        (4_107_542_400, "Mon, 01 Mar 2100 00:00:00 GMT", "01/Mar/2100:00:00:00 +0000"),
        (1_796_048_999.9, "Mon, 30 Nov 2026 14:29:59 GMT", "30/Nov/2026:14:29:59 +0000"),
    ]

    @Test("Dates are IMF-fixdate in GMT and Common Log Format time", arguments: dates)
    func date(_ example: (seconds: Double, imf: String, log: String)) {
        let date = Date(timeIntervalSince1970: example.seconds)
        #expect(HTTPDate.imfFixdate(date) == example.imf)
        #expect(HTTPDate.commonLog(date) == example.log)
    }

    static let wireCases: [(name: String, response: HTTPResponse, includeBody: Bool, expected: String)] = [
        (
            "GET body and length", .text("hi"), true,
            "HTTP/1.1 200 OK\r\nDate: D\r\nContent-Length: 2\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nhi"
        ),
        (
            "HEAD keeps the length, drops the body", .text("hi"), false,
            "HTTP/1.1 200 OK\r\nDate: D\r\nContent-Length: 2\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
        ),
        (
            "204 has no length and no body", HTTPResponse(status: .noContent, body: [1, 2]), true,
            "HTTP/1.1 204 No Content\r\nDate: D\r\n\r\n"
        ),
        (
            "handler framing fields are replaced, injected fields dropped",
            HTTPResponse(
                headers: [
                    "Content-Length": "99", "Transfer-Encoding": "chunked", "X-Bad": "a\r\nSet-Cookie: evil",
                    "Bad Name": "x", "X-Good": "ok",
                ],
                body: [0x41]
            ), true,
            "HTTP/1.1 200 OK\r\nDate: D\r\nContent-Length: 1\r\nX-Good: ok\r\n\r\nA"
        ),
        (
            "reason phrase cannot split the head",
            HTTPResponse(status: HTTPStatus(code: 299, reason: "Odd\r\nX: y")), true,
            "HTTP/1.1 299 OddX: y\r\nDate: D\r\nContent-Length: 0\r\n\r\n"
        ),
    ]

    @Test("Responses are written with Date and Content-Length, safely", arguments: wireCases)
    func wire(_ example: (name: String, response: HTTPResponse, includeBody: Bool, expected: String)) {
        let wire = example.response.wireBytes(
            includeBody: example.includeBody,
            connection: .keepAliveDefault,
            date: "D",
            serverName: nil
        )
        #expect(String(decoding: wire.bytes, as: UTF8.self) == example.expected, "\(example.name)")
    }

    @Test("Connection dispositions and the Server field")
    func connectionField() {
        let close = HTTPResponse.text("").wireBytes(includeBody: true, connection: .close, date: "D", serverName: "pp")
        #expect(
            String(decoding: close.bytes, as: UTF8.self).contains(
                "\r\nServer: pp\r\nContent-Length: 0\r\nConnection: close\r\n"))
        let explicit = HTTPResponse.text("").wireBytes(
            includeBody: true, connection: .keepAliveExplicit, date: "D", serverName: nil)
        #expect(String(decoding: explicit.bytes, as: UTF8.self).contains("\r\nConnection: keep-alive\r\n"))
        #expect(HTTPResponse(headers: ["Connection": "close"]).asksToClose)
    }

    @Test("Access log lines follow the Common Log Format and cannot be forged")
    func accessLog() {
        let entry = AccessLogEntry(
            remoteAddress: "::1",
            requestLine: "GET /a\"b\\c\u{1} HTTP/1.1",
            status: 200,
            bodyBytes: 12,
            duration: .microseconds(1_734),
            time: Date(timeIntervalSince1970: 784_111_777)
        )
        #expect(entry.line == #"::1 - - [06/Nov/1994:08:49:37 +0000] "GET /a\x22b\x5Cc\x01 HTTP/1.1" 200 12 1.734ms"#)
        let malformed = AccessLogEntry(
            remoteAddress: "127.0.0.1", requestLine: nil, status: 400, bodyBytes: 0, duration: .seconds(2),
            time: Date(timeIntervalSince1970: 0))
        #expect(malformed.line == #"127.0.0.1 - - [01/Jan/1970:00:00:00 +0000] "-" 400 0 2000.000ms"#)
    }

    @Test("Host strings parse as IPv4 or IPv6; names other than localhost are refused")
    func socketAddresses() {
        #expect(SocketAddress(host: "127.0.0.1", port: 80)?.hostText == "127.0.0.1")
        #expect(SocketAddress(host: "0.0.0.0", port: 80)?.port == 80)
        #expect(SocketAddress(host: "::1", port: 8080)?.hostText == "::1")
        #expect(SocketAddress(host: "[::1]", port: 8080)?.port == 8080)
        #expect(SocketAddress(host: "localhost", port: 1)?.hostText == "127.0.0.1")
        #expect(SocketAddress(host: "example.com", port: 80) == nil)
        #expect(SocketAddress(host: "127.0.0.1", port: 70_000) == nil)
        #expect(SocketAddress(host: "1.2.3", port: 80) == nil)
    }
}
