import ConcurrencyPrimitives
import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite("Server under slow, many and hostile clients")
struct ServerConcurrencyTests {
    @Test("A slow client gets 408 while another client is served")
    func slowClient() throws {
        let log = LogLines()
        let (server, port) = try startServer(log: log, configure: { $0.workerCount = 2 })
        defer { stop(server) }
        let slow = try #require(TestClient(port: port))
        slow.send("GET /slow HT")
        let fast = try #require(TestClient(port: port))
        fast.send(get("/fast"))
        let served = try #require(fast.readResponse())
        #expect(served.body.hasPrefix("GET /fast "))
        let timedOut = try #require(slow.readResponse())
        #expect(timedOut.status == 408)
        #expect(timedOut.headers["Connection"] == "close")
        #expect(slow.isClosedByServer())
        #expect(eventually { log.all.contains { $0.contains(#""-" 408 "#) } })
    }

    @Test("A client that connects and sends nothing gets 408; an idle keep-alive connection is closed quietly")
    func silentClients() throws {
        let (server, port) = try startServer(configure: { $0.keepAliveTimeout = .milliseconds(300) })
        defer { stop(server) }
        let silent = try #require(TestClient(port: port))
        #expect(try #require(silent.readResponse()).status == 408)
        let idle = try #require(TestClient(port: port))
        idle.send(get("/once"))
        #expect(try #require(idle.readResponse()).status == 200)
        #expect(idle.isClosedByServer())
        #expect(idle.unreadByteCount == 0)
    }

    @Test("Twenty-four concurrent clients are all served by four workers")
    func concurrentClients() throws {
        let (server, port) = try startServer(configure: { $0.workerCount = 4 })
        defer { stop(server) }
        let results = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            for round in 0..<3 {
                guard let client = TestClient(port: port) else {
                    results.withLock { $0.append("connect failed \(index)") }
                    continue
                }
                client.send(get("/c\(index)-\(round)", "Connection: close\r\n"))
                let body = client.readResponse()?.body ?? "no response"
                results.withLock { $0.append(body) }
            }
        }
        let bodies = results.withLock { $0 }
        #expect(bodies.count == 72)
        let expected = (0..<24).flatMap { index in (0..<3).map { "GET /c\(index)-\($0) q[] f[] b0 127.0.0.1" } }
        #expect(Set(bodies) == Set(expected))
    }

    @Test("Concurrent keep-alive clients each get their own answers", arguments: [8])
    func concurrentKeepAlive(clients: Int) throws {
        let (server, port) = try startServer(configure: { $0.workerCount = clients })
        defer { stop(server) }
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: clients) { index in
            guard let client = TestClient(port: port) else {
                failures.withLock { $0 += 1 }
                return
            }
            for round in 0..<10 {
                client.send(get("/k\(index)?r=\(round)"))
                if client.readResponse()?.body != "GET /k\(index) q[r=\(round)] f[] b0 127.0.0.1" {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }

    @Test("Binary garbage is refused and the server keeps serving", arguments: 1...8)
    func garbage(seed: UInt64) throws {
        let (server, port) = try startServer()
        defer { stop(server) }
        var generator = SeededGenerator(seed: seed)
        let bytes = (0..<2048).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let hostile = try #require(TestClient(port: port))
        hostile.send(bytes)
        let refused = try #require(hostile.readResponse())
        #expect([400, 414, 505].contains(refused.status), "seed \(seed)")
        #expect(hostile.isClosedByServer())
        let polite = try #require(TestClient(port: port))
        polite.send(get("/ok"))
        #expect(try #require(polite.readResponse()).status == 200)
    }

    @Test("When every handler thread is busy and the queue is full, a request gets 503 at once")
    func fullPool() throws {
        let gate = Gate()
        let (server, port) = try startServer(
            handler: { request in
                if request.path == "/hold" { gate.pass() }
                return .text("done")
            },
            configure: {
                $0.workerCount = 1
                $0.maxQueuedRequests = 0
            }
        )
        defer { stop(server) }
        let holder = try #require(TestClient(port: port))
        holder.send(get("/hold"))
        #expect(eventually { gate.entered == 1 })
        let refused = try #require(TestClient(port: port))
        refused.send(get("/other"))
        let response = try #require(refused.readResponse())
        #expect(response.status == 503)
        #expect(response.headers["Retry-After"] == "1")
        #expect(response.headers["Connection"] == "close")
        gate.open()
        #expect(try #require(holder.readResponse()).body == "done")
    }

    @Test("Idle keep-alive connections hold no handler thread: one thread serves many open connections")
    func idleConnectionsHoldNoThread() throws {
        let (server, port) = try startServer(configure: { $0.workerCount = 1 })
        defer { stop(server) }
        let idle = try (0..<5).map { index in
            let client = try #require(TestClient(port: port))
            client.send(get("/first\(index)"))
            #expect(try #require(client.readResponse()).status == 200)
            return client
        }
        let waiting = try #require(TestClient(port: port))
        waiting.send(get("/second"))
        #expect(try #require(waiting.readResponse(within: 2)).body.hasPrefix("GET /second "))
        for (index, client) in idle.enumerated() {
            client.send(get("/again\(index)"))
            #expect(try #require(client.readResponse(within: 2)).body.hasPrefix("GET /again\(index) "))
        }
    }
}
