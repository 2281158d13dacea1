/// Recursive-descent parser for ``MessageTemplate`` (one pass over the characters).
struct MessageTemplateParser {
    private let characters: [Character]
    private let source: String
    private var index = 0

    init(_ source: String) {
        self.source = source
        self.characters = Array(source)
    }

    mutating func parseAll() throws(MessageTemplateError) -> [MessageTemplate.Part] {
        let parts = try parseMessage(inPlural: false, nested: false)
        if index < characters.count { throw failure("unmatched \"}\"") }
        return parts
    }

    private mutating func parseMessage(inPlural: Bool, nested: Bool) throws(MessageTemplateError)
        -> [MessageTemplate.Part]
    {
        var parts: [MessageTemplate.Part] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            if character == "}" {
                if nested { break }
                throw failure("unmatched \"}\"")
            } else if character == "{" {
                flush()
                parts.append(try parseArgument(inPlural: inPlural))
            } else if character == "#" && inPlural {
                flush()
                parts.append(.number)
                index += 1
            } else {
                literal.append(character)
                index += 1
            }
        }
        flush()
        return parts
    }

    private mutating func parseArgument(inPlural: Bool) throws(MessageTemplateError) -> MessageTemplate.Part {
        index += 1  // "{"
        let name = readWord(until: [",", "}"])
        guard !name.isEmpty else { throw failure("an argument needs a name") }
        guard index < characters.count else { throw failure("\"{\(name)\" is not closed") }
        if characters[index] == "}" {
            index += 1
            return .argument(name: name, style: nil)
        }
        index += 1  // ","
        let kind = readWord(until: [",", "}"])
        guard index < characters.count else { throw failure("\"{\(name), \(kind)\" is not closed") }
        if characters[index] == "}" {
            index += 1
            guard kind != "plural" && kind != "select" else { throw failure("\"\(kind)\" needs cases") }
            return .argument(name: name, style: kind)
        }
        guard kind == "plural" || kind == "select" else {
            throw failure("only plural and select take cases, not \"\(kind)\"")
        }
        index += 1  // ","
        let cases = try parseChoices(inPlural: inPlural || kind == "plural")
        guard cases.contains(where: { $0.key == "other" }) else {
            throw failure("\"{\(name), \(kind)\" needs an \"other\" case")
        }
        return kind == "plural" ? .plural(name: name, cases: cases) : .select(name: name, cases: cases)
    }

    private mutating func parseChoices(inPlural: Bool) throws(MessageTemplateError) -> [MessageTemplate.Choice] {
        var cases: [MessageTemplate.Choice] = []
        while true {
            skipSpaces()
            guard index < characters.count else { throw failure("cases are not closed with \"}\"") }
            if characters[index] == "}" {
                index += 1
                return cases
            }
            let key = readWord(until: ["{", " ", "}"])
            skipSpaces()
            guard !key.isEmpty, index < characters.count, characters[index] == "{" else {
                throw failure("a case needs a key and a message in braces, like \"other {…}\"")
            }
            index += 1
            let parts = try parseMessage(inPlural: inPlural, nested: true)
            guard index < characters.count else { throw failure("case \"\(key)\" is not closed") }
            index += 1  // "}"
            cases.append(MessageTemplate.Choice(key: key, parts: parts))
        }
    }

    private mutating func readWord(until stops: Set<Character>) -> String {
        var word = ""
        while index < characters.count, !stops.contains(characters[index]) {
            word.append(characters[index])
            index += 1
        }
        return word.trimmingSpaces()
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\n" { index += 1 }
    }

    private func failure(_ reason: String) -> MessageTemplateError {
        MessageTemplateError(template: source, offset: index, reason: reason)
    }
}
