import Dispatch
import Foundation

/// An HTTP/1.1 server on POSIX sockets that hosts one ``HTTPHandler``.
///
/// One thread accepts connections and hands them to a fixed pool of worker threads through a bounded queue, so
/// a slow client holds one worker at most until its timeout and never blocks accepting. When the queue is full a
/// new connection gets 503 Service Unavailable at once.
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
    private let pool: ConnectionPool
    private let lifecycle = LockedState(Lifecycle.ready)
    private let threads = DispatchGroup()

    private enum Lifecycle {
        case ready
        case running(port: Int, wakeDescriptor: Int32)
        case stopping(port: Int)
    }

    /// Creates a server; it does nothing until ``start()``.
    ///
    /// - Parameters:
    ///   - configuration: Address, limits, timeouts and logging.
    ///   - handler: The application, called once per request on a worker thread.
    public init(configuration: ServerConfiguration, handler: @escaping HTTPHandler) {
        self.configuration = configuration
        self.handler = handler
        self.pool = ConnectionPool(capacity: configuration.maxQueuedConnections)
    }

    /// The bound port once started (the real one when the configuration asked for 0), else `nil`.
    public var port: Int? {
        lifecycle.withLock { state in
            switch state {
            case .ready: nil
            case .running(let port, _), .stopping(let port): port
            }
        }
    }

    /// Binds, listens and starts the accept thread and the workers; returns once connections are accepted.
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
            state = .running(port: listener.port, wakeDescriptor: listener.wakeWriteDescriptor)
            startWorkers()
            pool.waitForIdleWorkers(max(1, configuration.workerCount))
            startAcceptLoop(listener)
            return listener.port
        }
    }

    /// Stops gracefully: stop accepting, close idle connections, let requests in progress finish for up to
    /// `gracePeriod`, then shut down whatever is still open.
    ///
    /// Safe to call from any thread, more than once, and concurrently (a second call with a shorter grace period
    /// ends the wait sooner). Returns when every connection is closed or the grace period is over; a handler
    /// that is still running then keeps its worker until it returns (see ``waitUntilStopped()``).
    ///
    /// - Parameter gracePeriod: How long requests in progress may take to finish.
    public func shutdown(gracePeriod: Duration = .seconds(5)) {
        let wake: Int32? = lifecycle.withLock { state in
            switch state {
            case .ready:
                return nil
            case .running(let port, let wake):
                state = .stopping(port: port)
                return wake
            case .stopping:
                return nil
            }
        }
        if let wake { Platform.signalPipe(wake) }
        pool.shutdownIdle()
        let seconds = Double(gracePeriod.components.seconds) + Double(gracePeriod.components.attoseconds) / 1e18
        if !pool.waitUntilClosed(before: Date(timeIntervalSinceNow: max(0, seconds))) {
            pool.forceClose()
        }
    }

    /// Blocks until the accept thread and every worker have ended, which happens after ``shutdown(gracePeriod:)``.
    public func waitUntilStopped() {
        threads.wait()
    }

    private func startWorkers() {
        for index in 0..<max(1, configuration.workerCount) {
            threads.enter()
            let thread = Thread { [pool, configuration, handler, threads] in
                while let socket = pool.take() {
                    var connection = Connection(
                        socket: socket,
                        configuration: configuration,
                        handler: handler,
                        pool: pool
                    )
                    connection.serve()
                }
                threads.leave()
            }
            thread.name = "HTTPServer worker \(index)"
            thread.stackSize = 2 << 20
            thread.start()
        }
    }

    private func startAcceptLoop(_ listener: Listener) {
        threads.enter()
        let thread = Thread { [pool, configuration, threads] in
            listener.acceptUntilWoken { socket in
                if !pool.offer(socket) { Self.refuse(socket, configuration: configuration) }
            }
            threads.leave()
        }
        thread.name = "HTTPServer accept"
        thread.start()
    }

    /// Answers 503 to a connection no worker can take, without waiting on the client, and closes it.
    private static func refuse(_ socket: AcceptedSocket, configuration: ServerConfiguration) {
        var response = HTTPResponse.text("The server is busy. Try again in a second.\n", status: .serviceUnavailable)
        response.headers["Retry-After"] = "1"
        let now = configuration.now()
        let wire = response.wireBytes(
            includeBody: true,
            connection: .close,
            date: HTTPDate.imfFixdate(now),
            serverName: configuration.serverName
        )
        _ = wire.bytes.withUnsafeBytes { Platform.sendBytes(socket.descriptor, $0) }
        Platform.shutdownWriting(socket.descriptor)
        Platform.closeDescriptor(socket.descriptor)
        let entry = AccessLogEntry(
            remoteAddress: socket.remoteAddress,
            requestLine: nil,
            status: 503,
            bodyBytes: wire.bodyCount,
            duration: .zero,
            time: now
        )
        configuration.accessLog?(entry.line)
    }
}
