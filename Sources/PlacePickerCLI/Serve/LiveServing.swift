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
    private struct State: Sendable {
        var places: [String: VersionedPlace]
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
        var places: [String: VersionedPlace] = [:]
        places.reserveCapacity(snapshot.places.count)
        for versioned in snapshot.places { places[versioned.place.id] = versioned }
        state = Locked(State(places: places, version: snapshot.version, builtVersion: snapshot.version))
        self.health = health
        self.log = log
        self.build = build
    }

    /// Builds the app of the current version now, on the caller's thread (the first one, before serving).
    func currentApp() throws -> WebApp {
        let (places, data) = state.withLock { state in (state.places, liveData(state)) }
        return try build(Self.ordered(places), data)
    }

    /// Sets where new apps go (the served app's replace).
    func onNewApp(_ body: @escaping @Sendable (WebApp) -> Void) { publish.withLock { $0 = body } }

    /// Applies a batch and starts a build unless one is running (which then builds again).
    func apply(_ batch: ChangeBatch) {
        let startBuild = state.withLock { state -> Bool in
            guard batch.version > state.version else { return false }
            for id in batch.deletions { state.places[id] = nil }
            for versioned in batch.upserts { state.places[versioned.place.id] = versioned }
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
            let next = state.withLock { state -> (places: [String: VersionedPlace], data: LiveData)? in
                guard state.builtVersion < state.version else {
                    state.isBuilding = false
                    return nil
                }
                return (state.places, liveData(state))
            }
            guard let next else { return }
            do {
                let app = try build(Self.ordered(next.places), next.data)
                publish.withLock { $0 }?(app)
            } catch {
                log("Could not build data version \(next.data.version), still serving the previous one: \(error)")
            }
            state.withLock { $0.builtVersion = max($0.builtVersion, next.data.version) }
        }
    }

    private func liveData(_ state: State) -> LiveData {
        LiveData(
            version: state.version,
            placesDigest: LiveData.digest(state.places.values.map { ($0.place.id, $0.version) }), health: health)
    }

    /// The places in id order, so that two replicas at one version build the same catalog.
    private static func ordered(_ places: [String: VersionedPlace]) -> [Place] {
        places.values.map(\.place).sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
    }
}
