import ConcurrencyPrimitives
import Dispatch
import Foundation
import HTTPMessage

/// An HTTP/1.1 server on POSIX sockets that hosts one ``HTTPHandler``.
///
/// Connections are handled by readiness, not by threads: one event loop per processor (epoll on Linux, kqueue
/// on Darwin) accepts, reads, parses and writes without blocking, and keeps every connection's deadlines in a
/// heap. Only complete requests reach a thread: a bounded pool of handler threads runs the handler, and the
/// loop writes the response back. So thousands of idle or slow clients cost a kilobyte of memory each and no
/// thread, and a slow client is cut off by its deadline; see ``ServerConfiguration`` for every limit.
///
/// ```swift
/// let server = Server(configuration: ServerConfiguration(port: 0)) { request in .text("Hello\n") }
/// let port = try server.start()
/// // …
/// server.shutdown(gracePeriod: .seconds(5))
/// server.waitUntilStopped()
/// ```
public final class Server: Sendable {
    /// The configuration the server was created with.
    public let configuration: ServerConfiguration
    private let handler: HTTPHandler
    private let lifecycle = Locked(Lifecycle.ready)
    private let runningLoops = Locked(0)
    private let threads = DispatchGroup()

    private enum Lifecycle {
        case ready
        case running(Running)
        case stopping(Running)
    }

    private struct Running: Sendable {
        var port: Int
        var capacity: Int
        var loops: [EventLoop]
    }

    /// Descriptors kept free for the server's own needs (listener, loops, pipes) and the application's (files it
    /// reads) when the connection limit is fitted to the open-file limit; ask ``raiseOpenFileLimit(toAtLeast:)``
    /// for `maxConnections` plus this.
    public static let reservedDescriptorCount = 256

    /// Creates a server; it does nothing until ``start()``.
    ///
    /// - Parameters:
    ///   - configuration: Address, limits, timeouts, threads and logging.
    ///   - handler: The application, called once per request on a handler thread.
    public init(configuration: ServerConfiguration, handler: @escaping HTTPHandler) {
        self.configuration = configuration
        self.handler = handler
    }

    /// The bound port once started (the real one when the configuration asked for 0), else `nil`.
    public var port: Int? {
        lifecycle.withLock { state in
            switch state {
            case .ready: nil
            case .running(let running), .stopping(let running): running.port
            }
        }
    }

    /// The most connections the server holds at once, once started: ``ServerConfiguration/maxConnections``,
    /// lowered when the process's open-file limit (`ulimit -n`) allows fewer; `nil` before ``start()``.
    public var connectionCapacity: Int? {
        lifecycle.withLock { state in
            switch state {
            case .ready: nil
            case .running(let running), .stopping(let running): running.capacity
            }
        }
    }

    /// Binds, listens and starts the event loops and the handler threads; returns once requests are served.
    ///
    /// - Returns: The bound port.
    /// - Throws: ``ServerError`` naming `host:port`, for example when another process already listens there.
    @discardableResult
    public func start() throws(ServerError) -> Int {
        try lifecycle.withLock { (state: inout Lifecycle) throws(ServerError) -> Int in
            guard case .ready = state else {
                throw ServerError(
                    kind: .alreadyStarted,
                    address: ServerError.address(host: configuration.host, port: configuration.port),
                    message: "The server was already started; create a new Server to listen again."
                )
            }
            let listener = try Listener.open(host: configuration.host, port: configuration.port)
            let loopCount = max(1, configuration.eventLoopCount)
            let capacity = Self.capacity(configuration.maxConnections, loops: loopCount)
            let limits = ConnectionLimits(capacity: capacity, perClient: configuration.maxConnectionsPerClient)
            let pool = HandlerPool(
                handler: handler, allowedMethods: configuration.allowedMethods,
                capacity: configuration.maxQueuedRequests)
            var loops: [EventLoop] = []
            for _ in 0..<loopCount {
                let loop = EventLoop(
                    configuration: configuration, limits: limits, pool: pool, listener: listener,
                    onExit: { [runningLoops] in
                        let last = runningLoops.withLock(waking: .all) { count in
                            count -= 1
                            return count == 0
                        }
                        if last { pool.close() }
                    })
                guard let loop else {
                    let error = Listener.failure(
                        ServerError.address(host: configuration.host, port: listener.port),
                        "cannot create an event loop", Platform.lastError)
                    for loop in loops { loop.closeInbox() }
                    Platform.closeDescriptor(listener.descriptor)
                    throw error
                }
                loops.append(loop)
            }
            pool.start(threads: configuration.workerCount, group: threads)
            pool.waitUntilIdle(threads: max(1, configuration.workerCount))
            runningLoops.withLock { $0 = loops.count }
            for (index, loop) in loops.enumerated() {
                threads.enter()
                let thread = Thread { [threads] in
                    loop.run()
                    threads.leave()
                }
                thread.name = "HTTPServer loop \(index)"
                thread.start()
            }
            state = .running(Running(port: listener.port, capacity: capacity, loops: loops))
            return listener.port
        }
    }

