/// Parses a command's arguments against its ``CommandSpec``.
///
/// Accepted forms: `--name value`, `--name=value`, `-n value`, flags `--json`, `--` to end
/// options (everything after it is positional), `-` alone as a positional (standard input).
/// Unknown options get a "did you mean" suggestion; missing values show a valid example.
public struct ArgumentParser: Sendable {
    /// The command being parsed.
    public let spec: CommandSpec

    /// Creates a parser.
    ///
    /// - Parameter spec: What the command accepts.
    public init(spec: CommandSpec) { self.spec = spec }

    /// Parses arguments (without the command name itself).
    ///
    /// - Parameter arguments: The words after the subcommand.
    /// - Returns: The flags, values and positionals.
    /// - Throws: ``UsageError`` naming the offending word.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--help" || word == "-h" {
                result.wantsHelp = true
                continue
            }
            let (option, inlineValue) = try resolve(word)
            switch option.kind {
            case .flag:
                if let inlineValue {
                    throw error("'--\(option.name)' takes no value, but got '\(inlineValue)'.")
                }
                if result.flags.contains(option.name), !option.isRepeatable {
                    throw error("'--\(option.name)' is given more than once.")
                }
                result.flags.insert(option.name)
            case .value(let placeholder, let example):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw error(
                        "'--\(option.name)' needs a value (\(placeholder)), such as --\(option.name) \(example).")
                }
                if let choices = option.choices, !choices.contains(where: { $0.lowercased() == value.lowercased() }) {
                    throw error("'--\(option.name)': " + OptionSpec.notOneOf(value, choices: choices))
                }
                if result.values[option.name] != nil, !option.isRepeatable {
                    throw error("'--\(option.name)' is given more than once; give it once.")
                }
                result.values[option.name, default: []].append(value)
            }
        }
        if !result.wantsHelp { try checkPositionals(result.positionals) }
        return result
    }

    private func resolve(_ word: String) throws(UsageError) -> (OptionSpec, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name: Substring
            let inline: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                inline = String(body[body.index(after: equals)...])
            } else {
                name = body
                inline = nil
            }
            guard let option = spec.option(named: String(name)) else {
                throw error("unknown option '--\(name)'.\(suggestion(for: String(name)))")
            }
            return (option, inline)
        }
        let letters = word.dropFirst()
        guard letters.count == 1, let letter = letters.first,
            let option = spec.options.first(where: { $0.shortName == letter })
        else {
            throw error("unknown option '\(word)'.\(suggestion(for: String(letters)))")
        }
        return (option, nil)
    }

    private func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        // Negative numbers such as "-33.9,151.2" are values, not options.
        let second = word.dropFirst().first
        return !(second?.isNumber ?? false)
    }

    private func checkPositionals(_ positionals: [String]) throws(UsageError) {
        let required = spec.positionals.filter { !$0.isOptional }.count
        if positionals.count < required {
            let missing = spec.positionals[positionals.count]
            throw error("missing \(missing.name): \(missing.help)")
        }
        let variadic = spec.positionals.contains { $0.isVariadic }
        if !variadic, positionals.count > spec.positionals.count {
            let extra = positionals[spec.positionals.count]
            throw error("unexpected argument '\(extra)'.")
        }
    }

    private func suggestion(for name: String) -> String {
        let candidates = spec.options.map(\.name) + ["help"]
        let scored = candidates.map { ($0, editDistance($0, name)) }.sorted { $0.1 < $1.1 }
        guard let best = scored.first, best.1 <= max(1, name.count / 3) else {
            let known = spec.options.map { "--\($0.name)" }.joined(separator: ", ")
            return known.isEmpty ? "" : " Known options: \(known)."
        }
        return " Did you mean '--\(best.0)'?"
    }

    private func error(_ message: String) -> UsageError { UsageError(message, commandName: spec.commandName) }
}

/// Levenshtein distance between two short strings (for "did you mean").
///
/// - Parameters:
///   - a: One string.
///   - b: The other.
/// - Returns: The fewest insertions, deletions and substitutions that turn `a` into `b`.
/// - Complexity: O(m·n) time, O(n) space.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

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
