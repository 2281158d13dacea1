import CarrierFeeds
import CommandLineArguments
import CommandSupport
import PlaceDatabase
import Places

/// `placepicker db init|import`: the PostgreSQL database that `serve --database` replicas follow.
enum DatabaseCommand {
    static let database = Option.text(
        "database", placeholder: "URL", example: "postgresql://placepicker@127.0.0.1/places",
        help: "The PostgreSQL database (a libpq URL or connection string; the password may come from "
            + "PGPASSWORD or ~/.pgpass).")
    static let from = PickerSetup.from.described(
        "Format of FILE: \(DataFormat.spelledList) (default: told from the content).")
    static let replace = Flag("replace", help: "import: delete the places that are not in FILE.")
    static let source = Option.text(
        "source", placeholder: "NAME", example: "inpost-pl",
        help: "sync: the source the snapshot replaces (its points are those it last wrote).")
    static let url = Option.text(
        "url", placeholder: "URL", example: "https://api-pl-points.easypack24.net/v1/points?per_page=500",
        help: "sync: fetch the snapshot from this URL (every page of a paged API) instead of FILE.")
    static let apiKeyEnv = Option.text(
        "api-key-env", placeholder: "VAR", example: "INPOST_TOKEN",
        help: "sync --url: the environment variable holding the API key, sent where the carrier wants it.")
    static let maxRemoved = Option<Double>(
        "max-removed", placeholder: "PERCENT", example: "20%",
        help: "sync: refuse a snapshot that would remove more of the source's points.",
        parse: { (text) throws(ValueError) -> Double in try DatabaseSync.share(text) }
    ).defaulting(to: 0.2, shown: "20%")
    static let timeout = Option.integer(
        "timeout", in: 1...3600, placeholder: "SECONDS", example: "30",
        help: "sync --url: seconds one request may take."
    ).defaulting(to: 60)
    static let retries = Option.integer(
        "retries", in: 0...20, example: "3",
        help: "sync --url: further tries after a failed request, with a growing pause."
    ).defaulting(to: 3)

    /// What `db` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker db",
        summary: "Create the PostgreSQL schema, or import a place file into it.",
        options: [database, from, replace, source, url, apiKeyEnv, maxRemoved, timeout, retries],
        positionals: [
            .init(
                "ACTION",
                help: "init (create or upgrade the schema), import FILE, or sync FILE (one source's snapshot).",
                isVariadic: true)
        ],
        discussion: """
            init creates the schema placepicker (its table placepicker.places is the contract a carrier's
            ETL writes with plain SQL; docs/reference/database.md) and is safe to run again. import FILE reads any
            place file with the same checks as validate, writes it in one transaction and prints how many
            places were inserted, updated, unchanged and deleted; records with errors are skipped and
            reported. Every change, by import or by anyone's SQL, reaches each serve --database replica.

            Exit status: 0 done, 64 usage, 65 nothing usable in FILE, 66 FILE cannot be opened,
            69 the database or libpq is unavailable or refused the change.

            sync FILE --source NAME (or sync --url URL --source NAME) applies a new snapshot of one source,
            typically a carrier's feed, as a diff in one transaction: new points inserted, changed ones updated,
            and the source's points that are not in the snapshot removed. A snapshot that does not parse, or that
            would remove more than --max-removed of the source's points, is refused and changes nothing: a
            download cut short must never delete half a network. Each source's last reading is recorded and shown
            by /healthz and /api/sources.

            Examples:
              placepicker db init --database postgresql://127.0.0.1/places
              placepicker db import lockers.geojson --replace --database postgresql://127.0.0.1/places
              placepicker db sync points.json --from inpost --source inpost-pl --database postgresql://127.0.0.1/places
              placepicker db sync --url 'https://api-pl-points.easypack24.net/v1/points?per_page=500' \\
                  --from inpost --source inpost-pl --api-key-env INPOST_TOKEN --database postgresql://127.0.0.1/places
            """
    )

    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let reader = OptionReader(spec: spec, arguments: arguments)
        guard let url = try reader.value(database) else {
            throw reader.usage(
                "give the database with --database URL, such as --database postgresql://127.0.0.1/places.")
        }
        let words = arguments.positionals
        switch words.first {
        case "init" where words.count == 1:
            do {
                let (previous, version) = try PlaceImporter.initialize(url: url)
                let before = previous.map { "was version \($0)" } ?? "created"
                io.print("Schema placepicker version \(PlaceSchema.version) (\(before)); data version \(version).")
                return ExitCode.ok
            } catch {
                throw failure(error)
            }
        case "import" where words.count == 2:
            let path = words[1]
            let result = try DataFile.read(
                path, format: try reader.value(from), io: io, commandName: spec.commandName)
            for diagnostic in result.report.diagnostics where diagnostic.severity == .error {
                io.printError(diagnostic.description)
            }
            if result.places.isEmpty, result.report.hasErrors {
                throw .data("no usable place in '\(path)'; nothing was written.", commandName: spec.commandName)
            }
            let replaces = try reader.flag(replace)
            do {
                let summary = try PlaceImporter.write(result.places, url: url, replace: replaces)
                io.print(
                    "Imported \(path): \(summary.inserted) inserted, \(summary.updated) updated, "
                        + "\(summary.unchanged) unchanged, \(summary.deleted) deleted; "
                        + "\(result.report.counts.skipped) records skipped; data version \(summary.version).")
                return ExitCode.ok
            } catch {
                throw failure(error)
            }
        case "sync" where words.count <= 2:
            return try DatabaseSync.run(
                file: words.count == 2 ? words[1] : nil, url: url, reader: reader, io: io)
        default:
            throw reader.usage(
                "use 'db init', 'db import FILE' or 'db sync FILE --source NAME', each with --database URL.")
        }
    }

    /// A database failure as the command's message and status (69).
    static func failure(_ error: PostgresError) -> CommandFailure {
        CommandFailure("\(spec.commandName): \(error.message)", exitCode: ExitCode.unavailable)
    }
}
