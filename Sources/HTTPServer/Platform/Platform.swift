#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every C library call the server makes, in one place.
///
/// The rest of the module speaks in descriptors, byte arrays and small result enums; the differences between
/// Glibc, Musl and Darwin (how constants are imported, `MSG_NOSIGNAL` versus `SO_NOSIGPIPE`, `sockaddr` lengths,
/// epoll versus kqueue) stay here, in ``SocketAddress`` and in `Platform+Polling.swift`. Those three files are
/// also the only ones that touch raw pointers; each such call says beside it why it stays in bounds.
enum Platform {
    /// What a non-blocking read or write did.
    enum Transfer: Equatable {
        /// This many bytes moved (never zero).
        case bytes(Int)
        /// The peer closed its side (reads only).
        case endOfStream
        /// Nothing can move right now; wait for readiness and try again.
        case wouldBlock
        /// The call failed with this `errno`.
        case failed(Int32)
    }

    /// What ``waitUntilReady(_:timeoutMilliseconds:)`` saw.
    enum Readiness: Equatable {
        /// At least one descriptor is ready (or has an error or hang-up pending).
        case ready
        /// The timeout passed first.
        case timedOut
        /// `poll` failed with this `errno`.
        case failed(Int32)
    }

    /// The event a descriptor is polled for.
    enum Interest {
        case readable
        case writable
    }

    /// What ``acceptConnection(_:)`` got.
    enum Acceptance {
        /// A new connection: its descriptor (not yet prepared) and the peer's address.
        case connection(descriptor: Int32, peer: SocketAddress)
        /// Nothing is pending.
        case wouldBlock
        /// The call failed with this `errno` (a peer that reset before being accepted, descriptor exhaustion).
        case failed(Int32)
    }

    #if canImport(Glibc)
    static let streamSocketType = Int32(SOCK_STREAM.rawValue)
    static let sendFlags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
    static let receiveFlags = Int32(MSG_DONTWAIT)
    static let shutdownBoth = Int32(SHUT_RDWR)
    private static let openFileResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    private static let systemSend = Glibc.send
    #elseif canImport(Musl)
    static let streamSocketType = Int32(SOCK_STREAM)
    static let sendFlags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
    static let receiveFlags = Int32(MSG_DONTWAIT)
    static let shutdownBoth = Int32(SHUT_RDWR)
    private static let openFileResource = Int32(RLIMIT_NOFILE)
    private static let systemSend = Musl.send
    #elseif canImport(Darwin)
    static let streamSocketType = SOCK_STREAM
    static let sendFlags = MSG_DONTWAIT
    static let receiveFlags = MSG_DONTWAIT
    static let shutdownBoth = SHUT_RDWR
    private static let openFileResource = RLIMIT_NOFILE
    private static let systemSend = Darwin.send
    #endif

    /// The current thread's `errno`.
    static var lastError: Int32 { errno }

    /// A one-line description of an `errno` value, such as "Address already in use (errno 98)".
    static func describe(error code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return "\(String(cString: text)) (errno \(code))"
    }

    /// Whether an `errno` value means "try again later" on a non-blocking descriptor.
    static func isWouldBlock(_ code: Int32) -> Bool {
        code == EAGAIN || code == EWOULDBLOCK || code == EINTR
    }

    /// Whether an `errno` value means the address is taken by another socket.
    static func isAddressInUse(_ code: Int32) -> Bool { code == EADDRINUSE }

    /// Whether an `accept` failure means the process or system is out of descriptors or memory, so accepting
    /// again at once would fail the same way.
    static func isResourceExhaustion(_ code: Int32) -> Bool {
        code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM
    }

    /// Opens a stream socket for an address family, close-on-exec where the platform allows.
    static func makeStreamSocket(family: Int32) -> Int32 {
        let fd = socket(family, streamSocketType, 0)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }

