import Foundation

/// Reads Swift source text and finds the PlacePickerUI rules it breaks.
///
/// The SwiftUI layer only renders models, so every visible or spoken string must come from a model
/// value, never from a literal in a view; essential text must never be cut to one line; and every file
/// must compile away where SwiftUI or MapKit is missing. A lexical scan is enough for these rules: it
/// skips `//` comments and treats any `"` inside an argument list as a string literal.
enum SourceScanner {
    /// One broken rule.
    struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// What was used: `.accessibilityLabel(` or `Text(`.
        var token: String
        /// The 1-based line where it starts.
        var line: Int

        var description: String {
            token == SourceScanner.oneLineLimit
                ? "line \(line): \(token) cuts text to one line"
                : "line \(line): \(token) with a string literal; take the text from the model"
        }
    }

    /// The exact first line every PlacePickerUI file must start with.
    static let guardLine = "#if canImport(SwiftUI) && canImport(MapKit)"

    /// Modifiers whose whole argument list must hold no string literal: what they say is spoken.
    static let spokenModifiers = [
        ".accessibilityLabel(", ".accessibilityHint(", ".accessibilityValue(", ".accessibilityInputLabels(",
        ".accessibilityCustomContent(", ".accessibilityRotor(", ".navigationTitle(",
    ]

    /// Views whose first argument is their visible (and spoken) title, so it must not be a literal.
    static let titledViews = [
        "Marker(", "Annotation(", "Text(", "Button(", "Toggle(", "Label(", "TextField(", "Section(", "Picker(",
        "AccessibilityRotorEntry(",
    ]

    /// The modifier that truncates text to one line.
    static let oneLineLimit = ".lineLimit(1)"

    /// Finds literal titles, literal accessibility text and one-line limits.
    ///
    /// - Parameter source: Swift source text.
    /// - Returns: The findings in source order.
    static func findings(in source: String) -> [Finding] {
        let code = Array(withoutComments(source))
        var found: [Finding] = []
        for index in code.indices {
            for token in spokenModifiers where matches(token, in: code, at: index) {
                if argumentsContainLiteral(code, from: index + token.count) {
                    found.append(Finding(token: token, line: line(of: index, in: code)))
                }
            }
            for token in titledViews where matches(token, in: code, at: index) && startsNewName(code, at: index) {
                if firstArgumentIsLiteral(code, from: index + token.count) {
                    found.append(Finding(token: token, line: line(of: index, in: code)))
                }
            }
            if matches(oneLineLimit, in: code, at: index) {
                found.append(Finding(token: oneLineLimit, line: line(of: index, in: code)))
            }
        }
        return found
    }

    /// Checks that the whole file sits inside the `#if canImport(SwiftUI) && canImport(MapKit)` guard.
    ///
    /// Comments may come before the guard; nothing but blank lines may follow its `#endif`, and no
    /// `#endif` may close it earlier.
    ///
    /// - Parameter source: Swift source text.
    /// - Returns: What is wrong, or `nil` when the file is guarded.
    static func guardProblem(in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let code = lines.enumerated().filter { !$0.element.isEmpty && !$0.element.hasPrefix("//") }
        guard let first = code.first, let last = code.last else { return "the file is empty" }
        guard first.element == guardLine else {
            return "line \(first.offset + 1) is '\(first.element)'; the first code line must be '\(guardLine)'"
        }
        guard last.element == "#endif" else {
            return "line \(last.offset + 1) is '\(last.element)'; the last code line must be '#endif'"
        }
        var depth = 0
        for (offset, text) in code {
            if text.hasPrefix("#if") { depth += 1 }
            if text.hasPrefix("#endif") { depth -= 1 }
            if depth == 0 && offset != last.offset {
                return "line \(offset + 1) closes the guard before the end of the file"
            }
        }
        return nil
    }

    /// The source with `//` comments blanked out, keeping line breaks and string literals.
    private static func withoutComments(_ source: String) -> String {
        var result = ""
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var inString = false
            var previous: Character = " "
            var kept = ""
            for character in line {
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString && character == "/" && previous == "/" {
                    kept.removeLast()
                    break
                }
                kept.append(character)
                previous = character
            }
            result += kept + "\n"
        }
        return result
    }

    private static func matches(_ token: String, in code: [Character], at index: Int) -> Bool {
        guard index + token.count <= code.count else { return false }
        return zip(token, code[index...]).allSatisfy { $0 == $1 }
    }

    /// Whether the name at `index` is not the tail of a longer name (`ClusterText(` is not `Text(`).
    private static func startsNewName(_ code: [Character], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = code[index - 1]
        return !(before.isLetter || before.isNumber || before == "_")
    }

    /// Whether a `"` appears before the parenthesis opened just before `start` is closed.
    private static func argumentsContainLiteral(_ code: [Character], from start: Int) -> Bool {
        var depth = 1
        var index = start
        while index < code.count {
            switch code[index] {
            case "\"": return true
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return false }
            default: break
            }
            index += 1
        }
        return false
    }

    /// Whether the first argument after `start` begins with `"`.
    private static func firstArgumentIsLiteral(_ code: [Character], from start: Int) -> Bool {
        var index = start
        while index < code.count, code[index].isWhitespace { index += 1 }
        return index < code.count && code[index] == "\""
    }

    private static func line(of index: Int, in code: [Character]) -> Int {
        code[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
