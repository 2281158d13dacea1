import CommandLineArguments
import CommandSupport
import Foundation
import Geography
import PlaceReaders
import PlaceSearch
import Places
import VectorTiles

/// `placepicker geography build|search|info`: a region's every address, street, postcode and
/// place, built from OpenStreetMap extracts and address registers into one memory-mapped file.
enum GeographyCommand {
    static let output = Option.text(
        "output", short: "o", placeholder: "FILE", example: "denmark.geography",
        help: "build: the region file to write (atomically: a failed build leaves no file).")
    static let country = Option.country(
        example: "DK", help: "build: the country of addresses that do not name theirs (ISO 3166-1).")
    static let attribution = Option.text(
        "attribution", placeholder: "TEXT", example: "© OpenStreetMap contributors",
        help: "build: who the data is from (default: © OpenStreetMap contributors).")
    static let batch = Flag("batch", help: "search: read one query a line from standard input, one JSON line each.")
    static let limit = Option.integer(
        "limit", in: 1...100, example: "10", help: "search: at most this many results."
    ).defaulting(to: 10)
    static let json = Flag("json", help: "search: print JSON instead of lines.")
    static let tiles = Flag(
        "tiles", help: "build: also make the basemap's vector tiles from each extract with tilemaker (OpenMapTiles).")

