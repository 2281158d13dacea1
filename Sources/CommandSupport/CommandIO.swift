import Foundation

/// Everything a command may touch outside itself: output streams, standard input, the clock, the
/// environment, the working directory and the default time zone.
///
/// The library never reads these from the process directly, so tests run commands in-process with a
/// fixed clock and captured output; `main.swift` supplies the real ones.
public struct CommandIO: Sendable {
    /// Writes text to standard output (no newline is added).
    public var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error (no newline is added).
    public var writeError: @Sendable (String) -> Void
    /// Reads the next line of standard input without its line break; `nil` at the end.
    public var readInputLine: @Sendable () -> String?
    /// The current instant.
    public var now: @Sendable () -> Date
    /// Environment variables.
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var currentDirectory: String
    /// The zone used when a command needs one and none is given (`hours` without `--timezone`
    /// or `--coords`, wall times in `--at`); never the zone of a place.
    public var defaultTimeZone: TimeZone

    /// Creates an I/O bundle.
    ///
    /// - Parameters:
    ///   - writeOutput: Standard output writer.
    ///   - writeError: Standard error writer.
    ///   - readInputLine: Standard input line reader.
    ///   - now: The clock.
    ///   - environment: Environment variables.
    ///   - currentDirectory: Base for relative paths.
    ///   - defaultTimeZone: Zone used when none is given.
    public init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInputLine: @escaping @Sendable () -> String? = { nil },
        now: @escaping @Sendable () -> Date,
        environment: [String: String] = [:],
        currentDirectory: String,
        defaultTimeZone: TimeZone
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInputLine = readInputLine
        self.now = now
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.defaultTimeZone = defaultTimeZone
    }

    /// Writes one line to standard output.
    ///
    /// - Parameter line: The line, without its line break.
    public func print(_ line: String) { writeOutput(line + "\n") }

    /// Writes one line to standard error.
    ///
    /// - Parameter line: The line, without its line break.
    public func printError(_ line: String) { writeError(line + "\n") }

    /// An absolute path for a path typed by the user.
    ///
    /// - Parameter path: Absolute, or relative to ``currentDirectory``.
    /// - Returns: The absolute path.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return base + path
    }
}
