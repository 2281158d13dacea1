import Foundation
import HTTPServer
import PlacePickerWeb

/// The web app being served, swappable at run time: a reload (SIGHUP) builds a new app from the
/// data file and replaces the old one atomically; requests in flight finish on the app they
/// started with.
/// `@unchecked Sendable`: the only mutable state is `current`, read and written under `lock`
/// (`Mutex` would need macOS 15; the package supports macOS 14).
final class ServedApp: @unchecked Sendable {
    private let lock = NSLock()
    private var current: WebApp

    init(_ app: WebApp) { current = app }

    /// The app for the next request.
    var app: WebApp { lock.withLock { current } }

    /// Replaces the app.
    func replace(with app: WebApp) { lock.withLock { current = app } }

    /// Answers an HTTP request with the current app.
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        // The server answers HEAD itself from a GET response (same headers, no body).
        let web = WebRequest(
            method: request.method == "HEAD" ? "GET" : request.method, path: request.decodedPath ?? request.path,
            query: request.query.map { WebRequest.QueryItem($0.name, $0.value) },
            headers: Array(request.headers), body: request.body)
        let response = app.handle(web)
        var headers = HTTPHeaders()
        for header in response.headers { headers.add(name: header.name, value: header.value) }
        return HTTPResponse(status: HTTPStatus(code: response.status), headers: headers, body: response.body)
    }
}
