import ConcurrencyPrimitives
import Foundation
import HTTPMessage
import HTTPServer
import PlacePicker
import PlacePickerWeb

/// Runs the web picker on a real socket until SIGINT or SIGTERM; SIGHUP reloads the data.
enum WebServing {
    struct Options {
        /// Where to listen, limits and timeouts (its access log is set here).
        var server: ServerConfiguration
        /// How long requests in flight may take after a stop signal.
        var gracePeriod: Duration
        /// Builds the app (again on every reload); throws with a message when the data is bad.
        var makeApp: @Sendable () throws -> WebApp
        /// Where the URL to open is printed (standard output).
        var announce: @Sendable (String) -> Void
        /// Where access-log and signal lines go (standard error).
        var log: @Sendable (String) -> Void
        /// Called with the served app before the server starts (the database follower swaps new
        /// versions in through it).
        var onServing: @Sendable (ServedApp) -> Void = { _ in }
    }

    /// Starts the server, prints the URL, serves until a stop signal, then shuts down gracefully.
    ///
    /// - Returns: 0 after a clean stop; throws when the server cannot start.
    static func run(_ options: Options) throws -> Int32 {
        let served = ServedApp(try options.makeApp())
        options.onServing(served)
        var configuration = options.server
        configuration.accessLog = options.log
        let wanted = configuration.maxConnections + Server.reservedDescriptorCount
        let openFiles = Server.raiseOpenFileLimit(toAtLeast: wanted)
        let server = Server(configuration: configuration) { served.handle($0) }
        let port = try server.start()
        if let capacity = server.connectionCapacity, capacity < configuration.maxConnections {
            options.log(
                "Note: the open-file limit (ulimit -n \(openFiles.map(String.init) ?? "?")) allows \(capacity) "
                    + "connections, not the \(configuration.maxConnections) asked for; raise the hard limit to serve "
                    + "more.")
        }
        let host = configuration.host
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let signals = SignalHandling(
            onStop: { signal in
                options.log("Received \(signal): finishing requests in flight, then stopping.")
                server.shutdown(gracePeriod: options.gracePeriod)
            },
            onReload: {
                do {
                    served.replace(with: try options.makeApp())
                    options.log("Reloaded the data: \(served.app.picker.engine.placeCount) places.")
                } catch {
                    options.log("Reload rejected, still serving the previous data: \(error)")
                }
            })
        options.announce("PlacePicker is serving \(served.app.picker.engine.placeCount) places.")
        options.announce(
            "Open http://\(shownHost):\(port)/ in a browser. Stop with Ctrl-C; reload the data with SIGHUP.")
        server.waitUntilStopped()
        signals.cancel()
        return 0
    }
}

/// The web app being served, swappable at run time: a reload (SIGHUP) builds a new app from the
/// data file and replaces the old one atomically; requests in flight finish on the app they
/// started with.
final class ServedApp: Sendable {
    private let current: Locked<WebApp>

    init(_ app: WebApp) { current = Locked(app) }

    /// The app for the next request.
    var app: WebApp { current.withLock { $0 } }

    /// Replaces the app, unless both follow a database and the new one's data is older (a reload that
    /// raced a newer version): a replica's data version only grows.
    func replace(with app: WebApp) {
        current.withLock { current in
            if let old = current.liveData?.version, let new = app.liveData?.version, new < old { return }
            current = app
        }
    }

    /// Answers an HTTP request with the current app.
    func handle(_ request: HTTPRequest) -> HTTPResponse { app.handle(request) }
}
