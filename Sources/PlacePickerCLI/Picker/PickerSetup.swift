import CarrierFeeds
import CommandLineArguments
import CommandSupport
import Foundation
import Geodesy
import Geography
import PickerFormatting
import PlacePicker
import PlacePickerWeb
import PlaceQuery
import PlaceQueryModel
import PlaceSamples
import Places
import TimeZoneBoundaries

/// Builds the picker that `nearest` and `serve` share from their common options: the data, the
/// language, the clock, the default zone, the country for holidays and the search radius.
struct PickerSetup {
    /// `--data`, where the places come from.
    static let data = Option.text(
        "data", placeholder: "FILE", example: "places.geojson", repeatable: true,
        help:
            "Place data (GeoJSON, CSV, Overpass JSON, OSM XML, a carrier's feed; - for stdin); repeat it for one list "
            + "across several files. Default: the Helsinki sample.")
    /// `--from`, the format of `--data`.
    static let from = Option<DataFormat>.choice(
        "from", placeholder: "FORMAT", example: "csv",
        help: "Format of --data: \(DataFormat.spelledList) (default: told from the content).")
    /// `--at`: the instant (nearest), or the fixed clock (serve, verify-selection: ``Option/described(_:example:)``).
    static let at = Option.instant(help: "The instant for opening states (default: now).")
    /// `--lang`: the language, the units and the clock of the text.
    static let lang = Option.language(help: "Language of the text (default: en).")
    /// `--timezone`, `--country`, `--radius`.
    static let timezone = Option.timeZone(
        "timezone", help: "IANA zone for places whose zone is neither in the data nor found from their coordinates.")
    static let country = Option.country(
        example: "FI", help: "Holiday country (PH) for places without addr:country (default: from each place's zone).")
    static let radius = Option.integer(
        "radius", in: 1...20_000, placeholder: "KM", example: "25",
        help: "Only places within this many km of the origin are listed and counted."
    ).defaulting(to: 25)

    /// `--geography`: region files whose every address the address search and `--address` find.
    static let geography = Option.text(
        "geography", placeholder: "FILE", example: "denmark.geography", repeatable: true,
        help: "A region file from 'placepicker geography build': its addresses, postcodes and places are "
            + "searched for the origin (repeatable).")

    /// Where the places come from; listed first by both commands.
    static let dataOptions: [any DeclaredOption] = [data, from]

    /// Options both commands accept besides their own.
    static let sharedOptions: [any DeclaredOption] = [
        timezone, country, SchoolHolidayFile.option, radius, geography,
    ]

    /// Which of the picker's options a command declares, each including the ones before.
    enum Scope: Int, Comparable {
        /// `--data`, `--from` and `--at` only (verify-selection).
        case data
        /// Also `--lang` and ``sharedOptions`` (nearest).
        case picker
        /// Also the shop's ``ShopOptions/offerOptions`` (serve).
        case shop

        static func < (a: Scope, b: Scope) -> Bool { a.rawValue < b.rawValue }
    }

    var picker: PickerModel
    var instant: Date
    /// Where the places came from (the `--data` file), for `/healthz` and `/api/sources`.
    var sources: [SourceStatus] = []
    /// The `--geography` regions the picker searches (their tiles may draw the map).
    var regions: [Geography] = []

    /// A catalog that comes from elsewhere than `--data` (the database), with what stays the same
    /// from one version of it to the next.
    struct LiveSource {
        var catalog: Catalog
        /// Where the data comes from, for the pages' attribution line.
        var attribution: String
        /// The zone table, loaded once.
        var resolver: BoundaryZoneResolver?
        /// The default origin of the first version, kept so that it does not move with the data.
        var origin: Origin?
        /// The `--geography` files, opened once for every version.
        var regions: [Geography] = []
    }

