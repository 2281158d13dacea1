/// The result of parsing one command's arguments against its ``CommandSpec``.
public struct ParsedArguments: Sendable, Equatable {
    /// Long names of the flags that were given.
    public var flags: Set<String> = []
    /// Values per long option name, in the order given.
    public var values: [String: [String]] = [:]
    /// Positional arguments, in order.
    public var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    public var wantsHelp = false

    /// Creates an empty result.
    public init() {}

    /// Whether a flag was given.
    ///
    /// - Parameter name: Long name.
    /// - Returns: `true` when present.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value of an option.
    ///
    /// - Parameter name: Long name.
    /// - Returns: The value, or `nil` when absent.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option.
    ///
    /// - Parameter name: Long name.
    /// - Returns: The values in order; empty when absent.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }
}
