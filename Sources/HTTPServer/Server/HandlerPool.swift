import ConcurrencyPrimitives
import Foundation
import HTTPMessage

/// A fixed set of handler threads fed by a bounded queue of complete requests.
///
/// Event loops never run the application: they ``submit(_:)`` a request with a `reply` callback, a handler
/// thread calls the ``HTTPHandler`` and passes the response to `reply`, which hands it back to the loop that
/// writes it. A slow handler therefore holds one handler thread, never a loop, and idle or slow clients hold
/// no thread at all.
final class HandlerPool: Sendable {
    /// One request to handle and where its response goes.
    struct Job: Sendable {
        /// The complete request.
        var request: HTTPRequest
        /// Called on the handler thread with the response.
        var reply: @Sendable (HTTPResponse) -> Void
    }

    private struct Queue: Sendable {
        var jobs: [Job] = []
        var head = 0
        var closed = false
        /// Threads waiting for a job.
        var idle = 0

        var waiting: Int { jobs.count - head }

        mutating func takeFirst() -> Job? {
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: jobs.count <= 64)
                head = 0
            }
            return job
        }
    }

    private let queue = Locked(Queue())
    private let capacity: Int
    private let handler: HTTPHandler
    private let allowedMethods: [String]?

    /// Creates a pool; no thread runs until ``start(threads:group:)``.
    ///
    /// - Parameters:
    ///   - handler: The application.
    ///   - allowedMethods: Methods passed to the handler; others get 405 here. `nil` passes every method.
    ///   - capacity: Most requests waiting for a thread.
    init(handler: @escaping HTTPHandler, allowedMethods: [String]?, capacity: Int) {
        self.handler = handler
        self.allowedMethods = allowedMethods
        self.capacity = max(0, capacity)
    }

    /// Starts the handler threads; each enters `group` and leaves it when it ends after ``close()``.
    func start(threads count: Int, group: DispatchGroup) {
        for index in 0..<max(1, count) {
            group.enter()
            let thread = Thread { [self] in
                while let job = next() {
                    job.reply(respond(to: job.request))
                }
                group.leave()
            }
            thread.name = "HTTPServer handler \(index)"
            thread.stackSize = 2 << 20
            thread.start()
        }
    }

    /// Queues a request for a handler thread.
    ///
    /// - Returns: `false` when the queue is full or the pool is closed; the caller answers 503 itself.
    func submit(_ job: Job) -> Bool {
        queue.withLock(waking: .one) { queue in
            // A free thread takes a job at once, so it may wait in the queue even when the capacity is 0.
            guard !queue.closed, queue.waiting < capacity || queue.waiting < queue.idle else { return false }
            queue.jobs.append(job)
            return true
        }
    }

    /// Ends the threads once their current request is done; requests still queued are dropped (only loops
    /// that have stopped could have queued them).
    func close() {
        queue.withLock(waking: .all) { $0.closed = true }
    }

    /// The response to a request: 405 for a method that is not allowed, else the handler's.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        if let allowedMethods, !allowedMethods.contains(request.method) {
            return .methodNotAllowed(allowed: allowedMethods)
        }
        return handler(request)
    }

    /// Blocks until `count` threads wait for requests, so that a server that has just started does not refuse
    /// its first requests for lack of a ready thread.
    func waitUntilIdle(threads count: Int) {
        while !queue.withLock({ $0.idle >= count || $0.closed }) { Thread.sleep(forTimeInterval: 0.001) }
    }

    private func next() -> Job? {
        queue.withLock { $0.idle += 1 }
        return queue.wait(until: { $0.waiting > 0 || $0.closed }) { queue, _ in
            queue.idle -= 1
            return queue.closed ? nil : queue.takeFirst()
        }
    }
}