    /// What `geography` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker geography",
        summary: "Build a region's addresses, streets, postcodes and places from OpenStreetMap, or search one.",
        options: [output, country, attribution, tiles, batch, limit, json],
        positionals: [
            .init(
                "ACTION", help: "build INPUT… -o FILE, search FILE [TEXT], or info FILE.", isVariadic: true)
        ],
        discussion: """
            build reads OpenStreetMap extracts (.osm.pbf, .osm, .o5m; read with osmium-tool) and address
            CSV files (OpenAddresses' columns LON,LAT,NUMBER,STREET,CITY,POSTCODE, or PlacePicker's own
            address-point CSV) and writes one region file: every address (nodes, buildings, relations and
            addr:interpolation lines), every postcode with its area, named streets and named places. The
            map's basemap travels in the same file: give an .mbtiles file of OpenMapTiles vector tiles as
            an input, or --tiles to make them from each extract with tilemaker.
            What an extract cut at its edge cannot place (a way naming nodes not in the file) is skipped
            and counted. serve --geography FILE and nearest --geography FILE search it
            (docs/guides/geography.md).

            search finds addresses as people type them: a full address in any order, a postcode alone, a
            town, folded letters (Kobenhavn, Strasse, Str.) and one typo in longer words.

            Exit status: 0 ok, 64 usage, 65 an input holds nothing usable or is not OSM data,
            66 an input cannot be opened, 73 the output cannot be written.

            Examples:
              placepicker geography build denmark-latest.osm.pbf -o denmark.geography
              placepicker geography search denmark.geography "Istedgade 37, 1650 København V"
              echo 2300 | placepicker geography search denmark.geography --batch
            """
    )

    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let reader = OptionReader(spec: spec, arguments: arguments)
        let words = arguments.positionals
        switch words.first {
        case "build": return try build(Array(words.dropFirst()), reader: reader, io: io)
        case "search": return try search(Array(words.dropFirst()), reader: reader, io: io)
        case "info":
            guard words.count == 2 else { throw reader.usage("info takes one region file.") }
            let geography = try open(io.resolve(words[1]))
            io.print(
                "\(words[1]): \(geography.summary); built \(geography.metadata.built) from \(geography.metadata.sources.joined(separator: ", "))"
            )
            for (reason, count) in geography.metadata.skipped.sorted(by: { $0.key < $1.key }) {
                io.print("skipped: \(reason): \(count)")
            }
            return ExitCode.ok
        case nil: throw reader.usage("give an action: build INPUT… -o FILE, search FILE [TEXT], or info FILE.")
        case let other?: throw reader.usage("unknown action '\(other)': use build, search or info.")
        }
    }

    /// Opens a region file, or fails with exit 66 (cannot open) or 65 (not a region file).
    static func open(_ path: String) throws(CommandFailure) -> Geography {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .cannotOpen(path, reason: "no such file, or it cannot be read", commandName: spec.commandName)
        }
        do {
            return try Geography(path: path)
        } catch {
            throw .data(error.description, commandName: spec.commandName)
        }
    }

    private static func build(_ inputs: [String], reader: OptionReader, io: CommandIO) throws(CommandFailure) -> Int32 {
        guard !inputs.isEmpty else {
            throw reader.usage("build needs at least one input: an .osm.pbf extract or a CSV.")
        }
        guard let typed = try reader.value(output) else {
            throw reader.usage("build needs -o FILE, the region file to write.")
        }
        let path = io.resolve(typed)
        var records = GeographyRecords()
        var sources: [String] = []
        for typed in inputs {
            let input = io.resolve(typed)
            guard FileManager.default.isReadableFile(atPath: input) else {
                throw .cannotOpen(input, reason: "no such file, or it cannot be read", commandName: spec.commandName)
            }
            let read = try GeographyCommand.records(of: input, io: io, withTiles: try reader.flag(tiles))
            io.printError("\(DataFile.displayName(input)): \(read.summary)")
            if records.tiles != nil, read.tiles != nil {
                io.printError(
                    "\(spec.commandName): warning: tiles of several inputs: where two have a tile, the later one's is kept"
                )
            }
            records.append(contentsOf: read)
            sources.append(DataFile.displayName(input))
        }
        guard !records.addresses.isEmpty || !records.places.isEmpty || !records.streets.isEmpty || records.tiles != nil
        else {
            throw .data(
                "no address, street or place in \(inputs.joined(separator: ", ")): nothing to build.",
                commandName: spec.commandName)
        }
        let builder = GeographyBuilder(
            defaultCountry: try reader.value(country) ?? "",
            attribution: try reader.value(attribution) ?? "© OpenStreetMap contributors", sources: sources)
        do {
            try builder.write(records, to: path)
        } catch {
            throw CommandFailure(
                "\(spec.commandName): cannot write '\(path)': \(error.localizedDescription)",
                exitCode: ExitCode.cannotCreateOutput)
        }
        io.printError("\(path): \(try open(path).summary)")
        return ExitCode.ok
    }

    /// The records of one input: an extract read with osmium (and its tiles made with tilemaker
    /// under `--tiles`), a CSV of addresses, or an MBTiles file's tiles.
    private static func records(of input: String, io: CommandIO, withTiles: Bool) throws(CommandFailure)
        -> GeographyRecords
    {
        if VectorTileBasemap.isMBTiles(path: input) { return try tileRecords(input) }
        var records = try records(of: input, io: io)
        guard withTiles, !input.lowercased().hasSuffix(".csv") else { return records }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "placepicker-tiles-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let made: (path: String, trimmed: Int, dropped: Int)
        do {
            made = try TilemakerTiles.build(input, in: folder)
        } catch {
            throw .data(error.description, commandName: spec.commandName)
        }
        records.tiles = try tileRecords(made.path).tiles
        if made.trimmed > 0 { records.skipped["ways cut back to the nodes in the file, for the tiles"] = made.trimmed }
        if made.dropped > 0 {
            records.skipped["ways with fewer than two nodes in the file, left out of the tiles"] = made.dropped
        }
        return records
    }

    /// An MBTiles file's tiles, as records.
    private static func tileRecords(_ path: String) throws(CommandFailure) -> GeographyRecords {
        var records = GeographyRecords()
        do {
            records.tiles = try GeographyTiles(mbtiles: path)
        } catch {
            throw .data(error.description, commandName: spec.commandName)
        }
        return records
    }

    /// The records of an extract or a CSV.
    private static func records(of input: String, io: CommandIO) throws(CommandFailure) -> GeographyRecords {
        if input.lowercased().hasSuffix(".csv") {
            let data = try DataFile.bytes(input, io: io, commandName: spec.commandName)
            if let records = AddressCSV.read(data) { return records }
            // PlacePicker's own address-point CSV, read as `validate` reads it.
            let result = try DataFile.read(input, format: nil, io: io, commandName: spec.commandName)
            return GeographyRecords(addressPoints: result.addressPoints)
        }
        do {
            return try OsmiumExtract.read(input)
        } catch {
            throw .data(error.description, commandName: spec.commandName)
        }
    }

    private static func search(_ words: [String], reader: OptionReader, io: CommandIO) throws(CommandFailure) -> Int32 {
        guard let path = words.first else { throw reader.usage("search needs the region file.") }
        let geography = try open(io.resolve(path))
        let count = try reader.value(limit)
        if try reader.flag(batch) {
            while let line = io.readInputLine() {
                let query = line.hasSuffix("\r") ? String(line.dropLast()) : line
                io.print(GeographyJSON.line(query: query, matches: geography.search(query, limit: count)))
            }
            return ExitCode.ok
        }
        guard words.count >= 2 else { throw reader.usage("search needs the text to find, or --batch.") }
        let text = words.dropFirst().joined(separator: " ")
        let matches = geography.search(text, limit: count)
        if try reader.flag(json) {
            io.print(GeographyJSON.line(query: text, matches: matches))
        } else if matches.isEmpty {
            io.print("Nothing found for “\(text)”.")
        } else {
            for (index, match) in matches.enumerated() {
                io.print(
                    "\(index + 1). \(match.label) (\(match.kind.rawValue)) "
                        + String(format: "%.6f,%.6f", match.coordinate.latitude, match.coordinate.longitude))
            }
        }
        return ExitCode.ok
    }
}
