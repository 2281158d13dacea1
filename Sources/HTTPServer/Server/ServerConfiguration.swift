import Foundation

/// Where a ``Server`` listens, its limits and timeouts, and how it logs.
///
/// The defaults suit a local or single-host deployment; tests shorten the timeouts.
///
/// ```swift
/// var configuration = ServerConfiguration(host: "0.0.0.0", port: 8080)
/// configuration.accessLog = { line in print(line) }
/// ```
public struct ServerConfiguration: Sendable {
    /// A numeric IPv4 or IPv6 address to bind, such as `127.0.0.1`, `0.0.0.0`, `::1` or `::`; `localhost` means
    /// `127.0.0.1`. Host names are not resolved.
    public var host: String
    /// The TCP port; 0 lets the system choose a free one (``Server/start()`` returns it).
    public var port: Int
    /// Longest request line in bytes, line ending included; a longer one gets 414.
    public var maxRequestLineBytes: Int = 8192
    /// Largest header section in bytes; a larger one gets 431.
    public var maxHeaderBytes: Int = 32_768
    /// Most header fields; more get 431.
    public var maxHeaderCount: Int = 100
    /// Largest request body in bytes (after chunked decoding); a larger one gets 413.
    public var maxBodyBytes: Int = 1 << 20
    /// How long a client has to send a whole request (line, headers and body), counted from when the server
    /// starts waiting for it; after that it gets 408 and the connection is closed.
    public var readTimeout: Duration = .seconds(10)
    /// How long an idle keep-alive connection stays open waiting for its next request; then it is closed quietly.
    public var keepAliveTimeout: Duration = .seconds(5)
    /// How long writing a response may take before the connection is dropped (a client that stops reading).
    public var writeTimeout: Duration = .seconds(10)
    /// Worker threads; each serves one connection at a time, so this bounds concurrent connections.
    public var workerCount: Int = 16
    /// Accepted connections that may wait for a free worker; beyond this a new connection is answered
    /// 503 Service Unavailable with `Retry-After: 1` and closed. While connections wait, idle keep-alive
    /// connections are closed to free their workers.
    public var maxQueuedConnections: Int = 64
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
    /// number of bytes counts the body only. Requests too malformed to have a line show `"-"`. Quotes,
    /// backslashes and control characters in the target are written as `\xHH`. It is called on the worker
    /// thread after the response is written, so it should be quick and thread-safe.
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
