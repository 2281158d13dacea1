/// A command line that cannot be run as typed. The CLI prints the message and exits with 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the argument and showing a valid form.
    public var message: String
    /// The command whose `--help` explains more, e.g. `placepicker nearest`.
    public var commandName: String

    /// Creates a usage error.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - commandName: The command it concerns.
    public init(_ message: String, commandName: String) {
        self.message = message
        self.commandName = commandName
    }

    /// `placepicker nearest: <message>` and a pointer to `--help`.
    public var description: String {
        "\(commandName): \(message)\nRun '\(commandName) --help' for usage."
    }
}
