/// A CLDR plural category (Unicode TR35 Part 3, "Language Plural Rules").
///
/// Messages choose their words by category, never by `count == 1`: French says "1,5 kilomètre"
/// ("one") and "0 point" ("one"), English says "1.0 miles" ("other").
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// CLDR `zero`.
    case zero
    /// CLDR `one`.
    case one
    /// CLDR `two`.
    case two
    /// CLDR `few`.
    case few
    /// CLDR `many`.
    case many
    /// CLDR `other`: every language has it.
    case other
}
