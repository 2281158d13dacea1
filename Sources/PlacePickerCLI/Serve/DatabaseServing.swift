import CommandSupport
import ConcurrencyPrimitives
import Foundation
import PlaceDatabase
import PlacePicker
import PlacePickerWeb
import PlaceReaders
import PlaceReplication
import Places

/// `serve --database`: loads the database's places and wires them to the server: the ``LiveCatalog``
/// follows the database, and each version it publishes is served as a ``WebApp``.
enum DatabaseServing {
    /// Loads the snapshot (or, when the database is unreachable and `--data` is given, the file), starts
    /// the catalog following the database and serves until a stop signal.
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
        // The origin the first build settles on, kept for every later build.
        let origin = Locked<Origin?>(nil)
        let live = LiveCatalog<PickerModel>(
            snapshot: snapshot, feed: DatabaseFeed(url: url, log: log), log: log,
            build: { places in
                let catalog = Catalog(
                    importing: ImportResult(places: places), attribution: CatalogSource.osmAttribution(of: places))
                let setup = try PickerSetup.make(
                    reader, io: io, fixedClock: true, scope: .shop,
                    live: .init(
                        catalog: catalog, attribution: "",
                        resolver: resolver, origin: origin.withLock { $0 }, regions: regions))
                origin.withLock { $0 = $0 ?? setup.picker.configuration.defaultOrigin }
                return setup.picker
            })
        var watched = configuration
        watched.sources = { live.sources }
        if try !reader.isGiven(ServeCommand.basemapFile),
            let ground = PickerSetup.basemap(of: regions, io: io, commandName: commandName)
        {
            watched.basemap = ground
        }
        let first: LiveVersion<PickerModel>
        do {
            first = try live.currentVersion()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(commandName): \(error)", exitCode: ExitCode.dataError)
        }
        // `--at` fixes every version's clock at its instant.
        if try reader.isGiven(PickerSetup.at) { watched.fixedInstant = first.content.now }
        let configuration = watched
        let loads = LoadCounter()
        let options = WebServing.Options(
            server: server.configuration, gracePeriod: server.gracePeriod,
            makeApp: {
                WebApp(try loads.next() == 0 ? first : live.currentVersion(), of: live, configuration: configuration)
            },
            announce: { io.print($0) }, log: log,
            onServing: { served in
                live.onNewVersion { version in
                    served.replace(with: WebApp(version, of: live, configuration: configuration))
                }
                live.start()
            })
        do {
            let status = try WebServing.run(options)
            live.stop()
            return status
        } catch {
            live.stop()
            throw CommandFailure("\(commandName): \(error)", exitCode: ExitCode.cannotCreateOutput)
        }
    }
}
