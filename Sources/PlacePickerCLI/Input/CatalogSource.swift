import CarrierFeeds
import CommandSupport
import Foundation
import PlacePickerWeb
import PlaceReaders
import PlaceSamples
import Places

/// The catalog `nearest` and `serve` work on: the embedded Helsinki sample, or a `--data` file of
/// which every valid record is used.
enum CatalogSource {
    /// Loads the catalog.
    ///
    /// With a file, records with errors are skipped and one warning on standard error gives their
    /// count and points to `placepicker validate`; a file with no usable place at all fails with
    /// exit 65 and its full report.
    ///
    /// - Parameters:
    ///   - path: The `--data` value, or `nil` for the embedded sample.
    ///   - format: The `--from` format, if given.
    ///   - io: Streams and working directory.
    ///   - commandName: The command, for messages.
    /// - Returns: The catalog.
    /// - Throws: ``CommandFailure``: 66 when the file cannot be opened, 65 when nothing in it is
    ///   usable, 70 when the embedded sample is missing.
    static func load(_ path: String?, format: DataFormat? = nil, io: CommandIO, commandName: String)
        throws(CommandFailure) -> Catalog
    {
        try loadDescribed(path, format: format, io: io, commandName: commandName).catalog
    }

    /// Loads the catalog (``load(_:format:io:commandName:)``) and says where it came from: the file's
    /// name, its format, when it was read and how many places it gave (none for the sample).
    static func loadDescribed(_ path: String?, format: DataFormat? = nil, io: CommandIO, commandName: String)
        throws(CommandFailure) -> (catalog: Catalog, source: SourceStatus?)
    {
        guard let path else {
            do {
                return (try HelsinkiSample.load().catalog, nil)
            } catch {
                throw CommandFailure(
                    "\(commandName): the embedded sample data is missing: \(error)", exitCode: ExitCode.internalError)
            }
        }
        let (result, chosen, name) = try readUsable(path, format: format, io: io, commandName: commandName)
        // No default zone: each place's zone comes from its data or its coordinates, else
        // --timezone (PickerSetup); never from this machine's zone or UTC.
        let source = SourceStatus(
            name: name, format: chosen.description, origin: path, readAt: SourceStatus.instantText(io.now()),
            points: result.places.count)
        return (
            Catalog(importing: result, defaultTimeZone: nil, attribution: osmAttribution(of: result.places)), source
        )
    }

    /// Reads one `--data` file: a file with no usable place fails with exit 65 and its full report;
    /// records with errors are skipped with one warning that gives their count and points to
    /// `placepicker validate`.
    ///
    /// - Returns: The reader's result, the format it was read in, and the file's display name.
    private static func readUsable(_ path: String, format: DataFormat?, io: CommandIO, commandName: String)
        throws(CommandFailure) -> (result: ImportResult, format: DataFormat, name: String)
    {
        let (result, chosen) = try DataFile.readDescribed(path, format: format, io: io, commandName: commandName)
        let name = DataFile.displayName(path)
        if result.places.isEmpty, result.report.hasErrors {
            throw .data("no usable place in '\(path)'.\n\(result.report.description)", commandName: commandName)
        }
        let errors = result.report.errors.count
        if errors > 0 {
            io.printError(
                "\(commandName): warning: skipped \(result.report.counts.skipped) of \(result.report.counts.records) "
                    + "records in \(name) (\(errors) errors); run 'placepicker validate \(path)' for details.")
        }
        return (result, chosen, name)
    }

    /// Loads several `--data` files into one catalog (``loadDescribed(_:format:io:commandName:)``
    /// for each, each in its own format): one list across carriers. A point whose id an earlier file
    /// already has is left out, with one warning per file naming how many and the first.
    static func loadAll(_ paths: [String], format: DataFormat?, io: CommandIO, commandName: String)
        throws(CommandFailure) -> (catalog: Catalog, sources: [SourceStatus])
    {
        guard paths.count > 1 else {
            let loaded = try loadDescribed(paths.first, format: format, io: io, commandName: commandName)
            return (loaded.catalog, loaded.source.map { [$0] } ?? [])
        }
        var merged = ImportResult()
        var sources: [SourceStatus] = []
        var seen = Set<String>()
        for path in paths {
            let (result, chosen, name) = try readUsable(path, format: format, io: io, commandName: commandName)
            var repeated: [String] = []
            for place in result.places {
                if seen.insert(place.id).inserted { merged.places.append(place) } else { repeated.append(place.id) }
            }
            if let first = repeated.first {
                io.printError(
                    "\(commandName): warning: left out \(repeated.count) points of \(name) whose ids an earlier "
                        + "--data file has (the first: \(first)).")
            }
            merged.addressPoints += result.addressPoints
            sources.append(
                SourceStatus(
                    name: name, format: chosen.description, origin: path, readAt: SourceStatus.instantText(io.now()),
                    points: result.places.count - repeated.count))
        }
        let catalog = Catalog(
            importing: merged, defaultTimeZone: nil, attribution: osmAttribution(of: merged.places))
        return (catalog, sources)
    }

    /// Data whose ids are OpenStreetMap's (node/1, way/2: an osmium or Overpass export) is attributed
    /// to its contributors, as its licence asks; `nil` for other data (named by where it comes from).
    static func osmAttribution(of places: [Place]) -> String? {
        let fromOSM =
            !places.isEmpty
            && places.prefix(1000).allSatisfy { place in
                ["node/", "way/", "relation/"].contains { place.id.hasPrefix($0) }
            }
        return fromOSM ? "© OpenStreetMap contributors, ODbL 1.0" : nil
    }
}
