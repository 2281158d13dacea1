import CivilCalendar
import OpeningHoursSyntax

/// A public holiday on a particular date, with its name in English and in the country's own
/// languages.
public struct Holiday: Sendable, Hashable {
    /// The calendar date on which the holiday (or its substitute day) falls.
    public var date: LocalDate
    /// The holiday's English name, e.g. "Corpus Christi" or "Christmas Day (observed)".
    public var name: String
    /// The name in each stored language, keyed by BCP-47 tag as the data names it ("de", "en-US",
    /// "sv-FI", "fr"); English is among them. Use ``name(for:)`` to look a language up with
    /// fallbacks.
    public var names: [String: String]

    /// Creates a holiday.
    ///
    /// - Parameters:
    ///   - date: The calendar date.
    ///   - name: The English name.
    ///   - names: The name by BCP-47 language tag; empty when only the English name is known.
    public init(date: LocalDate, name: String, names: [String: String] = [:]) {
        self.date = date
        self.name = name
        self.names = names
    }

    /// The name in a language, with fallbacks.
    ///
    /// Tags are compared case-insensitively, with `_` read as `-`. Tried in order: the exact tag
    /// ("de-CH" for "de-CH"); for English, ``name``; a stored tag of the same language, shortest
    /// first ("sv" finds "sv-FI", "de-AT" finds "de"); last, ``name`` (English).
    ///
    /// ```swift
    /// holiday.name(for: "de")     // "Fronleichnam"
    /// holiday.name(for: "sv")     // "Kristi himmelsfärdsdag" in Finland (stored as "sv-FI")
    /// holiday.name(for: "ja")     // "Corpus Christi": not stored, so English
    /// ```
    /// - Parameter language: A BCP-47 tag such as "de", "fr-CH" or "sv_FI".
    /// - Returns: The best matching name; never empty when ``name`` is not.
    /// - Complexity: O(*k*) for the *k* stored languages.
    public func name(for language: String) -> String {
        let wanted = language.replacingUnderscores().lowercased()
        if let exact = names.first(where: { $0.key.lowercased() == wanted }) { return exact.value }
        let primary = wanted.prefix { $0 != "-" }
        if primary == "en" { return name }
        let sameLanguage = names.filter { $0.key.lowercased().prefix { $0 != "-" } == primary }
        let best = sameLanguage.min { lhs, rhs in
            lhs.key.count != rhs.key.count ? lhs.key.count < rhs.key.count : lhs.key < rhs.key
        }
        return best?.value ?? name
    }
}

extension String {
    /// The tag with `_` written `-` ("sv_FI" → "sv-FI").
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
