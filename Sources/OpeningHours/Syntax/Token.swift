/// A lexical unit of an `opening_hours` value.
struct Token: Sendable, Equatable {
    /// What a token is.
    enum Kind: Sendable, Equatable {
        case number(Int, digits: Int)
        case word(String)
        case dash
        case colon
        case comma
        case semicolon
        case pipes
        case plus
        case slash
        case openBracket
        case closeBracket
        case openParen
        case closeParen
        case dot
        case comment(String)
        case other(Character)
        case end
    }

    /// The kind, with its value.
    var kind: Kind
    /// Offset of the first scalar in the input.
    var start: Int
    /// Offset after the last scalar.
    var end: Int
    /// Whether whitespace comes right before the token.
    var spaceBefore: Bool
    /// The token as written.
    var text: String
    /// ISO weekday (1…7) when the token is a weekday name, else 0.
    var weekday: Int = 0
    /// Month (1…12) when the token is a month name, else 0.
    var month: Int = 0

    /// The lowercased word, or `nil`.
    var word: String? {
        if case .word(let value) = kind { return value }
        return nil
    }

    /// The number, or `nil`.
    var number: Int? {
        if case .number(let value, _) = kind { return value }
        return nil
    }

    /// Number of digits of a number token (0 otherwise).
    var digits: Int {
        if case .number(_, let digits) = kind { return digits }
        return 0
    }
}
