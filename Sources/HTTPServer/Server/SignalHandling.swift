import Dispatch

/// Turns SIGINT and SIGTERM into a stop request and SIGHUP into a reload request, using dispatch sources.
///
/// While it exists the three signals no longer terminate the process; ``cancel()`` restores their default
/// actions. It also ignores SIGPIPE, so a client that disconnects mid-response can never kill the process.
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

    /// A dispatch source, which libdispatch lets any thread resume and cancel. `@unchecked Sendable` because
    /// corelibs-libdispatch does not mark its source protocols `Sendable`; the only call made after creation is
    /// `cancel()`, which is thread-safe.
    private struct Source: @unchecked Sendable {
        let source: any DispatchSourceSignal
    }

    private let sources: LockedState<[Source]>

    /// Starts observing the signals.
    ///
    /// - Parameters:
    ///   - onStop: Called on a private serial queue for each SIGINT or SIGTERM, with the signal.
    ///   - onReload: Called on the same queue for each SIGHUP.
    public init(onStop: @escaping @Sendable (Signal) -> Void, onReload: @escaping @Sendable () -> Void) {
        Platform.ignoreBrokenPipeSignal()
        let queue = DispatchQueue(label: "HTTPServer.SignalHandling")
        var sources: [Source] = []
        for signal in Signal.allCases {
            Platform.setSignalIgnored(signal.number, true)
            let source = DispatchSource.makeSignalSource(signal: signal.number, queue: queue)
            source.setEventHandler {
                if signal == .hangUp { onReload() } else { onStop(signal) }
            }
            source.resume()
            sources.append(Source(source: source))
        }
        self.sources = LockedState(sources)
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
        let stops = LockedState(0)
        return SignalHandling(
            onStop: { _ in
                let count = stops.withLock { count in
                    count += 1
                    return count
                }
                DispatchQueue.global().async {
                    server.shutdown(gracePeriod: count == 1 ? gracePeriod : .zero)
                }
            },
            onReload: onReload
        )
    }

    /// Stops observing and restores the default actions of SIGINT, SIGTERM and SIGHUP.
    public func cancel() {
        let cancelled = sources.withLock { sources in
            defer { sources = [] }
            return sources
        }
        for entry in cancelled { entry.source.cancel() }
        if !cancelled.isEmpty {
            for signal in Signal.allCases { Platform.setSignalIgnored(signal.number, false) }
        }
    }
}
