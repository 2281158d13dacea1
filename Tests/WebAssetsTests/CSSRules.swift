/// A small reader of the stylesheets' rules, independent of how the module writes them: comments
/// dropped, each style rule with its selector, its declarations and the at-rules around it.
struct CSSRule {
    var selector: String
    var declarations: [(name: String, value: String)]
    /// The at-rule preludes around it, outermost first (`@media (prefers-color-scheme: dark)`).
    var context: [String]

    /// The value of the last declaration of `name`.
    func value(_ name: String) -> String? { declarations.last { $0.name == name }?.value }

    /// The rules of `css`, or `nil` when its braces do not balance or a quote is left open.
    static func parse(_ css: String) -> [CSSRule]? {
        var rules: [CSSRule] = []
        var context: [String] = []
        // Each open block: true for an at-rule (its rules nest), false for a style rule.
        var blocks: [Bool] = []
        var prelude = ""
        var body = ""
        var quote: Character? = nil
        let characters = Array(css)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if let open = quote {
                if blocks.last == false { body.append(character) } else { prelude.append(character) }
                if character == open { quote = nil }
                continue
            }
            if character == "/" && index < characters.count && characters[index] == "*" {
                index += 1
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") {
                    index += 1
                }
                guard index + 1 < characters.count else { return nil }
                index += 2
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
                if blocks.last == false { body.append(character) } else { prelude.append(character) }
            case "{":
                guard blocks.last != false else { return nil }
                let head = prelude.trimmingSpace
                prelude = ""
                if head.hasPrefix("@") {
                    blocks.append(true)
                    context.append(head)
                } else {
                    blocks.append(false)
                    body = ""
                    rules.append(CSSRule(selector: head, declarations: [], context: context))
                }
            case "}":
                guard let isAtRule = blocks.popLast() else { return nil }
                if isAtRule {
                    context.removeLast()
                } else {
                    rules[rules.count - 1].declarations = declarations(body)
                }
            default:
                if blocks.last == false { body.append(character) } else { prelude.append(character) }
            }
        }
        guard blocks.isEmpty, quote == nil, prelude.trimmingSpace.isEmpty else { return nil }
        return rules
    }

    /// `name: value` pairs split at semicolons outside quotes.
    static func declarations(_ body: String) -> [(name: String, value: String)] {
        var parts: [String] = []
        var current = ""
        var quote: Character? = nil
        for character in body {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ";" {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts.compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            return (String(part[..<colon]).trimmingSpace, String(part[part.index(after: colon)...]).trimmingSpace)
        }
    }
}

/// The light and the dark custom properties of a stylesheet: `:root` outside any at-rule, and
/// `:root` inside `@media (prefers-color-scheme: dark)`.
struct Schemes {
    static let darkQuery = "@media (prefers-color-scheme: dark)"
    var light: [String: String] = [:]
    var dark: [String: String] = [:]

    init(_ rules: [CSSRule]) {
        for rule in rules where rule.selector == ":root" {
            let properties = rule.declarations.filter { $0.name.hasPrefix("--") }
            if rule.context.isEmpty {
                for (name, value) in properties { light[name] = value }
            } else if rule.context == [Self.darkQuery] {
                for (name, value) in properties { dark[name] = value }
            }
        }
    }
}

extension String {
    var trimmingSpace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
