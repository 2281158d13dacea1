/// Typed text read as an address: its words (street and town), the numbers in it (house number,
/// postcode) and which words the search may complete as typed.
///
/// Order does not matter (`Istedgade 37, 1650 København V`, `10 Downing Street, London SW1A 2AA`
/// and `1650 istedgade 37` read alike): a word with a digit is a number, a lone letter after a
/// number is its house letter (`12 B` → `12b`), and which number is the postcode is decided
/// against the region's postcodes (``GeographySearch``).
struct GeographyQuery {
    /// One piece of the text.
    struct Token {
        /// The folded, canonical word (``GeographyText/canonical(_:)``), or the house-number key
        /// for a number.
        var text: String
        /// The postcode key of the piece as typed (``GeographyText/postcodeKey(_:)``).
        var postcodeKey: String
        /// Whether it has a digit.
        var isNumber: Bool
        /// Whether the search may complete it (the last word, when the text does not end with a
        /// space or comma: the person is still typing it).
        var isPrefix = false
    }

    var tokens: [Token] = []

    /// Reads typed text.
    ///
    /// - Parameters:
    ///   - text: What was typed.
    ///   - completing: Whether the last word may be incomplete (search as people type); `false`
    ///     for a whole address (``Geography/resolve(_:)``).
    init(_ text: String, completing: Bool) {
        let separators: Set<Character> = [",", ";", "/", "(", ")", "\"", "|"]
        for raw in text.split(whereSeparator: { $0.isWhitespace || separators.contains($0) }) {
            if raw.contains(where: \.isNumber) {
                let key = GeographyText.houseNumberKey(String(raw))
                if !key.isEmpty {
                    tokens.append(Token(text: key, postcodeKey: GeographyText.postcodeKey(String(raw)), isNumber: true))
                }
                continue
            }
            for part in raw.split(whereSeparator: { !($0.isLetter || $0 == "'") }) {
                let folded = GeographyText.fold(part).replacingOccurrences(of: "-", with: "")
                guard !folded.isEmpty else { continue }
                tokens.append(Token(text: GeographyText.canonical(folded), postcodeKey: folded, isNumber: false))
            }
        }
        if completing, let last = text.last, !last.isWhitespace, last != ",",
            let index = tokens.lastIndex(where: { !$0.isNumber }), index == tokens.count - 1
        {
            tokens[index].isPrefix = true
            // Completion reads the word as typed: "stras" is on its way to "strasse", not "str".
            tokens[index].text = tokens[index].postcodeKey
        }
    }
}
