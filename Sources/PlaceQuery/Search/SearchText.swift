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
        words = SearchText.asciiWords(text) ?? SearchText.foldedWords(text)
    }

    /// Words already folded.
    ///
    /// - Parameter words: Folded words, in order.
    init(words: [String]) {
        self.words = words
    }

    /// The words of any text: Foundation's case and diacritic folding, then runs of letters and
    /// numbers.
    static func foldedWords(_ text: String) -> [String] {
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
        return words
    }

    /// The words of an all-ASCII text, or `nil` when it has other characters.
    ///
    /// For ASCII, folding is lowercasing and letters and digits are `A–Z`, `a–z`, `0–9`, so this
    /// gives exactly the words of the general path without Foundation's folding, which dominated
    /// building an engine over a large catalog.
    static func asciiWords(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var start = 0
            var index = 0
            // Each word is written once, straight into its string (inline when short): every
            // byte of a word is a letter or digit, and `| 0x20` lowercases A–Z and keeps the rest.
            func word(_ range: Range<Int>) -> String {
                String(unsafeUninitializedCapacity: range.count) { buffer in
                    for offset in 0..<range.count { buffer[offset] = bytes[range.lowerBound + offset] | 0x20 }
                    return range.count
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x80...: return nil
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    break
                default:
                    if start < index { words.append(word(start..<index)) }
                    start = index + 1
                }
                index += 1
            }
            if start < index { words.append(word(start..<index)) }
            return words
        }
    }

    /// Whether there is nothing to match.
    public var isEmpty: Bool { words.isEmpty }
}
