import Foundation
import Testing

@testable import HTTPServer

@Suite("Server over real sockets")
struct ServerTests {
    @Test("GET answers with Date, Content-Length and the handler's body, and logs a line")
    func getRequest() throws {
        let log = LogLines()
        let (server, port) = try startServer(log: log)
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        client.send(get("/caf%C3%A9?q=bank+branch&x=1"))
        let response = try #require(client.readResponse())
        #expect(response.status == 200)
        #expect(response.body == "GET /café q[q=bank branch&x=1] f[] b0 127.0.0.1")
        #expect(response.headers["Date"] == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(response.headers["Content-Length"] == "\(response.body.utf8.count)")
        #expect(response.headers["Connection"] == nil)
        #expect(eventually { !log.all.isEmpty })
        let line = log.all.first ?? ""
        #expect(
            line.hasPrefix(
                #"127.0.0.1 - - [06/Nov/1994:08:49:37 +0000] "GET /caf%C3%A9?q=bank+branch&x=1 HTTP/1.1" 200 "#))
        #expect(line.hasSuffix("ms"))
    }

    @Test("HEAD sends GET's headers without the body; the connection stays usable")
    func headRequest() throws {
        let (server, port) = try startServer()
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        client.send("HEAD /x HTTP/1.1\r\nHost: t\r\n\r\n")
        let head = try #require(client.readResponse(bodyExpected: false))
        #expect(head.status == 200)
        #expect(head.headers["Content-Length"] == "\("HEAD /x q[] f[] b0 127.0.0.1".utf8.count)")
        client.send(get("/after"))
        let next = try #require(client.readResponse())
        #expect(next.body.hasPrefix("GET /after "))
    }

    @Test("POST bodies arrive whole: Content-Length, chunked and form-encoded")
    func postRequests() throws {
        let (server, port) = try startServer()
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        let form = "name=8+Garden+St&note=ring%20twice"
        client.send(
            "POST /pick HTTP/1.1\r\nHost: t\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: \(form.utf8.count)\r\n\r\n\(form)"
        )
        let posted = try #require(client.readResponse())
        #expect(posted.body == "POST /pick q[] f[name=8 Garden St&note=ring twice] b\(form.utf8.count) 127.0.0.1")
        client.send("POST /c HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n")
        let chunked = try #require(client.readResponse())
        #expect(chunked.body == "POST /c q[] f[] b5 127.0.0.1")
    }

    @Test("Expect: 100-continue gets an interim 100, or 413 before the body when it is too large")
    func expectContinue() throws {
        let (server, port) = try startServer(configure: { $0.maxBodyBytes = 10 })
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        client.send("POST /e HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        let interim = try #require(client.readResponse(bodyExpected: false))
        #expect(interim.status == 100)
        client.send("body")
        let final = try #require(client.readResponse())
        #expect(final.status == 200)
        #expect(final.body.hasPrefix("POST /e q[] f[] b4"))

        let large = try #require(TestClient(port: port))
        large.send("POST /e HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 11\r\n\r\n")
        let refused = try #require(large.readResponse())
        #expect(refused.status == 413)
        #expect(refused.headers["Connection"] == "close")
        #expect(large.isClosedByServer())
    }

    @Test("Keep-alive serves several requests on one connection; close and HTTP/1.0 rules are kept")
    func keepAlive() throws {
        let (server, port) = try startServer()
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        for index in 1...5 {
            #expect(client.send(get("/r\(index)")))
            let response = try #require(client.readResponse())
            #expect(response.body.hasPrefix("GET /r\(index) "))
        }
        client.send(get("/last", "Connection: close\r\n"))
        #expect(try #require(client.readResponse()).headers["Connection"] == "close")
        #expect(client.isClosedByServer())

        let old = try #require(TestClient(port: port))
        old.send("GET /old HTTP/1.0\r\n\r\n")
        #expect(try #require(old.readResponse()).headers["Connection"] == "close")
        #expect(old.isClosedByServer())

        let oldKeep = try #require(TestClient(port: port))
        oldKeep.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(try #require(oldKeep.readResponse()).headers["Connection"] == "keep-alive")
        oldKeep.send("GET /b HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(try #require(oldKeep.readResponse()).body.hasPrefix("GET /b "))
    }

    @Test("Pipelined requests are answered in order")
    func pipelining() throws {
        let (server, port) = try startServer()
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        client.send(
            get("/1") + "POST /2 HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabc"
                + "HEAD /3 HTTP/1.1\r\nHost: t\r\n\r\n"
                + get("/4")
        )
        #expect(try #require(client.readResponse()).body.hasPrefix("GET /1 "))
        #expect(try #require(client.readResponse()).body.hasPrefix("POST /2 q[] f[] b3"))
        #expect(try #require(client.readResponse(bodyExpected: false)).status == 200)
        #expect(try #require(client.readResponse()).body.hasPrefix("GET /4 "))
    }

    static let refusals: [(name: String, raw: String, status: Int, closes: Bool)] = [
        (
            "request line too long", "GET /" + String(repeating: "a", count: 300) + " HTTP/1.1\r\nHost: t\r\n\r\n", 414,
            true
        ),
        (
            "header section too large",
            "GET / HTTP/1.1\r\nHost: t\r\nX: " + String(repeating: "v", count: 600) + "\r\n\r\n", 431, true
        ),
        (
            "too many header fields",
            "GET / HTTP/1.1\r\nHost: t\r\n" + String(repeating: "A: 1\r\n", count: 10) + "\r\n", 431, true
        ),
        (
            "body too large",
            "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 101\r\n\r\n" + String(repeating: "x", count: 101), 413, true
        ),
        ("chunked body too large", "POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n65\r\n", 413, true),
        ("malformed request line", "GET / HTTP/1.1 extra\r\nHost: t\r\n\r\n", 400, true),
        ("header injection", "GET / HTTP/1.1\r\nHost: t\rX: y\r\n\r\n", 400, true),
        ("obs-fold", "GET / HTTP/1.1\r\nHost: t\r\n folded\r\n\r\n", 400, true),
        (
            "conflicting Content-Length",
            "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400, true
        ),
        ("unsupported version", "GET / HTTP/3.0\r\nHost: t\r\n\r\n", 505, true),
        (
            "unsupported transfer coding", "POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
            501, true
        ),
        ("method not allowed", "DELETE /x HTTP/1.1\r\nHost: t\r\n\r\n", 405, false),
    ]

    @Test("Limits and malformed requests get their status codes", arguments: refusals)
    func refusal(_ example: (name: String, raw: String, status: Int, closes: Bool)) throws {
        let (server, port) = try startServer(configure: {
            $0.maxRequestLineBytes = 256
            $0.maxHeaderBytes = 512
            $0.maxHeaderCount = 8
            $0.maxBodyBytes = 100
        })
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        client.send(example.raw)
        let response = try #require(client.readResponse(), "\(example.name)")
        #expect(response.status == example.status, "\(example.name)")
        #expect(response.headers["Date"] != nil)
        #expect(response.headers["Content-Length"] == "\(response.body.utf8.count)")
        if example.closes {
            #expect(response.headers["Connection"] == "close", "\(example.name)")
            #expect(client.isClosedByServer(), "\(example.name)")
        } else {
            #expect(response.headers["Allow"] == "GET, HEAD, POST")
            client.send(get("/still-open"))
            #expect(try #require(client.readResponse()).status == 200)
        }
    }

    @Test("Methods other than GET, HEAD and POST reach the handler when allowedMethods is nil")
    func handlerDecidesMethods() throws {
        let (server, port) = try startServer(configure: { $0.allowedMethods = nil })
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        client.send("DELETE /x HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try #require(client.readResponse()).body.hasPrefix("DELETE /x "))
    }
}
