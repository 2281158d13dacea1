/// Scores a typed search against prepared place texts.
///
/// Every typed word must match some word of the place (AND semantics); the score sums the best
/// match of each typed word, so exact beats prefix beats typo, and matching the name is worth more
/// than matching the address or category.
public struct TextMatcher: Sendable {
    /// The prepared typed words.
    public let query: SearchText

    /// Prepares a typed search.
    ///
    /// - Parameter text: What the person typed.
    public init(_ text: String) { query = SearchText(text) }

    /// The score of a place, or `nil` when some typed word matches nothing.
    ///
    /// - Parameters:
    ///   - name: The place's folded name words.
    ///   - other: Its folded address and category words.
    /// - Returns: Higher is better; `nil` for no match. An empty search matches everything with 0.
    /// - Complexity: O(q · w · L) for q typed words, w place words of length L.
    public func score(name: SearchText, other: SearchText) -> Int? {
        var total = 0
        for typed in query.words {
            var best = 0
            for word in name.words {
                if let match = WordMatch.between(typed: typed, word: word) { best = max(best, match.rawValue * 2) }
                if best == WordMatch.exact.rawValue * 2 { break }
            }
            if best < WordMatch.exact.rawValue * 2 {
                for word in other.words {
                    if let match = WordMatch.between(typed: typed, word: word) { best = max(best, match.rawValue) }
                }
            }
            if best == 0 { return nil }
            total += best
        }
        return total
    }
}
