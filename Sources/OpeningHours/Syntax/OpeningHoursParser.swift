/// Reads `opening_hours` values (OpenStreetMap syntax) into ``Schedule`` values.
///
/// In ``ParseMode/tolerant`` mode, common unambiguous mistakes are read with a warning each
/// (`8:00-18:00`, `Mo-Fr 8-18`, `Mo - Fr`, `mo-fr`, `08.00`, `0800`, `Mon`, `Monday`, `Di`, `8am`,
/// `–`, a trailing `;` …); ``ParseResult/normalized`` gives the canonical text. In
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
        let tokens = lexer.tokens()
        var parser = RuleParser(tokens: tokens)
        var diagnostics: [HoursDiagnostic] = lexer.substitutions.map { substitution in
            HoursDiagnostic(
                severity: .warning, message: "Write \"\(substitution.meant)\", not \"\(substitution.found)\"",
                offset: substitution.offset, length: 1, kind: .punctuation, example: substitution.meant)
        }
        let schedule: Schedule
        do {
            schedule = try parser.parseSchedule()
        } catch {
            diagnostics += parser.warnings
            diagnostics.append(error.diagnostic)
            return ParseResult(schedule: nil, diagnostics: Self.inCharacters(diagnostics, text), readSchedule: nil)
        }
        diagnostics += parser.warnings
        diagnostics.sort { $0.offset < $1.offset }
        if mode == .strict, diagnostics.contains(where: { $0.severity == .warning }) {
            let errors = diagnostics.map { diagnostic in
                var error = diagnostic
                error.severity = .error
                return error
            }
            return ParseResult(schedule: nil, diagnostics: Self.inCharacters(errors, text), readSchedule: schedule)
        }
        return ParseResult(
            schedule: schedule, diagnostics: Self.inCharacters(diagnostics, text), readSchedule: schedule)
    }

    /// Converts scalar offsets to character offsets (they differ only with combining marks).
    static func inCharacters(_ diagnostics: [HoursDiagnostic], _ text: String) -> [HoursDiagnostic] {
        guard !diagnostics.isEmpty, !text.utf8.allSatisfy({ $0 < 128 }), text.unicodeScalars.count != text.count else {
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
}
