import ConcurrencyPrimitives
import Foundation
import HTTPMessage

/// One event loop thread: it accepts connections, reads and parses requests, keeps every deadline of its
/// connections, and writes responses, all without blocking.
///
/// A server runs one loop per processor. Each loop owns the connections it accepted: only its thread touches
/// them, so they need no lock. Other threads talk to a loop only through its inbox (a locked array plus a pipe
/// that wakes the loop): handler threads post responses, ``Server/shutdown(gracePeriod:)`` posts stop requests.
///
/// Each turn the loop waits in ``Platform/Poller`` until a descriptor is ready, a message arrives or the
/// earliest deadline in its ``DeadlineHeap`` comes due, then handles what happened. Memory per idle connection
/// is the ``Connection`` object and its table slot, about a kilobyte; the 64 KiB read buffer is the loop's,
/// shared by all its connections.
///
/// A loop is two objects, so that the compiler checks who touches what: this one, which other threads hold
/// (its settings, kernel objects and inbox, all `Sendable`), and a ``LoopThread``, made by ``run()`` on the
/// loop's own thread, which holds the connections, deadlines and everything else only that thread changes.
final class EventLoop: Sendable {
    /// How a stop was asked for.
    enum StopRequest: Comparable, Sendable {
        /// Stop accepting, close idle connections, let requests in flight finish.
        case graceful
        /// Close everything now.
        case immediate
    }

    /// A response for a connection, posted by a handler thread.
    struct Completion: Sendable {
        var descriptor: Int32
        var serial: UInt32
        var response: HTTPResponse
    }

    private struct Inbox: Sendable {
        var completions: [Completion] = []
        var stop: StopRequest?
        var wakePending = false
        var closed = false
    }

    let configuration: ServerConfiguration
    let limits: ConnectionLimits
    let pool: HandlerPool
    let listener: Listener
    let poller: Platform.Poller
    private let wake: (read: Int32, write: Int32)
    private let inbox = Locked(Inbox())
    private let onExit: @Sendable () -> Void

    static let listenerToken = UInt64.max
    static let wakeToken = UInt64.max - 1

    /// Creates a loop and its kernel objects.
    ///
    /// - Returns: `nil` with `errno` set when the system refuses a poller or a pipe.
    init?(
        configuration: ServerConfiguration, limits: ConnectionLimits, pool: HandlerPool, listener: Listener,
        onExit: @escaping @Sendable () -> Void
    ) {
        guard let poller = Platform.Poller(), let wake = Platform.makePipe() else { return nil }
        self.configuration = configuration
        self.limits = limits
        self.pool = pool
        self.listener = listener
        self.poller = poller
        self.wake = wake
        self.onExit = onExit
        guard poller.add(wake.read, token: Self.wakeToken, as: .wakePipe) == nil,
            poller.add(listener.descriptor, token: EventLoop.listenerToken, as: .listener) == nil
        else {
            Platform.closeDescriptor(wake.read)
            Platform.closeDescriptor(wake.write)
            return nil
        }
        listener.hold()
    }

    /// Closes the inbox (later posts are dropped) and its wake pipe: when the loop ends, and when its
    /// thread was never started (a ``Server/start()`` that failed).
    func closeInbox() {
        inbox.withLock { $0.closed = true }
        Platform.closeDescriptor(wake.read)
        Platform.closeDescriptor(wake.write)
    }

    // MARK: Messages from other threads

    /// Asks the loop to stop; safe from any thread. A later `.immediate` overrides an earlier `.graceful`.
    func requestStop(_ request: StopRequest) {
        post { inbox in inbox.stop = max(inbox.stop ?? request, request) }
    }

    /// Hands a response to the loop; safe from any thread. Dropped when the loop has ended.
    func complete(_ completion: Completion) {
        post { $0.completions.append(completion) }
    }

