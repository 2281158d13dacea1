import ConcurrencyPrimitives
import Foundation

/// Turns SIGINT and SIGTERM into a stop request and SIGHUP into a reload request.
///
/// The signals' handlers write the signal number to a pipe (the "self-pipe trick", D. J. Bernstein), and a
/// dedicated thread reads it and calls the callbacks, so the callbacks may do anything, unlike signal handlers.
///
/// A `DispatchSourceSignal` would be simpler, but on Linux libdispatch reads signals through `signalfd`, which
/// only sees a signal that every thread blocks; an ignored signal that reaches an unblocked thread is lost, and
/// a library cannot change the masks of threads that already run. Handlers work the same on Linux and Darwin.
///
/// While it exists the three signals no longer terminate the process; ``cancel()`` restores their default
/// actions. It also ignores SIGPIPE, so a client that disconnects mid-response can never kill the process.
/// Create one at a time.
///
/// ```swift
/// let signals = SignalHandling.stopping(server, gracePeriod: .seconds(10)) {
///     catalog.replace(with: try? Catalog.load(path))  // an atomic swap
/// }
/// server.waitUntilStopped()
/// signals.cancel()
/// ```
public final class SignalHandling: Sendable {
    /// The signals it observes.
    public enum Signal: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// SIGINT, sent by Control-C.
        case interrupt
        /// SIGTERM, sent by `kill` and service managers.
        case terminate
        /// SIGHUP, by convention "reload your configuration".
        case hangUp

        /// The platform's signal number.
        public var number: Int32 {
            switch self {
            case .interrupt: Platform.interruptSignal
            case .terminate: Platform.terminateSignal
            case .hangUp: Platform.hangUpSignal
            }
        }

        /// "SIGINT", "SIGTERM" or "SIGHUP".
        public var description: String {
            switch self {
            case .interrupt: "SIGINT"
            case .terminate: "SIGTERM"
            case .hangUp: "SIGHUP"
            }
        }
    }

    /// The process-wide pipe the handlers write to, made once; it stays open for the life of the process so a
    /// late signal never writes to a closed or reused descriptor.
    private static let pipe: (read: Int32, write: Int32)? = {
        guard let ends = Platform.makePipe() else { return nil }
        Platform.signalPipeWriteDescriptor = ends.write
        return ends
    }()

    private static let cancelSignal: UInt8 = 0
    private let active = Locked(true)

    /// Starts observing the signals.
    ///
    /// - Parameters:
    ///   - onStop: Called on the signal thread for each SIGINT or SIGTERM, with the signal.
    ///   - onReload: Called on the same thread for each SIGHUP.
    public init(onStop: @escaping @Sendable (Signal) -> Void, onReload: @escaping @Sendable () -> Void) {
        Platform.ignoreBrokenPipeSignal()
        guard let pipe = Self.pipe else { return }
        for signal in Signal.allCases { Platform.setSignalForwarded(signal.number, true) }
        let thread = Thread {
            while let byte = Platform.readByte(pipe.read), byte != Self.cancelSignal {
                switch Signal.allCases.first(where: { UInt8(truncatingIfNeeded: $0.number) == byte }) {
                case .hangUp: onReload()
                case .some(let signal): onStop(signal)
                case .none: continue
                }
            }
        }
        thread.name = "HTTPServer signals"
        thread.start()
    }

    /// Observes the signals on behalf of a server: the first SIGINT or SIGTERM shuts it down gracefully, a second
    /// one shuts it down at once, and SIGHUP calls `onReload`.
    ///
    /// - Parameters:
    ///   - server: The server to stop.
    ///   - gracePeriod: How long requests in progress may take after the first stop signal.
    ///   - onReload: Called for each SIGHUP.
    /// - Returns: The running signal handling; keep it until the server has stopped.
    public static func stopping(
        _ server: Server,
        gracePeriod: Duration,
        onReload: @escaping @Sendable () -> Void
    ) -> SignalHandling {
        let stops = Locked(0)
        return SignalHandling(
            onStop: { _ in
                let count = stops.withLock { count in
                    count += 1
                    return count
                }
                Thread.detachNewThread {
                    server.shutdown(gracePeriod: count == 1 ? gracePeriod : .zero)
                }
            },
            onReload: onReload
        )
    }

    /// Stops observing, ends the signal thread and restores the default actions of SIGINT, SIGTERM and SIGHUP.
    public func cancel() {
        let wasActive = active.withLock { active in
            defer { active = false }
            return active
        }
        guard wasActive, let pipe = Self.pipe else { return }
        for signal in Signal.allCases { Platform.setSignalForwarded(signal.number, false) }
        Platform.signalPipe(pipe.write, byte: Self.cancelSignal)
    }
}
