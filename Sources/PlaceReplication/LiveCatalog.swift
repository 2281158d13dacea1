import ConcurrencyPrimitives
import Foundation
import PlaceDatabase
import PlaceQuery
import Places

/// The places of a `serve --database` replica: the database's places at one version, changed batch by
/// batch as its ``ChangeFeed`` (the database's ``ChangeFollower``) hands them over, and each version
/// published to whoever serves it (the web module wraps each in its app).
///
/// A batch is applied to the table at once and then to the published engine as an overlay
/// (``PlaceEngine/applying(_:)``: a changed place takes its base slot's place, a new or moved one
/// joins a small delta), which costs a few microseconds a change, whatever the catalog's size. Each
/// version is published whole, so whoever serves it answers a request from one version, start to end.
/// When the overlay has grown past ``foldThreshold(placeCount:)`` places, a full build of the table (a
/// new base) runs as a job of its own while batches go on being applied to the old one; when it is
/// done, the changes made since its snapshot are applied on top of it and it takes over. Batches that
/// arrive while one is being applied are applied together next. Each replica's version only grows.
///
/// The catalog owns its feed: ``start()`` starts following the database and re-reading its sources
/// every ``sourcesInterval``, ``health`` reads the link. Every job (applying, folding, re-reading) is
/// handed to the ``LiveClock``, so a test's clock steps a replica without the wall clock.
public final class LiveCatalog<Base: LiveBase>: Sendable {
    /// The table: the places in byte order of their ids (so that every replica at one version builds
    /// the same catalog, ties included), and the digest kept change by change.
    struct Table: Sendable {
        /// The rows by id: an upsert or a deletion costs a hash look-up whatever the table's size
        /// (a sorted array moved a million rows for each new or deleted place).
        private(set) var byID: [String: VersionedPlace] = [:]
        private(set) var digest: UInt64 = 0

        init(_ places: [VersionedPlace]) {
            byID.reserveCapacity(places.count)
            for row in places { upsert(row) }
        }

        var count: Int { byID.count }

        /// The places in id order: every replica builds from the same order, whatever the order
        /// the changes came in.
        func places() -> [Place] {
            byID.values.sorted { $0.place.id.utf8.lexicographicallyPrecedes($1.place.id.utf8) }.map(\.place)
        }

        mutating func upsert(_ row: VersionedPlace) {
            if let old = byID.updateValue(row, forKey: row.place.id) {
                digest &-= PlacesDigest.rowHash(id: old.place.id, version: old.version)
            }
            digest &+= PlacesDigest.rowHash(id: row.place.id, version: row.version)
        }

        mutating func delete(_ id: String) {
            guard let old = byID.removeValue(forKey: id) else { return }
            digest &-= PlacesDigest.rowHash(id: id, version: old.version)
        }
    }

    /// Changes not yet in an engine: the latest state of each id, `nil` for a deletion.
    typealias Pending = [String: VersionedPlace?]

    private struct State: Sendable {
        var table: Table
        var version: Int64
        /// The last version made and the data version it is at.
        var current: Base?
        var currentVersion: Int64
        /// Changes since ``current``.
        var pending: Pending = [:]
        /// While a fold runs: the changes since its snapshot.
        var foldLog: Pending?
        /// A finished fold, waiting to take over.
        var folded: LiveVersion<Base>?
        var isWorking = false
        /// The sources as last read.
        var sources: [SourceStatus]
        var isStopped = false
    }

    /// Overlay size at which the table is folded into a new base: a sixteenth of the places, between
    /// 256 and 65,536. Applying a change costs a few microseconds whatever the overlay's size
    /// (``PlaceEngine/applying(_:)``); what grows with it is each query's work on the changed places
    /// near it, and the change records' memory. A fold is a full build (about 12 s of a
    /// core at a million places, the zones, hours, engine and clusters), so it runs when the overlay
    /// holds that many places, or its records four times as many (a few places changed over and
    /// over). At a million places and 1,000 changes a second that is once every four minutes or
    /// more, about 5 % of a core; a tenth of the places capped at 16,384 folded every 30 s, 40 % of
    /// a core (docs/guides/deploying.md, "Measured").
    static func foldThreshold(placeCount: Int) -> Int { min(65_536, max(256, placeCount / 16)) }