    /// Reads the data and options and builds the picker.
    ///
    /// - Parameters:
    ///   - reader: The command's options.
    ///   - io: Streams and clock.
    ///   - fixedClock: Whether `--at` fixes the clock (serve) or only sets the instant (nearest).
    ///   - scope: Which of the picker's options the command declares, and so are read.
    ///   - live: The places when they come from the database rather than `--data`.
    /// - Returns: The picker and the instant of the request.
    /// - Throws: ``CommandFailure`` for bad options or unusable data.
    static func make(
        _ reader: OptionReader, io: CommandIO, fixedClock: Bool, scope: Scope, live: LiveSource? = nil
    ) throws(CommandFailure) -> PickerSetup {
        let shared = scope >= .picker
        let dataPaths = try reader.values(data)
        let catalog: Catalog
        var sources: [SourceStatus] = []
        if let live {
            catalog = live.catalog
        } else {
            let loaded = try CatalogSource.loadAll(
                dataPaths, format: try reader.value(from), io: io,
                commandName: reader.spec.commandName)
            catalog = loaded.catalog
            sources = loaded.sources
        }
        let isSample = dataPaths.isEmpty && live == nil
        let defaultZone = shared ? try reader.value(timezone) : nil
        // Wall times in --at (no offset) are read in --timezone, else the sample's zone, else this
        // machine's; each place's hours are read in its own zone whatever this is.
        let wallZone = defaultZone ?? catalog.defaultTimeZone.flatMap(TimeZone.init(identifier:)) ?? io.defaultTimeZone
        let instant = try reader.instant(at, zone: wallZone) ?? io.now()
        let country = (shared ? try reader.value(Self.country) : nil) ?? (isSample ? HelsinkiSample.country : nil)
        let radiusKilometres = shared ? try reader.value(radius) : radius.fallback
        let locale = (shared ? try reader.value(lang) : nil) ?? defaultLocale
        let schoolHolidays = shared ? try SchoolHolidayFile.load(reader, timeZone: wallZone, io: io) : nil
        let resolver: BoundaryZoneResolver
        if let known = live?.resolver {
            resolver = known
        } else {
            resolver = try BoundaryZoneResolver.embedded(commandName: reader.spec.commandName)
        }
        var regions = live?.regions ?? []
        if live == nil, shared { regions = try Self.regions(reader, near: catalog, io: io) }
        let engine = PlaceEngine(
            catalog: catalog, country: country, schoolHolidays: schoolHolidays, zoneResolver: resolver,
            defaultTimeZone: defaultZone?.identifier, referenceDate: instant)
        var configuration = PickerConfiguration(
            defaultOrigin: live?.origin ?? defaultOrigin(catalog, engine: engine, isSample: isSample, at: instant),
            attribution: catalog.attribution ?? live?.attribution
                ?? "",
            searchRadius: Double(radiusKilometres) * 1000, wallClockZone: wallZone)
        configuration.addressDirectories = regions.map { $0.near(configuration.defaultOrigin.coordinate) }
        if scope >= .shop {
            configuration.offers = try ShopOptions.offers(reader, io: io)
            configuration.walkingDistance = Double(try reader.value(ShopOptions.walkingDistance))
        }
        let clock: @Sendable () -> Date
        if fixedClock, try reader.isGiven(at) {
            clock = { instant }
        } else {
            clock = io.now
        }
        return PickerSetup(
            picker: PickerModel(engine: engine, configuration: configuration, locale: locale, clock: clock),
            instant: instant, sources: sources, regions: regions
        )
    }

    /// The `--geography` files, opened (memory-mapped and checked); a warning when none of the
    /// data's places lies within 50 km of a region's addresses (the wrong country's file).
    static func regions(_ reader: OptionReader, near catalog: Catalog, io: CommandIO) throws(CommandFailure)
        -> [Geography]
    {
        var regions: [Geography] = []
        for path in try reader.values(geography) {
            let region = try GeographyCommand.open(io.resolve(path))
            if let warning = region.farAwayWarning(from: catalog.places.map(\.coordinate)) {
                io.printError("\(reader.spec.commandName): warning: \(path): \(warning)")
            }
            regions.append(region)
        }
        return regions
    }

    /// English with metric distances and 24-hour times: what a visitor to the sample's city
    /// reads on signs. `--lang en-US` gives miles and 12-hour times.
    static var defaultLocale: PickerLocale {
        var locale = PickerLocale(language: .english, region: "GB")
        locale.measurementSystemOverride = .metric
        return locale
    }

    /// The sample's central railway station, or the place nearest the centre of a data file's
    /// places (the centre of a worldwide catalog may be open sea).
    static func defaultOrigin(_ catalog: Catalog, engine: PlaceEngine, isSample: Bool, at instant: Date) -> Origin {
        if isSample {
            return Origin(
                coordinate: HelsinkiSample.stationCoordinate, source: .default, label: HelsinkiSample.stationName)
        }
        let center =
            BoundingBox(fitting: catalog.places.map(\.coordinate))?.center
            ?? Coordinate(uncheckedLatitude: 0, longitude: 0)
        let nearest = engine.results(for: Query(origin: center, instant: instant, limit: 1, includeCounts: false))
            .places.first
        guard let nearest else { return Origin(coordinate: center, source: .default, label: center.description) }
        return Origin(coordinate: nearest.place.coordinate, source: .default, label: nearest.place.name)
    }
}

/// The embedded time-zone boundaries as the ``TimeZoneResolver`` that `nearest`, `serve` and
/// `validate` give the catalog: the one place where the libraries meet the boundary table.
struct BoundaryZoneResolver: TimeZoneResolver {
    let lookup: ZoneLookup

    /// The embedded table, or a failure that names the packaging problem (exit 70).
    static func embedded(commandName: String) throws(CommandFailure) -> BoundaryZoneResolver {
        do {
            return BoundaryZoneResolver(lookup: try ZoneLookup.embedded())
        } catch {
            throw CommandFailure("\(commandName): \(error)", exitCode: ExitCode.internalError)
        }
    }

    func timeZoneIdentifier(at coordinate: Coordinate) -> String? { lookup.zoneIdentifier(at: coordinate) }
}