    /// Stops gracefully: stop accepting (connections already waiting to be accepted are still taken), close
    /// idle connections, let requests in progress finish and their responses be written for up to
    /// `gracePeriod`, then close whatever is still open.
    ///
    /// A connection that has sent nothing yet gets half a second to start its request. Safe to call from any
    /// thread, more than once, and concurrently (a second call with a shorter grace period ends the wait
    /// sooner). Returns when every connection is closed; a handler that is still running then keeps its
    /// thread until it returns (see ``waitUntilStopped()``).
    ///
    /// - Parameter gracePeriod: How long requests in progress may take to finish.
    public func shutdown(gracePeriod: Duration = .seconds(5)) {
        let loops: [EventLoop]? = lifecycle.withLock { state in
            switch state {
            case .ready:
                return nil
            case .running(let running):
                state = .stopping(running)
                return running.loops
            case .stopping(let running):
                return running.loops
            }
        }
        guard let loops else { return }
        for loop in loops { loop.requestStop(.graceful) }
        let seconds = Double(gracePeriod.components.seconds) + Double(gracePeriod.components.attoseconds) / 1e18
        let deadline = Date(timeIntervalSinceNow: max(0, seconds))
        let drained = runningLoops.wait(until: { $0 == 0 }, deadline: deadline) { _, ready in ready }
        guard !drained else { return }
        for loop in loops { loop.requestStop(.immediate) }
        runningLoops.wait(until: { $0 == 0 }) { _, _ in }
    }

    /// Blocks until the event loops and every handler thread have ended, which happens after
    /// ``shutdown(gracePeriod:)``.
    public func waitUntilStopped() {
        threads.wait()
    }

    /// Raises this process's soft limit on open files (`ulimit -n`) towards `count`, never past the hard limit,
    /// so that the server can hold as many connections as configured.
    ///
    /// - Parameter count: The number of descriptors wanted, such as `maxConnections + 256`.
    /// - Returns: The soft limit afterwards, or `nil` when it cannot be read.
    @discardableResult
    public static func raiseOpenFileLimit(toAtLeast count: Int) -> Int? {
        guard let limits = Platform.openFileLimits() else { return nil }
        if limits.soft < count { _ = Platform.setOpenFileSoftLimit(min(count, limits.hard)) }
        return Platform.openFileLimits()?.soft
    }

    /// The connection limit fitted to the open-file limit.
    static func capacity(_ configured: Int, loops: Int) -> Int {
        let configured = max(1, configured)
        guard let soft = Platform.openFileLimits()?.soft else { return configured }
        return max(1, min(configured, soft - reservedDescriptorCount))
    }
}

/// The application: turns each request into a response.
///
/// It runs on a worker thread, one call per request, possibly many at once on different connections, so it
/// must be thread-safe. The server answers framing errors, limits, timeouts and (by default) methods other than
/// GET, HEAD and POST itself; everything else, including 404, is the handler's choice. For `HEAD` the handler
/// answers as for `GET` and the server drops the body.
///
/// ```swift
/// let handler: HTTPHandler = { request in
///     request.path == "/healthz" ? .text("ok\n") : .text("Not found\n", status: .notFound)
/// }
/// ```
public typealias HTTPHandler = @Sendable (HTTPRequest) -> HTTPResponse
