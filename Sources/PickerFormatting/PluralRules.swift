/// CLDR cardinal plural rules for the picker's languages.
///
/// Rules are from CLDR `supplemental/plurals.xml` (version 46; the French `many` rule exists since
/// CLDR 38 and is unchanged through 46):
///
/// | language | one | many | other |
/// |---|---|---|---|
/// | en, de, sv, fi | `i = 1 and v = 0` | — | everything else |
/// | fr | `i = 0,1` | `e = 0 and i != 0 and i % 1000000 = 0 and v = 0` or `e != 0..5` | everything else |
///
/// So `1` is "one" everywhere, `1.0` and `1.5` are "other" in English but "one" in French, `0` is "one"
/// in French, and `1000000` is "many" in French ("1 000 000 de points").
public enum PluralRules {
    /// The category of a number as shown.
    ///
    /// - Parameters:
    ///   - operands: The displayed number's operands.
    ///   - language: The language whose rule applies.
    /// - Returns: The CLDR category.
    public static func category(of operands: PluralOperands, in language: Language) -> PluralCategory {
        switch language {
        case .english, .german, .swedish, .finnish:
            return operands.i == 1 && operands.v == 0 ? .one : .other
        case .french:
            if operands.i == 0 || operands.i == 1 { return .one }
            let millionMultiple = operands.e == 0 && operands.i != 0 && operands.i % 1_000_000 == 0 && operands.v == 0
            if millionMultiple || !(0...5).contains(operands.e) { return .many }
            return .other
        }
    }

    /// The category of a whole number shown without decimals.
    ///
    /// - Parameters:
    ///   - count: The count.
    ///   - language: The language.
    /// - Returns: The CLDR category.
    public static func category(of count: Int, in language: Language) -> PluralCategory {
        category(of: PluralOperands(count), in: language)
    }

    /// The categories a language uses for cardinals, in CLDR order.
    ///
    /// - Parameter language: The language.
    /// - Returns: `[.one, .other]`, or `[.one, .many, .other]` for French.
    public static func categories(in language: Language) -> [PluralCategory] {
        language == .french ? [.one, .many, .other] : [.one, .other]
    }
}

// MARK: - Plural categories

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
