import Testing

@testable import PlacePickerCLI

@Suite("Root command")
struct RootCommandTests {
    @Test func helpListsEveryCommandAndEndsWithTheAttribution() {
        let result = runTool(["--help"])
        #expect(result.status == 0)
        for name in ["nearest", "serve", "hours", "validate", "convert"] {
            #expect(result.output.contains("\n  \(name) "), "missing \(name)")
        }
        #expect(result.output.hasSuffix("Sample data © OpenStreetMap contributors, ODbL 1.0\n"))
        #expect(result.error.isEmpty)
    }

    @Test func noArgumentsIsAUsageErrorWithTheHelpOnStandardError() {
        let result = runTool([])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("Usage: placepicker <command>"))
    }

    @Test func version() {
        let result = runTool(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "placepicker \(PlacePickerCLI.version)\n")
    }

    @Test(arguments: [
        ("neares", "placepicker: unknown command 'neares'. Did you mean 'nearest'?"),
        ("hour", "placepicker: unknown command 'hour'. Did you mean 'hours'?"),
        ("valdate", "placepicker: unknown command 'valdate'. Did you mean 'validate'?"),
        (
            "frobnicate",
            "placepicker: unknown command 'frobnicate'. Commands: nearest, serve, hours, holidays, validate"
        ),
        ("--jsn", "placepicker: unknown option '--jsn'."),
    ])
    func unknownCommand(_ word: String, _ message: String) {
        let result = runTool([word])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message))
        #expect(result.error.hasSuffix("Run 'placepicker --help' for usage.\n"))
    }

    @Test(arguments: ["nearest", "serve", "hours", "validate", "convert"])
    func everySubcommandHasHelp(_ name: String) throws {
        let result = runTool([name, "--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Usage: placepicker \(name)"))
        #expect(result.output.contains("--help"))
        let command = try #require(PlacePickerCLI.subcommand(named: name))
        #expect(result.output == command.spec.helpText)
        #expect(runTool(["help", name]).output == result.output)
    }

    @Test func nearestAndServeHaveTheirOptions() {
        let nearest = runTool(["nearest", "--help"]).output
        for option in [
            "--data FILE", "--near LAT,LON", "--address TEXT", "--category C", "--open", "--at ISO8601",
            "--search TEXT", "--wheelchair", "--sort distance|name|closing", "--limit N", "--lang L", "--json",
        ] {
            #expect(nearest.contains(option), "nearest lacks \(option)")
        }
        let serve = runTool(["serve", "--help"]).output
        for option in [
            "--data FILE", "--host H", "--port N", "--lang L", "--at ISO8601", "--return-url URL",
            "--tiles URL-TEMPLATE", "--max-connections N", "--max-connections-per-client N",
            "--head-timeout SECONDS", "--body-timeout SECONDS", "--min-body-rate BYTES", "--keep-alive-timeout SECONDS",
            "--write-timeout SECONDS", "--max-body-bytes N", "--max-header-bytes N", "--max-requests-per-connection N",
            "--handler-threads N", "--shutdown-grace SECONDS",
        ] {
            #expect(serve.contains(option), "serve lacks \(option)")
        }
    }

    @Test(arguments: [
        (["hours", "--jsn", "24/7"], "placepicker hours: unknown option '--jsn'. Did you mean '--json'?"),
        (
            ["hours", "24/7", "--at"],
            "placepicker hours: '--at' needs a value (ISO8601), such as --at 2026-11-30T10:00:00+02:00."
        ),
        (["validate"], "placepicker validate: missing FILE: Files to check; - reads standard input."),
        (["convert", "a.csv", "b.csv"], "placepicker convert: unexpected argument 'b.csv'."),
        (["nearest", "--limit"], "placepicker nearest: '--limit' needs a value (N), such as --limit 10."),
        (
            ["serve", "--head-timeout", "0"],
            "placepicker serve: '--head-timeout': 0 is out of range; give a number of seconds from 0.1 to 3600."
        ),
        (
            ["serve", "--max-connections-per-client", "many"],
            "placepicker serve: '--max-connections-per-client': 'many' is not a whole number from 0 to 1000000"
        ),
    ])
    func usageErrorsPointToTheCommandsHelp(_ arguments: [String], _ message: String) {
        let result = runTool(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message))
        #expect(
            result.error.hasSuffix(
                "Run '\(arguments[0] == "hours" ? "placepicker hours" : "placepicker \(arguments[0])") --help' for usage.\n"
            ))
    }
}