    private func post(_ change: (inout Inbox) -> Void) {
        inbox.withLock { inbox in
            guard !inbox.closed else { return }
            change(&inbox)
            if !inbox.wakePending {
                inbox.wakePending = true
                // Written under the lock: the loop closes the pipe only after marking the inbox closed under it.
                Platform.signalPipe(wake.write)
            }
        }
    }

    /// Runs the loop on the calling thread until a stop is asked for and every connection is closed.
    func run() {
        LoopThread(loop: self).run()
    }

    /// The messages posted since the last call, taken out of the inbox.
    func takeMessages() -> (completions: [Completion], stop: StopRequest?) {
        Platform.drainPipe(wake.read)
        return inbox.withLock { inbox in
            defer {
                inbox.completions.removeAll()
                inbox.wakePending = false
            }
            return (inbox.completions, inbox.stop)
        }
    }

    /// Closes the inbox and tells the server this loop ended.
    func finish() {
        closeInbox()
        onExit()
    }

    /// A poll timeout in whole milliseconds, rounded up so a wait never ends just before its deadline.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }
}

/// The part of an ``EventLoop`` that only the loop's own thread touches: its connections, their deadlines,
/// the listener's state and the read buffer. Made by ``EventLoop/run()`` on that thread and never handed to
/// another (it is not `Sendable`), so none of it needs a lock.
final class LoopThread {
    /// The loop's shared part: settings, kernel objects, inbox.
    let loop: EventLoop
    private var connections: [Connection?] = []
    private var openCount = 0
    private var timers = DeadlineHeap()
    private var events: [Platform.PollEvent] = []
    private var deferred: [Connection] = []
    private var nextSerial: UInt32 = 0
    private var listening = true
    private var listenerPausedUntil: ContinuousClock.Instant?
    private var stopRequest: EventLoop.StopRequest?
    private var dateCache: (second: Int, text: String) = (.min, "")

    /// The loop's clock reading for the current turn.
    private(set) var now = ContinuousClock.now
    /// When the graceful stop began, or `nil`.
    private(set) var stopBegan: ContinuousClock.Instant?
    /// The read buffer every connection of this loop reads into before its parser copies what it needs.
    var scratch = [UInt8](repeating: 0, count: 65_536)

    /// How long accepting pauses after the process ran out of descriptors.
    private static let acceptPause = Duration.milliseconds(100)

    init(loop: EventLoop) { self.loop = loop }

    var configuration: ServerConfiguration { loop.configuration }
    private var limits: ConnectionLimits { loop.limits }
    private var poller: Platform.Poller { loop.poller }
    private var listener: Listener { loop.listener }

    /// Whether a stop was asked for; responses then say `Connection: close`.
    var isStopping: Bool { stopRequest != nil }

    /// Runs until a stop is asked for and every connection is closed.
    func run() {
        while true {
            if stopRequest != nil, openCount == 0, !listening { break }
            let timeout = waitTimeout()
            if poller.wait(timeoutMilliseconds: timeout, into: &events) != nil {
                Thread.sleep(forTimeInterval: 0.01)  // Not expected; never spin.
            }
            now = .now
            for event in events { handle(event) }
            runDeferred()
            fireTimers()
            if let paused = listenerPausedUntil, paused <= now, stopRequest == nil {
                listenerPausedUntil = nil
                if poller.add(listener.descriptor, token: EventLoop.listenerToken, as: .listener) != nil {
                    listenerPausedUntil = now + Self.acceptPause
                }
            }
        }
        loop.finish()
    }

    private func waitTimeout() -> Int32 {
        if !deferred.isEmpty { return 0 }
        var next = timers.earliest
        if let paused = listenerPausedUntil { next = min(next ?? paused, paused) }
        guard let next else { return -1 }
        return EventLoop.milliseconds(next - .now)
    }

