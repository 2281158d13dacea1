/// One option a command accepts: `--near 60.17,24.94`, `--json`, `-o out.geojson`.
public struct OptionSpec: Sendable, Hashable {
    /// What the option takes.
    public enum Kind: Sendable, Hashable {
        /// A switch with no value: `--json`.
        case flag
        /// An option with a value; the associated text names it in help (`LAT,LON`) and the example
        /// shows a valid value in error messages.
        case value(placeholder: String, example: String)
    }

    /// Long name without dashes: `near`.
    public var name: String
    /// Optional one-letter short name: `o` for `-o`.
    public var shortName: Character?
    /// Flag or value.
    public var kind: Kind
    /// Whether the option may be given more than once (`--category a --category b`).
    public var isRepeatable: Bool
    /// One line of help.
    public var help: String

    /// Creates an option.
    ///
    /// - Parameters:
    ///   - name: Long name without dashes.
    ///   - shortName: One-letter alias.
    ///   - kind: Flag or value.
    ///   - isRepeatable: Whether it may repeat.
    ///   - help: One line of help.
    public init(
        _ name: String, short shortName: Character? = nil, kind: Kind, repeatable isRepeatable: Bool = false,
        help: String
    ) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.isRepeatable = isRepeatable
        self.help = help
    }

    /// A switch with no value.
    ///
    /// - Parameters:
    ///   - name: Long name.
    ///   - help: One line of help.
    /// - Returns: The option.
    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name, kind: .flag, help: help)
    }

    /// An option with a value.
    ///
    /// - Parameters:
    ///   - name: Long name.
    ///   - short: One-letter alias.
    ///   - placeholder: Name of the value in help, e.g. `LAT,LON`.
    ///   - example: A valid value, shown when the value is missing or wrong.
    ///   - repeatable: Whether it may repeat.
    ///   - help: One line of help.
    /// - Returns: The option.
    public static func value(
        _ name: String, short: Character? = nil, placeholder: String, example: String,
        repeatable: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            name, short: short, kind: .value(placeholder: placeholder, example: example),
            repeatable: repeatable, help: help)
    }

    /// `--near LAT,LON` or `--json`, as shown in usage lines.
    public var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder, _): "--\(name) \(placeholder)"
        }
    }
}
