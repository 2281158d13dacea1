/// A `placepicker` subcommand: its specification (for parsing and `--help`) and what it does.
struct Subcommand: Sendable {
    /// The word typed after `placepicker`, e.g. `nearest`.
    var name: String
    /// What the command accepts.
    var spec: CommandSpec
    /// Runs the command with parsed arguments; returns the exit status or throws a failure.
    var run: @Sendable (ParsedArguments, CommandIO) throws(CommandFailure) -> Int32
}
