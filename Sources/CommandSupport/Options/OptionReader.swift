import CommandLineArguments
import Foundation

/// Reads a command's options from parsed arguments by the same ``Option`` and ``Flag`` values its
/// ``CommandSpec`` declares, turning bad values into usage errors (exit 64) that name the option and
/// the bad part. Reading an option the command does not declare is a bug, reported as one (exit 70),
/// so that a typo or a forgotten declaration is never read as "absent".
package struct OptionReader {
    /// The command whose options these are.
    package let spec: CommandSpec
    /// What was typed.
    package let arguments: ParsedArguments

    /// A reader of what was typed for the command `spec` declares.
    package init(spec: CommandSpec, arguments: ParsedArguments) {
        self.spec = spec
        self.arguments = arguments
    }

    /// A usage failure for this command.
    package func usage(_ message: String) -> CommandFailure {
        .usage(UsageError(message, commandName: spec.commandName))
    }

    /// Whether the option was given (any kind).
    ///
    /// - Throws: An internal failure (exit 70) when the command does not declare the option.
    package func isGiven(_ option: some DeclaredOption) throws(CommandFailure) -> Bool {
        try !texts(option.spec).isEmpty || arguments.flags.contains(option.spec.name)
    }

    /// Whether a flag was given.
    package func flag(_ flag: Flag) throws(CommandFailure) -> Bool { try isGiven(flag) }

    /// The last value of an option, or `nil` when absent.
    package func value<Value>(_ option: Option<Value>) throws(CommandFailure) -> Value? {
        guard let text = try texts(option.spec).last else { return nil }
        return try read(text, option)
    }

    /// The last value of an option, or its declared default when absent.
    package func value<Value>(_ option: DefaultedOption<Value>) throws(CommandFailure) -> Value {
        try value(option.option) ?? option.fallback
    }

    /// The last value of an option, or `fallback` when absent (a default worked out when the
    /// command runs, such as this year; a fixed one is declared with the option,
    /// ``Option/defaulting(to:shown:)``).
    package func value<Value>(_ option: Option<Value>, default fallback: Value) throws(CommandFailure) -> Value {
        try value(option) ?? fallback
    }

    /// Every value of a repeatable option, in order; empty when absent.
    package func values<Value>(_ option: Option<Value>) throws(CommandFailure) -> [Value] {
        var values: [Value] = []
        for text in try texts(option.spec) { values.append(try read(text, option)) }
        return values
    }

    /// `--at`, its wall time read in `zone`, or `nil` when absent.
    package func instant(_ option: Option<InstantArgument>, zone: TimeZone) throws(CommandFailure) -> Date? {
        guard let typed = try value(option) else { return nil }
        do { return try typed.date(in: zone) } catch { throw invalid(option.spec.name, error) }
    }

    private func read<Value>(_ text: String, _ option: Option<Value>) throws(CommandFailure) -> Value {
        do { return try option.parse(text) } catch { throw invalid(option.spec.name, error) }
    }

    private func invalid(_ name: String, _ error: ValueError) -> CommandFailure {
        let end = error.message.last.map { ".?!".contains($0) } ?? false ? "" : "."
        return usage("'--\(name)': \(error.message)\(end)")
    }

    /// The texts given for a declared option.
    private func texts(_ option: OptionSpec) throws(CommandFailure) -> [String] {
        guard let declared = spec.option(named: option.name), (declared.kind == .flag) == (option.kind == .flag) else {
            throw CommandFailure(
                "\(spec.commandName): internal error: '--\(option.name)' is read but not declared.",
                exitCode: ExitCode.internalError)
        }
        return arguments.values[option.name] ?? []
    }
}

/// Reads whole-number option values within a range, such as `--limit 10`.
public enum IntegerValue {
    /// Reads a whole number.
    ///
    /// - Parameters:
    ///   - text: Decimal digits (a leading `+` is allowed).
    ///   - range: The allowed values.
    /// - Returns: The number.
    /// - Throws: ``ValueError`` stating the range and an example.
    public static func parse(_ text: String, in range: ClosedRange<Int>) throws(ValueError) -> Int {
        let rangeText = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValueError("'\(text)' is not \(rangeText), such as \(range.lowerBound)")
        }
        guard range.contains(value) else {
            throw ValueError("\(value) is out of range; give \(rangeText)")
        }
        return value
    }
}

/// Reads a duration given in seconds, such as `--head-timeout 10` or `--keep-alive-timeout 2.5`.
public enum SecondsValue {
    /// Reads seconds as a decimal number.
    ///
    /// - Parameters:
    ///   - text: A decimal number of seconds, such as `10` or `0.5`.
    ///   - range: The allowed values, in seconds.
    /// - Returns: The duration.
    /// - Throws: ``ValueError`` stating the range and an example.
    public static func parse(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> Duration {
        let rangeText = "a number of seconds from \(format(range.lowerBound)) to \(format(range.upperBound))"
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, !trimmed.hasPrefix(".") else {
            throw ValueError("'\(text)' is not \(rangeText), such as 10 or 2.5")
        }
        guard range.contains(value) else {
            throw ValueError("\(format(value)) is out of range; give \(rangeText)")
        }
        return .milliseconds(Int64((value * 1000).rounded()))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// A value that cannot be read, such as `--near 60.1` or `--at tomorrow`; the message names the
/// bad part and shows a valid example.
public struct ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `the longitude is missing in '60.17'; write LAT,LON such as 60.1699,24.9384`.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
