import PickerFormatting
import Places

/// Renders phrases and values in one locale: the single place where text for people is produced.
///
/// ```swift
/// let text = Localizer(locale: .negotiated(acceptLanguage: "de-DE,de;q=0.9"))
/// text.string(Phrase(.closedOpensTomorrowAt, ["time": .time(eight)]))  // "Geschlossen · öffnet morgen um 08:00"
/// ```
/// Rendering never fails: a missing translation falls back to English, a missing argument is left as
/// `{name}`; ``render(_:)`` reports both as ``TextDiagnostic`` values.
public struct Localizer: Sendable, Hashable {
    /// The locale of every string.
    public var locale: PickerLocale

    /// Creates a localizer.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// The phrase as text.
    ///
    /// - Parameter phrase: The message and its values.
    /// - Returns: The text.
    public func string(_ phrase: Phrase) -> String { render(phrase).text }

    /// The text of a message without placeholders, e.g. ``TextKey/selected``.
    ///
    /// - Parameter key: The message.
    /// - Returns: The text.
    public func string(_ key: TextKey) -> String {
        Self.plainTexts[locale.language.ordinal][key.ordinal] ?? render(Phrase(key)).text
    }

    /// Every message without placeholders, rendered once per language (a page shows dozens of
    /// them: labels, hints, "Selected"). Such a message is its template's literal text, so it
    /// depends on the language alone, not on the region or the measurement system.
    private static let plainTexts: [[String?]] = Language.allCases.map { language in
        let localizer = Localizer(locale: PickerLocale(language: language))
        return TextKey.allCases.map { key in key.placeholders.isEmpty ? localizer.render(Phrase(key)).text : nil }
    }

    /// The phrase as text, with every problem met.
    ///
    /// - Parameter phrase: The message and its values.
    /// - Returns: The text and diagnostics (empty when all went well).
    public func render(_ phrase: Phrase) -> (text: String, diagnostics: [TextDiagnostic]) {
        var text = ""
        var diagnostics: [TextDiagnostic] = []
        write(phrase, into: &text, diagnostics: &diagnostics)
        return (text, diagnostics)
    }

    /// Writes a phrase at the end of `text`, and the problems met into `diagnostics`. A phrase
    /// inside another (a row's location inside its detail line) is written in place, not made
    /// into a string of its own and copied.
    func write(_ phrase: Phrase, into text: inout String, diagnostics: inout [TextDiagnostic]) {
        var rendering = Rendering(localizer: self, phrase: phrase)
        let (found, language) = MessageCatalog.template(for: phrase.key, in: locale.language)
        if language != locale.language {
            rendering.report(.warning, "no \(locale.language.endonym) template; English was used")
        }
        switch found {
        case .success(let template):
            rendering.write(template.parts, number: nil, into: &text)
        case .failure(let error):
            rendering.report(.error, error.description)
            text += phrase.key.name
        }
        if !rendering.diagnostics.isEmpty { diagnostics += rendering.diagnostics }
    }

    /// One value as text, in its default style.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - style: A style name (see ``PhraseValue``), or `nil` for the default.
    /// - Returns: The text.
    public func string(_ value: PhraseValue, style: String? = nil) -> String {
        var rendering = Rendering(localizer: self, phrase: Phrase(.selected))
        return rendering.format(value, style: style, name: "value")
    }

    /// The display name of a category.
    ///
    /// - Parameter category: The category.
    /// - Returns: "Post office", "Posti", …
    public func name(of category: ServiceCategory) -> String { string(category.nameKey) }

    /// The CLDR plural category of a value in this locale's language, if it is a number.
    ///
    /// - Parameter value: A `.count`, `.decimal` or `.distance`.
    /// - Returns: The category, or `nil` for values that are not numbers.
    public func pluralCategory(of value: PhraseValue) -> PluralCategory? {
        operands(of: value).map { PluralRules.category(of: $0, in: locale.language) }
    }

    func operands(of value: PhraseValue) -> PluralOperands? {
        switch value {
        case .count(let count): return PluralOperands(count)
        case .decimal(let number, let digits): return PluralOperands(number, fractionDigits: digits)
        case .distance(let meters):
            let reading = DistanceFormatter(locale: locale).reading(meters: meters)
            return PluralOperands(reading.amount, fractionDigits: reading.fractionDigits)
        default: return nil
        }
    }
}
