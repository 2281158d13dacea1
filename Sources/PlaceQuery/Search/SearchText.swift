import Foundation

/// Text prepared for matching: case- and diacritic-folded words.
///
/// "Itäkeskus" and "itakeskus" fold to the same word; "Straße" folds to "strasse". Words are runs of
/// letters and digits; everything else separates them.
public struct SearchText: Sendable, Hashable {
    /// The folded words, in order.
    public let words: [String]

    /// Folds and splits a text.
    ///
    /// - Parameter text: Any text.
    public init(_ text: String) {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for character in folded {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        self.words = words
    }

    /// Whether there is nothing to match.
    public var isEmpty: Bool { words.isEmpty }
}
