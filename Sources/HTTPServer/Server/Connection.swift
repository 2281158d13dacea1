import Foundation

/// One client connection, served on one worker thread from its first request until it closes.
///
/// Requests are read, handled and answered one at a time; pipelined requests wait in the parser's buffer and are
/// answered in order. Every wait is a `poll` with a deadline:
///
/// - a request must arrive completely within `readTimeout` of when the server starts waiting for it (the first
///   request) or of its first byte (later requests), else 408 and close;
/// - between requests an idle connection is closed quietly after `keepAliveTimeout`;
/// - a response must be written within `writeTimeout`, else the connection is dropped.
struct Connection {
    private let socket: AcceptedSocket
    private let configuration: ServerConfiguration
    private let handler: HTTPHandler
    private let pool: ConnectionPool
    private var parser: RequestParser
    private var readBuffer = [UInt8](repeating: 0, count: 16_384)

    private enum Arrival {
        case bytes
        case timedOut
        case closed
    }

    init(
        socket: AcceptedSocket, configuration: ServerConfiguration, handler: @escaping HTTPHandler, pool: ConnectionPool
    ) {
        self.socket = socket
        self.configuration = configuration
        self.handler = handler
        self.pool = pool
        self.parser = RequestParser(limits: configuration.requestLimits)
    }

    private var descriptor: Int32 { socket.descriptor }

    /// Serves requests until the client closes, a timeout passes, an error is answered or the server stops, then
    /// closes the socket.
    mutating func serve() {
        defer { pool.close(descriptor) }
        let clock = ContinuousClock()
        var started = clock.now
        var deadline = started + configuration.readTimeout
        var idle = false
        var busy = false
        while true {
            switch parser.next() {
            case .request(var request):
                request.remoteAddress = socket.remoteAddress
                guard respond(to: request, started: started) else { return }
                started = clock.now
                busy = false
                if parser.hasPartialRequest {
                    guard pool.beginRequest(descriptor) else { return }
                    busy = true
                    idle = false
                    deadline = started + configuration.readTimeout
                } else {
                    idle = true
                    deadline = started + configuration.keepAliveTimeout
                }
            case .failure(let error):
                answer(error: error, started: started)
                return
            case .incomplete:
                if parser.takeContinueRequest() {
                    let interim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
                    guard write(interim, deadline: clock.now + configuration.writeTimeout) else { return }
                }
                switch receive(before: deadline) {
                case .bytes:
                    if !busy {
                        guard pool.beginRequest(descriptor) else { return }
                        busy = true
                        if idle {
                            idle = false
                            started = clock.now
                            deadline = started + configuration.readTimeout
                        }
                    }
                case .timedOut:
                    if !idle {
                        let error = RequestError(
                            status: .requestTimeout,
                            message: "The request did not arrive completely within \(configuration.readTimeout)."
                        )
                        answer(error: error, started: started)
                    }
                    return
                case .closed:
                    return
                }
            }
        }
    }

    /// Runs the handler and writes its response.
    ///
    /// - Returns: Whether the connection stays open for another request.
    private func respond(to request: HTTPRequest, started: ContinuousClock.Instant) -> Bool {
        let response: HTTPResponse
        if let allowed = configuration.allowedMethods, !allowed.contains(request.method) {
            response = .methodNotAllowed(allowed: allowed)
        } else {
            response = handler(request)
        }
        let keepAlive = request.wantsKeepAlive && !response.asksToClose && pool.mayKeepAlive(descriptor)
        let disposition: HTTPResponse.ConnectionDisposition =
            keepAlive ? (request.version == .http1_0 ? .keepAliveExplicit : .keepAliveDefault) : .close
        let now = configuration.now()
        let wire = response.wireBytes(
            includeBody: request.method != "HEAD",
            connection: disposition,
            date: HTTPDate.imfFixdate(now),
            serverName: configuration.serverName
        )
        let written = write(wire.bytes, deadline: ContinuousClock.now + configuration.writeTimeout)
        log(
            requestLine: "\(request.method) \(request.target) \(request.version)",
            status: response.status.code,
            bodyBytes: wire.bodyCount,
            started: started,
            time: now
        )
        guard written, keepAlive else {
            if written { lingeringClose() }
            return false
        }
        return pool.endRequest(descriptor)
    }