    private func handle(_ event: Platform.PollEvent) {
        switch event.token {
        case EventLoop.listenerToken:
            if listening { acceptConnections(max: 128) }
        case EventLoop.wakeToken:
            processInbox()
        default:
            guard let connection = connection(forToken: event.token) else { return }
            if event.failed {
                connection.close()
                return
            }
            if event.readable { connection.readable = true }
            if event.writable { connection.writable = true }
            connection.advance()
            reschedule(connection)
        }
    }

    private func connection(forToken token: UInt64) -> Connection? {
        let descriptor = Int(UInt32(truncatingIfNeeded: token))
        guard descriptor < connections.count, let connection = connections[descriptor],
            connection.serial == UInt32(truncatingIfNeeded: token >> 32)
        else { return nil }
        return connection
    }

    private func processInbox() {
        let (completions, stop) = loop.takeMessages()
        now = .now
        for completion in completions {
            let descriptor = Int(completion.descriptor)
            guard descriptor < connections.count, let connection = connections[descriptor],
                connection.serial == completion.serial
            else { continue }  // The client went away meanwhile.
            connection.respond(with: completion.response)
            reschedule(connection)
        }
        if let stop, stopRequest.map({ stop > $0 }) ?? true { beginStop(stop) }
    }

    // MARK: Accepting

    /// Accepts up to `max` pending connections (all of them when `max` is `nil`).
    private func acceptConnections(max: Int?) {
        var accepted = 0
        while max.map({ accepted < $0 }) ?? true {
            switch Platform.acceptConnection(listener.descriptor) {
            case .connection(let descriptor, let peer):
                accepted += 1
                admit(descriptor, peer: peer)
            case .wouldBlock:
                return
            case .failed(let code):
                if Platform.isResourceExhaustion(code) {
                    // Out of descriptors: stop watching the listener for a moment instead of spinning on it.
                    poller.remove(listener.descriptor)
                    listenerPausedUntil = now + Self.acceptPause
                    return
                }
            // Otherwise a peer that reset before it was accepted (ECONNABORTED) or a signal: go on.
            }
        }
    }

    private func admit(_ descriptor: Int32, peer: SocketAddress) {
        let client = peer.clientKey
        if let refusal = limits.admit(client: client) {
            refuse(descriptor, remoteAddress: peer.hostText, because: refusal)
            return
        }
        Platform.prepareConnection(descriptor)
        nextSerial &+= 1
        if nextSerial == 0 { nextSerial = 1 }
        let connection = Connection(
            descriptor: descriptor, serial: nextSerial, remoteAddress: peer.hostText, client: client, loop: self)
        let token = UInt64(connection.serial) << 32 | UInt64(UInt32(bitPattern: descriptor))
        guard poller.add(descriptor, token: token, as: .connection) == nil else {
            limits.release(client: client)
            Platform.closeDescriptor(descriptor)
            return
        }
        let index = Int(descriptor)
        if index >= connections.count {
            connections.append(contentsOf: repeatElement(nil, count: index - connections.count + 1 + 64))
        }
        connections[index] = connection
        openCount += 1
        if stopRequest != nil { connection.stopGracefully() }
        reschedule(connection)
    }

    /// Answers 503 to a connection over a limit, without waiting on the client, and closes it.
    private func refuse(_ descriptor: Int32, remoteAddress: String, because refusal: ConnectionLimits.Refusal) {
        let message =
            switch refusal {
            case .serverFull: "The server is at its connection limit. Try again in a second.\n"
            case .clientFull: "Your address has too many open connections. Close some, then try again.\n"
            }
        var response = HTTPResponse.text(message, status: .serviceUnavailable)
        response.headers["Retry-After"] = "1"
        let date = httpDate()
        let wire = response.wireBytes(
            includeBody: true, connection: .close, date: date.text, serverName: configuration.serverName)
        Platform.preventBrokenPipeSignal(descriptor)
        _ = Platform.send(descriptor, wire.bytes)  // Non-blocking (MSG_DONTWAIT): what fits, at once.
        Platform.closeDescriptor(descriptor)
        log(
            AccessLogEntry(
                remoteAddress: remoteAddress, requestLine: nil, status: 503, bodyBytes: wire.bodyCount,
                duration: .zero, time: date.time))
    }

