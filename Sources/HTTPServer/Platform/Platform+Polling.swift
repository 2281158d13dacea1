#if canImport(Glibc)
import CEpoll
import Glibc
#elseif canImport(Musl)
import CEpoll
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Readiness notification for the event loops: epoll on Linux, kqueue on Darwin (macOS, iOS) and the BSDs.
///
/// A loop registers each descriptor once with a 64-bit token it chooses, then waits; every wake-up gives back
/// the tokens of the descriptors that became ready. Two registration modes cover what the server needs:
///
/// - ``Registration/connection``: readable and writable, **edge-triggered** (`EPOLLET`; kqueue's `EV_CLEAR`).
///   An event says "something changed"; the loop reads or writes until `EAGAIN` and remembers that, so a
///   connection that is not being read (its request is with a handler) costs no wake-ups and needs no
///   re-registration.
/// - ``Registration/listener`` and ``Registration/wakePipe``: readable, **level-triggered**, so pending
///   connections or bytes are reported again until taken. On Linux the listener is `EPOLLEXCLUSIVE`, so one
///   incoming connection wakes one loop rather than all of them.
///
/// Sources: Linux man pages epoll(7), epoll_ctl(2), epoll_wait(2); FreeBSD and Apple man pages kqueue(2)
/// (`EV_ADD`, `EV_CLEAR`, `EV_DELETE`, `EV_EOF`, `EV_ERROR`, `EVFILT_READ`, `EVFILT_WRITE`, `udata`).
///
/// Closing a descriptor removes it from both epoll and kqueue (no other descriptor refers to the same open
/// socket), so connections are never explicitly unregistered. An event already returned for a descriptor that
/// was closed and reused in the same batch is told apart by its token, which holds a per-connection serial.
extension Platform {
    /// What a descriptor is registered for.
    enum Registration {
        /// A connection: readable and writable, edge-triggered.
        case connection
        /// A listening socket: readable, level-triggered, one waiter woken per connection where supported.
        case listener
        /// The read end of a wake-up pipe: readable, level-triggered.
        case wakePipe
    }

    /// One readiness report.
    struct PollEvent {
        /// The token the descriptor was registered with.
        var token: UInt64
        /// Bytes (or a connection, or end of stream) can be read.
        var readable: Bool
        /// Bytes can be written.
        var writable: Bool
        /// The connection failed or both directions are closed (`EPOLLERR`/`EPOLLHUP`, kqueue `EV_ERROR`).
        var failed: Bool
    }

    /// An epoll instance or a kqueue. Adding and removing descriptors is safe from any thread (the
    /// kernel object serializes them); an event loop waits on it from its own thread.
    final class Poller: Sendable {
        private let descriptor: Int32
        /// The most events one wait returns.
        private let capacity: Int

        /// Creates the kernel object, or returns `nil` (with `errno` set) when the system refuses.
        ///
        /// - Parameter capacity: The most events one ``wait(timeoutMilliseconds:into:)`` returns.
        init?(capacity: Int = 256) {
            #if canImport(Darwin)
            let fd = kqueue()
            guard fd >= 0 else { return nil }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            #else
            let fd = epoll_create1(Int32(EPOLL_CLOEXEC))
            guard fd >= 0 else { return nil }
            #endif
            descriptor = fd
            self.capacity = max(1, capacity)
        }

        deinit {
            Platform.closeDescriptor(descriptor)
        }

