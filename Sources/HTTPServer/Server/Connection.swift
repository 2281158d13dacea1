import Foundation
import HTTPMessage

/// One client connection as its event loop drives it: reading and parsing requests, their deadlines, and
/// writing responses, without ever blocking.
///
/// A connection is in one phase at a time:
///
/// | phase | waiting for | deadline | when it passes |
/// |---|---|---|---|
/// | awaiting first | the first byte of the first request | accepted + `requestHeadTimeout` | 408, close |
/// | idle | the first byte of a next request (keep-alive) | idle since + `keepAliveTimeout` | close quietly |
/// | head | the rest of the request line and fields | head's first byte + `requestHeadTimeout` | 408, close |
/// | body | the rest of the body | head end + `bodyTimeout` + received / `minimumBodyRate` | 408, close |
/// | handling | a handler thread's response | none (not read meanwhile) | — |
/// | writing | the client to take the response | last progress + `writeTimeout` | close |
/// | lingering | the client to close, after `Connection: close` | start + 2 s at most | close |
///
/// Requests on one connection are handled one at a time, so pipelined requests are answered in order: the next
/// one is parsed from the buffer only after the previous response was written completely. While a request is
/// with a handler the socket is not read, so a pipelining client is held back by TCP, not by memory.
///
/// The socket is registered edge-triggered: `readable` and `writable` remember what the last events said until
/// a read or write meets `EAGAIN`.
///
/// Used only on its loop's thread.
final class Connection {
    /// The connection's phase; see the table above.
    private enum Phase: Equatable {
        case awaitingFirst
        case idle
        case head
        case body
        case handling
        case writing
        case lingering
        case closed
    }

    /// What is remembered of a request while its handler runs.
    private struct Pending {
        var method: String
        var requestLine: String
        var version: HTTPVersion
        var wantsKeepAlive: Bool
    }

    /// The socket.
    let descriptor: Int32
    /// Tells this connection apart from an earlier one on the same descriptor number.
    let serial: UInt32
    /// The peer's address text, such as `127.0.0.1`.
    let remoteAddress: String
    /// The key the per-client limit counts by.
    let client: String
    private unowned let loop: LoopThread
    private let configuration: ServerConfiguration
    private var parser: RequestParser
    private var phase = Phase.awaitingFirst
    /// When the current phase began (for awaiting first: when accepted; for body: when the head ended).
    private var phaseStarted: ContinuousClock.Instant
    /// When the current request's first byte arrived, for the access log.
    private var requestStarted: ContinuousClock.Instant
    private var lastWriteProgress: ContinuousClock.Instant
    private var pending: Pending?
    private var outbound: [[UInt8]] = []
    private var outboundOffset = 0
    private var served = 0
    private var closesAfterWrite = false
    private var discarded = 0

    /// Whether the socket may have bytes to read (edge-triggered readiness not yet used up).
    var readable = false
    /// Whether the socket may take bytes.
    var writable = true
    /// The deadline of the loop's live heap entry for this connection, or `nil`.
    var scheduledDeadline: ContinuousClock.Instant?
    /// Numbers the loop's heap entries for this connection, so a stale entry is recognized.
    var timerEntry: UInt32 = 0

    /// Reads and writes per ``advance()`` before the connection lets the other connections of its loop go first.
    private static let ioBudget = 16
    /// Bodies up to this size are copied behind the head and sent in one write; larger ones are sent from the
    /// handler's array.
    private static let coalescedBodyBytes = 16_384
    /// The longest a connection lingers after its last response (RFC 9112 §9.6) and the most it discards.
    private static let lingerTime = Duration.seconds(2)
    private static let lingerBytes = 1 << 20
    /// How long a connection that has sent nothing yet may still start a request once the server stops.
    private static let stopGrace = Duration.milliseconds(500)
    private static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    init(descriptor: Int32, serial: UInt32, remoteAddress: String, client: String, loop: LoopThread) {
        self.descriptor = descriptor
        self.serial = serial
        self.remoteAddress = remoteAddress
        self.client = client
        self.loop = loop
        self.configuration = loop.configuration
        self.parser = RequestParser(limits: loop.configuration.requestLimits)
        let now = loop.now
        phaseStarted = now
        requestStarted = now
        lastWriteProgress = now
    }

