/// What a subcommand accepts, used both to parse its arguments and to print its `--help`.
public struct CommandSpec: Sendable {
    /// A positional argument.
    public struct Positional: Sendable, Hashable {
        /// Name in help, such as `FILE`.
        public var name: String
        /// One line of help.
        public var help: String
        /// Whether it may be left out.
        public var isOptional: Bool
        /// Whether it takes every remaining argument (`FILE...`).
        public var isVariadic: Bool

        /// Creates a positional argument.
        ///
        /// - Parameters:
        ///   - name: Name in help.
        ///   - help: One line of help.
        ///   - isOptional: Whether it may be missing.
        ///   - isVariadic: Whether it takes all remaining arguments.
        public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
            self.name = name
            self.help = help
            self.isOptional = isOptional
            self.isVariadic = isVariadic
        }
    }

    /// The full command name as typed: `placepicker nearest`.
    public var commandName: String
    /// One-line summary.
    public var summary: String
    /// Options, in the order help lists them.
    public var options: [OptionSpec]
    /// Positional arguments, in order.
    public var positionals: [Positional]
    /// Extra help paragraphs after the option list (examples, notes).
    public var discussion: String

    /// Creates a command description.
    ///
    /// - Parameters:
    ///   - commandName: Full name as typed.
    ///   - summary: One line.
    ///   - options: Options, as the values the command reads them with.
    ///   - positionals: Positional arguments.
    ///   - discussion: Extra help text.
    public init(
        commandName: String, summary: String, options: [any DeclaredOption], positionals: [Positional] = [],
        discussion: String = ""
    ) {
        self.commandName = commandName
        self.summary = summary
        self.options = options.map(\.spec)
        self.positionals = positionals
        self.discussion = discussion
    }

    /// The option with this long name.
    ///
    /// - Parameter name: Long name without dashes.
    /// - Returns: The option, or `nil`.
    public func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }

    /// The `--help` text: usage line, summary, arguments, options, discussion.
    public var helpText: String {
        var usage = "Usage: \(commandName)"
        for positional in positionals {
            let shown = positional.isVariadic ? "\(positional.name)..." : positional.name
            usage += positional.isOptional ? " [\(shown)]" : " \(shown)"
        }
        if !options.isEmpty { usage += " [options]" }
        var lines = [usage, "", summary]
        if !positionals.isEmpty {
            lines += ["", "Arguments:"]
            let width = positionals.map(\.name.count).max() ?? 0
            for positional in positionals {
                lines.append("  \(pad(positional.name, to: width))  \(positional.help)")
            }
        }
        let all = options + [OptionSpec.flag("help", help: "Show this help.")]
        lines += ["", "Options:"]
        let names = all.map { option in
            (option.shortName.map { "-\($0), " } ?? "    ") + option.synopsis
        }
        let width = names.map(\.count).max() ?? 0
        for (name, option) in zip(names, all) {
            let repeatNote = option.isRepeatable ? " (repeatable)" : ""
            lines.append("  \(pad(name, to: width))  \(option.help)\(repeatNote)")
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