        /// Starts watching a descriptor.
        ///
        /// - Returns: `errno` on failure, else `nil`.
        func add(_ fd: Int32, token: UInt64, as registration: Registration) -> Int32? {
            #if canImport(Darwin)
            let udata = UnsafeMutableRawPointer(bitPattern: UInt(token))
            var changes: [kevent]
            switch registration {
            case .connection:
                let flags = UInt16(EV_ADD | EV_CLEAR)
                changes = [
                    kevent(
                        ident: UInt(fd), filter: Int16(EVFILT_READ), flags: flags, fflags: 0, data: 0, udata: udata),
                    kevent(
                        ident: UInt(fd), filter: Int16(EVFILT_WRITE), flags: flags, fflags: 0, data: 0, udata: udata),
                ]
            case .listener, .wakePipe:
                changes = [
                    kevent(
                        ident: UInt(fd), filter: Int16(EVFILT_READ), flags: UInt16(EV_ADD), fflags: 0, data: 0,
                        udata: udata)
                ]
            }
            // Invariant: `changes` holds exactly `changes.count` entries and no event buffer is passed.
            return Darwin.kevent(descriptor, &changes, Int32(changes.count), nil, 0, nil) == 0 ? nil : errno
            #else
            var event = epoll_event()
            switch registration {
            case .connection:
                event.events = EPOLLIN.rawValue | EPOLLOUT.rawValue | EPOLLRDHUP.rawValue | EPOLLET.rawValue
            case .listener:
                event.events = EPOLLIN.rawValue | EPOLLEXCLUSIVE.rawValue
            case .wakePipe:
                event.events = EPOLLIN.rawValue
            }
            event.data.u64 = token
            if epoll_ctl(descriptor, EPOLL_CTL_ADD, fd, &event) == 0 { return nil }
            let code = errno
            // Kernels before 4.5 refuse EPOLLEXCLUSIVE: every loop is then woken, which is only slower.
            if registration == .listener, code == EINVAL {
                event.events = EPOLLIN.rawValue
                return epoll_ctl(descriptor, EPOLL_CTL_ADD, fd, &event) == 0 ? nil : errno
            }
            return code
            #endif
        }

        /// Stops watching a listener or pipe that stays open (connections are removed by closing them).
        func remove(_ fd: Int32) {
            #if canImport(Darwin)
            var change = kevent(
                ident: UInt(fd), filter: Int16(EVFILT_READ), flags: UInt16(EV_DELETE), fflags: 0, data: 0, udata: nil)
            _ = Darwin.kevent(descriptor, &change, 1, nil, 0, nil)
            #else
            var unused = epoll_event()
            _ = epoll_ctl(descriptor, EPOLL_CTL_DEL, fd, &unused)
            #endif
        }

        /// Waits for readiness and appends what was reported to `events` (which it empties first).
        ///
        /// - Parameters:
        ///   - timeoutMilliseconds: How long to wait; negative waits until something is ready, 0 only looks.
        ///   - events: Receives the reports; for a connection on kqueue, read and write readiness may come as
        ///     two reports with the same token.
        /// - Returns: `errno` when the wait failed for another reason than a signal, else `nil`.
        func wait(timeoutMilliseconds: Int32, into events: inout [PollEvent]) -> Int32? {
            events.removeAll(keepingCapacity: true)
            #if canImport(Darwin)
            // The kernel's reports go into a buffer on the stack (3 KiB for 256), read here and gone.
            // Invariant: the kernel writes at most `capacity` entries, and only the first `count` are read.
            return withUnsafeTemporaryAllocation(of: kevent.self, capacity: capacity) { buffer in
                let count: Int32
                if timeoutMilliseconds < 0 {
                    count = Darwin.kevent(descriptor, nil, 0, buffer.baseAddress, Int32(capacity), nil)
                } else {
                    var timeout = timespec(
                        tv_sec: Int(timeoutMilliseconds / 1000), tv_nsec: Int(timeoutMilliseconds % 1000) * 1_000_000)
                    count = Darwin.kevent(descriptor, nil, 0, buffer.baseAddress, Int32(capacity), &timeout)
                }
                guard count >= 0 else { return errno == EINTR ? nil : errno }
                for entry in buffer[0..<Int(count)] {
                    let token = UInt64(UInt(bitPattern: entry.udata))
                    let failed = entry.flags & UInt16(EV_ERROR) != 0
                    let isRead = entry.filter == Int16(EVFILT_READ)
                    events.append(PollEvent(token: token, readable: isRead, writable: !isRead, failed: failed))
                }
                return nil
            }
            #else
            // The kernel's reports go into a buffer on the stack (3 KiB for 256), read here and gone.
            // Invariant: the kernel writes at most `capacity` entries, and only the first `count` are read.
            return withUnsafeTemporaryAllocation(of: epoll_event.self, capacity: capacity) { buffer in
                let count = epoll_wait(descriptor, buffer.baseAddress, Int32(capacity), timeoutMilliseconds)
                guard count >= 0 else { return errno == EINTR ? nil : errno }
                let readable = EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue
                let writable = EPOLLOUT.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue
                let failed = EPOLLHUP.rawValue | EPOLLERR.rawValue
                for entry in buffer[0..<Int(count)] {
                    events.append(
                        PollEvent(
                            token: entry.data.u64,
                            readable: entry.events & readable != 0,
                            writable: entry.events & writable != 0,
                            failed: entry.events & failed != 0
                        ))
                }
                return nil
            }
            #endif
        }
    }
}
