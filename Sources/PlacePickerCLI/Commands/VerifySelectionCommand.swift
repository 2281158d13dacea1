import CommandLineArguments
import CommandSupport
import Foundation
import JSONWriting
import PlaceDatabase
import PlacePicker
import PlaceReaders
import PlaceSelection
import Places

/// `placepicker verify-selection TOKEN`: the shop's server's check of a choice without calling the
/// picker — the signature and the expiry, and with `--data` or `--database` the point's state now —
/// printing what `POST /api/selections/verify` answers.
enum VerifySelectionCommand {
    static let database = Option.text(
        "database", placeholder: "URL", example: "postgresql://placepicker@127.0.0.1/places",
        help: "Check the point against the places of this PostgreSQL database.")
    static let at = PickerSetup.at.described("Check as of this instant.", example: "2026-12-07T10:00:00Z")

    /// What `verify-selection` accepts.
    static let spec = CommandSpec(
        commandName: "placepicker verify-selection",
        summary: "Check a signed choice: its signature, expiry and (with data) whether its point can still take it.",
        options: PickerSetup.dataOptions + [database, at] + ShopOptions.keyOptions,
        positionals: [
            .init("TOKEN", help: "The token (the hand-off's token field), or - to read it from standard input.")
        ],
        discussion: """
            Prints {"valid": …, "reason": …, "message": …, "selection": …, "place": …} as JSON, the answer of
            POST /api/selections/verify. Without --data or --database only the signature and the expiry are
            checked, and "place" is absent. The key comes from --selection-key-file or \(ShopOptions.keyVariable).

            Reasons: malformed, otherKey, altered, expired, removed, disabled, full, closed, tooSmall.

            Exit status: 0 valid, 1 refused, 64 usage (no key), 65 unusable data, 66 unreadable file,
            69 database unreachable.
            """
    )

    /// Runs `verify-selection`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed arguments.
    ///   - io: Streams, environment and clock.
    /// - Returns: 0 when the choice holds, 1 when it is refused.
    /// - Throws: ``CommandFailure`` for usage errors and unusable data.
    @Sendable
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandFailure) -> Int32 {
        let reader = OptionReader(spec: spec, arguments: arguments)
        guard let signer = try ShopOptions.signer(reader, io: io) else {
            throw reader.usage(
                "no key: set \(ShopOptions.keyVariable) or give --selection-key-file FILE, the key 'serve' signs with.")
        }
        guard var token = arguments.positionals.first else { throw reader.usage("give the TOKEN to check.") }
        if token == "-" { token = io.readInputLine() ?? "" }
        token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        let url = try reader.value(database)
        let hasData = try reader.isGiven(PickerSetup.data) || url != nil
        var verdict: SelectionVerdict
        if hasData {
            let setup: PickerSetup
            if let url {
                let snapshot: DataSnapshot
                do {
                    snapshot = try PlaceStore(url: url).snapshot()
                } catch {
                    throw CommandFailure(
                        "\(spec.commandName): cannot load the places from the database: \(error)",
                        exitCode: ExitCode.unavailable)
                }
                let places = snapshot.places.map(\.place)
                let catalog = Catalog(importing: ImportResult(places: places))
                setup = try PickerSetup.make(
                    reader, io: io, fixedClock: true, scope: .data,
                    live: .init(catalog: catalog, attribution: "", resolver: nil, origin: nil))
            } else {
                setup = try PickerSetup.make(reader, io: io, fixedClock: true, scope: .data)
            }
            verdict = Selection.verify(token, signer: signer, picker: setup.picker, now: setup.instant)
        } else {
            let instant = try reader.instant(at, zone: .gmt) ?? io.now()
            verdict = Selection.verifySignature(token, signer: signer, now: instant)
        }
        io.print(String(decoding: JSONOutput.encode(verdict, pretty: true), as: UTF8.self))
        return verdict.valid ? 0 : 1
    }
}
