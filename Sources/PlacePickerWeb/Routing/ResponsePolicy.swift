import Foundation
import HTTPMessage

/// What one request's answer goes through, whatever route makes it: the CORS preflight and grant
/// for the `--embed-origin`s, the answer cache, the data version's marks, the security headers,
/// `Cache-Control`, and 304 for a client that already has this version of the answer.
struct ResponsePolicy {
    let request: HTTPRequest
    /// The decoded path the request is routed by.
    let path: String
    let configuration: WebConfiguration

    /// The request's `Origin`, when it is one of the origins allowed to embed the picker.
    var corsOrigin: String? {
        request.header("origin").flatMap { configuration.embedOrigins.contains($0) ? $0 : nil }
    }

    private var isAPI: Bool { path.hasPrefix("/api/") }

    /// The answer to a CORS preflight (`OPTIONS` on the API): the grant for an allowed origin, 403
    /// without CORS headers for any other; `nil` for every other request.
    var preflight: HTTPResponse? {
        guard request.method == "OPTIONS", isAPI else { return nil }
        guard corsOrigin != nil else { return HTTPResponse(status: 403, headers: [:], body: []) }
        var response = HTTPResponse(status: 204, headers: [:], body: [])
        response.headers["Access-Control-Allow-Methods"] = "GET, HEAD, POST"
        response.headers["Access-Control-Allow-Headers"] = "Accept, Accept-Language, Content-Type"
        response.headers["Access-Control-Max-Age"] = "600"
        return response
    }

    /// The answer `route` makes, marked with the data version (`liveData`); for `GET` and `HEAD`
    /// (not `/healthz`) the one kept in `answers` for the same request in `now`'s minute, if any.
    func answer(from answers: AnswerCache, at now: Date, liveData: LiveData?, route: () -> HTTPResponse)
        -> HTTPResponse
    {
        guard request.method == "GET" || request.method == "HEAD", path != "/healthz" else {
            var response = route()
            if path != "/healthz" { liveData?.mark(&response) }
            return response
        }
        // The same request in the same minute gets the same answer: computed once.
        let key = AnswerCache.Key(
            target: request.target, acceptLanguage: request.header("accept-language") ?? "",
            isUpdate: request.header(WebApp.updateHeader) != nil)
        let minute = AnswerCache.minute(of: now)
        if let kept = answers.answer(for: key, minute: minute) { return kept }
        var response = route()
        if !path.hasPrefix("/assets/") { liveData?.mark(&response) }
        answers.keep(response, for: key, minute: minute)
        return response
    }

    /// Adds what every response carries (the API's CORS grant, the security headers, `no-store`
    /// for answers that change with the data) and turns an answer the client has into 304.
    func finish(_ response: inout HTTPResponse) {
        if isAPI {
            if let corsOrigin { response.headers["Access-Control-Allow-Origin"] = corsOrigin }
            response.headers.add(name: "Vary", value: "Origin")
        }
        for (name, value) in WebApp.securityHeaders(
            tileOrigin: configuration.tileOrigin, frameAncestors: configuration.embedOrigins)
        where !response.headers.contains(name: name) {
            response.headers.add(name: name, value: value)
        }
        if response.headers["Cache-Control"] == nil, isAPI || path == "/healthz" {
            response.headers["Cache-Control"] = "no-store"
        }
        // Only a replica following a database sets an ETag (the data version).
        if let tag = response.headers["ETag"], response.status == .ok,
            let known = request.header("if-none-match"),
            known.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag || $0 == "*" })
        {
            response.status = .notModified
            response.body = []
        }
        // HEAD is answered as GET: the server sends the headers and the body's length, not the body.
    }
}

extension WebApp {
    /// The headers every response carries: a strict Content Security Policy (no inline script or
    /// style; images also from the tile server, if any), no MIME sniffing, same-origin referrers.
    ///
    /// - Parameters:
    ///   - tileOrigin: The tile server's origin, if the map uses one.
    ///   - frameAncestors: The `--embed-origin`s, which may frame the pages (nothing else may).
    /// - Returns: The fields, in order.
    public static func securityHeaders(tileOrigin: String?, frameAncestors: [String] = []) -> [(
        name: String, value: String
    )] {
        let images = tileOrigin.map { "img-src 'self' data: \($0)" } ?? "img-src 'self' data:"
        let ancestors = (["'self'"] + frameAncestors).joined(separator: " ")
        return [
            (
                "Content-Security-Policy",
                "default-src 'self'; script-src 'self'; style-src 'self'; \(images); "
                    + "connect-src 'self'; form-action 'self' http: https:; frame-ancestors \(ancestors); "
                    + "base-uri 'none'"
            ),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
        ]
    }
}
