import Foundation
import Locking
import PlaceDatabase
import PlacePickerWeb
import PlaceQuery
import Places

/// The places of a `serve --database` replica: the database's places at one version, changed batch by
/// batch as the ``ChangeFollower`` reads them, and the app answering from them.
///
/// A batch is applied to the table at once and then to the served engine as an overlay
/// (``PlaceEngine/applying(_:)``: the changed places in a small engine of their own, the base's old
/// versions hidden), which costs in proportion to the overlay, not the catalog. The new app is swapped
/// in whole, so a request is answered from one version, start to end. When the overlay has grown past
/// ``foldThreshold(placeCount:)`` places, a full build of the table (a new base) runs on a thread of its own while
/// batches go on being applied to the old one; when it is done, the changes made since its snapshot
/// are applied on top of it and it takes over. Batches that arrive while one is being applied are
/// applied together next. Each replica's version only grows.
final class LiveCatalog: Sendable {
    /// The table: the places in byte order of their ids (so that every replica at one version builds
    /// the same catalog, ties included), and the digest kept change by change.
    struct Table: Sendable {
        private(set) var rows: [VersionedPlace] = []
        private(set) var digest: UInt64 = 0

        init(_ places: [VersionedPlace]) {
            rows = places.sorted { $0.place.id.utf8.lexicographicallyPrecedes($1.place.id.utf8) }
            for row in rows { digest &+= LiveData.rowHash(id: row.place.id, version: row.version) }
        }

        /// Where the id is, or where it would go.
        private func index(of id: String) -> (index: Int, found: Bool) {
            var low = 0
            var high = rows.count
            while low < high {
                let middle = (low + high) / 2
                let other = rows[middle].place.id
                if other == id { return (middle, true) }
                if other.utf8.lexicographicallyPrecedes(id.utf8) { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }

        mutating func upsert(_ row: VersionedPlace) {
            let (index, found) = index(of: row.place.id)
            if found {
                digest &-= LiveData.rowHash(id: rows[index].place.id, version: rows[index].version)
                rows[index] = row
            } else {
                rows.insert(row, at: index)
            }
            digest &+= LiveData.rowHash(id: row.place.id, version: row.version)
        }

        mutating func delete(_ id: String) {
            let (index, found) = index(of: id)
            guard found else { return }
            digest &-= LiveData.rowHash(id: id, version: rows[index].version)
            rows.remove(at: index)
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

    /// Overlay size at which the table is folded into a new base: a tenth of the places, between 256
    /// and 16,384. Applying costs about 4 µs per overlay place (its small engine is rebuilt per
    /// batch), a fold a full build (about 5 s of a core at a million places): at a million places and
    /// 1,000 changes a second, 16,384 keeps both to about a third of a core (measured in
    /// docs/deploying.md), where 4,096 had a core folding without pause.
    static func foldThreshold(placeCount: Int) -> Int { min(16_384, max(256, placeCount / 10)) }

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
    init(
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
    func currentApp() throws -> WebApp {
        let (places, data) = state.withLock { state in (state.table.rows.map(\.place), liveData(state)) }
        let app = try build(places, data)
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
    func onNewApp(_ body: @escaping @Sendable (WebApp) -> Void) { publish.withLock { $0 = body } }

    /// Applies a batch to the table and starts applying it to the engine unless that is under way.
    func apply(_ batch: ChangeBatch) {
        let startWorker = state.withLock { state -> Bool in
            guard batch.version > state.version else { return false }
            var changes: Pending = [:]
            if batch.since < 0 {
                // The first read after serving a fallback file: the database's places replace the file's.
                for row in state.table.rows { changes[row.place.id] = .some(nil) }
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
                if let folded = state.folded {
                    // The fold is the table at its version; the changes since then go on top of it.
                    state.folded = nil
                    state.current = folded.app
                    state.currentVersion = folded.version
                    state.pending = state.foldLog ?? [:]
                    state.foldLog = nil
                }
                guard let base = state.current, !state.pending.isEmpty || state.currentVersion < state.version else {
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
            let startFold = state.withLock { state -> (rows: [Place], data: LiveData)? in
                if step.data.version > state.currentVersion {
                    state.current = app
                    state.currentVersion = step.data.version
                }
                guard state.foldLog == nil, state.folded == nil,
                    app.picker.engine.overlayCount > Self.foldThreshold(placeCount: state.table.rows.count)
                else { return nil }
                state.foldLog = [:]
                return (state.table.rows.map(\.place), liveData(state))
            }
            if let startFold {
                startThread("placepicker-fold") { self.fold(startFold.rows, data: startFold.data) }
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
            let app = try build(rows, data)
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

    private func startThread(_ name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.start()
    }

    private func liveData(_ state: State) -> LiveData {
        LiveData(version: state.version, placesDigest: LiveData.digestText(state.table.digest), health: health)
    }
}
