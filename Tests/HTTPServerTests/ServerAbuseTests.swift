import ConcurrencyPrimitives
import Foundation
import HTTPMessage
import Testing

@testable import HTTPServer

/// Deadlines, limits, ordering and back-pressure over real loopback sockets, with short deadlines so that no
/// test waits more than about two seconds.
@Suite("Server under idle, slow and greedy clients")
struct ServerAbuseTests {
    @Test("A client that sends one header line at a time gets 408 when the head deadline passes")
    func headDeadline() throws {
        let (server, port) = try startServer(configure: { $0.requestHeadTimeout = .milliseconds(300) })
        defer { stop(server) }
        let slow = try #require(TestClient(port: port))
        let started = ContinuousClock.now
        slow.send("GET /slow HTTP/1.1\r\nHost: t\r\n")
        var line = 0
        while slow.hasNothingPending, ContinuousClock.now - started < .seconds(2) {
            line += 1
            slow.send("X-Line-\(line): a\r\n")
            Thread.sleep(forTimeInterval: 0.05)
        }
        let elapsed = ContinuousClock.now - started
        let response = try #require(slow.readResponse(within: 2))
        #expect(response.status == 408)
        #expect(response.headers["Connection"] == "close")
        #expect(elapsed >= .milliseconds(280), "not before the deadline: \(elapsed)")
        #expect(elapsed < .milliseconds(1500), "soon after it: \(elapsed)")
        #expect(slow.isClosedByServer(within: 2))
    }

