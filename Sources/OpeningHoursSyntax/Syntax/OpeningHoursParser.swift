/// Reads `opening_hours` values (OpenStreetMap syntax) into ``Schedule`` values.
///
/// In ``ParseMode/tolerant`` mode, common unambiguous mistakes are read with a warning each
/// (`8:00-18:00`, `Mo-Fr 8-18`, `Mo - Fr`, `mo-fr`, `08.00`, `0800`, `Mon`, `Monday`, `Di`, `8am`,
/// `–`, a trailing `;`, and the words opening_hours.js corrects: `12:00 till 14:00`, `Mo & Th`,
/// `daily`, `24 hours`, `17:00-late`, `geschlossen`, `nach Vereinbarung` …);
/// ``ParseResult/normalized`` gives the canonical text. In
/// ``ParseMode/strict`` mode those warnings are errors. Anything ambiguous is an error naming the
/// character offset and showing a valid example.
public struct OpeningHoursParser: Sendable {
    /// Longest value read, in UTF-8 bytes; longer ones are rejected so no input can make parsing
    /// or evaluation slow. OpenStreetMap values are at most 255 characters.
    public static let maximumLength = 4096

    /// Strict or tolerant.
    public var mode: ParseMode

    /// Creates a parser.
    ///
    /// - Parameter mode: How strictly to read (default tolerant).
    public init(mode: ParseMode = .tolerant) {
        self.mode = mode
    }

    /// Reads one value.
    ///
    /// - Parameter text: The `opening_hours` value.
    /// - Returns: The schedule (or `nil` on errors), diagnostics with character offsets, and the
    ///   normalized text when the value could be read.
    /// - Complexity: O(n) in the length of `text`.
    public func parse(_ text: String) -> ParseResult {
        guard text.utf8.count <= Self.maximumLength else {
            let diagnostic = HoursDiagnostic(
                severity: .error,
                message: "The value is longer than \(Self.maximumLength) bytes (OpenStreetMap allows 255 characters)",
                offset: 0, length: 0, kind: .outOfRange, example: "Mo-Fr 08:00-18:00")
            return ParseResult(schedule: nil, diagnostics: [diagnostic], readSchedule: nil)
        }
        var lexer = Lexer(text)
        var tokens = lexer.tokens()
        var words = lexer.words
        var diagnostics: [HoursDiagnostic] = lexer.substitutions.map { substitution in
            HoursDiagnostic(
                severity: .warning, text: "Write \"\(substitution.meant)\", not \"\(substitution.found)\"",
                offset: substitution.offset, length: substitution.length, kind: .punctuation,
                example: substitution.meant)
        }
        if lexer.needsCorrection, let corrected = TokenCorrector.correct(tokens, words: &words, scalars: lexer.scalars)
        {
            tokens = corrected.tokens
            diagnostics = Self.inOrder(diagnostics, corrected.warnings)
        }
        var parser = RuleParser(tokens: tokens, words: words, scalars: lexer.scalars)
        let schedule: Schedule
        do {
            schedule = try parser.parseSchedule()
        } catch {
            diagnostics += parser.warnings
            diagnostics.append(error.diagnostic)
            return ParseResult(
                schedule: nil, diagnostics: Self.inCharacters(diagnostics, text, lexer.scalars), readSchedule: nil)
        }
        diagnostics = Self.inOrder(diagnostics, parser.warnings)
        if mode == .strict, diagnostics.contains(where: { $0.severity == .warning }) {
            let errors = diagnostics.map { diagnostic in
                var error = diagnostic
                error.severity = .error
                return error
            }
            return ParseResult(
                schedule: nil, diagnostics: Self.inCharacters(errors, text, lexer.scalars), readSchedule: schedule)
        }
        return ParseResult(
            schedule: schedule, diagnostics: Self.inCharacters(diagnostics, text, lexer.scalars), readSchedule: schedule
        )
    }

    /// The lexer's and the parser's diagnostics in input order (a stable merge: each list is
    /// almost always in order already, so no sort is needed).
    static func inOrder(_ first: [HoursDiagnostic], _ second: [HoursDiagnostic]) -> [HoursDiagnostic] {
        func isOrdered(_ list: [HoursDiagnostic]) -> Bool {
            var index = 1
            while index < list.count {
                if list[index - 1].offset > list[index].offset { return false }
                index += 1
            }
            return true
        }
        guard isOrdered(first), isOrdered(second) else {
            var all = first + second
            all.sort { $0.offset < $1.offset }
            return all
        }
        if first.isEmpty { return second }
        var merged: [HoursDiagnostic] = []
        merged.reserveCapacity(first.count + second.count)
        var left = 0
        var right = 0
        while left < first.count || right < second.count {
            if right == second.count || (left < first.count && first[left].offset <= second[right].offset) {
                merged.append(first[left])
                left += 1
            } else {
                merged.append(second[right])
                right += 1
            }
        }
        return merged
    }

    /// Converts scalar offsets to character offsets (they differ only with combining marks and
    /// `\r\n`).
    static func inCharacters(
        _ diagnostics: [HoursDiagnostic], _ text: String, _ scalars: [Unicode.Scalar]
    ) -> [HoursDiagnostic] {
        guard !diagnostics.isEmpty, !eachScalarIsACharacter(scalars), scalars.count != text.count else {
            return diagnostics
        }
        var characterAt: [Int] = []
        characterAt.reserveCapacity(text.unicodeScalars.count + 1)
        for (characterIndex, character) in text.enumerated() {
            for _ in character.unicodeScalars { characterAt.append(characterIndex) }
        }
        characterAt.append(text.count)
        return diagnostics.map { diagnostic in
            var converted = diagnostic
            let start = characterAt[min(diagnostic.offset, characterAt.count - 1)]
            let end = characterAt[min(diagnostic.offset + diagnostic.length, characterAt.count - 1)]
            converted.offset = start
            converted.length = max(0, end - start)
            return converted
        }
    }

    /// Whether no scalar can join the one before it in a character: true for ASCII (without
    /// `\r\n`), Latin-1, Latin Extended, Greek, Cyrillic, Hebrew and Arabic letters and digits (not
    /// their combining marks, nor Arabic's prepended number signs), spaces and general punctuation
    /// such as `–` and U+202F, CJK punctuation, kana and ideographs (not the combining sound
    /// marks), and fullwidth forms.
    /// Other text is counted the slow way.
    static func eachScalarIsACharacter(_ scalars: [Unicode.Scalar]) -> Bool {
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            switch scalar.value {
            case 0x0A where previous == "\r": return false
            case 0..<0x300, 0x370...0x482, 0x48A...0x52F, 0x5D0...0x5EA, 0x606...0x60F, 0x61B...0x64A,
                0x660...0x66F, 0x671...0x6D5, 0x6E5...0x6E6, 0x6EE...0x6FF, 0x2000...0x200B, 0x2010...0x2027,
                0x202F...0x205E, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF01...0xFF5E:
                break
            default: return false
            }
            previous = scalar
        }
        return true
    }
}
