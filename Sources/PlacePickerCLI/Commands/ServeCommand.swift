import CommandLineArguments
import CommandSupport
import ConcurrencyPrimitives
import Foundation
import MapDrawing
import PlacePickerWeb
import PlaceSamples
import VectorTiles

/// `placepicker serve`: the accessible list-and-map picker over HTTP.
///
/// The rows and the summary come from the picker, so they say what the web page says.
enum ServeCommand {
    static let host = Option.text(
        "host", placeholder: "H", example: "127.0.0.1", help: "Address to listen on."
    ).defaulting(to: "127.0.0.1")
    static let port = Option.integer(
        "port", in: 0...65_535, example: "8080", help: "Port to listen on."
    ).defaulting(to: 8080)
    static let returnURL = Option.text(
        "return-url", placeholder: "URL", example: "https://shop.example/checkout",
        help: "Where \"Pick up here\" sends the chosen place.")
    static let tiles = Option.text(
        "tiles", placeholder: "URL-TEMPLATE", example: "https://tile.example/{z}/{x}/{y}.png",
        help: "Raster tile URL template for the map view (default: none, SVG only).")
    static let basemapFile = Option.text(
        "basemap", placeholder: "FILE", example: "city-streets.geojson",
        help: "GeoJSON of streets, water, parks and buildings drawn under the map, e.g. from osmium export "
            + "(default: the sample's own with the sample, else none).")
    static let embedOrigin = Option.text(
        "embed-origin", placeholder: "ORIGIN", example: "https://shop.example", repeatable: true,
        help: "An origin (scheme://host[:port]) that may embed the picker, call /api/* and be a return target.")
    static let accent = Option.text(
        "accent", placeholder: "COLOR", example: "#0b57d0",
        help: "The shop's accent colour for buttons and links; refused below 4.5:1 text contrast.")
    static let units = Option<Units>.choice(
        "units", help: "Distance units (default: the convention of the data's country).")
    static let shopName = Option.text(
        "shop-name", placeholder: "NAME", example: "Kauppa", help: "The shop's name, shown in page titles.")
    static let database = Option.text(
        "database", placeholder: "URL", example: "postgresql://placepicker@127.0.0.1/places",
        help: "Serve the places of this PostgreSQL database and follow its changes (see placepicker db); "
            + "with --data too, the file is served while the database is unreachable at start.")

    /// `--units`: the distance units of the pages.
    enum Units: String, OptionChoice {
        case metric, imperial
    }

