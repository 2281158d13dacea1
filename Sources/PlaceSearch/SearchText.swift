import Foundation
import RawMemory

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
    package init(words: [String]) {
        self.words = words
    }

    /// The words of any text: Foundation's case and diacritic folding, then runs of letters and
    /// numbers.
    package static func foldedWords(_ text: String) -> [String] {
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
        var words: [String] = []
        return forEachASCIIWord(in: text) { words.append($0.string) } ? words : nil
    }

    /// Calls `body` with each word of an all-ASCII text, folded (lowercased) into a scratch buffer
    /// that is valid during the call; `false`, without calling it, for a text with other
    /// characters. The one splitter of ASCII text: ``asciiWords(_:)`` makes strings of the words,
    /// the engine numbers them without making a string for a word met before.
    @inlinable package static func forEachASCIIWord(in text: String, _ body: (ByteView) -> Void) -> Bool {
        ByteView.withUTF8(text) { bytes -> Bool in
            guard bytes.isASCII else { return false }
            MutableByteView.withScratch(capacity: bytes.count) { scratch in
                var start = 0
                for index in 0...bytes.count {
                    let byte = index < bytes.count ? bytes[unchecked: index] : 0
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"):
                        scratch[unchecked: index] = byte | 0x20  // lowercases A–Z, keeps the rest
                    default:
                        if start < index { body(scratch.view(start..<index)) }
                        start = index + 1
                    }
                }
            }
            return true
        }
    }

    /// Grapheme_Cluster_Break=Prepend (Unicode 16); any other format character is refused too.
    private static let prepend: [ClosedRange<UInt32>] = [
        0x0600...0x0605, 0x06DD...0x06DD, 0x070F...0x070F, 0x0890...0x0891, 0x08E2...0x08E2,
        0x0D4E...0x0D4E, 0x110BD...0x110BD, 0x110CD...0x110CD, 0x111C2...0x111C3, 0x1193F...0x1193F,
        0x11941...0x11941, 0x11A3A...0x11A3A, 0x11A84...0x11A89, 0x11D46...0x11D46, 0x11F02...0x11F02,
    ]

    /// Whether a part's words in a text joined by spaces and commas are its own words: its
    /// first character cannot continue the character before it (a combining mark, a joiner or
    /// a spacing mark would join the space), and its last cannot begin the character after it
    /// (a prepended concatenation mark). Folding and word splitting then see the part as
    /// characters of its own, as they see it alone.
    package static func canStandApart(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        let properties = first.properties
        if properties.isGraphemeExtend || first == "\u{200D}" || first == "\u{200C}" { return false }
        switch properties.generalCategory {
        case .spacingMark, .nonspacingMark, .enclosingMark: return false
        default: break
        }
        if last.properties.generalCategory == .format || prepend.contains(where: { $0.contains(last.value) }) {
            return false
        }
        return true
    }

    /// Whether there is nothing to match.
    public var isEmpty: Bool { words.isEmpty }
}
