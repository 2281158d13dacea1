import CommandSupport
import ConcurrencyPrimitives
import Foundation
import PlaceDatabase
import PlacePicker
import PlacePickerWeb
import PlaceReaders
import PlaceReplication
import Places

/// `serve --database`: loads the database's places, follows its changes and serves them.
enum DatabaseServing {
    /// Loads the snapshot (or, when the database is unreachable and `--data` is given, the file), starts
    /// the follower and serves until a stop signal.
    ///
    /// - Returns: The exit status.
    /// - Throws: ``CommandFailure``: 69 when the database is unreachable at start and there is no `--data`.
    static func run(
        url: String, reader: OptionReader, io: CommandIO, configuration: WebConfiguration,
        server: ServerOptions.Values
    ) throws(CommandFailure) -> Int32 {
        let commandName = reader.spec.commandName
        let log: @Sendable (String) -> Void = { io.printError($0) }
        let source = PostgresConnection.redacted(url)
        var snapshot: DataSnapshot
        let started = Date()
        do {
            snapshot = try PlaceStore(url: url).snapshot()
        } catch {
            guard let path = try reader.value(PickerSetup.data) else {
                throw CommandFailure(
                    "\(commandName): cannot load the places from the database: \(error). Start the database, or give "
                        + "--data FILE to serve a file until it is reachable.",
                    exitCode: ExitCode.unavailable)
            }
            log("The database is unreachable (\(error)); serving \(path) until it is.")
            let catalog = try CatalogSource.load(
                path, format: try reader.value(PickerSetup.from), io: io, commandName: commandName)
            // Version -1: the first read once the database is reachable replaces the file's places whole.
            snapshot = DataSnapshot(
                version: -1, places: catalog.places.map { VersionedPlace(place: $0, version: -1) }, problems: [])
        }
        let initialVersion = snapshot.version
        for problem in snapshot.problems { log("Skipped a row of placepicker.places: \(problem)") }
        if snapshot.version >= 0 {
            log(
                "Loaded \(snapshot.places.count) places at data version \(snapshot.version) from \(source) in "
                    + String(format: "%.2f s.", Date().timeIntervalSince(started)))
        }

        let resolver = try BoundaryZoneResolver.embedded(commandName: commandName)
        // The region files are opened once: every version of the places searches the same ones.
        let regions = try PickerSetup.regions(
            reader, near: Catalog(importing: ImportResult(places: snapshot.places.map(\.place))), io: io)
        let shared = Locked(FollowerShared())
        let sources = SourcesWatch(url: url)
        var watched = configuration
        watched.sources = { sources.current }
        if try !reader.isGiven(ServeCommand.basemapFile),
            let ground = PickerSetup.basemap(of: regions, io: io, commandName: commandName)
        {
            watched.basemap = ground
        }
        let configuration = watched
        let live = LiveCatalog(
            snapshot: snapshot,
            health: {
                let health = shared.withLock { $0.follower }?.health
                return LiveData.Health(
                    isConnected: health?.isConnected ?? false,
                    secondsSinceSync: health.map { Date().timeIntervalSince($0.lastSync) } ?? 0,
                    followedVersion: health?.version ?? initialVersion)
            },
            log: log,
            build: { places, data in
                let catalog = Catalog(
                    importing: ImportResult(places: places), attribution: CatalogSource.osmAttribution(of: places))
                let setup = try PickerSetup.make(
                    reader, io: io, fixedClock: true, scope: .shop,
                    live: .init(
                        catalog: catalog, attribution: "",
                        resolver: resolver, origin: shared.withLock { $0.origin }, regions: regions))
                shared.withLock { $0.origin = $0.origin ?? setup.picker.configuration.defaultOrigin }
                var configuration = configuration
                configuration.fixedInstant = try reader.isGiven(PickerSetup.at) ? setup.instant : nil
                return WebApp(picker: setup.picker, configuration: configuration, liveData: data)
            })
        let first: WebApp
        do {
            first = try live.currentApp()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(commandName): \(error)", exitCode: ExitCode.dataError)
        }
        let loads = LoadCounter()
        let follower = ChangeFollower(url: url, after: snapshot.version, log: log) { batch in live.apply(batch) }
        shared.withLock { $0.follower = follower }
        let options = WebServing.Options(
            server: server.configuration, gracePeriod: server.gracePeriod,
            makeApp: { try loads.next() == 0 ? first : live.currentApp() },
            announce: { io.print($0) }, log: log,
            onServing: { served in
                live.onNewApp { app in served.replace(with: app) }
                follower.start()
                sources.start()
            })
        do {
            let status = try WebServing.run(options)
            follower.stop()
            sources.stop()
            return status
        } catch {
            follower.stop()
            sources.stop()
            throw CommandFailure("\(commandName): \(error)", exitCode: ExitCode.cannotCreateOutput)
        }
    }
}

/// What the build closure and the health reader share: the follower once it runs, and the origin
/// the first build settled on (kept for every later build).
private struct FollowerShared: Sendable {
    var follower: ChangeFollower?
    var origin: Origin?
}

/// The database's sources (`placepicker.sources`, written by `db sync`) with when each was last read,
/// re-read every few seconds on a thread of its own so that `/healthz` never waits on the database.
final class SourcesWatch: Sendable {
    private let url: String
    private let state = Locked((sources: [SourceStatus](), running: false))

    init(url: String) {
        self.url = url
        state.withLock { $0.sources = Self.read(url) ?? [] }
    }

    /// The sources as last read.
    var current: [SourceStatus] { state.withLock { $0.sources } }

    /// Starts re-reading every five seconds.
    func start() {
        state.withLock { $0.running = true }
        let thread = Thread { [self] in
            while state.withLock({ $0.running }) {
                Thread.sleep(forTimeInterval: 5)
                if let sources = Self.read(url) { state.withLock { $0.sources = sources } }
            }
        }
        thread.name = "placepicker-sources"
        thread.start()
    }

    /// Stops re-reading.
    func stop() { state.withLock { $0.running = false } }

    /// The sources, or `nil` when the database cannot be read now (the last reading stays).
    private static func read(_ url: String) -> [SourceStatus]? {
        guard let records = try? PlaceSync.sources(url: url) else { return nil }
        return records.map {
            SourceStatus(name: $0.name, format: $0.format, origin: $0.origin, readAt: $0.readAt, points: $0.points)
        }
    }
}