    /// Whether an engine's overlay is due to be folded into a new base.
    static func isDueForFold(_ engine: PlaceEngine, placeCount: Int) -> Bool {
        let threshold = foldThreshold(placeCount: placeCount)
        return engine.overlayCount > threshold || engine.changeRecordCount > 4 * threshold
    }

    private let state: Locked<State>
    private let snapshotVersion: Int64
    private let feed: any ChangeFeed
    private let clock: any LiveClock
    private let build: @Sendable (_ places: [Place]) throws -> Base
    private let log: @Sendable (String) -> Void
    /// Receives each new version.
    private let publish: Locked<(@Sendable (LiveVersion<Base>) -> Void)?> = Locked(nil)

    /// Starts from a snapshot, and reads the feed's sources once.
    ///
    /// - Parameters:
    ///   - snapshot: The database's places at a version.
    ///   - feed: Where the changes after it come from, once ``start()`` is called.
    ///   - clock: The time and the jobs' threads.
    ///   - log: Where fold lines and build failures go.
    ///   - build: Builds what answers from places (a full build).
    public init(
        snapshot: DataSnapshot, feed: any ChangeFeed, clock: any LiveClock = SystemClock(),
        log: @escaping @Sendable (String) -> Void, build: @escaping @Sendable (_ places: [Place]) throws -> Base
    ) {
        state = Locked(
            State(
                table: Table(snapshot.places), version: snapshot.version, currentVersion: snapshot.version,
                sources: feed.sources() ?? []))
        snapshotVersion = snapshot.version
        self.feed = feed
        self.clock = clock
        self.log = log
        self.build = build
    }

    /// How often ``start()`` re-reads the sources, so that `/healthz` never waits on the database.
    public static var sourcesInterval: Duration { .seconds(5) }

    /// Starts following the feed from the snapshot's version, and re-reading the sources.
    public func start() {
        feed.start(after: snapshotVersion) { batch in self.apply(batch) }
        watchSources()
    }

    /// Stops following the feed and re-reading the sources.
    public func stop() {
        state.withLock { $0.isStopped = true }
        feed.stop()
    }

    /// The link to the database now; before ``start()``, disconnected at the snapshot's version.
    public var health: ReplicaHealth {
        let health = feed.health
        return ReplicaHealth(
            isConnected: health?.isConnected ?? false,
            secondsSinceSync: health.map { clock.now.timeIntervalSince($0.lastSync) } ?? 0,
            followedVersion: health?.version ?? snapshotVersion)
    }

    /// The sources as last read (`placepicker.sources`).
    public var sources: [SourceStatus] { state.withLock { $0.sources } }

    private func watchSources() {
        clock.run(after: Self.sourcesInterval, name: "placepicker-sources", background: false) { [self] in
            guard !state.withLock({ $0.isStopped }) else { return }
            if let sources = feed.sources() { state.withLock { $0.sources = sources } }
            watchSources()
        }
    }

    /// Builds the current version from the whole table, on the caller's thread (the first one before
    /// serving, and on SIGHUP); it becomes the base later batches are applied to.
    public func currentVersion() throws -> LiveVersion<Base> {
        // The table is copied under the lock (a reference) and read outside it.
        let (table, data) = state.withLock { state in (state.table, version(of: state)) }
        let base = try build(table.places())
        state.withLock { state in
            // The base later batches are applied to (pending changes it already holds apply again
            // harmlessly: an upsert of the same state).
            if state.current == nil || data.version > state.currentVersion {
                state.current = base
                state.currentVersion = data.version
            }
        }
        return LiveVersion(content: base, version: data.version, placesDigest: data.placesDigest)
    }

    /// Sets where new versions go (the served app's replace).
    public func onNewVersion(_ body: @escaping @Sendable (LiveVersion<Base>) -> Void) {
        publish.withLock { $0 = body }
    }

    /// Applies a batch to the table and starts applying it to the engine unless that is under way.
    public func apply(_ batch: ChangeBatch) {
        let startWorker = state.withLock { state -> Bool in
            guard batch.version > state.version else { return false }
            var changes: Pending = [:]
            if batch.since < 0 {
                // The first read after serving a fallback file: the database's places replace the file's.
                for id in state.table.byID.keys { changes[id] = .some(nil) }
                state.table = Table([])
            }
            for id in batch.deletions {
                state.table.delete(id)
                changes[id] = .some(nil)
            }
            for row in batch.upserts {
                state.table.upsert(row)
                changes[row.place.id] = row
            }
            state.pending.merge(changes) { $1 }
            if state.foldLog != nil { state.foldLog?.merge(changes) { $1 } }
            state.version = batch.version
            defer { state.isWorking = true }
            return !state.isWorking
        }
        if startWorker { work(after: .zero) }
    }

