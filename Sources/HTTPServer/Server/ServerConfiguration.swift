import Foundation

/// Where a ``Server`` listens, its limits and timeouts, its threads, and how it logs.
///
/// The defaults suit a public single-host deployment: thousands of idle or slow clients cost memory (about a
/// kilobyte each) but no thread, and none of them can hold a connection or a handler thread past its deadline.
/// Tests shorten the timeouts. `docs/reference/reliability.md` lists every limit with what a client that crosses it gets.
///
/// ```swift
/// var configuration = ServerConfiguration(host: "0.0.0.0", port: 8080)
/// configuration.maxConnectionsPerClient = 64
/// configuration.accessLog = { line in print(line) }
/// ```
public struct ServerConfiguration: Sendable {
    /// A numeric IPv4 or IPv6 address to bind, such as `127.0.0.1`, `0.0.0.0`, `::1` or `::`; `localhost` means
    /// `127.0.0.1`. Host names are not resolved.
    public var host: String
    /// The TCP port; 0 lets the system choose a free one (``Server/start()`` returns it).
    public var port: Int

    // MARK: Request size

    /// Longest request line in bytes, line ending included; a longer one gets 414.
    public var maxRequestLineBytes: Int = 8192
    /// Largest header section in bytes; a larger one gets 431.
    public var maxHeaderBytes: Int = 32_768
    /// Most header fields; more get 431.
    public var maxHeaderCount: Int = 100
    /// Largest request body in bytes (after chunked decoding); a larger one gets 413, before it is read when
    /// `Content-Length` announces it.
    public var maxBodyBytes: Int = 1 << 20

    // MARK: Deadlines

    /// How long a client has to send a request's line and header fields, counted from when the connection was
    /// accepted (first request) or from the request's first byte (later requests); then it gets 408 and the
    /// connection is closed. This is what ends slowloris clients.
    public var requestHeadTimeout: Duration = .seconds(10)
    /// How long a client has to send a request body beyond what ``minimumBodyRate`` allows: the body must be
    /// complete by `bodyTimeout + received bytes / minimumBodyRate` after the head ended, checked as the
    /// bytes arrive, else 408 and close.
    public var bodyTimeout: Duration = .seconds(10)
    /// The slowest average rate, in bytes per second, at which a body may arrive once ``bodyTimeout`` is used up;
    /// each byte received extends the body's deadline by `1 / minimumBodyRate` seconds. At least 1.
    public var minimumBodyRate: Int = 1024
    /// How long an idle keep-alive connection stays open waiting for its next request; then it is closed quietly.
    public var keepAliveTimeout: Duration = .seconds(5)
    /// How long writing a response may go without the client taking any byte (a client that stops reading); then
    /// the connection is dropped.
    public var writeTimeout: Duration = .seconds(10)

    // MARK: Connections

    /// Most open connections. A connection beyond it is accepted and at once answered 503 with `Retry-After: 1`
    /// and closed, so it never waits in the backlog for a slot. The server lowers it to what the process's
    /// open-file limit allows (see ``Server/connectionCapacity``).
    public var maxConnections: Int = 16_384
    /// Most open connections from one client: one IPv4 address, or one IPv6 /64 prefix. Beyond it a new
    /// connection from that client is answered 503 and closed. 0 means no per-client limit (use that behind a
    /// reverse proxy, where every connection comes from the proxy).
    public var maxConnectionsPerClient: Int = 256
    /// Most requests served on one connection; the last one's response says `Connection: close`.
    public var maxRequestsPerConnection: Int = 1000

    // MARK: Threads

    /// Event loop threads, each owning a share of the connections; the number of processors by default.
    public var eventLoopCount: Int = Platform.activeProcessorCount
    /// Handler threads, which run the ``HTTPHandler``; this bounds how many requests are handled at once.
    ///
    /// Idle and slow connections hold none, so this only needs to cover requests being computed; the number of
    /// processors by default. A handler that computes keeps a processor busy: more threads than processors
    /// only take turns, so every request in progress finishes later. On 2 cores, 2 threads instead of 16 served
    /// the web app's computed list page with half the p99 latency and about 5 % less CPU per request
    /// (`docs/reference/reliability.md`). A handler that waits on other services needs more.
    public var workerCount: Int = Platform.activeProcessorCount
    /// Complete requests that may wait for a free handler thread; beyond it a request is answered 503 with
    /// `Retry-After: 1` and its connection closed.
    public var maxQueuedRequests: Int = 1024

    // MARK: Behaviour and logging

    /// The methods served; others get 405 with an `Allow` header before the handler runs. `nil` passes every
    /// method to the handler.
    public var allowedMethods: [String]? = ["GET", "HEAD", "POST"]
    /// The value of the `Server` response header, or `nil` to send none.
    public var serverName: String? = nil
    /// The wall clock for `Date` headers and access log times; tests fix it.
    public var now: @Sendable () -> Date = { Date() }
    /// Receives one access log line per response, or `nil` to log nothing.
    ///
    /// The line is the Common Log Format plus the duration:
    /// `127.0.0.1 - - [29/Nov/2026:14:18:28 +0000] "GET /places?q=bank HTTP/1.1" 200 5120 1.734ms`, where the
    /// number of bytes counts the body only and the duration runs from the request's first byte to its response
    /// being ready to write. Requests too malformed to have a line, timeouts and refused connections show `"-"`.
    /// Quotes, backslashes and control characters in the target are written as `\xHH`. It is called on an event
    /// loop thread as the response is queued, so it must be quick, must not block and must be thread-safe.
    public var accessLog: (@Sendable (String) -> Void)? = nil

    /// Creates a configuration with default limits.
    ///
    /// - Parameters:
    ///   - host: The address to bind; `127.0.0.1` by default.
    ///   - port: The port; 8080 by default, 0 for any free port.
    public init(host: String = "127.0.0.1", port: Int = 8080) {
        self.host = host
        self.port = port
    }

    var requestLimits: RequestLimits {
        RequestLimits(
            maxRequestLineBytes: maxRequestLineBytes,
            maxHeaderBytes: maxHeaderBytes,
            maxHeaderCount: maxHeaderCount,
            maxBodyBytes: maxBodyBytes
        )
    }
}
