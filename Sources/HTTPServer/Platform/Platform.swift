#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every C library call the server makes, in one place.
///
/// The rest of the module speaks in descriptors, byte buffers and small result enums; the differences between
/// Glibc, Musl and Darwin (how constants are imported, `MSG_NOSIGNAL` versus `SO_NOSIGPIPE`, `sockaddr` lengths)
/// stay here and in ``SocketAddress``.
enum Platform {
    /// What a non-blocking read or write did.
    enum Transfer: Equatable {
        /// This many bytes moved (never zero).
        case bytes(Int)
        /// The peer closed its side (reads only).
        case endOfStream
        /// Nothing can move right now; poll and try again.
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

    #if canImport(Glibc)
    static let streamSocketType = Int32(SOCK_STREAM.rawValue)
    static let sendFlags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
    static let receiveFlags = Int32(MSG_DONTWAIT)
    static let shutdownBoth = Int32(SHUT_RDWR)
    #elseif canImport(Musl)
    static let streamSocketType = Int32(SOCK_STREAM)
    static let sendFlags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
    static let receiveFlags = Int32(MSG_DONTWAIT)
    static let shutdownBoth = Int32(SHUT_RDWR)
    #elseif canImport(Darwin)
    static let streamSocketType = SOCK_STREAM
    static let sendFlags = MSG_DONTWAIT
    static let receiveFlags = MSG_DONTWAIT
    static let shutdownBoth = SHUT_RDWR
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

    /// Prepares an accepted socket: non-blocking, close-on-exec, no `SIGPIPE` on Darwin, no Nagle delay.
    static func prepareConnection(_ fd: Int32) {
        setNonBlocking(fd)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        setOption(fd, level: SOL_SOCKET, name: SO_NOSIGPIPE, value: 1)
        #endif
        setOption(fd, level: Int32(IPPROTO_TCP), name: TCP_NODELAY, value: 1)
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
    ///
    /// - Returns: The new descriptor and the peer's address text, or `nil` when nothing is pending or the call
    ///   failed (a client that reset before being accepted, or descriptor exhaustion).
    static func acceptConnection(_ fd: Int32) -> (descriptor: Int32, remote: String)? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let client = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(fd, $0, &length) }
        }
        guard client >= 0 else { return nil }
        return (client, SocketAddress(storage: storage, length: length).hostText)
    }

    /// Reads what is available without blocking.
    static func receiveBytes(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Transfer {
        let count = recv(fd, buffer.baseAddress, buffer.count, receiveFlags)
        if count > 0 { return .bytes(count) }
        if count == 0 { return .endOfStream }
        let code = errno
        return isWouldBlock(code) ? .wouldBlock : .failed(code)
    }

    /// Writes what fits without blocking and without raising `SIGPIPE`.
    static func sendBytes(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Transfer {
        let count = send(fd, bytes.baseAddress, bytes.count, sendFlags)
        if count >= 0 { return count == 0 ? .wouldBlock : .bytes(count) }
        let code = errno
        return isWouldBlock(code) ? .wouldBlock : .failed(code)
    }

    /// Waits until any of the descriptors is ready for its interest, or the timeout passes.
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

    /// Makes a pipe whose ends are non-blocking and close-on-exec; used to wake the accept loop.
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
