import Foundation

@testable import HTTPServer

/// A fixed wall clock for `Date` headers: Sun, 06 Nov 1994 08:49:37 GMT.
let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 784_111_777) }

/// Answers with what it received: method, decoded path, query, form fields and body length.
let echoHandler: HTTPHandler = { request in
    let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    let form = request.form().map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    return .text(
        "\(request.method) \(request.decodedPath ?? "?") q[\(query)] f[\(form)] b\(request.body.count) "
            + "\(request.remoteAddress)"
    )
}

/// Starts a server on 127.0.0.1 with an ephemeral port and short timeouts.
func startServer(
    handler: @escaping HTTPHandler = echoHandler,
    log: LogLines? = nil,
    configure: (inout ServerConfiguration) -> Void = { _ in }
) throws -> (server: Server, port: Int) {
    // Tests run in parallel, each with its own server and clients: allow more than the usual 1,024 descriptors.
    Server.raiseOpenFileLimit(toAtLeast: 8192)
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestHeadTimeout = .milliseconds(500)
    configuration.bodyTimeout = .milliseconds(500)
    configuration.keepAliveTimeout = .seconds(5)
    configuration.writeTimeout = .seconds(5)
    configuration.workerCount = 4
    configuration.eventLoopCount = 2
    configuration.now = fixedNow
    if let log { configuration.accessLog = { log.append($0) } }
    configure(&configuration)
    let server = Server(configuration: configuration, handler: handler)
    let port = try server.start()
    return (server, port)
}

/// Stops a server quickly and waits for its threads.
func stop(_ server: Server) {
    server.shutdown(gracePeriod: .seconds(2))
    server.waitUntilStopped()
}

/// A GET request with a Host header.
func get(_ target: String, _ extra: String = "") -> String {
    "GET \(target) HTTP/1.1\r\nHost: test\r\n\(extra)\r\n"
}