    // MARK: Services for connections

    /// Hands a complete request to a handler thread.
    ///
    /// - Returns: `false` when the handler queue is full.
    func submit(_ request: HTTPRequest, for connection: Connection) -> Bool {
        let descriptor = connection.descriptor
        let serial = connection.serial
        return loop.pool.submit(
            HandlerPool.Job(request: request) { [loop] response in
                loop.complete(EventLoop.Completion(descriptor: descriptor, serial: serial, response: response))
            })
    }

    /// Asks to run `connection.advance()` again after this turn's other events (a connection that used its read
    /// budget, so one busy client cannot starve the others).
    func deferAdvance(_ connection: Connection) {
        deferred.append(connection)
    }

    /// Removes a closed connection.
    func forget(_ connection: Connection) {
        let index = Int(connection.descriptor)
        if index < connections.count, connections[index] === connection { connections[index] = nil }
        openCount -= 1
        limits.release(client: connection.client)
    }

    /// The `Date` header value and the instant it stands for, formatted once per second.
    func httpDate() -> (text: String, time: Date) {
        let time = configuration.now()
        let second = Int(time.timeIntervalSince1970.rounded(.down))
        if second != dateCache.second { dateCache = (second, HTTPDate.imfFixdate(time)) }
        return (dateCache.text, time)
    }

    /// Passes an access log line to the configuration's log, if any.
    func log(_ entry: AccessLogEntry) {
        configuration.accessLog?(entry.line)
    }

    // MARK: Deadlines

    /// Makes sure the heap will wake the loop by the connection's current deadline.
    func reschedule(_ connection: Connection) {
        guard let deadline = connection.deadline else { return }
        if let scheduled = connection.scheduledDeadline, scheduled <= deadline { return }
        connection.timerEntry &+= 1
        connection.scheduledDeadline = deadline
        timers.push(
            DeadlineHeap.Entry(
                deadline: deadline, descriptor: connection.descriptor,
                token: UInt64(connection.serial) << 32 | UInt64(connection.timerEntry)))
    }

    private func fireTimers() {
        now = .now
        while let entry = timers.popDue(at: now) {
            let index = Int(entry.descriptor)
            guard index < connections.count, let connection = connections[index],
                UInt64(connection.serial) << 32 | UInt64(connection.timerEntry) == entry.token
            else { continue }
            connection.scheduledDeadline = nil
            if let deadline = connection.deadline, deadline <= now {
                connection.deadlinePassed()
            }
            if connection.isOpen { reschedule(connection) }
        }
    }

    private func runDeferred() {
        guard !deferred.isEmpty else { return }
        let waiting = deferred
        deferred.removeAll(keepingCapacity: true)
        for connection in waiting where connection.isOpen {
            connection.advance()
            if connection.isOpen { reschedule(connection) }
        }
    }

    // MARK: Stopping

    private func beginStop(_ request: EventLoop.StopRequest) {
        let first = stopRequest == nil
        stopRequest = request
        if first {
            stopBegan = now
            releaseListener()
        }
        let open = connections.compactMap { $0 }
        switch request {
        case .graceful:
            for connection in open where connection.isOpen {
                connection.stopGracefully()
                if connection.isOpen { reschedule(connection) }
            }
        case .immediate:
            for connection in open { connection.close() }
        }
    }

    /// Accepts what is waiting, stops watching the listener, and lets the last loop close it.
    private func releaseListener() {
        guard listening else { return }
        listening = false
        acceptConnections(max: nil)
        poller.remove(listener.descriptor)
        listenerPausedUntil = nil
        listener.release { acceptConnections(max: nil) }
    }

}
