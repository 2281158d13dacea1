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
    /// The words the value must be one of (any case), or `nil` for a free value; the parser refuses
    /// any other with ``notOneOf(_:choices:)``.
    public var choices: [String]?

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

    /// The one message for a value that is not one of an option's words.
    ///
    /// - Parameters:
    ///   - text: What was typed.
    ///   - choices: Every word it takes.
    /// - Returns: `'metrik' is not one of metric, imperial.`, and the nearest word when one is close;
    ///   the caller puts `'--units': ` before it.
    public static func notOneOf(_ text: String, choices: [String]) -> String {
        let best = choices.map { ($0, editDistance($0, text.lowercased())) }.min { $0.1 < $1.1 }
        let hint = best.flatMap { $0.1 <= max(1, text.count / 3) ? " Did you mean '\($0.0)'?" : nil } ?? ""
        return "'\(text)' is not one of \(choices.joined(separator: ", ")).\(hint)"
    }

    /// `--near LAT,LON` or `--json`, as shown in usage lines.
    public var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder, _): "--\(name) \(placeholder)"
        }
    }
}

/// Anything a ``CommandSpec`` lists: a bare ``OptionSpec``, or a typed option of the program's that
/// carries one (so that the value a command declares is the value it reads with).
public protocol DeclaredOption: Sendable {
    /// What the parser and `--help` see.
    var spec: OptionSpec { get }
}

extension OptionSpec: DeclaredOption {
    /// The option itself.
    public var spec: OptionSpec { self }
}