    @Test("A body slower than the minimum rate gets 408; one at a good rate is served")
    func bodyRate() throws {
        let (server, port) = try startServer(configure: {
            $0.requestHeadTimeout = .seconds(5)
            $0.bodyTimeout = .milliseconds(200)
            $0.minimumBodyRate = 100
        })
        defer { stop(server) }
        // 50 bytes per second: the deadline (0.2 s + received / 100 B/s) is overtaken after about 0.4 s.
        let slow = try #require(TestClient(port: port))
        slow.send("POST /slow HTTP/1.1\r\nHost: t\r\nContent-Length: 1000\r\n\r\n")
        let started = ContinuousClock.now
        while slow.hasNothingPending, ContinuousClock.now - started < .seconds(2) {
            slow.send("12345")
            Thread.sleep(forTimeInterval: 0.1)
        }
        let refused = try #require(slow.readResponse(within: 2))
        #expect(refused.status == 408)
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(350) && elapsed < .milliseconds(1500), "\(elapsed)")
        // 500 bytes per second stays ahead of the deadline all the way.
        let steady = try #require(TestClient(port: port))
        steady.send("POST /steady HTTP/1.1\r\nHost: t\r\nContent-Length: 300\r\n\r\n")
        for _ in 0..<6 {
            steady.send(String(repeating: "x", count: 50))
            Thread.sleep(forTimeInterval: 0.1)
        }
        let served = try #require(steady.readResponse(within: 2))
        #expect(served.status == 200)
        #expect(served.body.hasPrefix("POST /steady q[] f[] b300 "))
    }

    @Test("Beyond maxConnections a new connection gets 503 at accept; closing one frees its slot")
    func totalLimit() throws {
        let (server, port) = try startServer(configure: {
            $0.maxConnections = 3
            $0.requestHeadTimeout = .seconds(5)
        })
        defer { stop(server) }
        #expect(server.connectionCapacity == 3)
        var holders = try (0..<3).map { _ in try #require(TestClient(port: port)) }
        for holder in holders {
            holder.send(get("/held"))
            #expect(try #require(holder.readResponse(within: 2)).status == 200)
        }
        let refused = try #require(TestClient(port: port))
        let answer = try #require(refused.readResponse(within: 2), "answered without sending anything")
        #expect(answer.status == 503)
        #expect(answer.headers["Retry-After"] == "1")
        #expect(answer.body.contains("connection limit"))
        #expect(refused.isClosedByServer(within: 2))
        holders.removeFirst()  // Closes it.
        #expect(
            eventually(within: 2) {
                guard let client = TestClient(port: port) else { return false }
                client.send(get("/freed"))
                return client.readResponse(within: 1)?.status == 200
            })
    }

    @Test("Beyond maxConnectionsPerClient one address is refused while another is served")
    func perClientLimit() throws {
        let (server, port) = try startServer(configure: {
            $0.maxConnectionsPerClient = 2
            $0.requestHeadTimeout = .seconds(5)
        })
        defer { stop(server) }
        let first = try #require(TestClient(port: port))
        let second = try #require(TestClient(port: port))
        for client in [first, second] {
            client.send(get("/mine"))
            #expect(try #require(client.readResponse(within: 2)).status == 200)
        }
        let third = try #require(TestClient(port: port))
        let refused = try #require(third.readResponse(within: 2))
        #expect(refused.status == 503)
        #expect(refused.body.contains("too many open connections"))
        // Linux routes all of 127.0.0.0/8 to loopback, so there the second source must connect;
        // elsewhere 127.0.0.2 may not exist, and the limit per client is all this test can check.
        #if os(Linux)
        let other = try #require(TestClient(port: port, source: "127.0.0.2"))
        #else
        guard let other = TestClient(port: port, source: "127.0.0.2") else { return }
        #endif
        other.send(get("/other"))
        let served = try #require(other.readResponse(within: 2))
        #expect(served.status == 200)
        #expect(served.body.hasSuffix(" 127.0.0.2"))
    }

    @Test("The last request a connection may carry is answered with Connection: close")
    func requestsPerConnection() throws {
        let (server, port) = try startServer(configure: { $0.maxRequestsPerConnection = 3 })
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        for index in 1...3 {
            client.send(get("/r\(index)"))
            let response = try #require(client.readResponse(within: 2))
            #expect(response.body.hasPrefix("GET /r\(index) "))
            #expect(response.headers["Connection"] == (index == 3 ? "close" : nil), "request \(index)")
        }
        #expect(client.isClosedByServer(within: 2))
    }

    @Test("Pipelined requests are answered in order even when earlier ones take longer")
    func pipeliningOrder() throws {
        let (server, port) = try startServer(
            handler: { request in
                let index = Int(request.path.dropFirst()) ?? 0
                Thread.sleep(forTimeInterval: Double(30 - index) * 0.001)
                return .text("answer \(index)")
            },
            configure: { $0.workerCount = 8 })
        defer { stop(server) }
        let client = try #require(TestClient(port: port))
        client.send((0..<30).map { get("/\($0)") }.joined())
        for index in 0..<30 {
            let response = try #require(client.readResponse(within: 2), "response \(index)")
            #expect(response.body == "answer \(index)")
        }
    }

    @Test("A large response reaches a slow reader whole, while the loop keeps serving others")
    func slowReader() throws {
        let size = 4 << 20
        let pattern = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) }
        let (server, port) = try startServer(
            handler: { request in
                request.path == "/big"
                    ? HTTPResponse(headers: ["Content-Type": "application/octet-stream"], body: pattern)
                    : .text("small")
            },
            configure: { $0.eventLoopCount = 1 })
        defer { stop(server) }
        let reader = try #require(TestClient(port: port, receiveBuffer: 4096))
        reader.send(get("/big"))
        Thread.sleep(forTimeInterval: 0.2)  // The server fills the socket and waits for it to drain.
        let other = try #require(TestClient(port: port))
        other.send(get("/small"))
        #expect(try #require(other.readResponse(within: 1)).body == "small", "the one loop is not blocked")
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            received.append(contentsOf: reader.readSome(upTo: 65_536, within: 500))
            if let end = headEnd(received), received.count - end >= size { break }
        }
        let end = try #require(headEnd(received))
        #expect(String(decoding: received[..<end], as: UTF8.self).contains("Content-Length: \(size)"))
        #expect(received.count - end == size)
        #expect(Array(received[end...]) == pattern, "every byte in order")
    }

    @Test("A client that stops reading a large response is dropped after the write timeout")
    func writeTimeout() throws {
        let body = [UInt8](repeating: 0x61, count: 32 << 20)
        let (server, port) = try startServer(
            handler: { _ in HTTPResponse(body: body) },
            configure: { $0.writeTimeout = .milliseconds(300) })
        defer { stop(server) }
        let reader = try #require(TestClient(port: port, receiveBuffer: 4096))
        reader.send(get("/huge"))
        Thread.sleep(forTimeInterval: 1)
        #expect(reader.isClosedByServer(within: 3), "the connection was dropped")
        #expect(reader.unreadByteCount < body.count, "before the whole body: \(reader.unreadByteCount) bytes")
    }

    @Test("Hundreds of idle and slow connections do not delay an ordinary request")
    func idleAndSlowCrowd() throws {
        let (server, port) = try startServer(configure: {
            $0.workerCount = 1
            $0.requestHeadTimeout = .seconds(5)
            $0.maxConnectionsPerClient = 0  // All from 127.0.0.1; they stand for many clients.
        })
        defer { stop(server) }
        let idle = (0..<300).compactMap { _ in TestClient(port: port) }
        let slow = (0..<50).compactMap { _ in TestClient(port: port) }
        #expect(idle.count == 300 && slow.count == 50)
        for client in slow { client.send("GET / HTTP/1.1\r\nHost: t\r\n") }
        for round in 0..<5 {
            for client in slow { client.send("X-Round-\(round): a\r\n") }
            let started = ContinuousClock.now
            let ordinary = try #require(TestClient(port: port))
            ordinary.send(get("/ordinary", "Connection: close\r\n"))
            let response = try #require(ordinary.readResponse(within: 2))
            #expect(response.status == 200)
            #expect(ContinuousClock.now - started < .milliseconds(500), "round \(round)")
        }
        #expect(idle.allSatisfy { $0.hasNothingPending }, "idle clients are still open and untouched")
    }

    @Test("Graceful stop answers every request in flight with Connection: close, then refuses connections")
    func gracefulDrain() throws {
        let gate = Gate()
        let (server, port) = try startServer(
            handler: { request in
                gate.pass()
                return .text("finished \(request.path)")
            },
            configure: { $0.workerCount = 4 })
        let clients = try (0..<3).map { index in
            let client = try #require(TestClient(port: port))
            client.send(get("/flight\(index)"))
            return client
        }
        #expect(eventually(within: 2) { gate.entered == 3 })
        let stopped = Locked(false)
        Thread.detachNewThread {
            server.shutdown(gracePeriod: .seconds(5))
            stopped.withLock { $0 = true }
        }
        #expect(eventually(within: 2) { TestClient(port: port) == nil }, "the listener is closed")
        #expect(!stopped.withLock { $0 }, "still draining")
        gate.open()
        for (index, client) in clients.enumerated() {
            let response = try #require(client.readResponse(within: 2))
            #expect(response.body == "finished /flight\(index)")
            #expect(response.headers["Connection"] == "close")
        }
        #expect(eventually(within: 3) { stopped.withLock { $0 } })
        server.waitUntilStopped()
    }

    /// Where the body starts: the index after the head's blank line.
    private func headEnd(_ bytes: [UInt8]) -> Int? {
        let separator = Array("\r\n\r\n".utf8)
        guard bytes.count >= separator.count else { return nil }
        for index in 0...(bytes.count - separator.count) where bytes[index..<index + 4].elementsEqual(separator) {
            return index + 4
        }
        return nil
    }
}
