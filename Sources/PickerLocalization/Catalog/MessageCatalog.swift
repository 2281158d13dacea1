import PickerFormatting

/// The string catalogue: every ``TextKey``'s template in every ``Language``.
///
/// Templates are written in the syntax of ``MessageTemplate``. Each language lives in its own file
/// (`MessageCatalog+Finnish.swift` …) as a dictionary, so a missing entry is possible in source; at run time
/// it falls back to English (``template(for:in:)`` reports which language it used) and the
/// catalogue test fails, naming the key and the language.
public enum MessageCatalog {
    /// The template source for a key as written for a language, or `nil` if that language lacks it.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - language: The language.
    /// - Returns: The template text, without fallback.
    public static func source(for key: TextKey, in language: Language) -> String? {
        table(language)[key]
    }

    /// The parsed template for a key, falling back to English when the language lacks it.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - language: The wanted language.
    /// - Returns: The template and the language it is in, or the parse error of the template found.
    public static func template(
        for key: TextKey, in language: Language
    ) -> (template: Result<MessageTemplate, MessageTemplateError>, language: Language) {
        // The same fallback rule as `resolvedSource(for:in:tables:)`, over the parsed tables.
        if let parsed = parsed[language.ordinal][key.ordinal] { return (parsed, language) }
        if let parsed = parsed[Language.english.ordinal][key.ordinal] { return (parsed, .english) }
        let missing = MessageTemplateError(
            template: "", offset: 0, reason: "no template for \"\(key.name)\" in any language")
        return (.failure(missing), .english)
    }

    /// The template text for a key from some tables, and the language it came from: the wanted
    /// language, else English, else `nil`. The run-time fallback rule, kept apart for testing.
    static func resolvedSource(
        for key: TextKey, in language: Language, tables: [Language: [TextKey: String]]
    ) -> (source: String, language: Language)? {
        if let source = tables[language]?[key] { return (source, language) }
        if let source = tables[.english]?[key] { return (source, .english) }
        return nil
    }

    /// Keys that have no template in a language (empty when the catalogue is complete).
    ///
    /// - Parameter language: The language to check.
    /// - Returns: The missing keys in declaration order.
    public static func missingKeys(in language: Language) -> [TextKey] {
        TextKey.allCases.filter { table(language)[$0] == nil }
    }

    private static func table(_ language: Language) -> [TextKey: String] {
        switch language {
        case .english: english
        case .german: german
        case .finnish: finnish
        case .swedish: swedish
        case .french: french
        }
    }

    /// Every template parsed once, on first use, indexed by ``Language/ordinal`` and then by
    /// ``TextKey/ordinal`` (`nil` where the language lacks the key): a page looks up hundreds.
    private static let parsed: [[Result<MessageTemplate, MessageTemplateError>?]] = Language.allCases.map {
        language in
        var templates = [Result<MessageTemplate, MessageTemplateError>?](repeating: nil, count: TextKey.allCases.count)
        for (key, source) in table(language) {
            templates[key.ordinal] = Result { () throws(MessageTemplateError) in try MessageTemplate(source) }
        }
        return templates
    }
}
