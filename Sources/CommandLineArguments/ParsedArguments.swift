/// The result of parsing one command's arguments against its ``CommandSpec``; commands read it through
/// an `OptionReader`, by the options they declare.
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
}
