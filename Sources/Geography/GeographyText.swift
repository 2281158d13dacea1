import Foundation

/// How a region's words are compared: every name and every typed word goes through the same
/// folding, so that København, Kobenhavn and KØBENHAVN are one word, and Straße, Strasse and
/// `Str.` end the same way.
///
/// Words are folded (case, diacritics, and the Latin letters that do not decompose: ø → o,
/// æ → ae, ł → l, ß → ss, …), then written in one canonical form for the common street words
/// (`strasse` and `straat` at the end of a word → `str`, `ulica` → `ul`, `avenue` → `av`, …).
/// The folding of names when a region is built and of typed words when it is searched is this
/// one code, so the two never disagree.
public enum GeographyText {
    /// The letters that case and diacritic folding leave alone, written as Latin letters.
    private static let letters: [Character: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ß": "ss",
        "ŀ": "l", "ħ": "h", "ŧ": "t", "ſ": "s",
    ]

    /// Whole words written in one form: the abbreviations that addresses use for them and the
    /// words themselves fold to the same word.
    private static let canonicalWords: [String: String] = [
        "strasse": "str", "straat": "str", "ulica": "ul", "aleja": "al", "aleje": "al", "plac": "pl",
        "platz": "pl", "avenue": "av", "ave": "av", "boulevard": "bd", "blvd": "bd", "street": "st",
        "road": "rd", "sankt": "st", "saint": "st", "sainte": "ste", "osiedle": "os", "square": "sq",
        "drive": "dr", "lane": "ln", "place": "pl",
    ]

    /// Endings of compound street names written in one form (`Hauptstraße` → `hauptstr`).
    private static let canonicalEndings: [(String, String)] = [("strasse", "str"), ("straat", "str")]

    /// A word folded: lower case, without diacritics, the undecomposable letters spelt out, and
    /// dots and apostrophes dropped.
    ///
    /// - Parameter word: One word (no spaces).
    /// - Returns: The folded word; empty when nothing of it is a letter or digit.
    public static func fold(_ word: Substring) -> String {
        var ascii = true
        for byte in word.utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        var result = ""
        result.reserveCapacity(word.utf8.count)
        if ascii {
            for byte in word.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): result.unicodeScalars.append(Unicode.Scalar(byte | 0x20))
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                default: break
                }
            }
            return result
        }
        for character in String(word).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) {
            if let spelt = letters[character] {
                result += spelt
            } else if character.isLetter || character.isNumber || character == "-" {
                result.append(character)
            }
        }
        return result
    }

    /// The canonical form of a folded word (``fold(_:)``): `strasse` → `str`, `hauptstrasse` →
    /// `hauptstr`, `ulica` → `ul`.
    ///
    /// - Parameter folded: A folded word without digits.
    /// - Returns: Its canonical form.
    public static func canonical(_ folded: String) -> String {
        if let word = canonicalWords[folded] { return word }
        for (ending, short) in canonicalEndings where folded.count > ending.count && folded.hasSuffix(ending) {
            return String(folded.dropLast(ending.count)) + short
        }
        return folded
    }

    /// The words of a name as they are indexed: split at anything that is not a letter or a digit
    /// (so `Karl-Liebknecht-Straße` is `karl`, `liebknecht`, `str`), folded and canonical.
    ///
    /// - Parameter name: A street, place or city name.
    /// - Returns: Its words, in order.
    public static func words(of name: String) -> [String] {
        var words: [String] = []
        for part in name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "'") }) {
            let folded = fold(part).replacingOccurrences(of: "-", with: "")
            if !folded.isEmpty { words.append(canonical(folded)) }
        }
        return words
    }

    /// A postcode as it is looked up: folded, without spaces and dashes (`SW1A 2AA` → `sw1a2aa`,
    /// `00-590` → `00590`).
    ///
    /// - Parameter postcode: The postcode as written.
    /// - Returns: Its key; empty when it has no letters or digits.
    public static func postcodeKey(_ postcode: String) -> String {
        fold(Substring(postcode.filter { !$0.isWhitespace })).replacingOccurrences(of: "-", with: "")
    }

    /// A house number as it is compared: folded, a lone letter joined to the number before it
    /// (`12 B` → `12b`), other parts kept apart by `-` (`5-11`, `5/11` → `5-11`).
    ///
    /// - Parameter number: The house number as written.
    /// - Returns: Its key.
    public static func houseNumberKey(_ number: String) -> String {
        var result = ""
        var previousWasDigit = false
        for part in number.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let folded = fold(part)
            guard !folded.isEmpty else { continue }
            let isLetter = folded.first?.isLetter == true
            if !result.isEmpty && !(isLetter && previousWasDigit && folded.count <= 2) { result += "-" }
            result += folded
            previousWasDigit = folded.last?.isNumber == true
        }
        return result
    }

    /// The leading number of a house number (`12b` → 12), for ordering a street's houses; a very
    /// large value when it has none.
    ///
    /// - Parameter key: A house number key (``houseNumberKey(_:)``).
    /// - Returns: Its value.
    public static func houseNumberValue(_ key: String) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        for byte in key.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { break }
            value = value * 10 + UInt32(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits == 0 ? UInt32.max : value
    }

    /// The spellings of a typed word that writes an umlaut or a Nordic letter as two letters:
    /// `koebenhavn` → `kobenhavn`, `mueller` → `muller`, `aarhus` → `arhus`.
    ///
    /// - Parameter folded: A folded word.
    /// - Returns: The word with every such pair made one letter, or `nil` when it has none.
    public static func digraphVariant(_ folded: String) -> String? {
        var result = ""
        var changed = false
        var iterator = folded.makeIterator()
        var pending = iterator.next()
        while let character = pending {
            let next = iterator.next()
            if let next, (next == "e" && "aou".contains(character)) || (character == "a" && next == "a") {
                result.append(character)
                changed = true
                pending = iterator.next()
                continue
            }
            result.append(character)
            pending = next
        }
        return changed ? result : nil
    }
}
