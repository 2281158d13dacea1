import ConcurrencyPrimitives
import Foundation
import PlaceDatabase
import Places

/// Where a replica's changes come from: the database's ``ChangeFollower`` (``DatabaseFeed``), or a
/// test's hand. ``LiveCatalog`` starts it, stops it and reads its health.
public protocol ChangeFeed: Sendable {
    /// Starts handing the batches after `version` to `apply`, in version order, until ``stop()``.
    func start(after version: Int64, apply: @escaping @Sendable (ChangeBatch) -> Void)
    /// Stops handing batches.
    func stop()
    /// The link's health now; `nil` before ``start(after:apply:)``.
    var health: FollowerHealth? { get }
    /// The sources the places came from (`placepicker.sources`, written by `db sync`), or `nil` when
    /// they cannot be read now.
    func sources() -> [SourceStatus]?
}

/// The database as a ``ChangeFeed``: a ``ChangeFollower`` on the database URL, and the sources read
/// from its `placepicker.sources`.
public final class DatabaseFeed: ChangeFeed {
    private let url: String
    private let log: @Sendable (String) -> Void
    private let follower = Locked<ChangeFollower?>(nil)

    /// Creates the feed of a database.
    ///
    /// - Parameters:
    ///   - url: The database URL.
    ///   - log: Receives the follower's lines (connection changes, rows that could not be read).
    public init(url: String, log: @escaping @Sendable (String) -> Void) {
        self.url = url
        self.log = log
    }

    /// Starts a ``ChangeFollower`` after `version` on a thread of its own.
    public func start(after version: Int64, apply: @escaping @Sendable (ChangeBatch) -> Void) {
        let follower = ChangeFollower(url: url, after: version, log: log, apply: apply)
        self.follower.withLock { $0 = follower }
        follower.start()
    }

    /// Asks the follower to stop after its current wait.
    public func stop() { follower.withLock { $0 }?.stop() }

    /// The follower's health, `nil` before it starts.
    public var health: FollowerHealth? { follower.withLock { $0 }?.health }

    /// Reads `placepicker.sources` on a connection of its own; `nil` when the database cannot be read.
    public func sources() -> [SourceStatus]? { try? PlaceSync.sources(url: url) }
}

/// How a replica's link to the database is doing, as `/healthz` gives it.
public struct ReplicaHealth: Sendable, Equatable {
    /// Whether the database could be read at the last attempt.
    public var isConnected: Bool
    /// Seconds since the database was last read successfully.
    public var secondsSinceSync: Double
    /// The newest version read from the database (the version being served may be older).
    public var followedVersion: Int64

    /// Creates a health reading.
    public init(isConnected: Bool, secondsSinceSync: Double, followedVersion: Int64) {
        self.isConnected = isConnected
        self.secondsSinceSync = secondsSinceSync
        self.followedVersion = followedVersion
    }
}
