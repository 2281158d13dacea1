import Foundation
import HTTPMessage
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
    func handle(_ request: HTTPRequest) -> HTTPResponse { app.handle(request) }
}
