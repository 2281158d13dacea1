import Foundation

/// A connection the accept loop took, waiting for a worker.
struct AcceptedSocket: Sendable {
    /// The connected socket.
    let descriptor: Int32
    /// The peer's numeric address.
    let remoteAddress: String
}

/// The bounded queue between the accept loop and the workers, and the registry of open connections.
///
/// Every open connection is in one phase: queued (accepted, no worker yet), fresh (a worker holds it and waits for
/// its first request), idle (kept alive between requests) or busy (a request is being read, handled or
/// answered). Graceful shutdown shuts down all but the busy ones at once and lets busy ones finish; when
/// connections queue up because every worker is taken, one idle keep-alive connection is shut down to free its
/// worker.
///
/// Descriptors are closed only by ``close(_:)``, under the same lock that ``shutdownIdle()`` and ``forceClose()``
/// use, so a descriptor number is never shut down after the system has reused it for another connection.
///
/// `@unchecked Sendable` is safe because every stored property except the immutable `capacity` is read and
/// written only while `condition` is locked.
final class ConnectionPool: @unchecked Sendable {
    private enum Phase {
        case queued
        case fresh
        case idle
        case busy
    }

    private let condition = NSCondition()
    private let capacity: Int
    private var queue: [AcceptedSocket] = []
    private var queueHead = 0
    private var idleWorkers = 0
    private var phases: [Int32: Phase] = [:]
    private var shutDown: Set<Int32> = []
    private var stopping = false

    /// Creates a pool whose queue holds at most `capacity` connections.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Whether graceful shutdown has begun.
    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    /// The number of open connections in any phase.
    var openCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return phases.count
    }

    /// Queues an accepted connection for a worker.
    ///
    /// - Returns: `false` when the queue is full or the server is stopping; the caller answers and closes.
    func offer(_ socket: AcceptedSocket) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let queued = queue.count - queueHead
        guard !stopping, queued < capacity || idleWorkers > queued else { return false }
        queue.append(socket)
        phases[socket.descriptor] = .queued
        if queued + 1 > idleWorkers, let idle = phases.first(where: { $0.value == .idle && !shutDown.contains($0.key) })
        {
            shutDown.insert(idle.key)
            Platform.shutdownSocket(idle.key)
        }
        condition.signal()
        return true
    }

    /// Blocks until a connection is queued, and hands it to the calling worker.
    ///
    /// - Returns: The connection, or `nil` once the server is stopping and the queue is empty (the worker ends).
    func take() -> AcceptedSocket? {
        condition.lock()
        defer { condition.unlock() }
        idleWorkers += 1
        condition.broadcast()
        while queueHead == queue.count, !stopping { condition.wait() }
        idleWorkers -= 1
        guard queueHead < queue.count else { return nil }
        let socket = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        phases[socket.descriptor] = .fresh
        return socket
    }

    /// Blocks until `count` workers wait for connections, so that a server that has just started does not refuse
    /// its first connections for lack of a ready worker.
    func waitForIdleWorkers(_ count: Int) {
        condition.lock()
        defer { condition.unlock() }
        while idleWorkers < count, !stopping { condition.wait() }
    }

    /// Marks that a request has started arriving on a connection.
    ///
    /// - Returns: `false` when the connection was shut down meanwhile; the worker closes it.
    func beginRequest(_ descriptor: Int32) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !shutDown.contains(descriptor) else { return false }
        phases[descriptor] = .busy
        return true
    }

    /// Whether a connection may stay open after its current response: not when stopping, and not when other
    /// connections wait for a worker.
    func mayKeepAlive(_ descriptor: Int32) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return !stopping && queue.count - queueHead <= idleWorkers && !shutDown.contains(descriptor)
    }

    /// Marks that a response was written and the connection waits for the next request.
    ///
    /// - Returns: `false` when shutdown began meanwhile; the worker closes the connection.
    func endRequest(_ descriptor: Int32) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        phases[descriptor] = .idle
        condition.broadcast()
        return !stopping && !shutDown.contains(descriptor)
    }

    /// Forgets and closes a connection.
    func close(_ descriptor: Int32) {
        condition.lock()
        defer { condition.unlock() }
        phases[descriptor] = nil
        shutDown.remove(descriptor)
        Platform.closeDescriptor(descriptor)
        condition.broadcast()
    }

    /// Starts graceful shutdown: refuse new connections, wake idle workers, shut down connections without a
    /// request in progress.
    func shutdownIdle() {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        for (descriptor, phase) in phases where phase != .busy && !shutDown.contains(descriptor) {
            shutDown.insert(descriptor)
            Platform.shutdownSocket(descriptor)
        }
        condition.broadcast()
    }

    /// Waits until every connection has closed or the deadline passes.
    ///
    /// - Returns: `true` when no connection is open.
    func waitUntilClosed(before deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !phases.isEmpty {
            if !condition.wait(until: deadline) { break }
        }
        return phases.isEmpty
    }

    /// Shuts down every open connection, busy or not; their workers see errors and close them.
    func forceClose() {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        for descriptor in phases.keys where !shutDown.contains(descriptor) {
            shutDown.insert(descriptor)
            Platform.shutdownSocket(descriptor)
        }
        condition.broadcast()
    }
}
