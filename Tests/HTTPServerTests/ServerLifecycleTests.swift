import ConcurrencyPrimitives
import Foundation
import Testing

@testable import HTTPServer

@Suite("Server start, shutdown and signals")
struct ServerLifecycleTests {
    @Test("Shutdown lets the request in progress finish, closes idle connections and stops accepting")
    func gracefulShutdown() throws {
        let gate = Gate()
        let (server, port) = try startServer(handler: { request in
            if request.path == "/slow" { gate.pass() }
            return .text("finished \(request.path)")
        })
        let idle = try #require(TestClient(port: port))
        idle.send(get("/quick"))
        #expect(try #require(idle.readResponse()).status == 200)
        let inFlight = try #require(TestClient(port: port))
        inFlight.send(get("/slow"))
        #expect(eventually { gate.entered == 1 })

        let shutdownDone = Locked(false)
        Thread.detachNewThread {
            server.shutdown(gracePeriod: .seconds(20))
            shutdownDone.withLock { $0 = true }
        }
        #expect(idle.isClosedByServer())
        #expect(eventually { TestClient(port: port) == nil })
        #expect(!shutdownDone.withLock { $0 })
        gate.open()
        let response = try #require(inFlight.readResponse())
        #expect(response.body == "finished /slow")
        #expect(response.headers["Connection"] == "close")
        #expect(eventually { shutdownDone.withLock { $0 } })
        server.waitUntilStopped()
        #expect(server.port == port)
    }

    @Test("Shutdown after the grace period closes a connection whose request never completes")
    func gracePeriodEnds() throws {
        let (server, port) = try startServer(configure: { $0.requestHeadTimeout = .seconds(60) })
        let partial = try #require(TestClient(port: port))
        partial.send("GET /never HTTP/1.1\r\nHost: t\r\n")
        #expect(eventually { server.port != nil && partial.hasNothingPending })
        Thread.sleep(forTimeInterval: 0.1)
        let started = ContinuousClock.now
        server.shutdown(gracePeriod: .milliseconds(200))
        let waited = ContinuousClock.now - started
        // The unfinished request holds the shutdown for the whole grace period, and no longer.
        #expect(waited >= .milliseconds(190), "returned before the grace period ended: \(waited)")
        #expect(waited < .seconds(5), "waited past the grace period: \(waited)")
        #expect(partial.isClosedByServer(within: 2))
        #expect(partial.readResponse(within: 1) == nil, "closed without an answer")
        server.waitUntilStopped()
    }

