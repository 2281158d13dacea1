import ConcurrencyPrimitives
import Foundation
import PlaceDatabase
import PlacePickerWeb
import PlaceQuery
import Places

/// The places of a `serve --database` replica: the database's places at one version, changed batch by
/// batch as the ``ChangeFollower`` reads them, and the app answering from them.
///
/// A batch is applied to the table at once and then to the served engine as an overlay
/// (``PlaceEngine/applying(_:)``: a changed place takes its base slot's place, a new or moved one
/// joins a small delta), which costs a few microseconds a change, whatever the catalog's size. The new app is swapped
/// in whole, so a request is answered from one version, start to end. When the overlay has grown past
/// ``foldThreshold(placeCount:)`` places, a full build of the table (a new base) runs on a thread of its own while
/// batches go on being applied to the old one; when it is done, the changes made since its snapshot
/// are applied on top of it and it takes over. Batches that arrive while one is being applied are
/// applied together next. Each replica's version only grows.
public final class LiveCatalog: Sendable {
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
                digest &-= LiveData.rowHash(id: old.place.id, version: old.version)
            }
            digest &+= LiveData.rowHash(id: row.place.id, version: row.version)
        }

        mutating func delete(_ id: String) {
            guard let old = byID.removeValue(forKey: id) else { return }
            digest &-= LiveData.rowHash(id: id, version: old.version)
        }
    }

    /// Changes not yet in an engine: the latest state of each id, `nil` for a deletion.
    typealias Pending = [String: VersionedPlace?]

    private struct State: Sendable {
        var table: Table
        var version: Int64
        /// The last app made and the version it answers from.
        var current: WebApp?
        var currentVersion: Int64
        /// Changes since ``current``.
        var pending: Pending = [:]
        /// While a fold runs: the changes since its snapshot.
        var foldLog: Pending?
        /// A finished fold, waiting to take over.
        var folded: (app: WebApp, version: Int64)?
        var isWorking = false
    }

    /// Overlay size at which the table is folded into a new base: a sixteenth of the places, between
    /// 256 and 65,536. Applying a change costs a few microseconds whatever the overlay's size
    /// (``PlaceEngine/applying(_:)``); what grows with it is each query's work on the changed places
    /// near it, and the change records' memory. A fold is a full build of the app (about 12 s of a
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
    private let build: @Sendable (_ places: [Place], _ data: LiveData) throws -> WebApp
    private let health: @Sendable () -> LiveData.Health
    private let log: @Sendable (String) -> Void
    /// Receives each new app.
    private let publish: Locked<(@Sendable (WebApp) -> Void)?> = Locked(nil)

    /// Starts from a snapshot.
    ///
    /// - Parameters:
    ///   - snapshot: The database's places at a version.
    ///   - health: Reads the follower's health for `/healthz`.
    ///   - log: Where build failures go.
    ///   - build: Builds an app from places and their data version (a full build).
    public init(
        snapshot: DataSnapshot, health: @escaping @Sendable () -> LiveData.Health,
        log: @escaping @Sendable (String) -> Void,
        build: @escaping @Sendable (_ places: [Place], _ data: LiveData) throws -> WebApp
    ) {
        state = Locked(
            State(table: Table(snapshot.places), version: snapshot.version, currentVersion: snapshot.version))
        self.health = health
        self.log = log
        self.build = build
    }

    /// Builds the app of the current version from the whole table, on the caller's thread (the first
    /// one before serving, and on SIGHUP); it becomes the base later batches are applied to.
    public func currentApp() throws -> WebApp {
        // The table is copied under the lock (a reference) and read outside it.
        let (table, data) = state.withLock { state in (state.table, liveData(state)) }
        let app = try build(table.places(), data)
        state.withLock { state in
            // The base later batches are applied to (pending changes it already holds apply again
            // harmlessly: an upsert of the same state).
            if state.current == nil || data.version > state.currentVersion {
                state.current = app
                state.currentVersion = data.version
            }
        }
        return app
    }

    /// Sets where new apps go (the served app's replace).
    public func onNewApp(_ body: @escaping @Sendable (WebApp) -> Void) { publish.withLock { $0 = body } }

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
        if startWorker { startThread("placepicker-apply") { self.work() } }
    }

    /// The shortest time between two applied versions: batches arriving faster are applied together,
    /// so a burst of small transactions costs one overlay rebuild per interval, not one each.
    static let applyInterval: TimeInterval = 0.1

    /// Applies pending changes (and adopts finished folds) until nothing is left.
    private func work() {
        var lastApply = Date.distantPast
        while true {
            let wait = Self.applyInterval - Date().timeIntervalSince(lastApply)
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            lastApply = Date()
            let step = state.withLock { state -> (base: WebApp, changes: Pending, data: LiveData)? in
                var adopted: WebApp?
                if let folded = state.folded {
                    // The fold is the table at its version; the changes since then go on top of it.
                    state.folded = nil
                    state.current = folded.app
                    state.currentVersion = folded.version
                    state.pending = state.foldLog ?? [:]
                    state.foldLog = nil
                    adopted = folded.app
                }
                guard let base = state.current, !state.pending.isEmpty || state.currentVersion < state.version else {
                    // A fold that reached the last version with nothing after it is served as it is.
                    // Published before the worker is marked idle: a worker started after that
                    // publishes only newer apps.
                    if let adopted { publish.withLock { $0 }?(adopted) }
                    state.isWorking = false
                    return nil
                }
                let changes = state.pending
                state.pending = [:]
                return (base, changes, liveData(state))
            }
            guard let step else { return }
            let app = Self.applying(step.changes, to: step.base, data: step.data)
            publish.withLock { $0 }?(app)
            let startFold = state.withLock { state -> (table: Table, data: LiveData)? in
                if step.data.version > state.currentVersion {
                    state.current = app
                    state.currentVersion = step.data.version
                }
                guard state.foldLog == nil, state.folded == nil,
                    Self.isDueForFold(app.picker.engine, placeCount: state.table.count)
                else { return nil }
                state.foldLog = [:]
                return (state.table, liveData(state))
            }
            if let startFold {
                startThread("placepicker-fold") {
                    // Background work: requests come first (its parallel parts run on the shared pool).
                    Self.lowerThisThreadsPriority()
                    self.fold(startFold.table.places(), data: startFold.data)
                }
            }
        }
    }

    /// The next app: the base app's engine with the changes applied, the same picker and settings.
    static func applying(_ changes: Pending, to base: WebApp, data: LiveData) -> WebApp {
        var upserts: [Place] = []
        var deletions: [String] = []
        for (id, row) in changes {
            if let row { upserts.append(row.place) } else { deletions.append(id) }
        }
        let engine = base.picker.engine.applying(PlaceChanges(upserts: upserts, deletions: deletions))
        return WebApp(picker: base.picker.replacingEngine(engine), configuration: base.configuration, liveData: data)
    }

    /// Builds a new base from the table's rows at `data.version`, then hands it to the worker.
    private func fold(_ rows: [Place], data: LiveData) {
        do {
            let started = Date()
            let app = try build(rows, data)
            log(
                "Folded the changes into a new base of \(rows.count) places at data version \(data.version) in "
                    + "\(String(format: "%.1f", Date().timeIntervalSince(started))) s.")
            let startWorker = state.withLock { state -> Bool in
                state.folded = (app, data.version)
                defer { state.isWorking = true }
                return !state.isWorking
            }
            if startWorker { startThread("placepicker-apply") { self.work() } }
        } catch {
            log("Could not rebuild data version \(data.version); the overlay keeps growing: \(error)")
            state.withLock { $0.foldLog = nil }
        }
    }

    /// Gives the calling thread the lowest scheduling priority, so that a fold yields the processors
    /// to requests. On Linux the nice value is a thread's own, and `who` 0 names the calling
    /// thread (not the process); elsewhere it does nothing.
    private static func lowerThisThreadsPriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }

    private func startThread(_ name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.start()
    }

    private func liveData(_ state: State) -> LiveData {
        LiveData(version: state.version, placesDigest: LiveData.digestText(state.table.digest), health: health)
    }
}
