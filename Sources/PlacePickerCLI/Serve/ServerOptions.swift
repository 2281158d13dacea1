import CommandLineArguments
import CommandSupport
import HTTPServer

/// The options of `placepicker serve` that set the HTTP server's limits and timeouts, and how they are read
/// into a ``ServerConfiguration``. The defaults are the server's; `docs/reference/reliability.md` explains each.
enum ServerOptions {
    /// The server's own defaults, which the options show in `--help` and fall back to.
    private static let server = ServerConfiguration(host: "127.0.0.1", port: 0)

    /// How long requests in flight may take to finish at shutdown when `--shutdown-grace` is not given.
    private static let gracePeriod: Duration = .seconds(5)

    /// Whole seconds as `--help` shows them.
    private static func seconds(_ duration: Duration) -> String { "\(duration.components.seconds)" }

    static let maxConnections = Option.integer(
        "max-connections", in: 1...1_000_000, example: "16384",
        help: "Most open connections; more get 503 at once."
    ).defaulting(to: server.maxConnections, shown: "\(server.maxConnections), lowered to fit ulimit -n")
    static let maxConnectionsPerClient = Option.integer(
        "max-connections-per-client", in: 0...1_000_000, example: "256",
        help: "Most open connections per IPv4 address or IPv6 /64; 0 for none, behind a proxy."
    ).defaulting(to: server.maxConnectionsPerClient)
    static let headTimeout = Option.seconds(
        "head-timeout", in: 0.1...3600, example: "10",
        help: "Time to send a request's line and headers, else 408."
    ).defaulting(to: server.requestHeadTimeout, shown: seconds(server.requestHeadTimeout))
    static let bodyTimeout = Option.seconds(
        "body-timeout", in: 0.1...3600, example: "10",
        help: "Time to send a body, plus 1 s per --min-body-rate bytes, else 408."
    ).defaulting(to: server.bodyTimeout, shown: seconds(server.bodyTimeout))
    static let minBodyRate = Option.integer(
        "min-body-rate", in: 1...1_000_000_000, placeholder: "BYTES", example: "1024",
        help: "Slowest body upload in bytes per second once --body-timeout is used up."
    ).defaulting(to: server.minimumBodyRate)
    static let keepAliveTimeout = Option.seconds(
        "keep-alive-timeout", in: 0.1...3600, example: "5",
        help: "How long an idle keep-alive connection stays open."
    ).defaulting(to: server.keepAliveTimeout, shown: seconds(server.keepAliveTimeout))
    static let writeTimeout = Option.seconds(
        "write-timeout", in: 0.1...3600, example: "10",
        help: "Longest a response may wait for the client to read, else the connection is dropped."
    ).defaulting(to: server.writeTimeout, shown: seconds(server.writeTimeout))
    static let maxBodyBytes = Option.integer(
        "max-body-bytes", in: 0...1 << 30, example: "1048576",
        help: "Largest request body; larger gets 413."
    ).defaulting(to: server.maxBodyBytes)
    static let maxHeaderBytes = Option.integer(
        "max-header-bytes", in: 1024...1 << 20, example: "32768",
        help: "Largest header section; larger gets 431."
    ).defaulting(to: server.maxHeaderBytes)
    static let maxRequestsPerConnection = Option.integer(
        "max-requests-per-connection", in: 1...1_000_000_000, example: "1000",
        help: "Requests served on one connection before it is closed."
    ).defaulting(to: server.maxRequestsPerConnection)
    static let handlerThreads = Option.integer(
        "handler-threads", in: 1...1024, example: "4",
        help: "Threads that build responses; more requests queue, up to 1024 (default: one per processor).")
    static let shutdownGrace = Option.seconds(
        "shutdown-grace", in: 0...3600, example: "5",
        help: "On SIGINT/SIGTERM, how long requests in flight may take to finish."
    ).defaulting(to: gracePeriod, shown: seconds(gracePeriod))

    /// The options, in the order `--help` shows them.
    static let options: [any DeclaredOption] = [
        maxConnections, maxConnectionsPerClient, headTimeout, bodyTimeout, minBodyRate, keepAliveTimeout,
        writeTimeout, maxBodyBytes, maxHeaderBytes, maxRequestsPerConnection, handlerThreads, shutdownGrace,
    ]

    /// What the options say.
    struct Values {
        var configuration: ServerConfiguration
        var gracePeriod: Duration
    }

    /// Reads the options over the server's defaults.
    ///
    /// - Parameters:
    ///   - reader: The command's option reader.
    ///   - host: The address to listen on.
    ///   - port: The port.
    /// - Returns: The configuration and the shutdown grace period.
    /// - Throws: A usage failure naming the option, the bad value and a valid example.
    static func read(_ reader: OptionReader, host: String, port: Int) throws(CommandFailure) -> Values {
        var configuration = ServerConfiguration(host: host, port: port)
        let defaults = configuration
        configuration.maxConnections = try reader.value(maxConnections)
        configuration.maxConnectionsPerClient = try reader.value(maxConnectionsPerClient)
        configuration.requestHeadTimeout = try reader.value(headTimeout)
        configuration.bodyTimeout = try reader.value(bodyTimeout)
        configuration.minimumBodyRate = try reader.value(minBodyRate)
        configuration.keepAliveTimeout = try reader.value(keepAliveTimeout)
        configuration.writeTimeout = try reader.value(writeTimeout)
        configuration.maxBodyBytes = try reader.value(maxBodyBytes)
        configuration.maxHeaderBytes = try reader.value(maxHeaderBytes)
        configuration.maxRequestsPerConnection = try reader.value(maxRequestsPerConnection)
        configuration.workerCount = try reader.value(handlerThreads, default: defaults.workerCount)
        let grace = try reader.value(shutdownGrace)
        return Values(configuration: configuration, gracePeriod: grace)
    }
}
