/// A parsed message template: literal text with `{placeholders}`, plural and select choices.
///
/// The syntax is the argument part of ICU MessageFormat (Unicode ICU User Guide, "Formatting
/// Messages"), without apostrophe quoting — French text uses the typographic apostrophe ’ — and
/// without nested number skeletons:
///
/// - `{name}`: an argument; `{name, style}`: an argument worded in a style (`{weekday, on}`,
///   `{noun, other}`, `{direction, toward}`); the style's meaning depends on the argument's value.
/// - `{count, plural, one {# point} other {# points}}`: chooses by the CLDR category of the number
///   (see ``PluralRules``); `=0` style exact matches win over categories; `#` is the number as shown.
/// - `{noun, select, feminine {ouverte} other {ouvert}}`: chooses by a word; for a noun the word is its
///   grammatical gender. Every choice needs an `other` case.
/// - Braces cannot appear as literal text.
public struct MessageTemplate: Sendable, Hashable {
    /// One piece of a template.
    public indirect enum Part: Sendable, Hashable {
        /// Text copied as is.
        case literal(String)
        /// `{name}` or `{name, style}`.
        case argument(name: String, style: String?)
        /// `{name, plural, …}`.
        case plural(name: String, cases: [Choice])
        /// `{name, select, …}`.
        case select(name: String, cases: [Choice])
        /// `#` inside a plural case: the plural number as shown.
        case number
    }

    /// One case of a plural or select: its key (`one`, `=0`, `feminine`, `other`) and its message.
    public struct Choice: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The message chosen for the key.
        public var parts: [Part]

        /// The number an exact key (`=0`) stands for, or `nil` for a category or a word.
        /// Only `=` and the number as Swift writes it (`=1`, not `=01` or `=+1`) is exact.
        var exactNumber: Int? {
            guard key.utf8.first == UInt8(ascii: "="), let number = Int(key.dropFirst()), "=\(number)" == key else {
                return nil
            }
            return number
        }
    }

    /// The template as written.
    public let source: String
    /// The parsed pieces.
    public let parts: [Part]

    /// Parses a template.
    ///
    /// - Parameter source: The template, e.g. `"Open until {time}"`.
    /// - Throws: ``MessageTemplateError`` naming the character offset and the problem.
    /// - Complexity: O(n) in the length of `source`.
    public init(_ source: String) throws(MessageTemplateError) {
        var parser = MessageTemplateParser(source)
        self.source = source
        self.parts = try parser.parseAll()
    }

    /// The names of all arguments the template reads, at any depth.
    public var argumentNames: Set<String> { Self.names(in: parts) }

    private static func names(in parts: [Part]) -> Set<String> {
        var names: Set<String> = []
        for part in parts {
            switch part {
            case .literal, .number: break
            case .argument(let name, _): names.insert(name)
            case .plural(let name, let cases), .select(let name, let cases):
                names.insert(name)
                for choice in cases { names.formUnion(Self.names(in: choice.parts)) }
            }
        }
        return names
    }
}

/// A template that cannot be parsed: where, why, and what a good one looks like.
public struct MessageTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template text.
    public var template: String
    /// The character offset of the problem, from 0.
    public var offset: Int
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - template: The template text.
    ///   - offset: Character offset of the problem.
    ///   - reason: What is wrong.
    public init(template: String, offset: Int, reason: String) {
        self.template = template
        self.offset = offset
        self.reason = reason
    }

    /// The message, with a valid example.
    public var description: String {
        "Cannot parse template \"\(template)\" at character \(offset): \(reason). A template looks like "
            + "\"Open until {time}\" or \"{count, plural, one {# place} other {# places}}\"."
    }
}
