import CarrierFeeds
import CommandSupport
import Foundation
import PlaceDatabase
import PlaceReaders
import Places

/// `placepicker db sync`: one source's new snapshot applied as a diff (``PlaceSync``), from a file or
/// fetched from its URL, refused whole when it does not parse or would remove too much.
enum DatabaseSync {
    /// Runs the action.
    ///
    /// - Parameters:
    ///   - file: The snapshot's path, or `nil` with `--url`.
    ///   - url: The database URL.
    ///   - reader: Reads the options.
    ///   - io: Streams and environment.
    /// - Returns: 0 when applied.
    /// - Throws: ``CommandFailure``: 64 usage, 65 a snapshot refused or unreadable, 66 a file that cannot
    ///   be opened, 69 the database or the feed's server unreachable.
    static func run(file: String?, url: String, reader: OptionReader, io: CommandIO)
        throws(CommandFailure) -> Int32
    {
        let command = DatabaseCommand.spec.commandName
        guard let source = try reader.value(DatabaseCommand.source), !source.isEmpty else {
            throw reader.usage(
                "sync needs --source NAME, the source the snapshot replaces, such as --source inpost-pl.")
        }
        let format = try reader.value(DatabaseCommand.from)
        let share = try reader.value(DatabaseCommand.maxRemoved)
        let (data, origin, name) = try snapshotBytes(file: file, format: format, reader: reader, io: io)
        let chosen: DataFormat
        if let format {
            chosen = format
        } else {
            switch DataFormat.detect(data, pathExtension: file.map { ($0 as NSString).pathExtension }) {
            case .success(let detected): chosen = detected
            case .failure(let error):
                throw .data("\(origin): \(error.message); nothing was changed.", commandName: command)
            }
        }
        let result = FeedReader.read(data, format: chosen, options: ImportOptions(sourceName: name))
        for diagnostic in result.report.diagnostics where diagnostic.severity == .error {
            io.printError(diagnostic.description)
        }
        // An error that belongs to no record is the feed itself failing (cut short, not JSON, not that
        // carrier's): the snapshot is not whole, so it must not remove anything.
        if let broken = result.report.errors.first(where: { $0.location.index == nil && $0.location.placeID == nil }) {
            throw .data(
                "the snapshot from \(origin) is not whole (\(broken.message)); nothing was changed.",
                commandName: command)
        }
        if result.places.isEmpty {
            throw .data("the snapshot from \(origin) has no usable point; nothing was changed.", commandName: command)
        }
        let unreadable = Set(result.report.errors.compactMap(\.location.placeID))
        let snapshot = PlaceSync.Snapshot(
            source: source, format: chosen.description, origin: origin, places: result.places,
            unreadableIDs: unreadable, maximumRemovedShare: share)
        let outcome: PlaceSync.Outcome
        do { outcome = try PlaceSync.apply(snapshot, url: url) } catch { throw DatabaseCommand.failure(error) }
        switch outcome {
        case .refused(let reason):
            throw .data(reason, commandName: command)
        case .applied(let summary):
            let claimed =
                summary.claimed == 0 ? "" : " (\(summary.claimed) of them taken over from other sources or writers)"
            io.print(
                "Synced \(source) from \(origin): \(summary.inserted) inserted, \(summary.updated) updated\(claimed), "
                    + "\(summary.unchanged) unchanged, \(summary.removed) removed (of \(summary.before)); "
                    + "\(result.report.counts.skipped) records skipped; data version \(summary.version).")
            return ExitCode.ok
        }
    }

    /// `--max-removed 20%` (or `20`, or `0.2`) as a share, 0…1.
    @Sendable
    static func share(_ text: String) throws(ValueError) -> Double {
        let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let number = Double(trimmed), number.isFinite, number >= 0 else {
            throw ValueError("'\(text)' is not a percentage; write it as 20%")
        }
        let share = text.hasSuffix("%") || number > 1 ? number / 100 : number
        guard share <= 1 else { throw ValueError("\(text) is more than 100%") }
        return share
    }

    /// The snapshot's bytes, where they came from (for messages), and the name diagnostics use.
    private static func snapshotBytes(
        file: String?, format: DataFormat?, reader: OptionReader, io: CommandIO
    ) throws(CommandFailure) -> (Data, String, String) {
        let command = DatabaseCommand.spec.commandName
        switch (file, try reader.value(DatabaseCommand.url)) {
        case (let path?, nil):
            return (try DataFile.bytes(path, io: io, commandName: command), path, DataFile.displayName(path))
        case (nil, let address?):
            var key: String?
            if let variable = try reader.value(DatabaseCommand.apiKeyEnv) {
                guard let value = io.environment[variable], !value.isEmpty else {
                    throw reader.usage("'--api-key-env': the environment variable \(variable) is not set.")
                }
                key = value
            }
            let carrier: CarrierFormat? = if case .carrier(let carrier)? = format { carrier } else { nil }
            let download = FeedDownload(
                carrier: carrier, key: key,
                timeout: Double(try reader.value(DatabaseCommand.timeout)),
                retries: try reader.value(DatabaseCommand.retries))
            let shown = FeedDownload.shown(address, key: key)
            do {
                return (try download.fetch(address), shown, shown)
            } catch {
                throw CommandFailure(
                    "\(command): \(error.message); nothing was changed.", exitCode: ExitCode.unavailable)
            }
        case (nil, nil):
            throw reader.usage("sync needs a FILE or --url URL.")
        case (_?, _?):
            throw reader.usage("give sync a FILE or --url URL, not both.")
        }
    }
}
