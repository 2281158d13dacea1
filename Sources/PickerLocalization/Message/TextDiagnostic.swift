import PickerFormatting

/// A problem met while rendering a phrase: the text was still produced, but something was off.
public struct TextDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The text is usable (for example it fell back to English).
        case warning
        /// The text has a hole (a placeholder left as `{name}`).
        case error
    }

    /// How serious.
    public var severity: Severity
    /// What is wrong, naming the input and showing a valid example.
    public var message: String
    /// The message being rendered.
    public var key: TextKey
    /// The language asked for.
    public var language: Language

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: How serious.
    ///   - message: What is wrong.
    ///   - key: The message being rendered.
    ///   - language: The language asked for.
    public init(severity: Severity, message: String, key: TextKey, language: Language) {
        self.severity = severity
        self.message = message
        self.key = key
        self.language = language
    }

    /// "error in openUntil (fi): …".
    public var description: String { "\(severity.rawValue) in \(key.name) (\(language.code)): \(message)" }
}
