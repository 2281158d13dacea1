import CommandLineArguments

/// Why a command stopped: the message for standard error and the exit status.
public struct CommandFailure: Error, Sendable, Equatable {
    /// The text to print on standard error (may span lines; no trailing line break).
    public var message: String
    /// The exit status (see ``ExitCode``).
    public var exitCode: Int32

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - exitCode: The exit status.
    public init(_ message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A wrong command line (exit 64), printed with a pointer to `--help`.
    ///
    /// - Parameter error: The usage error.
    /// - Returns: The failure.
    public static func usage(_ error: UsageError) -> CommandFailure {
        CommandFailure(error.description, exitCode: ExitCode.usage)
    }

    /// An input that cannot be opened (exit 66), naming the path and the system's reason.
    ///
    /// - Parameters:
    ///   - path: The path as typed.
    ///   - reason: The operating system's reason, e.g. `No such file or directory`.
    ///   - commandName: The command, e.g. `placepicker validate`.
    /// - Returns: The failure.
    public static func cannotOpen(_ path: String, reason: String, commandName: String) -> CommandFailure {
        CommandFailure("\(commandName): cannot open '\(path)': \(reason)", exitCode: ExitCode.cannotOpenInput)
    }

    /// Bad input data (exit 65).
    ///
    /// - Parameters:
    ///   - message: What is wrong and where.
    ///   - commandName: The command.
    /// - Returns: The failure.
    public static func data(_ message: String, commandName: String) -> CommandFailure {
        CommandFailure("\(commandName): \(message)", exitCode: ExitCode.dataError)
    }
}
