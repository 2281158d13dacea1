/// How well one typed word matches one word of a place: the basis of search ranking.
public enum WordMatch: Int, Sendable, Comparable {
    /// One edit away (a typo), allowed only for words of five or more letters.
    case typo = 1
    /// The typed word is the beginning of the place's word ("mannerh" → "mannerheimintie").
    case prefix = 2
    /// The same word.
    case exact = 3

    /// Orders by quality: exact is best.
    public static func < (lhs: WordMatch, rhs: WordMatch) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The best match of a typed word against a place's word, or `nil`.
    ///
    /// A typo is one insertion, deletion, substitution or transposition of neighbours (restricted
    /// Damerau–Levenshtein distance 1), and only counts when the typed word has at least
    /// ``minimumTypoLength`` characters, so that short words don't match everything.
    /// - Parameters:
    ///   - typed: The folded typed word.
    ///   - word: The folded word of the place.
    /// - Returns: The match quality, or `nil` when they don't match.
    /// - Complexity: O(m + n).
    public static func between(typed: String, word: String) -> WordMatch? {
        if typed == word { return .exact }
        if word.hasPrefix(typed) { return .prefix }
        let typedCharacters = Array(typed.unicodeScalars)
        guard typedCharacters.count >= minimumTypoLength else { return nil }
        let wordCharacters = Array(word.unicodeScalars)
        if isWithinOneEdit(typedCharacters, wordCharacters) { return .typo }
        // A typo inside a prefix: "manerh" for "mannerheimintie".
        if wordCharacters.count > typedCharacters.count {
            for length in [typedCharacters.count - 1, typedCharacters.count, typedCharacters.count + 1]
            where length > 0 && length <= wordCharacters.count {
                if isWithinOneEdit(typedCharacters, Array(wordCharacters[0..<length])) { return .typo }
            }
        }
        return nil
    }

    /// Typed words shorter than this must match exactly or as a prefix.
    public static let minimumTypoLength = 5

    private static func isWithinOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if abs(a.count - b.count) > 1 { return false }
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if i == a.count && i == b.count { return true }
        if a.count == b.count {
            // Substitution, or transposition of neighbours.
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        // Insertion or deletion.
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }
}
