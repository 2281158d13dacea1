import ConcurrencyPrimitives
import Foundation
import HTTPMessage
import TestSupport
import Testing

@testable import HTTPServer

@Suite("Event loop parts without sockets: deadline heap, limits, handler pool, client keys")
struct EventLoopPartsTests {
    @Test(
        "The deadline heap pops entries in deadline order, like sorting does", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func heapMatchesSorting(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var heap = DeadlineHeap()
        var reference: [DeadlineHeap.Entry] = []
        let origin = ContinuousClock.now
        var now = origin
        var popped: [DeadlineHeap.Entry] = []
        var expected: [DeadlineHeap.Entry] = []
        for step in 0..<2000 {
            if Bool.random(using: &generator) || reference.isEmpty {
                let offset = Int.random(in: 0...5000, using: &generator)
                let entry = DeadlineHeap.Entry(
                    deadline: now + .milliseconds(offset), descriptor: Int32(step), token: UInt64(step))
                heap.push(entry)
                reference.append(entry)
            } else {
                now = now + .milliseconds(Int.random(in: 0...400, using: &generator))
                while let entry = heap.popDue(at: now) { popped.append(entry) }
                let due = reference.filter { $0.deadline <= now }
                reference.removeAll { $0.deadline <= now }
                expected.append(contentsOf: due.sorted { ($0.deadline, $0.token) < ($1.deadline, $1.token) })
            }
            #expect(heap.checkInvariants(), "seed \(seed), step \(step)")
            #expect(heap.count == reference.count)
        }
        // Equal deadlines may come out in any order: compare deadlines in order, and the sets of tokens.
        #expect(popped.map(\.deadline) == expected.map(\.deadline))
        #expect(Set(popped.map(\.token)) == Set(expected.map(\.token)))
        #expect(heap.earliest == reference.map(\.deadline).min())
    }

    @Test("An empty heap has no earliest deadline and pops nothing")
    func emptyHeap() {
        var heap = DeadlineHeap()
        #expect(heap.earliest == nil)
        #expect(heap.popDue(at: .now) == nil)
        let later = ContinuousClock.now + .seconds(10)
        heap.push(DeadlineHeap.Entry(deadline: later, descriptor: 3, token: 1))
        #expect(heap.popDue(at: .now) == nil, "not due yet")
        #expect(heap.popDue(at: later)?.token == 1)
    }

    /// A step: admit a client (expecting a refusal or none) or release one.
    enum LimitStep: Sendable, CustomTestStringConvertible {
        case admit(String, ConnectionLimits.Refusal?)
        case release(String)

        var testDescription: String {
            switch self {
            case .admit(let client, let refusal): "admit \(client) → \(refusal.map { "\($0)" } ?? "ok")"
            case .release(let client): "release \(client)"
            }
        }
    }

    static let limitCases: [(name: String, capacity: Int, perClient: Int, steps: [LimitStep])] = [
        (
            "per-client limit refuses the third from one address, not others", 10, 2,
            [
                .admit("a", nil), .admit("a", nil), .admit("a", .clientFull), .admit("b", nil),
                .release("a"), .admit("a", nil), .admit("a", .clientFull),
            ]
        ),
        (
            "total limit refuses everyone once full, and frees a slot on release", 3, 0,
            [
                .admit("a", nil), .admit("b", nil), .admit("a", nil), .admit("c", .serverFull),
                .release("b"), .admit("c", nil), .admit("d", .serverFull),
            ]
        ),
        (
            "a full server says so before the client's own limit", 2, 1,
            [.admit("a", nil), .admit("b", nil), .admit("a", .serverFull)]
        ),
    ]

    @Test("Connection limits count in total and per client", arguments: limitCases)
    func limits(_ example: (name: String, capacity: Int, perClient: Int, steps: [LimitStep])) {
        let limits = ConnectionLimits(capacity: example.capacity, perClient: example.perClient)
        var open: [String: Int] = [:]
        for step in example.steps {
            switch step {
            case .admit(let client, let refusal):
                #expect(limits.admit(client: client) == refusal, "\(example.name): \(step.testDescription)")
                if refusal == nil { open[client, default: 0] += 1 }
            case .release(let client):
                limits.release(client: client)
                open[client, default: 0] -= 1
            }
            #expect(limits.openCount == open.values.reduce(0, +), "\(example.name)")
        }
        if example.perClient > 0 {
            for (client, count) in open { #expect(limits.openCount(client: client) == count) }
        }
    }

    @Test("The handler pool queues up to its capacity, then refuses; every queued request is answered")
    func handlerPoolCapacity() {
        let gate = Gate()
        let pool = HandlerPool(
            handler: { request in
                if request.path == "/hold" { gate.pass() }
                return .text(request.path)
            },
            allowedMethods: ["GET"], capacity: 1)
        let group = DispatchGroup()
        pool.start(threads: 1, group: group)
        pool.waitUntilIdle(threads: 1)
        let replies = Locked<[String]>([])
        func job(_ method: String, _ path: String) -> HandlerPool.Job {
            HandlerPool.Job(request: HTTPRequest(method: method, target: path)) { response in
                replies.withLock {
                    $0.append("\(response.status.code) \(String(decoding: response.body, as: UTF8.self))")
                }
            }
        }
        #expect(pool.submit(job("GET", "/hold")))
        #expect(eventually(within: 2) { gate.entered == 1 })
        #expect(pool.submit(job("DELETE", "/queued")), "one request may wait")
        #expect(!pool.submit(job("GET", "/refused")), "a second waiting request is over the capacity")
        gate.open()
        #expect(eventually(within: 2) { replies.withLock { $0.count } == 2 })
        let answered = replies.withLock { $0 }
        #expect(answered.first == "200 /hold")
        #expect(answered.last?.hasPrefix("405 ") == true, "methods are checked before the handler")
        pool.close()
        #expect(group.wait(timeout: .now() + 2) == .success)
        #expect(!pool.submit(job("GET", "/late")))
    }

    static let clientKeys: [(host: String, key: String)] = [
        ("127.0.0.1", "127.0.0.1"),
        ("10.1.2.3", "10.1.2.3"),
        ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"),
        ("2001:db8:1:2::1", "2001:db8:1:2::/64"),
        ("::1", "0:0:0:0::/64"),
        ("::ffff:192.0.2.7", "192.0.2.7"),
    ]

    @Test("Clients are counted by IPv4 address or IPv6 /64", arguments: clientKeys)
    func clientKey(_ example: (host: String, key: String)) throws {
        let address = try #require(SocketAddress(host: example.host, port: 80))
        #expect(address.clientKey == example.key)
    }

    @Test("The parser reports idle, head and body progress and gives its buffer back between requests")
    func parserProgress() {
        var parser = RequestParser(limits: testLimits)
        #expect(parser.progress == .idle)
        parser.append("POST / HTTP/1.1\r\nHo".bytes)
        _ = parser.next()
        #expect(parser.progress == .head)
        parser.append("st: a\r\nContent-Length: 4\r\n\r\nab".bytes)
        _ = parser.next()
        #expect(parser.progress == .body(received: 2))
        parser.append("cdGET / HT".bytes)
        guard case .request(let request) = parser.next() else {
            Issue.record("expected the POST")
            return
        }
        #expect(request.body == "abcd".bytes)
        #expect(parser.progress == .head, "the pipelined request has begun")
        #expect(parser.bufferedByteCount == 8)
        parser.append("TP/1.1\r\nHost: a\r\n\r\n".bytes)
        guard case .request = parser.next() else {
            Issue.record("expected the GET")
            return
        }
        #expect(parser.progress == .idle)
        #expect(parser.bufferedByteCount == 0)
    }

    @Test("Poll timeouts round up to whole milliseconds and never go negative")
    func pollTimeouts() {
        #expect(EventLoop.milliseconds(.zero) == 0)
        #expect(EventLoop.milliseconds(.nanoseconds(1)) == 1)
        #expect(EventLoop.milliseconds(.milliseconds(1500)) == 1500)
        #expect(EventLoop.milliseconds(.microseconds(1500)) == 2)
        #expect(EventLoop.milliseconds(.milliseconds(-3)) == 0)
        #expect(EventLoop.milliseconds(.seconds(1_000_000_000)) == Int32.max)
    }
}