    /// Whether the connection is still open.
    var isOpen: Bool { phase != .closed }

    /// When the current phase must end, or `nil` while a handler runs.
    var deadline: ContinuousClock.Instant? {
        switch phase {
        case .awaitingFirst:
            let normal = phaseStarted + configuration.requestHeadTimeout
            guard let stopBegan = loop.stopBegan else { return normal }
            return min(normal, stopBegan + Self.stopGrace)
        case .idle: return phaseStarted + configuration.keepAliveTimeout
        case .head: return phaseStarted + configuration.requestHeadTimeout
        case .body:
            guard case .body(let received) = parser.progress else { return phaseStarted }
            let rate = Double(max(1, configuration.minimumBodyRate))
            return phaseStarted + configuration.bodyTimeout + .seconds(Double(received) / rate)
        case .writing: return lastWriteProgress + configuration.writeTimeout
        case .lingering: return phaseStarted + min(Self.lingerTime, configuration.requestHeadTimeout)
        case .handling, .closed: return nil
        }
    }

    // MARK: Driving

    /// Does all the work the connection's state and readiness allow: parse, read, write, linger.
    func advance() {
        var budget = Self.ioBudget
        while budget > 0 {
            switch phase {
            case .closed, .handling:
                return
            case .writing:
                guard flush() else { return close() }
                guard outbound.isEmpty else { return }
                outbound = []
                if closesAfterWrite {
                    beginLingering()
                } else if loop.isStopping {
                    return close()
                } else {
                    enter(.idle)
                }
            case .lingering:
                guard readable else { return }
                budget -= 1
                switch Platform.receive(descriptor, into: &loop.scratch) {
                case .bytes(let count):
                    discarded += count
                    if discarded > Self.lingerBytes { return close() }
                case .wouldBlock:
                    readable = false
                    return
                case .endOfStream, .failed:
                    return close()
                }
            case .awaitingFirst, .idle, .head, .body:
                switch parser.next() {
                case .request(var request):
                    request.remoteAddress = remoteAddress
                    return dispatch(request)
                case .failure(let error):
                    answer(error)
                    continue
                case .incomplete:
                    break
                }
                noteProgress()
                if parser.takeContinueRequest() {
                    outbound.append(Self.continueBytes)
                    guard flush() else { return close() }
                }
                guard readable else { return }
                budget -= 1
                switch Platform.receive(descriptor, into: &loop.scratch) {
                case .bytes(let count):
                    parser.append(loop.scratch[0..<count])
                case .wouldBlock:
                    readable = false
                    return
                case .endOfStream, .failed:
                    // The client went away or half-closed without completing a request: nothing to answer.
                    return close()
                }
            }
        }
        loop.deferAdvance(self)
    }

    /// Takes the handler's response for the request in progress and starts writing it.
    func respond(with response: HTTPResponse) {
        guard phase == .handling, let request = pending else { return }
        pending = nil
        served += 1
        let keepAlive =
            request.wantsKeepAlive && !response.asksToClose && !loop.isStopping
            && served < configuration.maxRequestsPerConnection
        let disposition: HTTPResponse.ConnectionDisposition =
            keepAlive ? (request.version == .http1_0 ? .keepAliveExplicit : .keepAliveDefault) : .close
        queue(
            response, includeBody: request.method != "HEAD", connection: disposition, requestLine: request.requestLine)
        closesAfterWrite = !keepAlive
        advance()
    }

    /// Acts on a passed deadline: 408 while a request is expected or arriving, else close.
    func deadlinePassed() {
        switch phase {
        case .awaitingFirst where loop.isStopping:
            close()
        case .awaitingFirst, .head, .body:
            let what =
                phase == .body
                ? "The body did not arrive within \(configuration.bodyTimeout) plus one second per "
                    + "\(configuration.minimumBodyRate) bytes."
                : "The request head did not arrive completely within \(configuration.requestHeadTimeout)."
            answer(RequestError(status: .requestTimeout, message: what))
            advance()
        case .idle, .writing, .lingering:
            close()
        case .handling, .closed:
            break
        }
    }

