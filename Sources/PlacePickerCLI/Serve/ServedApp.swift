import Foundation
import HTTPMessage
import HTTPServer
import Locking
import PlacePickerWeb

/// The web app being served, swappable at run time: a reload (SIGHUP) builds a new app from the
/// data file and replaces the old one atomically; requests in flight finish on the app they
/// started with.
final class ServedApp: Sendable {
    private let current: Locked<WebApp>

    init(_ app: WebApp) { current = Locked(app) }

    /// The app for the next request.
    var app: WebApp { current.withLock { $0 } }

    /// Replaces the app.
    func replace(with app: WebApp) { current.withLock { $0 = app } }

    /// Answers an HTTP request with the current app.
    func handle(_ request: HTTPRequest) -> HTTPResponse { app.handle(request) }
}
