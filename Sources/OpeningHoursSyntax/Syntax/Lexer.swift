/// Splits an `opening_hours` value into tokens, noting non-ASCII look-alikes as it goes.
///
/// Works on Unicode scalars; offsets are scalar offsets (the parser converts them to character
/// offsets for diagnostics).
import RawMemory

struct Lexer {
    /// A look-alike replaced while lexing (an en dash for `-`, curly quotes for `"`, `¹⁴°°` for
    /// `1400`).
    struct Substitution: Sendable {
        var offset: Int
        /// Scalars covered.
        var length = 1
        var found: String
        var meant: String
    }

    /// The value's scalars (token offsets index them).
    let scalars: [Unicode.Scalar]
    private var position = 0
    private(set) var substitutions: [Substitution] = []
    /// The lowercased spelling of each word and the text of each comment, in order; tokens refer
    /// to them by ``Token/spelling``.
    private(set) var words: [String] = []
    /// See ``properties(of:)``.
    private var nonASCII: [UInt32: UInt8] = [:]
    /// Whether some token may start a phrase that ``TokenCorrector`` rewrites (a word such as
    /// `daily` or `till`, a character such as `&` or `=`, or a `7` or `24` not followed by `:` or
    /// `.`), so the corrector needs to look at the tokens at all.
    private(set) var needsCorrection = false

    /// Creates a lexer over `text`.
    ///
    /// - Parameter text: The value.
    init(_ text: String) {
        self.scalars = Array(text.unicodeScalars)
        words.reserveCapacity(scalars.count / 4 + 1)
    }