    /// Sets an integer socket option; returns `false` on failure.
    @discardableResult
    static func setOption(_ fd: Int32, level: Int32, name: Int32, value: Int32) -> Bool {
        var value = value
        return setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// Sets `SO_REUSEADDR` so a restarted server can bind while old connections sit in `TIME_WAIT`.
    static func allowAddressReuse(_ fd: Int32) {
        setOption(fd, level: SOL_SOCKET, name: SO_REUSEADDR, value: 1)
    }

    /// Shrinks the kernel's receive buffer of a socket (tests use it to play a slow reader).
    static func setReceiveBufferSize(_ fd: Int32, bytes: Int32) {
        setOption(fd, level: SOL_SOCKET, name: SO_RCVBUF, value: bytes)
    }

    /// Prepares an accepted socket: non-blocking, close-on-exec, no `SIGPIPE` on Darwin, no Nagle delay.
    static func prepareConnection(_ fd: Int32) {
        setNonBlocking(fd)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        setOption(fd, level: SOL_SOCKET, name: SO_NOSIGPIPE, value: 1)
        #endif
        setOption(fd, level: Int32(IPPROTO_TCP), name: TCP_NODELAY, value: 1)
    }

    /// Makes writes to a socket fail with `EPIPE` instead of raising `SIGPIPE`, for a socket that is written
    /// once without ``prepareConnection(_:)`` (a refused connection). Linux needs nothing: every send passes
    /// `MSG_NOSIGNAL`.
    static func preventBrokenPipeSignal(_ fd: Int32) {
        #if canImport(Darwin)
        setOption(fd, level: SOL_SOCKET, name: SO_NOSIGPIPE, value: 1)
        #endif
    }

    /// Switches a descriptor to non-blocking mode.
    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL, 0)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Binds a socket to an address; returns `errno` on failure.
    static func bindSocket(_ fd: Int32, to address: SocketAddress) -> Int32? {
        let result = address.withSockaddr { pointer, length in bind(fd, pointer, length) }
        return result == 0 ? nil : errno
    }

    /// Connects a blocking socket to an address (the tests' client uses it); returns `errno` on failure.
    static func connectSocket(_ fd: Int32, to address: SocketAddress) -> Int32? {
        let result = address.withSockaddr { pointer, length in connect(fd, pointer, length) }
        return result == 0 ? nil : errno
    }

    /// Starts listening; returns `errno` on failure.
    static func startListening(_ fd: Int32, backlog: Int32) -> Int32? {
        listen(fd, backlog) == 0 ? nil : errno
    }

    /// The port a bound socket got (useful after binding port 0).
    static func localPort(of fd: Int32) -> Int? {
        SocketAddress.local(of: fd)?.port
    }

