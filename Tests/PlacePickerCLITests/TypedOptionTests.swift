import CommandLineArguments
import CommandSupport
import Foundation
import Testing

@testable import PlacePickerCLI

/// The options as typed values: choices checked in one place, and reads only of declared options.
@Suite("Typed options")
struct TypedOptionTests {
    /// Every option of every command that takes one of a fixed set of words.
    static let choiceOptions: [(command: String, option: OptionSpec)] = PlacePickerCLI.subcommands.flatMap { command in
        command.spec.options.filter { $0.choices != nil }.map { (command.name, $0) }
    }

    @Test func everyChoiceOptionIsFound() {
        let found = Set(Self.choiceOptions.map { "\($0.command) --\($0.option.name)" })
        #expect(
            found == [
                "nearest --from", "nearest --sort", "serve --from", "serve --units", "validate --from",
                "convert --from", "verify-selection --from", "db --from",
            ])
    }

    @Test func everyChoiceRoundTripsThroughTheParser() throws {
        try roundTrip(NearestCommand.sort.option, spec: NearestCommand.spec)
        try roundTrip(ServeCommand.units, spec: ServeCommand.spec)
        for (option, spec) in [
            (PickerSetup.from, NearestCommand.spec), (PickerSetup.from, ServeCommand.spec),
            (ConvertCommand.from, ConvertCommand.spec), (ValidateCommand.from, ValidateCommand.spec),
            (DatabaseCommand.from, DatabaseCommand.spec), (PickerSetup.from, VerifySelectionCommand.spec),
        ] {
            try roundTrip(option, spec: spec)
        }
    }

    /// Each value of `allCases`, typed as spelled and upper-cased, reads back as itself.
    private func roundTrip<Value: OptionChoice & Equatable>(_ option: Option<Value>, spec: CommandSpec) throws {
        #expect(option.spec.choices == Value.allCases.map(\.spelling))
        for value in Value.allCases {
            for typed in [value.spelling, value.spelling.uppercased()] {
                let arguments = try Self.parse(["--\(option.spec.name)", typed], spec: spec)
                #expect(try OptionReader(spec: spec, arguments: arguments).value(option) == value)
            }
        }
    }

    /// The words parsed as `spec` parses them, with a made-up value for each positional it needs.
    static func parse(_ words: [String], spec: CommandSpec) throws -> ParsedArguments {
        try ArgumentParser(spec: spec).parse(words + spec.positionals.filter { !$0.isOptional }.map { _ in "x" })
    }

    @Test(arguments: choiceOptions.map { "\($0.command) --\($0.option.name)" })
    func aBadChoiceGivesTheOneMessage(_ commandAndOption: String) throws {
        let (command, option) = try #require(
            Self.choiceOptions.first { "\($0.command) --\($0.option.name)" == commandAndOption })
        let choices = try #require(option.choices)
        let result = runTool([command, "--\(option.name)", "zzzzzz"])
        #expect(result.status == 64)
        #expect(
            result.error
                == "placepicker \(command): '--\(option.name)': 'zzzzzz' is not one of "
                + "\(choices.joined(separator: ", ")).\nRun 'placepicker \(command) --help' for usage.\n")
        // Help lists every word, from the same `allCases`.
        let help = runTool([command, "--help"]).output
        let line = try #require(help.split(separator: "\n").first { $0.hasPrefix("      --\(option.name) ") })
        for word in choices { #expect(line.contains(word), "\(line) lacks \(word)") }
    }

    @Test func aCloseBadChoiceSuggestsTheNearestWord() {
        let result = runTool(["serve", "--units", "metrik"])
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "placepicker serve: '--units': 'metrik' is not one of metric, imperial. Did you mean 'metric'?\n"))
        let sort = runTool(["nearest", "--sort", "nme"])
        #expect(
            sort.error.hasPrefix(
                "placepicker nearest: '--sort': 'nme' is not one of distance, name, closing. Did you mean 'name'?\n"))
    }

    /// A default is stated once, with the option: `--help` shows it and the reader returns it.
    @Test func aDeclaredDefaultIsShownAndRead() throws {
        let spec = NearestCommand.spec
        #expect(NearestCommand.limit.spec.help == "At most N places (default: 10).")
        #expect(NearestCommand.sort.spec.help == "Order of the list (default: distance).")
        let absent = OptionReader(spec: spec, arguments: try Self.parse([], spec: spec))
        #expect(try absent.value(NearestCommand.limit) == 10)
        #expect(try absent.value(NearestCommand.sort) == .distance)
        let given = OptionReader(spec: spec, arguments: try Self.parse(["--limit", "7", "--sort", "name"], spec: spec))
        #expect(try given.value(NearestCommand.limit) == 7)
        #expect(try given.value(NearestCommand.sort) == .name)
        // Another command's wording keeps the default after it.
        let described = DatabaseCommand.timeout.described("Seconds per request.")
        #expect(described.spec.help == "Seconds per request (default: 60).")
        #expect(described.fallback == 60)
    }

    @Test func readingAnUndeclaredOptionFailsLoudly() throws {
        let spec = NearestCommand.spec
        let reader = OptionReader(spec: spec, arguments: try ArgumentParser(spec: spec).parse(["--limit", "3"]))
        #expect(try reader.value(NearestCommand.limit) == 3)
        let undeclared = CommandFailure(
            "placepicker nearest: internal error: '--port' is read but not declared.", exitCode: 70)
        #expect(throws: undeclared) { try reader.value(ServeCommand.port) }
        #expect(throws: undeclared) { try reader.isGiven(ServeCommand.port) }
        // A flag and a value of the same name are not the same option.
        let json = Option.text("json", placeholder: "X", example: "x", help: "Not the flag.")
        #expect(throws: CommandFailure.self) { try reader.value(json) }
    }

    /// What each command is run with below: enough to reach its option reads.
    static func sweeps(in directory: String) -> [String: [[String]]] {
        [
            "nearest": [["--json", "--limit", "3", "--at", "2026-11-30T10:00", "--open", "--sort", "closing"]],
            "serve": [["--port", "0", "--data", "missing.geojson"]],
            "hours": [
                ["Mo-Fr 09:00-17:00", "--json", "--week", "--country", "fi", "--coords", "60.17,24.94"],
                ["Mo-Fr 09:00-17:00", "--tz", "Europe/Helsinki", "--lang", "fi", "--week"],
                ["--batch", "-", "--timezone", "UTC"],
            ],
            "holidays": [["--country", "FI", "--year", "2026", "--json"], ["--list"], ["--dump", "--country", "LI"]],
            "validate": [["places.csv", "--country", "FI", "--timezone", "Europe/Helsinki"]],
            "convert": [["places.csv", "--pretty", "-o", "out.geojson", "--from", "csv"]],
            "zone": [["60.17,24.94"], ["--batch", "-"]],
            "geography": [
                ["build", "addresses.csv", "-o", "region.geography", "--country", "dk", "--attribution", "Register"],
                ["search", "region.geography", "istedgade", "--limit", "3", "--json"],
                ["search", "region.geography", "--batch"],
                ["info", "region.geography"],
            ],
            "verify-selection": [
                ["v1.x.y.z", "--selection-key-file", "key"],
                ["v1.x.y.z", "--selection-key-file", "key", "--data", "places.csv", "--at", "2026-12-07T10:00:00Z"],
            ],
            "db": [
                ["init"],
                [
                    "sync", "--database", "postgresql://127.0.0.1:1/none", "--source", "s", "--from", "inpost",
                    "--url", "http://127.0.0.1:1/points", "--timeout", "1", "--retries", "0", "--max-removed", "10%",
                ],
            ],
        ]
    }

    @Test func everyCommandReadsOnlyWhatItDeclares() throws {
        let directory = try temporaryDirectory()
        try writeFile("places.csv", "id,name,lat,lon,amenity\na,Alpha,60.17,24.94,post_office\n", in: directory)
        try writeFile("key", String(repeating: "k", count: 40), in: directory)
        try writeFile(
            "addresses.csv", "LON,LAT,NUMBER,STREET,CITY\n12.555,55.6727,37,Istedgade,København V\n", in: directory)
        let sweeps = Self.sweeps(in: directory)
        #expect(Set(sweeps.keys) == Set(PlacePickerCLI.subcommands.map(\.name)))
        for (command, runs) in sweeps {
            for arguments in runs {
                let result = runTool(
                    [command] + arguments, input: ["Mo-Fr 09:00-17:00\t2026-11-30T12:00Z"], directory: directory)
                #expect(result.status != 70, "\(command) \(arguments): \(result.error)")
                #expect(!result.error.contains("not declared"), "\(command) \(arguments): \(result.error)")
            }
        }
        // Serve's and verify-selection's pickers, built as the commands build them.
        for (spec, scope) in [(ServeCommand.spec, PickerSetup.Scope.shop), (VerifySelectionCommand.spec, .data)] {
            let arguments = try Self.parse(["--at", "2026-11-30T10:00"], spec: spec)
            _ = try PickerSetup.make(
                OptionReader(spec: spec, arguments: arguments), io: CapturedIO().io, fixedClock: true, scope: scope)
        }
    }
}