    /// All tokens, ending with `.end`.
    ///
    /// - Returns: The tokens.
    /// - Complexity: O(n).
    mutating func tokens() -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(scalars.count / 2 + 1)
        while true {
            let spaceBefore = skipSpace()
            let token = next(spaceBefore: spaceBefore)
            result.append(token)
            if token.kind == .end { return result }
        }
    }

    private mutating func skipSpace() -> Bool {
        var skipped = false
        while position < scalars.count, isSpace(scalars[position]) {
            position += 1
            skipped = true
        }
        return skipped
    }

    private mutating func next(spaceBefore: Bool) -> Token {
        let start = position
        guard position < scalars.count else {
            return Token(kind: .end, spaceBefore: spaceBefore, start: start, end: start)
        }
        let scalar = scalars[position]
        func single(_ kind: Token.Kind) -> Token {
            position += 1
            return Token(kind: kind, spaceBefore: spaceBefore, start: start, end: position)
        }
        switch scalar {
        case "0"..."9": return number(start: start, spaceBefore: spaceBefore)
        case "-": return single(.dash)
        // En and em dash, minus, hyphens, figure dash, small and fullwidth hyphen-minus, tildes,
        // the arrow `→` and the katakana long-vowel mark `ー` that looks like a dash.
        case "\u{2013}", "\u{2014}", "\u{2212}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{FE63}", "\u{FF0D}", "~",
            "\u{FF5E}", "\u{2192}", "\u{30FC}":
            substitutions.append(Substitution(offset: start, found: String(scalar), meant: "-"))
            return single(.dash)
        case ":": return single(.colon)
        case "\u{FF1A}":
            substitutions.append(Substitution(offset: start, found: String(scalar), meant: ":"))
            return single(.colon)
        case "\u{3001}", "\u{FF0C}":
            substitutions.append(Substitution(offset: start, found: String(scalar), meant: ","))
            return single(.comma)
        case ",": return single(.comma)
        case ";": return single(.semicolon)
        case "|":
            if position + 1 < scalars.count, scalars[position + 1] == "|" {
                position += 2
                return Token(kind: .pipes, spaceBefore: spaceBefore, start: start, end: position)
            }
            return single(.other)
        case "+": return single(.plus)
        case "/": return single(.slash)
        case "[": return single(.openBracket)
        case "]": return single(.closeBracket)
        case "(": return single(.openParen)
        case ")": return single(.closeParen)
        case ".": return single(.dot)
        case "\"", "'", "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{2018}", "\u{2019}", "\u{201A}",
            "\u{300C}", "\u{300E}":
            return comment(start: start, spaceBefore: spaceBefore)
        default:
            if !scalar.isASCII, digitValue(scalar) != nil { return number(start: start, spaceBefore: spaceBefore) }
            if isLetter(scalar) {
                return word(start: start, spaceBefore: spaceBefore)
            }
            // `&`, `=` and other characters the corrector may read.
            needsCorrection = true
            return single(.other)
        }
    }

    private mutating func number(start: Int, spaceBefore: Bool) -> Token {
        var value = 0
        var digits = 0
        var isASCII = true
        while position < scalars.count, let digit = digitValue(scalars[position]) {
            if !scalars[position].isASCII { isASCII = false }
            if digits < 9 { value = value * 10 + digit }
            digits += 1
            position += 1
        }
        if !isASCII {
            // One substitution for the whole number (`¹⁴°°` → `1400`), not one per digit.
            let written = scalars[start..<position]
            var meant = ""
            for scalar in written { meant += Self.digitText[digitValue(scalar) ?? 0] }
            substitutions.append(
                Substitution(offset: start, length: position - start, found: Self.string(written), meant: meant))
        }
        if (value == 7 && digits == 1) || (value == 24 && digits == 2),
            position >= scalars.count || (scalars[position] != ":" && scalars[position] != ".")
        {
            // `7 days`, `7/7`, `24 hours`, `24x7`.
            needsCorrection = true
        }
        return Token(
            kind: .number, spaceBefore: spaceBefore, digits: digits, start: start, end: position, value: value)
    }

    /// The scalars in `range` as a string of one byte each.
    ///
    /// - Parameters:
    ///   - range: Scalar offsets.
    ///   - byte: The ASCII byte written for a scalar.
    /// - Returns: The string.
    /// - Complexity: O(n), one allocation at most (none for up to 15 bytes).
    private func asciiText(_ range: Range<Int>, byte: (Unicode.Scalar) -> UInt8) -> String {
        MutableByteView.string(capacity: range.count) { buffer in
            for offset in 0..<range.count { buffer[unchecked: offset] = byte(scalars[range.lowerBound + offset]) }
            return range.count
        }
    }

    /// The scalars in `range` as a string, encoded straight into its storage.
    ///
    /// - Parameter range: Scalar offsets.
    /// - Returns: The string.
    /// - Complexity: O(n), one allocation at most (none for up to 15 bytes).
    private func utf8Text(_ range: Range<Int>) -> String { Self.string(scalars[range]) }

    /// Scalars as a string, encoded straight into its storage at its exact UTF-8 length (so a short
    /// one is a small string, with no allocation).
    ///
    /// - Parameter scalars: The scalars.
    /// - Returns: The string.
    /// - Complexity: O(n), one allocation at most (none for up to 15 bytes).
    static func string<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        var length = 0
        for scalar in scalars { length += UTF8.width(scalar) }
        return MutableByteView.string(capacity: length) { buffer in
            var count = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    buffer[unchecked: count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    @inline(__always)
    private mutating func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" }
        return properties(of: scalar) & 1 != 0
    }

    @inline(__always)
    private mutating func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return properties(of: scalar) & 2 != 0
    }

    /// Whether a non-ASCII scalar is a combining mark, which continues a word (Thai `ร์`,
    /// Devanagari vowel signs).
    @inline(__always)
    private mutating func isMark(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && properties(of: scalar) & 0x80 != 0
    }

    /// The value of a decimal digit in any script (ASCII, fullwidth, Arabic-Indic, Bengali …), of a
    /// superscript or subscript digit, and of `°` (read as `0`, as in `12°°`).
    @inline(__always)
    private mutating func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if ("0"..."9").contains(scalar) { return Int(scalar.value) - 48 }
        if scalar.isASCII { return nil }
        let digit = Int((properties(of: scalar) >> 3) & 0xF)
        return digit == 0 ? nil : digit - 1
    }

    /// The properties the lexer asks of a non-ASCII scalar, looked up once per distinct scalar
    /// (a Unicode property lookup costs more than a dictionary lookup, and scripts repeat their
    /// letters): bit 0 whitespace, bit 1 alphabetic, bit 2 changes when lowercased, bits 3…6 the
    /// digit value plus one, bit 7 combining mark.
    private mutating func properties(of scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        if value >= 0x80 && value < 0x800 { return Self.commonProperties[Int(value) - 0x80] }
        // Spaces and dashes (U+2009, U+202F, `–`), CJK punctuation, fullwidth forms.
        if value >= 0x2000 && value < 0x2070 { return Self.punctuationProperties[Int(value) - 0x2000] }
        if value >= 0x3000 && value < 0x3040 { return Self.punctuationProperties[Int(value) - 0x3000 + 0x70] }
        if value >= 0xFF00 && value < 0xFF70 { return Self.punctuationProperties[Int(value) - 0xFF00 + 0xB0] }
        if let known = nonASCII[value] { return known }
        let bits = Self.computeProperties(scalar)
        nonASCII[value] = bits
        return bits
    }

    /// The ASCII digits as strings, for substitutions.
    private static let digitText = (0...9).map { String($0) }

    /// ``properties(of:)`` of U+0080…U+07FF (Latin, Greek, Cyrillic, Hebrew, Arabic …), computed
    /// once per process.
    private static let commonProperties: [UInt8] = (UInt32(0x80)..<0x800).map { value in
        Unicode.Scalar(value).map(computeProperties) ?? 0
    }

    /// ``properties(of:)`` of U+2000…U+206F, U+3000…U+303F and U+FF00…U+FF6F, in that order.
    private static let punctuationProperties: [UInt8] = [0x2000..<0x2070, 0x3000..<0x3040, 0xFF00..<0xFF70]
        .flatMap { (range: Range<UInt32>) in range.map { Unicode.Scalar($0).map(computeProperties) ?? 0 } }

    private static func computeProperties(_ scalar: Unicode.Scalar) -> UInt8 {
        let properties = scalar.properties
        var bits: UInt8 = 0
        if properties.isWhitespace { bits |= 1 }
        if properties.isAlphabetic { bits |= 2 }
        if properties.changesWhenLowercased { bits |= 4 }
        if let digit = superscriptDigit(scalar) {
            bits |= UInt8(digit + 1) << 3
        } else if properties.numericType == .decimal, let value = properties.numericValue, (0...9).contains(value) {
            bits |= UInt8(Int(value) + 1) << 3
        }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: bits |= 0x80
        default: break
        }
        return bits
    }

    /// The value of a superscript or subscript digit, or `0` for `°` (opening_hours.js reads
    /// `12°°` as `1200`), else `nil`. Other numeric symbols (circled digits …) are not digits.
    private static func superscriptDigit(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0xB0: 0
        case 0xB9: 1
        case 0xB2, 0xB3: Int(scalar.value) - 0xB0
        case 0x2070: 0
        case 0x2074...0x2079: Int(scalar.value) - 0x2070
        case 0x2080...0x2089: Int(scalar.value) - 0x2080
        default: nil
        }
    }

    private mutating func word(start: Int, spaceBefore: Bool) -> Token {
        var isASCII = true
        var hasUpper = false
        // Decimal digits of any script are not alphabetic, so a letter never starts a number.
        while position < scalars.count,
            isLetter(scalars[position]) || scalars[position] == "_" || isMark(scalars[position])
        {
            let value = scalars[position].value
            if value >= 128 {
                // `ー` after kanji or digits is a dash (`月曜日ー金曜日`), inside katakana a long vowel.
                if value == 0x30FC, !(0x30A0...0x30FF).contains(scalars[position - 1].value) { break }
                isASCII = false
                if properties(of: scalars[position]) & 4 != 0 { hasUpper = true }
            } else if value >= 65 && value <= 90 {
                hasUpper = true
            }
            position += 1
        }
        let lowercased: String
        if isASCII {
            // The common case: build the lowercased spelling straight from the bytes.
            lowercased = asciiText(start..<position) { UInt8($0.value) | (($0.value &- 65) < 26 ? 32 : 0) }
        } else {
            let text = utf8Text(start..<position)
            // Scripts without case (Arabic, CJK …) are already lower case.
            lowercased = hasUpper ? text.lowercased() : text
        }
        var token = Token(
            kind: .word, spaceBefore: spaceBefore, hasUpper: hasUpper, start: start, end: position,
            spelling: words.count)
        // Long ASCII words need no lookup; a non-ASCII word may be a decomposed spelling of a
        // short name (Korean in jamo), which the table finds because String equality is
        // canonical, so it is looked up when its first scalar starts some name.
        let mayBeName =
            isASCII
            ? lowercased.utf8.count <= Names.longestWord
            : Names.nonASCIIFirstScalars.contains(lowercased.unicodeScalars.first?.value ?? 0)
        if mayBeName, let meaning = Names.wordMeanings[lowercased] {
            token.keyword = meaning.keyword
            token.weekday = meaning.weekday
            token.month = meaning.month
            if meaning.startsPhrase {
                token.startsPhrase = true
                needsCorrection = true
            }
        }
        words.append(lowercased)
        return token
    }

    /// Whether `close` ends a comment opened with `open`: a double quotation mark (`"…"`, `„…“`,
    /// `“…”`, `”…”`, `«…»`, and any mix of `"`, `“`, `”`, `»` as the closing mark), a single one
    /// (`'…'`, `‚…‘`, `‘…’`, `’…’`) or a CJK corner bracket (`「…」`, `『…』`). Marks that only
    /// open (`„`, `«`) do not close, so `„…„` and `"…«` stay unclosed, as in opening_hours.js.
    static func closes(_ close: Unicode.Scalar, _ open: Unicode.Scalar) -> Bool {
        switch open {
        case "\"", "\u{201E}", "\u{201C}", "\u{201D}", "\u{00AB}":
            close == "\"" || close == "\u{201C}" || close == "\u{201D}" || close == "\u{00BB}"
        case "\u{201A}": close == "\u{2018}" || close == "\u{2019}"
        case "\u{2018}": close == "\u{2019}" || close == "\u{2018}"
        case "\u{2019}": close == "\u{2019}"
        case "'": close == "'"
        case "\u{300C}": close == "\u{300D}"
        case "\u{300E}": close == "\u{300F}"
        default: false
        }
    }

    private mutating func comment(start: Int, spaceBefore: Bool) -> Token {
        let open = scalars[position]
        position += 1
        let textStart = position
        var textEnd = position
        var isASCII = true
        var closed = false
        if open != "\"" {
            substitutions.append(Substitution(offset: start, found: String(open), meant: "\""))
        }
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            if scalar == "\"" || scalar == "'" || scalar.value >= 0xBB, Self.closes(scalar, open) {
                if scalar != "\"" {
                    substitutions.append(Substitution(offset: position - 1, found: String(scalar), meant: "\""))
                }
                closed = true
                break
            }
            if !scalar.isASCII { isASCII = false }
            textEnd = position
        }
        // Built once from the scalars between the quotes, not one append per scalar.
        let text = isASCII ? asciiText(textStart..<textEnd) { UInt8($0.value) } : utf8Text(textStart..<textEnd)
        if !closed {
            return Token(kind: .other, spaceBefore: spaceBefore, start: start, end: start + 1)
        }
        words.append(text)
        return Token(kind: .comment, spaceBefore: spaceBefore, start: start, end: position, spelling: words.count - 1)
    }
}