    /// What `serve` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker serve",
        summary: "Serve the accessible list-and-map picker and its JSON API over HTTP.",
        options: PickerSetup.dataOptions + [
            host, port, PickerSetup.lang.described("Default language of the pages (default: en)."),
            PickerSetup.at.described("Fix the clock at this instant (for demos and tests)."),
            returnURL, tiles, basemapFile, embedOrigin, accent, units, shopName, database,
        ] + PickerSetup.sharedOptions + ShopOptions.offerOptions + ShopOptions.keyOptions + ServerOptions.options,
        discussion: """
            Prints the URL to open. SIGINT or SIGTERM stop after requests in flight finish; SIGHUP reloads
            --data (a file that cannot be read is rejected with a log line and the old data keeps serving).
            With --database, every change to placepicker.places is applied as it commits (docs/reference/database.md);
            /healthz then reports the data version, and says "degraded" while the database is unreachable.
            Access log lines go to standard error. Idle and slow clients hold no thread: they are cut off
            by the timeouts above, and connections beyond the limits get 503 at once. The open-file limit
            (ulimit -n) is raised towards --max-connections where the hard limit allows.
            """
    )

    /// Runs `serve`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams and clock.
    /// - Returns: The exit status.
    /// - Throws: ``CommandFailure`` for usage and data errors.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let reader = OptionReader(spec: spec, arguments: arguments)
        let host = try reader.value(host)
        let port = try reader.value(port)
        let returnURL = try reader.value(returnURL)
        if let returnURL, !(returnURL.hasPrefix("https://") || returnURL.hasPrefix("http://")) {
            throw reader.usage(
                "'--return-url': use an http or https URL, such as --return-url https://shop.example/checkout.")
        }
        var server = try ServerOptions.read(reader, host: host, port: port)
        // CORS preflights for /api/* (answered by the app: a grant only for --embed-origin).
        server.configuration.allowedMethods?.append("OPTIONS")
        let tiles = try reader.value(tiles)
        if let tiles,
            !(tiles.hasPrefix("https://") || tiles.hasPrefix("http://"))
                || !["{z}", "{x}", "{y}"].allSatisfy(tiles.contains)
        {
            throw reader.usage(
                "'--tiles': give an http or https URL template with {z}, {x} and {y}, such as "
                    + "--tiles https://tile.example/{z}/{x}/{y}.png.")
        }
        let embedOrigins = try reader.values(embedOrigin).map { (origin) throws(CommandFailure) -> String in
            guard let parsed = WebConfiguration.origin(of: origin), parsed == origin.lowercased() else {
                throw reader.usage(
                    "'--embed-origin \(origin)': give an exact origin, scheme://host[:port] with no path, such as "
                        + "--embed-origin https://shop.example.")
            }
            return parsed
        }
        let accent = try reader.value(accent)
        if let accent, let problem = WebConfiguration.accentProblem(accent) {
            throw reader.usage("'--accent': \(problem)")
        }
        let fromFiles = try reader.isGiven(PickerSetup.data)
        let fromDatabase = try reader.isGiven(database)
        let basemap = try Self.basemap(try reader.value(basemapFile), isSample: !fromFiles && !fromDatabase, io: io)
        var configuration = WebConfiguration(
            returnURL: returnURL, tileURLTemplate: tiles, fixedInstant: nil, basemap: basemap,
            embedOrigins: embedOrigins, accent: accent, units: try reader.value(units)?.rawValue,
            shopName: try reader.value(shopName))
        configuration.selectionSigner = try ShopOptions.signer(reader, io: io)
        if !fromFiles && !fromDatabase { configuration.defaultOriginNames = HelsinkiSample.stationNames }
        io.printError(
            configuration.selectionSigner.map { "placepicker serve: choices are signed with the key \($0.keyID)." }
                ?? "placepicker serve: choices carry no token (set \(ShopOptions.keyVariable) or --selection-key-file)."
        )
        if let database = try reader.value(database) {
            return try DatabaseServing.run(
                url: database, reader: reader, io: io, configuration: configuration, server: server)
        }
        // Build once now so that bad options and data fail before the socket opens.
        let first = try PickerSetup.make(reader, io: io, fixedClock: true, scope: .shop)
        // The ground: --basemap, else the first region's tiles, else the sample's own.
        let explicitGround = try reader.isGiven(basemapFile)
        if !explicitGround, let ground = PickerSetup.basemap(of: first.regions, io: io, commandName: spec.commandName) {
            configuration.basemap = ground
        }
        configuration.fixedInstant = try reader.isGiven(PickerSetup.at) ? first.instant : nil
        let firstSources = first.sources
        configuration.sources = { firstSources }
        let initial = WebApp(picker: first.picker, configuration: configuration)
        let loads = LoadCounter()
        let fixedConfiguration = configuration
        let options = WebServing.Options(
            server: server.configuration, gracePeriod: server.gracePeriod,
            makeApp: {
                guard loads.next() > 0 else { return initial }
                do {
                    let setup = try PickerSetup.make(reader, io: io, fixedClock: true, scope: .shop)
                    var configuration = fixedConfiguration
                    if !explicitGround,
                        let ground = PickerSetup.basemap(of: setup.regions, io: io, commandName: spec.commandName)
                    {
                        configuration.basemap = ground
                    }
                    let sources = setup.sources
                    configuration.sources = { sources }
                    return WebApp(picker: setup.picker, configuration: configuration)
                } catch {
                    throw ReloadFailure(message: String(describing: error))
                }
            },
            announce: { io.print($0) }, log: { io.printError($0) })
        do {
            return try WebServing.run(options)
        } catch {
            throw CommandFailure("\(spec.commandName): \(error)", exitCode: ExitCode.cannotCreateOutput)
        }
    }
}

extension ServeCommand {
    /// The `--basemap` file, else the sample's own basemap when serving the sample, else none.
    static func basemap(_ path: String?, isSample: Bool, io: CommandIO) throws(CommandFailure) -> Basemap? {
        let data: Data
        let name: String
        if let path, VectorTileBasemap.isMBTiles(path: io.resolve(path)) {
            do {
                return Basemap(
                    tiles: try VectorTileBasemap.mbtiles(path: io.resolve(path)) {
                        io.printError("placepicker serve: warning: --basemap \(path): \($0)")
                    })
            } catch {
                throw CommandFailure("placepicker serve: --basemap \(error.description)", exitCode: ExitCode.dataError)
            }
        }
        if let path {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw CommandFailure(
                    "placepicker serve: cannot read --basemap '\(path)': \(error.localizedDescription)",
                    exitCode: ExitCode.cannotOpenInput)
            }
            name = path
        } else if isSample, let sample = try? HelsinkiSample.basemapGeoJSON() {
            data = sample
            name = "the sample's basemap"
        } else {
            return nil
        }
        do {
            return try Basemap(geoJSON: data, source: name)
        } catch {
            throw CommandFailure("placepicker serve: --basemap \(error.description)", exitCode: ExitCode.dataError)
        }
    }
}

/// Counts calls, so the first build of the app is reused and later ones (reloads) read the data again.
final class LoadCounter: Sendable {
    private let count = Locked(0)

    /// The number of earlier calls.
    func next() -> Int {
        count.withLock { count in
            defer { count += 1 }
            return count
        }
    }
}

/// Why a reload was rejected.
struct ReloadFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
