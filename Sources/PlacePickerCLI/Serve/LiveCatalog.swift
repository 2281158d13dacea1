import Foundation
import Locking
import PlaceDatabase
import PlacePickerWeb
import Places

/// The places of a `serve --database` replica: the database's places at one version, changed batch by
/// batch as the ``ChangeFollower`` reads them, and the app built from them.
///
/// A batch is applied to the table of places at once; a new app (engine, picker, answer cache) is then
/// built from the table on a thread of its own and swapped in whole, so a request is answered from one
/// version, start to end. Batches that arrive while an app is being built are folded into the next
/// build, so a slow build delays changes but never queues them up. Each replica's version only grows.
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

    private struct State: Sendable {
        var table: Table
        var version: Int64
        var isBuilding = false
        var builtVersion: Int64
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
    ///   - build: Builds an app from places and their data version.
    init(
        snapshot: DataSnapshot, health: @escaping @Sendable () -> LiveData.Health,
        log: @escaping @Sendable (String) -> Void,
        build: @escaping @Sendable (_ places: [Place], _ data: LiveData) throws -> WebApp
    ) {
        state = Locked(
            State(table: Table(snapshot.places), version: snapshot.version, builtVersion: snapshot.version))
        self.health = health
        self.log = log
        self.build = build
    }

    /// Builds the app of the current version now, on the caller's thread (the first one, before serving).
    func currentApp() throws -> WebApp {
        let (places, data) = state.withLock { state in (state.table.rows.map(\.place), liveData(state)) }
        return try build(places, data)
    }

    /// Sets where new apps go (the served app's replace).
    func onNewApp(_ body: @escaping @Sendable (WebApp) -> Void) { publish.withLock { $0 = body } }

    /// Applies a batch and starts a build unless one is running (which then builds again).
    func apply(_ batch: ChangeBatch) {
        let startBuild = state.withLock { state -> Bool in
            guard batch.version > state.version else { return false }
            if batch.since < 0 {
                // The first read after serving a fallback file: the database's places replace the file's.
                state.table = Table([])
            }
            for id in batch.deletions { state.table.delete(id) }
            for row in batch.upserts { state.table.upsert(row) }
            state.version = batch.version
            defer { state.isBuilding = true }
            return !state.isBuilding
        }
        guard startBuild else { return }
        let thread = Thread { [self] in buildUntilCurrent() }
        thread.name = "placepicker-rebuild"
        thread.start()
    }

    /// Builds apps until the built version is the latest applied one.
    private func buildUntilCurrent() {
        while true {
            let next = state.withLock { state -> (places: [Place], data: LiveData)? in
                guard state.builtVersion < state.version else {
                    state.isBuilding = false
                    return nil
                }
                return (state.table.rows.map(\.place), liveData(state))
            }
            guard let next else { return }
            do {
                let app = try build(next.places, next.data)
                publish.withLock { $0 }?(app)
            } catch {
                log("Could not build data version \(next.data.version), still serving the previous one: \(error)")
            }
            state.withLock { $0.builtVersion = max($0.builtVersion, next.data.version) }
        }
    }

    private func liveData(_ state: State) -> LiveData {
        LiveData(version: state.version, placesDigest: LiveData.digestText(state.table.digest), health: health)
    }
}
