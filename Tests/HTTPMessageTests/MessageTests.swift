import HTTPMessage
import Testing

@Suite("Headers, requests, responses and dates")
struct MessageTests {
    @Test("Header names match without case; order and repeats are kept")
    func headers() {
        var headers: HTTPHeaders = ["Content-Type": "text/plain", "Set-Cookie": "a=1"]
        headers.add(name: "set-cookie", value: "b=2")
        #expect(headers["content-type"] == "text/plain")
        #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
        headers["Set-Cookie"] = "c=3"
        #expect(headers.values(for: "set-cookie") == ["c=3"])
        #expect(headers.map(\.name) == ["Content-Type", "Set-Cookie"])
        headers["Content-Type"] = nil
        #expect(!headers.contains(name: "content-type"))
        headers.add(name: "Connection", value: "Upgrade, Close")
        #expect(headers.contains(token: "close", in: "connection"))
        #expect(!headers.contains(token: "keep-alive", in: "connection"))
        #expect(HTTPHeaders.namesMatch("X-Ab", "x-aB"))
        #expect(!HTTPHeaders.namesMatch("X-Ab", "X-Ac"))
        #expect(!HTTPHeaders.namesMatch("[", "{"))
    }

    static let targets: [(target: String, path: String, query: [String], decoded: String?)] = [
        ("/", "/", [], "/"),
        (
            "/search?q=bank+branch&x=%C3%A9&empty=&flag", "/search", ["q=bank branch", "x=é", "empty=", "flag="],
            "/search"
        ),
        ("/places/node%2F1?", "/places/node%2F1", [], "/places/node/1"),
        ("/a%zz?bad=%zz&ok=1", "/a%zz", ["bad=%zz", "ok=1"], nil),
        ("/caf%C3%A9#frag", "/caf%C3%A9", [], "/café"),
        ("http://example.com?x=1", "/", ["x=1"], "/"),
        ("https://example.com/p/q?y=2", "/p/q", ["y=2"], "/p/q"),
        ("/a?x=1&&x=2", "/a", ["x=1", "x=2"], "/a"),
    ]

    @Test("Targets split into path and form-decoded query", arguments: targets)
    func target(_ example: (target: String, path: String, query: [String], decoded: String?)) {
        let request = HTTPRequest(method: "GET", target: example.target)
        #expect(request.path == example.path)
        #expect(request.query.map { "\($0.name)=\($0.value)" } == example.query)
        #expect(request.decodedPath == example.decoded)
    }

    @Test("Path segments decode each segment, keeping encoded slashes inside ids")
    func pathSegments() {
        #expect(HTTPRequest(method: "GET", target: "/places/node%2F1/").pathSegments == ["places", "node/1"])
        #expect(HTTPRequest(method: "GET", target: "/bad/%4").pathSegments == nil)
        #expect(HTTPRequest(method: "GET", target: "/a+b").pathSegments == ["a+b"])
    }

    @Test("Form bodies are decoded only for the urlencoded media type")
    func form() {
        let body = Array("name=8+Garden+St&note=ring%20twice&x".utf8)
        let form = HTTPRequest(
            method: "POST",
            target: "/pick",
            headers: ["Content-Type": "Application/X-WWW-Form-Urlencoded; charset=UTF-8"],
            body: body
        )
        #expect(form.form().map { "\($0.name)=\($0.value)" } == ["name=8 Garden St", "note=ring twice", "x="])
        let json = HTTPRequest(method: "POST", target: "/", headers: ["Content-Type": "application/json"], body: body)
        #expect(json.form().isEmpty)
        #expect(HTTPRequest(method: "GET", target: "/?a=1&a=2").queryValue("a") == "2")
    }

    @Test("Keep-alive follows the version and the Connection header")
    func keepAlive() {
        #expect(HTTPRequest(method: "GET", target: "/").wantsKeepAlive)
        #expect(!HTTPRequest(method: "GET", target: "/", headers: ["Connection": "close"]).wantsKeepAlive)
        #expect(!HTTPRequest(method: "GET", target: "/", version: .http1_0).wantsKeepAlive)
        #expect(
            HTTPRequest(method: "GET", target: "/", version: .http1_0, headers: ["Connection": "Keep-Alive"])
                .wantsKeepAlive
        )
    }

    @Test("Response conveniences set the media type, Location and Allow")
    func conveniences() {
        #expect(HTTPResponse.html("<p>").headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(HTTPResponse.json("{}").headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(HTTPResponse.json([0x7B, 0x7D]).body == [0x7B, 0x7D])
        let redirect = HTTPResponse.redirect(to: "/list")
        #expect(redirect.status == .seeOther)
        #expect(redirect.headers["Location"] == "/list")
        let refused = HTTPResponse.methodNotAllowed(allowed: ["GET", "HEAD"])
        #expect(refused.status.code == 405)
        #expect(refused.headers["Allow"] == "GET, HEAD")
        #expect(HTTPStatus(code: 431).description == "431 Request Header Fields Too Large")
        #expect(HTTPStatus(code: 599).reason == "Status")
    }
}