    @Test("A port in use is an error that names host and port")
    func portInUse() throws {
        let (server, port) = try startServer()
        defer { stop(server) }
        let second = Server(configuration: ServerConfiguration(host: "127.0.0.1", port: port), handler: echoHandler)
        #expect {
            try second.start()
        } throws: { error in
            guard let error = error as? ServerError else { return false }
            return error.kind == .addressInUse && error.address == "127.0.0.1:\(port)"
                && error.message.contains("127.0.0.1:\(port)") && error.message.contains("already in use")
        }
    }

    @Test("Bad hosts and a second start are errors that say what to do")
    func startErrors() throws {
        let named = Server(configuration: ServerConfiguration(host: "example.com", port: 0), handler: echoHandler)
        #expect(throws: ServerError.self) { try named.start() }
        do {
            try named.start()
        } catch {
            #expect(error.kind == .invalidAddress)
            #expect(error.message.contains("example.com:0"))
            #expect(error.message.contains("127.0.0.1:8080"))
        }
        let (server, _) = try startServer()
        defer { stop(server) }
        #expect(throws: ServerError.self) { try server.start() }
    }

    /// Whether the machine has the IPv6 loopback address, asked of the system rather than of the
    /// server under test: on Linux, `::1` on `lo` in /proc/net/if_inet6; elsewhere assumed.
    static let hasIPv6Loopback: Bool = {
        #if os(Linux)
        let interfaces = (try? String(contentsOfFile: "/proc/net/if_inet6", encoding: .utf8)) ?? ""
        return interfaces.split(separator: "\n").contains { $0.hasPrefix("00000000000000000000000000000001 ") }
        #else
        return true
        #endif
    }()

    @Test("IPv6 loopback works where the machine has it", .enabled(if: hasIPv6Loopback, "no ::1 on this machine"))
    func ipv6Loopback() throws {
        var configuration = ServerConfiguration(host: "::1", port: 0)
        configuration.now = fixedNow
        let server = Server(configuration: configuration, handler: echoHandler)
        let port = try server.start()
        defer { stop(server) }
        let client = try #require(TestClient(port: port, host: "::1"))
        client.send(get("/six"))
        #expect(try #require(client.readResponse()).body == "GET /six q[] f[] b0 ::1")
    }

    @Test("Shutdown before start returns at once and changes nothing: the server still starts")
    func shutdownBeforeStart() throws {
        let server = Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0), handler: echoHandler)
        let started = ContinuousClock.now
        server.shutdown(gracePeriod: .seconds(20))
        server.waitUntilStopped()
        #expect(ContinuousClock.now - started < .seconds(2), "nothing to drain, so no grace period to wait")
        #expect(server.port == nil)
        #expect(server.connectionCapacity == nil)
        let port = try server.start()
        defer { stop(server) }
        #expect(server.port == port)
        let client = try #require(TestClient(port: port))
        client.send(get("/after"))
        #expect(try #require(client.readResponse()).body.hasPrefix("GET /after "))
    }

    @Test("A second shutdown with a shorter grace period ends the first one's wait; a stopped server stays stopped")
    func shutdownTwice() throws {
        let gate = Gate()
        let (server, port) = try startServer(handler: { request in
            gate.pass()
            return .text("finished \(request.path)")
        })
        let inFlight = try #require(TestClient(port: port))
        inFlight.send(get("/slow"))
        #expect(eventually { gate.entered == 1 })

        let firstDone = Locked(false)
        Thread.detachNewThread {
            server.shutdown(gracePeriod: .seconds(20))
            firstDone.withLock { $0 = true }
        }
        #expect(eventually { TestClient(port: port) == nil }, "the first call stops accepting")
        #expect(!firstDone.withLock { $0 }, "the first call waits for the request in progress")

        let started = ContinuousClock.now
        server.shutdown(gracePeriod: .zero)
        #expect(ContinuousClock.now - started < .seconds(5), "the second call does not wait for the first's period")
        #expect(inFlight.isClosedByServer(within: 5))
        #expect(inFlight.readResponse(within: 1) == nil, "the request in progress is cut off without an answer")
        #expect(eventually(within: 5) { firstDone.withLock { $0 } }, "the first call returns with the second")

        // Once stopped: another shutdown returns at once, the port is still reported, and no second start.
        let again = ContinuousClock.now
        server.shutdown(gracePeriod: .seconds(20))
        #expect(ContinuousClock.now - again < .seconds(2))
        #expect(server.port == port)
        #expect(TestClient(port: port) == nil)
        #expect {
            try server.start()
        } throws: { error in
            (error as? ServerError)?.kind == .alreadyStarted
        }
        gate.open()
        server.waitUntilStopped()
    }
}

@Suite("Signal handling", .serialized)
struct SignalHandlingTests {
    @Test("SIGHUP calls the reload callback")
    func reload() {
        let reloads = Locked(0)
        let stops = Locked<[SignalHandling.Signal]>([])
        let signals = SignalHandling(
            onStop: { signal in stops.withLock { $0.append(signal) } },
            onReload: { reloads.withLock { $0 += 1 } }
        )
        Platform.raiseSignal(SignalHandling.Signal.hangUp.number)
        #expect(eventually { reloads.withLock { $0 } == 1 })
        #expect(stops.withLock { $0 }.isEmpty)
        signals.cancel()
    }

    @Test("SIGTERM shuts a server down gracefully")
    func terminate() throws {
        let (server, port) = try startServer()
        let signals = SignalHandling.stopping(server, gracePeriod: .seconds(2), onReload: {})
        Platform.raiseSignal(SignalHandling.Signal.terminate.number)
        #expect(eventually { TestClient(port: port) == nil })
        server.waitUntilStopped()
        signals.cancel()
        #expect(SignalHandling.Signal.allCases.map(\.description) == ["SIGINT", "SIGTERM", "SIGHUP"])
    }
}
