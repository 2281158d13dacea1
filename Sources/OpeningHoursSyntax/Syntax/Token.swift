/// A lexical unit of an `opening_hours` value.
///
/// A plain record with no references, so the parser copies and compares tokens without reference
/// counting: the kind is a byte, a word's meaning (keyword, weekday, month) is decided once by the
/// lexer, and the spellings of words and comments live in the lexer's ``Lexer/words``.
struct Token: Sendable, Equatable {
    /// What a token is.
    enum Kind: UInt8, Sendable, Equatable {
        case number
        case word
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
        case comment
        case other
        case end
    }

    /// The kind.
    var kind: Kind
    /// Whether whitespace comes right before the token.
    var spaceBefore: Bool
    /// The keyword a word spells, else `.none`.
    var keyword: Keyword = .none
    /// Whether a word has upper-case letters.
    var hasUpper = false
    /// Whether a word starts a phrase of ``TokenCorrector`` (`daily`, `till`, `nach Vereinbarung`).
    var startsPhrase = false
    /// Whether the token was put in by ``TokenCorrector`` for a written phrase (its offsets span
    /// what was written; it is canonical by construction, so its spelling is not checked again).
    var corrected = false
    /// ISO weekday (1…7) when the token is a weekday name, else 0.
    var weekday: Int = 0
    /// Month (1…12) when the token is a month name, else 0.
    var month: Int = 0
    /// Number of digits of a number token (0 otherwise).
    var digits: Int = 0
    /// Offset of the first scalar in the input.
    var start: Int
    /// Offset after the last scalar.
    var end: Int
    /// The value of a number token (its first nine digits), else 0.
    var value: Int = 0
    /// Index of a word's lowercased spelling or a comment's text in the lexer's `words`, else -1.
    var spelling: Int = -1

    /// The number, or `nil`.
    var number: Int? { kind == .number ? value : nil }
}