    /// Answers a request that cannot be served, then closes.
    private func answer(error: RequestError, started: ContinuousClock.Instant) {
        let response = HTTPResponse.text(error.message + "\n", status: error.status)
        let now = configuration.now()
        let wire = response.wireBytes(
            includeBody: true,
            connection: .close,
            date: HTTPDate.imfFixdate(now),
            serverName: configuration.serverName
        )
        if write(wire.bytes, deadline: ContinuousClock.now + configuration.writeTimeout) { lingeringClose() }
        log(requestLine: nil, status: error.status.code, bodyBytes: wire.bodyCount, started: started, time: now)
    }

    /// Half-closes and reads what the client still sends for a moment, so that closing does not reset the
    /// connection before the client has read the response (RFC 9112 §9.6).
    private func lingeringClose() {
        Platform.shutdownWriting(descriptor)
        let deadline = ContinuousClock.now + min(configuration.readTimeout, .seconds(2))
        var discarded = 0
        var scratch = [UInt8](repeating: 0, count: 4096)
        while discarded < 1 << 20 {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return }
            let ready = Platform.waitUntilReady(
                [(descriptor, .readable)], timeoutMilliseconds: Self.milliseconds(remaining))
            guard ready == .ready else { return }
            let result = scratch.withUnsafeMutableBytes { Platform.receiveBytes(descriptor, into: $0) }
            switch result {
            case .bytes(let count): discarded += count
            case .wouldBlock: continue
            case .endOfStream, .failed: return
            }
        }
    }

    /// Waits for bytes and gives them to the parser.
    private mutating func receive(before deadline: ContinuousClock.Instant) -> Arrival {
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .timedOut }
            switch Platform.waitUntilReady([(descriptor, .readable)], timeoutMilliseconds: Self.milliseconds(remaining))
            {
            case .timedOut: continue
            case .failed: return .closed
            case .ready: break
            }
            let fd = descriptor
            let result = readBuffer.withUnsafeMutableBytes { Platform.receiveBytes(fd, into: $0) }
            switch result {
            case .bytes(let count):
                parser.append(readBuffer[0..<count])
                return .bytes
            case .wouldBlock: continue
            case .endOfStream, .failed: return .closed
            }
        }
    }

    /// Writes all bytes, waiting for the socket to drain as needed.
    ///
    /// - Returns: `false` when the peer is gone or the deadline passed.
    private func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                Platform.sendBytes(descriptor, UnsafeRawBufferPointer(rebasing: raw[offset...]))
            }
            switch result {
            case .bytes(let count):
                offset += count
            case .wouldBlock:
                let remaining = deadline - ContinuousClock.now
                guard remaining > .zero else { return false }
                let ready = Platform.waitUntilReady(
                    [(descriptor, .writable)], timeoutMilliseconds: Self.milliseconds(remaining))
                if case .failed = ready { return false }
            case .endOfStream, .failed:
                return false
            }
        }
        return true
    }

    private func log(requestLine: String?, status: Int, bodyBytes: Int, started: ContinuousClock.Instant, time: Date) {
        guard let accessLog = configuration.accessLog else { return }
        let entry = AccessLogEntry(
            remoteAddress: socket.remoteAddress,
            requestLine: requestLine,
            status: status,
            bodyBytes: bodyBytes,
            duration: ContinuousClock.now - started,
            time: time
        )
        accessLog(entry.line)
    }

    /// A poll timeout in whole milliseconds, rounded up so a wait never ends just before its deadline.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }
}