    /// Begins a graceful stop for this connection: an idle one is closed, unless a request already waits in the
    /// socket; one that has sent nothing yet gets a short grace to start; the others finish their request and
    /// are closed after its response.
    func stopGracefully() {
        switch phase {
        case .idle:
            readable = true
            advance()
            if phase == .idle { close() }
        case .awaitingFirst:
            readable = true
            advance()
        default:
            break
        }
    }

    /// Closes the socket and leaves the loop.
    func close() {
        guard phase != .closed else { return }
        phase = .closed
        outbound = []
        Platform.closeDescriptor(descriptor)
        loop.forget(self)
    }

    // MARK: Steps

    private func enter(_ next: Phase) {
        phase = next
        phaseStarted = loop.now
    }

    /// Moves from awaiting or idle to head, and from head to body, as the parser reports.
    private func noteProgress() {
        switch (phase, parser.progress) {
        case (.awaitingFirst, .head):
            phase = .head  // The first request's head deadline counts from the accept.
            requestStarted = loop.now
        case (.idle, .head):
            enter(.head)
            requestStarted = loop.now
        case (.awaitingFirst, .body), (.idle, .body), (.head, .body):
            if phase != .head { requestStarted = loop.now }
            enter(.body)
        default:
            break
        }
    }

    private func dispatch(_ request: HTTPRequest) {
        if phase == .awaitingFirst || phase == .idle { requestStarted = loop.now }
        pending = Pending(
            method: request.method,
            requestLine: "\(request.method) \(request.target) \(request.version)",
            version: request.version,
            wantsKeepAlive: request.wantsKeepAlive
        )
        phase = .handling
        guard loop.submit(request, for: self) else {
            var busy = HTTPResponse.text(
                "The server is busy. Try again in a second.\n", status: .serviceUnavailable)
            busy.headers["Retry-After"] = "1"
            pending = nil
            queue(busy, includeBody: request.method != "HEAD", connection: .close, requestLine: nil)
            closesAfterWrite = true
            return advance()
        }
    }

    /// Queues an answer to a request that cannot be served, to be followed by a close.
    private func answer(_ error: RequestError) {
        queue(
            HTTPResponse.text(error.message + "\n", status: error.status), includeBody: true, connection: .close,
            requestLine: nil)
        closesAfterWrite = true
    }

    /// Renders a response into the outbound queue, logs it and enters the writing phase.
    private func queue(
        _ response: HTTPResponse, includeBody: Bool, connection: HTTPResponse.ConnectionDisposition,
        requestLine: String?
    ) {
        let date = loop.httpDate()
        var head = response.wireHead(connection: connection, date: date.text, serverName: configuration.serverName)
        let sendsBody = includeBody && response.carriesBody && !response.body.isEmpty
        if sendsBody, response.body.count <= Self.coalescedBodyBytes {
            head.append(contentsOf: response.body)
            outbound.append(head)
        } else {
            outbound.append(head)
            if sendsBody { outbound.append(response.body) }
        }
        loop.log(
            AccessLogEntry(
                remoteAddress: remoteAddress, requestLine: requestLine, status: response.status.code,
                bodyBytes: sendsBody ? response.body.count : 0, duration: loop.now - requestStarted,
                time: date.time))
        phase = .writing
        lastWriteProgress = loop.now
    }

    /// Writes queued bytes until done or the socket is full.
    ///
    /// - Returns: `false` when the peer is gone.
    private func flush() -> Bool {
        while let first = outbound.first {
            guard writable else { return true }
            switch Platform.send(descriptor, first, from: outboundOffset) {
            case .bytes(let count):
                outboundOffset += count
                lastWriteProgress = loop.now
                if outboundOffset >= first.count {
                    outbound.removeFirst()
                    outboundOffset = 0
                }
            case .wouldBlock:
                writable = false
                return true
            case .endOfStream, .failed:
                return false
            }
        }
        return true
    }

    /// Half-closes and reads what the client still sends for a moment, so that closing does not reset the
    /// connection before the client has read the response (RFC 9112 §9.6).
    private func beginLingering() {
        Platform.shutdownWriting(descriptor)
        parser = RequestParser(limits: configuration.requestLimits)
        enter(.lingering)
    }
}
