import ConcurrencyPrimitives
import Foundation
import HTTPMessage

@testable import HTTPServer

/// A response as the test client read it.
struct TestResponse {
    var status: Int
    var headers: HTTPHeaders
    var body: String
}

/// A raw TCP client for socket tests: sends exact bytes and reads responses with generous deadlines.
final class TestClient {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to the server, or returns `nil` when the connection is refused.
    ///
    /// - Parameters:
    ///   - port: The server's port.
    ///   - host: The server's address.
    ///   - source: The local address to connect from, such as `127.0.0.2` (any loopback address works on Linux).
    ///   - receiveBuffer: A small kernel receive buffer, to play a slow reader.
    init?(port: Int, host: String = "127.0.0.1", source: String? = nil, receiveBuffer: Int32? = nil) {
        guard let address = SocketAddress(host: host, port: port) else { return nil }
        let fd = Platform.makeStreamSocket(family: address.family)
        guard fd >= 0 else { return nil }
        if let receiveBuffer { Platform.setReceiveBufferSize(fd, bytes: receiveBuffer) }
        if let source, let local = SocketAddress(host: source, port: 0), Platform.bindSocket(fd, to: local) != nil {
            Platform.closeDescriptor(fd)
            return nil
        }
        guard Platform.connectSocket(fd, to: address) == nil else {
            Platform.closeDescriptor(fd)
            return nil
        }
        Platform.prepareConnection(fd)
        descriptor = fd
    }

    deinit {
        Platform.closeDescriptor(descriptor)
    }

    /// Sends all bytes; `false` when the server closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        let deadline = ContinuousClock.now + .seconds(20)
        while offset < bytes.count {
            switch Platform.send(descriptor, bytes, from: offset) {
            case .bytes(let count): offset += count
            case .wouldBlock:
                guard ContinuousClock.now < deadline else { return false }
                _ = Platform.waitUntilReady([(descriptor, .writable)], timeoutMilliseconds: 100)
            case .endOfStream, .failed: return false
            }
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads more bytes into the buffer; `false` at end of stream, error or deadline.
    private func fill(before deadline: ContinuousClock.Instant, upTo count: Int = 65_536) -> Bool {
        var scratch = [UInt8](repeating: 0, count: count)
        while ContinuousClock.now < deadline {
            _ = Platform.waitUntilReady([(descriptor, .readable)], timeoutMilliseconds: 100)
            switch Platform.receive(descriptor, into: &scratch) {
            case .bytes(let count):
                buffer.append(contentsOf: scratch[0..<count])
                return true
            case .wouldBlock: continue
            case .endOfStream, .failed: return false
            }
        }
        return false
    }

    /// Reads one response (head and Content-Length body; no body when `bodyExpected` is false).
    func readResponse(bodyExpected: Bool = true, within seconds: Int = 20) -> TestResponse? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.indices.first { buffer[$0...].starts(with: separator) }
            if headEnd == nil, !fill(before: deadline) { return nil }
        }
        guard let end = headEnd else { return nil }
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(name: String(line[..<colon]), value: String(line[line.index(after: colon)...].trimmingSpaces()))
        }
        let length = bodyExpected ? Int(headers["Content-Length"] ?? "0") ?? 0 : 0
        let bodyStart = end + separator.count
        while buffer.count < bodyStart + length {
            if !fill(before: deadline) { return nil }
        }
        let body = String(decoding: buffer[bodyStart..<bodyStart + length], as: UTF8.self)
        buffer.removeSubrange(0..<bodyStart + length)
        return TestResponse(status: status, headers: headers, body: body)
    }

    /// Whether the server closes the connection (end of stream or reset) within the time, discarding any bytes.
    func isClosedByServer(within seconds: Int = 20) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var scratch = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            _ = Platform.waitUntilReady([(descriptor, .readable)], timeoutMilliseconds: 100)
            switch Platform.receive(descriptor, into: &scratch) {
            case .bytes(let count): buffer.append(contentsOf: scratch[0..<count])
            case .wouldBlock: continue
            case .endOfStream, .failed: return true
            }
        }
        return false
    }

    /// Reads whatever arrives within the time, up to `count` bytes, and returns it (for slow readers).
    func readSome(upTo count: Int, within milliseconds: Int = 1000) -> [UInt8] {
        if buffer.isEmpty { _ = fill(before: ContinuousClock.now + .milliseconds(milliseconds), upTo: count) }
        let taken = Array(buffer.prefix(count))
        buffer.removeFirst(taken.count)
        return taken
    }

    /// Bytes read but not yet taken by ``readResponse(bodyExpected:within:)``.
    var unreadByteCount: Int { buffer.count }

    /// Whether nothing has arrived (no bytes, no close) so far.
    var hasNothingPending: Bool {
        buffer.isEmpty && Platform.waitUntilReady([(descriptor, .readable)], timeoutMilliseconds: 0) == .timedOut
    }
}

/// Polls a condition every 20 ms until it holds or the time is up.
func eventually(within seconds: Double = 20, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}

/// A one-shot gate a handler can wait on, so a test controls when a request finishes.
final class Gate: Sendable {
    private let state = Locked((entered: 0, open: false))

    /// Called by the handler: records entry, then waits until the test opens the gate (at most 30 s).
    func pass() {
        state.withLock { $0.entered += 1 }
        _ = eventually(within: 30) { state.withLock { $0.open } }
    }

    var entered: Int { state.withLock { $0.entered } }

    func open() { state.withLock { $0.open = true } }
}

/// Collects access log lines.
final class LogLines: Sendable {
    private let lines = Locked<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}
