import ConcurrencyPrimitives
import Foundation

/// How a replica's link to the database is doing.
public struct FollowerHealth: Sendable, Equatable {
    /// Whether the last attempt to read the database succeeded.
    public var isConnected: Bool
    /// The data version last read.
    public var version: Int64
    /// When the database was last read successfully (the data is at least this fresh).
    public var lastSync: Date
    /// The last failure, while disconnected.
    public var lastError: String?

    /// Creates a health reading (a ``ChangeFollower``'s, or a test's).
    public init(isConnected: Bool, version: Int64, lastSync: Date, lastError: String? = nil) {
        self.isConnected = isConnected
        self.version = version
        self.lastSync = lastSync
        self.lastError = lastError
    }
}

/// Follows the database on a thread of its own: waits for a wake-up (`LISTEN`) or the poll interval,
/// reads the changes since the version it has, and hands each non-empty batch to `apply`, in order.
///
/// When the database goes away it says so in ``health``, retries with a doubling backoff (0.1 s up
/// to ``Options/maximumBackoff``) and, once back, reads every change since its version: nothing is
/// lost, because the changes are read from the table's versions, never from the notifications.
public final class ChangeFollower: Sendable {
    /// Timing.
    public struct Options: Sendable {
        /// The longest time between two reads when no wake-up comes.
        public var pollInterval: Duration = .seconds(2)
        /// The longest wait between reconnection attempts.
        public var maximumBackoff: Duration = .seconds(1)

        /// The defaults: a read every 2 s at least, reconnection attempts up to 1 s apart.
        public init() {}
    }

    private struct State: Sendable {
        var health: FollowerHealth
        var stopped = false
    }

    private let url: String
    private let options: Options
    private let state: Locked<State>
    private let log: @Sendable (String) -> Void
    private let apply: @Sendable (ChangeBatch) -> Void

    /// Creates a follower that starts after `version` (the snapshot's).
    ///
    /// - Parameters:
    ///   - url: The database URL.
    ///   - version: The version already applied.
    ///   - options: Timing.
    ///   - log: Receives a line for each connection change and each row that could not be read.
    ///   - apply: Receives each batch of changes, in version order, on the follower's thread.
    public init(
        url: String, after version: Int64, options: Options = Options(), log: @escaping @Sendable (String) -> Void,
        apply: @escaping @Sendable (ChangeBatch) -> Void
    ) {
        self.url = url
        self.options = options
        self.log = log
        self.apply = apply
        state = Locked(State(health: FollowerHealth(isConnected: true, version: version, lastSync: Date())))
    }

    /// The link's health now.
    public var health: FollowerHealth { state.withLock { $0.health } }

    /// Starts following on a new thread.
    public func start() {
        let thread = Thread { [self] in run() }
        thread.name = "placepicker-follower"
        thread.start()
    }

    /// Asks the thread to stop after its current wait.
    public func stop() { state.withLock { $0.stopped = true } }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func run() {
        var backoff = Duration.milliseconds(100)
        while !isStopped {
            do {
                let store = try PlaceStore(url: url)
                try store.listen()
                if !health.isConnected { log("Database reachable again; catching up from version \(health.version).") }
                backoff = .milliseconds(100)
                try follow(store)
            } catch {
                let message = String(describing: error)
                let wasConnected = state.withLock { state in
                    defer {
                        state.health.isConnected = false
                        state.health.lastError = message
                    }
                    return state.health.isConnected
                }
                if wasConnected {
                    log("Database unreachable, still serving version \(health.version): \(message)")
                }
                Thread.sleep(forTimeInterval: Self.seconds(backoff))
                backoff = min(backoff * 2, options.maximumBackoff)
            }
        }
    }

    /// Reads changes until the connection fails or the follower is stopped.
    private func follow(_ store: PlaceStore) throws(PostgresError) {
        let pollMilliseconds = Int32(Self.seconds(options.pollInterval) * 1000)
        var waitFirst = false
        while !isStopped {
            if waitFirst { _ = try store.waitForChange(milliseconds: pollMilliseconds) }
            waitFirst = true
            let version = health.version
            let batch = try store.changes(since: version)
            for problem in batch.problems { log("Skipped a row of placepicker.places: \(problem)") }
            if batch.version > version { apply(batch) }
            state.withLock { state in
                state.health = FollowerHealth(
                    isConnected: true, version: max(batch.version, version), lastSync: Date(), lastError: nil)
            }
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