    /// The shortest time between two applied versions: batches arriving faster are applied together,
    /// so a burst of small transactions costs one overlay rebuild per interval, not one each.
    public static var applyInterval: Duration { .milliseconds(100) }

    private func work(after delay: Duration) {
        clock.run(after: delay, name: "placepicker-apply", background: false) { self.step() }
    }

    /// Applies the pending changes (or adopts a finished fold), then comes back after
    /// ``applyInterval`` for what arrived meanwhile, until nothing is left.
    private func step() {
        let started = clock.now
        let step = state.withLock { state -> (base: Base, changes: Pending, data: Stamp)? in
            var adopted: LiveVersion<Base>?
            if let folded = state.folded {
                // The fold is the table at its version; the changes since then go on top of it.
                state.folded = nil
                state.current = folded.content
                state.currentVersion = folded.version
                state.pending = state.foldLog ?? [:]
                state.foldLog = nil
                adopted = folded
            }
            guard let base = state.current, !state.pending.isEmpty || state.currentVersion < state.version else {
                // A fold that reached the last version with nothing after it is served as it is.
                // Published before the worker is marked idle: a worker started after that
                // publishes only newer versions.
                if let adopted { publish.withLock { $0 }?(adopted) }
                state.isWorking = false
                return nil
            }
            let changes = state.pending
            state.pending = [:]
            return (base, changes, version(of: state))
        }
        guard let step else { return }
        let next = Self.applying(step.changes, to: step.base)
        publish.withLock { $0 }?(
            LiveVersion(content: next, version: step.data.version, placesDigest: step.data.placesDigest))
        let startFold = state.withLock { state -> (table: Table, data: Stamp)? in
            if step.data.version > state.currentVersion {
                state.current = next
                state.currentVersion = step.data.version
            }
            guard state.foldLog == nil, state.folded == nil,
                Self.isDueForFold(next.engine, placeCount: state.table.count)
            else { return nil }
            state.foldLog = [:]
            return (state.table, version(of: state))
        }
        if let startFold {
            // Background work: requests come first (its parallel parts run on the shared pool).
            clock.run(after: .zero, name: "placepicker-fold", background: true) {
                self.fold(startFold.table.places(), data: startFold.data)
            }
        }
        let elapsed = clock.now.timeIntervalSince(started)
        work(after: max(.zero, Self.applyInterval - .milliseconds(Int64(elapsed * 1000))))
    }

    /// The next version: the base's engine with the changes applied, the rest as it was.
    static func applying(_ changes: Pending, to base: Base) -> Base {
        var upserts: [Place] = []
        var deletions: [String] = []
        for (id, row) in changes {
            if let row { upserts.append(row.place) } else { deletions.append(id) }
        }
        return base.replacingEngine(base.engine.applying(PlaceChanges(upserts: upserts, deletions: deletions)))
    }

    /// Builds a new base from the table's rows at `data.version`, then hands it to the worker.
    private func fold(_ rows: [Place], data: Stamp) {
        do {
            let started = clock.now
            let base = try build(rows)
            log(
                "Folded the changes into a new base of \(rows.count) places at data version \(data.version) in "
                    + "\(String(format: "%.1f", clock.now.timeIntervalSince(started))) s.")
            let startWorker = state.withLock { state -> Bool in
                state.folded = LiveVersion(content: base, version: data.version, placesDigest: data.placesDigest)
                defer { state.isWorking = true }
                return !state.isWorking
            }
            if startWorker { work(after: .zero) }
        } catch {
            log("Could not rebuild data version \(data.version); the overlay keeps growing: \(error)")
            state.withLock { $0.foldLog = nil }
        }
    }

    /// A version's data version and digest, before what answers from it is made.
    private typealias Stamp = (version: Int64, placesDigest: String)

    /// The table's version and digest.
    private func version(of state: State) -> Stamp {
        (state.version, PlacesDigest.text(state.table.digest))
    }
}
