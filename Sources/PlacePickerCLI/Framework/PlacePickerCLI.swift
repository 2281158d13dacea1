import CommandLineArguments
import CommandSupport
import PlaceSamples
import TimeZoneBoundaries

/// The `placepicker` command-line tool as a library: `main.swift` only builds a ``CommandIO`` and
/// calls ``run(arguments:io:)``, so every command is tested in-process.
public enum PlacePickerCLI {
    /// The tool's version, printed by `placepicker --version`.
    public static let version = "0.1.0"

    /// The line that ends the root help: whose data the embedded sample is.
    public static let attributionLine = "Sample data \(HelsinkiSample.attribution)"

    /// The subcommands in the order the root help lists them.
    static let subcommands: [Subcommand] = [
        Subcommand(name: "nearest", spec: NearestCommand.spec, run: NearestCommand.run),
        Subcommand(name: "serve", spec: ServeCommand.spec, run: ServeCommand.run),
        Subcommand(name: "hours", spec: HoursCommand.spec, run: HoursCommand.run),
        Subcommand(name: "holidays", spec: HolidaysCommand.spec, run: HolidaysCommand.run),
        Subcommand(name: "validate", spec: ValidateCommand.spec, run: ValidateCommand.run),
        Subcommand(name: "convert", spec: ConvertCommand.spec, run: ConvertCommand.run),
        Subcommand(name: "zone", spec: ZoneCommand.spec, run: ZoneCommand.run),
        Subcommand(name: "geography", spec: GeographyCommand.spec, run: GeographyCommand.run),
        Subcommand(name: "verify-selection", spec: VerifySelectionCommand.spec, run: VerifySelectionCommand.run),
        Subcommand(name: "db", spec: DatabaseCommand.spec, run: DatabaseCommand.run),
    ]

    /// Runs the tool.
    ///
    /// - Parameters:
    ///   - arguments: The words after the program name, e.g. `["hours", "Mo-Fr 09:00-17:00"]`.
    ///   - io: Output streams, input, clock, environment.
    /// - Returns: The exit status: 0 ok, 64 usage, 65 data error, 66 cannot open input,
    ///   70 internal error, 73 cannot create output.
    public static func run(arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.writeError(rootHelp)
            return ExitCode.usage
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let command = subcommand(named: arguments[1]) {
                io.writeOutput(command.spec.helpText)
            } else {
                io.writeOutput(rootHelp)
            }
            return ExitCode.ok
        case "--version", "-V":
            io.print("placepicker \(version)")
            return ExitCode.ok
        default:
            break
        }
        guard let command = subcommand(named: first) else {
            io.printError(unknownCommandMessage(first))
            return ExitCode.usage
        }
        do throws(CommandFailure) {
            let parsed: ParsedArguments
            do {
                parsed = try ArgumentParser(spec: command.spec).parse(Array(arguments.dropFirst()))
            } catch {
                throw CommandFailure.usage(error)
            }
            if parsed.wantsHelp {
                io.writeOutput(command.spec.helpText)
                return ExitCode.ok
            }
            return try command.run(parsed, io)
        } catch {
            io.printError(error.message)
            return error.exitCode
        }
    }

    /// The root `--help` text: subcommands with one line each, then the data attribution.
    public static var rootHelp: String {
        let width = subcommands.map(\.name.count).max() ?? 0
        var lines = [
            "Usage: placepicker <command> [options]",
            "",
            "Choose the nearest open place (a pickup point, a locker, a branch) from a list.",
            "",
            "Commands:",
        ]
        for command in subcommands {
            let padding = String(repeating: " ", count: width - command.name.count)
            lines.append("  \(command.name)\(padding)  \(command.spec.summary)")
        }
        lines += [
            "",
            "Options:",
            "  -h, --help     Show this help.",
            "  -V, --version  Show the version.",
            "",
            "Run 'placepicker <command> --help' for a command's options.",
            "",
            ZoneLookup.attribution,
            attributionLine,
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func subcommand(named name: String) -> Subcommand? {
        subcommands.first { $0.name == name }
    }

    static func unknownCommandMessage(_ word: String) -> String {
        let names = subcommands.map(\.name)
        let what = word.hasPrefix("-") ? "unknown option" : "unknown command"
        var message = "placepicker: \(what) '\(word)'."
        let best = names.map { ($0, editDistance($0, word)) }.min { $0.1 < $1.1 }
        if let best, best.1 <= max(2, word.count / 3) {
            message += " Did you mean '\(best.0)'?"
        } else {
            message += " Commands: \(names.joined(separator: ", "))."
        }
        return message + "\nRun 'placepicker --help' for usage."
    }
}

/// `1 place`, `37 places`, `1 address point`: a count with an English noun that takes `-s`.
///
/// - Parameters:
///   - count: The count.
///   - noun: The singular noun.
/// - Returns: The count and the noun, plural unless the count is one.
func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}

/// A `placepicker` subcommand: its specification (for parsing and `--help`) and what it does.
struct Subcommand: Sendable {
    /// The word typed after `placepicker`, e.g. `nearest`.
    var name: String
    /// What the command accepts.
    var spec: CommandSpec
    /// Runs the command with parsed arguments; returns the exit status or throws a failure.
    var run: @Sendable (ParsedArguments, CommandIO) throws(CommandFailure) -> Int32
}