    /// Accepts one pending connection from a non-blocking listener.
    static func acceptConnection(_ fd: Int32) -> Acceptance {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        // Invariant: `accept` writes at most `length` bytes, the size of `storage`, through the rebound pointer,
        // which lives only for this call.
        let client = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(fd, $0, &length) }
        }
        guard client >= 0 else {
            let code = errno
            return code == EAGAIN || code == EWOULDBLOCK ? .wouldBlock : .failed(code)
        }
        return .connection(descriptor: client, peer: SocketAddress(storage: storage, length: length))
    }

    /// Reads what is available without blocking into the start of `buffer`, at most `buffer.count` bytes.
    ///
    /// - Returns: `.bytes(n)` when the first `n` bytes of `buffer` were filled.
    static func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Transfer {
        // Invariant: the pointer and the count come from the same array, so `recv` writes inside it.
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, receiveFlags) }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .endOfStream }
        let code = errno
        return isWouldBlock(code) ? .wouldBlock : .failed(code)
    }

    /// Writes as much of `bytes[offset...]` as fits without blocking and without raising `SIGPIPE`.
    static func send(_ fd: Int32, _ bytes: [UInt8], from offset: Int = 0) -> Transfer {
        guard offset >= 0, offset < bytes.count else { return .wouldBlock }
        // Invariant: `offset` is checked against the array's count above, so the rebased slice lies inside it.
        let count = bytes.withUnsafeBytes { raw in
            let rest = UnsafeRawBufferPointer(rebasing: raw[offset...])
            return systemSend(fd, rest.baseAddress, rest.count, sendFlags)
        }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .wouldBlock }
        let code = errno
        return isWouldBlock(code) ? .wouldBlock : .failed(code)
    }

    /// Waits until any of the descriptors is ready for its interest, or the timeout passes (`poll`; the signal
    /// thread and the tests' client use it, the event loops use ``Poller``).
    ///
    /// - Parameters:
    ///   - descriptors: Descriptors and what to wait for on each.
    ///   - timeoutMilliseconds: How long to wait; negative waits forever.
    /// - Returns: Whether something is ready; `EINTR` counts as ready so the caller re-checks its state.
    static func waitUntilReady(_ descriptors: [(Int32, Interest)], timeoutMilliseconds: Int32) -> Readiness {
        var entries = descriptors.map { fd, interest in
            pollfd(fd: fd, events: Int16(interest == .readable ? POLLIN : POLLOUT), revents: 0)
        }
        let result = poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
        if result > 0 { return .ready }
        if result == 0 { return .timedOut }
        let code = errno
        return code == EINTR ? .ready : .failed(code)
    }

    /// Shuts both directions of a connected socket down, waking any thread polling it.
    static func shutdownSocket(_ fd: Int32) {
        _ = shutdown(fd, shutdownBoth)
    }

    /// Shuts the sending direction down, so the peer reads end-of-stream after the last response.
    static func shutdownWriting(_ fd: Int32) {
        #if canImport(Darwin)
        _ = shutdown(fd, SHUT_WR)
        #else
        _ = shutdown(fd, Int32(SHUT_WR))
        #endif
    }

    /// Closes a descriptor.
    static func closeDescriptor(_ fd: Int32) {
        _ = close(fd)
    }

    /// Makes a pipe whose ends are non-blocking and close-on-exec; used to wake event loops and the signal
    /// thread.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for fd in ends {
            setNonBlocking(fd)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte to a pipe, ignoring a full pipe (one pending byte is enough to wake the reader).
    static func signalPipe(_ fd: Int32, byte: UInt8 = 1) {
        var byte = byte
        _ = write(fd, &byte, 1)
    }

    /// Reads and discards everything pending in a non-blocking pipe.
    static func drainPipe(_ fd: Int32) {
        var scratch = [UInt8](repeating: 0, count: 64)
        while true {
            // Invariant: the pointer and the count come from the same array.
            let count = scratch.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { return }
        }
    }

    /// The soft and hard limits on open descriptors for this process (`RLIMIT_NOFILE`), or `nil`.
    static func openFileLimits() -> (soft: Int, hard: Int)? {
        var limits = rlimit()
        guard getrlimit(openFileResource, &limits) == 0 else { return nil }
        return (Int(clamping: limits.rlim_cur), Int(clamping: limits.rlim_max))
    }

    /// Sets the soft limit on open descriptors, at most the hard limit; returns `false` on failure.
    static func setOpenFileSoftLimit(_ soft: Int) -> Bool {
        var limits = rlimit()
        guard getrlimit(openFileResource, &limits) == 0 else { return false }
        limits.rlim_cur = min(rlim_t(max(0, soft)), limits.rlim_max)
        return setrlimit(openFileResource, &limits) == 0
    }

    /// The number of processors online.
    static var activeProcessorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// The numbers of SIGINT, SIGTERM and SIGHUP on this platform.
    static let interruptSignal = SIGINT
    static let terminateSignal = SIGTERM
    static let hangUpSignal = SIGHUP

    /// The write end of the pipe that ``forwardSignal(_:)`` writes signal numbers to, or -1.
    ///
    /// `nonisolated(unsafe)` because a signal handler cannot take a lock: it is written once, before any handler
    /// is installed (see `SignalHandling`), and only read afterwards.
    nonisolated(unsafe) static var signalPipeWriteDescriptor: Int32 = -1

    /// Sends a signal's number to ``signalPipeWriteDescriptor`` from its handler; `write` is async-signal-safe.
    static func forwardSignal(_ number: Int32) {
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipeWriteDescriptor, &byte, 1)
        errno = saved
    }

    /// Routes a signal to ``forwardSignal(_:)``, or restores its default action.
    ///
    /// Forwarding also unblocks the signal on the calling thread: a process started by a parent
    /// that blocks it (a test runner, some process supervisors) inherits the blocked mask, and the
    /// signal would otherwise never arrive.
    static func setSignalForwarded(_ number: Int32, _ forwarded: Bool) {
        if forwarded {
            _ = signal(number) { Platform.forwardSignal($0) }
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        } else {
            _ = signal(number, SIG_DFL)
        }
    }

    /// Reads one byte from a pipe, waiting until one arrives.
    static func readByte(_ fd: Int32) -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count == 1 { return byte }
            if count < 0, isWouldBlock(errno) {
                _ = waitUntilReady([(fd, .readable)], timeoutMilliseconds: -1)
                continue
            }
            return nil
        }
    }

    /// Sends a signal to this process (tests use it).
    static func raiseSignal(_ number: Int32) {
        _ = kill(getpid(), number)
    }

    /// Ignores `SIGPIPE` for the whole process, as a second line of defence behind `MSG_NOSIGNAL`/`SO_NOSIGPIPE`.
    static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }
}
