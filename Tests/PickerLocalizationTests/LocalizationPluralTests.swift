import Testing

@testable import PickerFormatting
@testable import PickerLocalization

@Suite("CLDR plural rules")
struct LocalizationPluralTests {
    /// (number as displayed, English/German/Swedish/Finnish category, French category).
    static let table: [(literal: String, germanic: PluralCategory, french: PluralCategory)] = [
        ("0", .other, .one),
        ("1", .one, .one),
        ("2", .other, .other),
        ("5", .other, .other),
        ("11", .other, .other),
        ("21", .other, .other),
        ("1.5", .other, .one),
        ("1.0", .other, .one),
        ("0.5", .other, .one),
        ("2.5", .other, .other),
        ("1000000", .other, .many),
        ("2000000", .other, .many),
        ("1000001", .other, .other),
        ("1000000.0", .other, .other),
        ("100", .other, .other),
    ]

    @Test(arguments: table)
    func categories(_ row: (literal: String, germanic: PluralCategory, french: PluralCategory)) throws {
        let operands = try #require(PluralOperands(literal: row.literal))
        for language in [Language.english, .german, .swedish, .finnish] {
            #expect(PluralRules.category(of: operands, in: language) == row.germanic, "\(row.literal) in \(language)")
        }
        #expect(PluralRules.category(of: operands, in: .french) == row.french, "\(row.literal) in fr")
    }

    @Test func integerShortcutMatchesLiteral() {
        for count in [0, 1, 2, 5, 11, 21, 1_000_000, -1] {
            for language in Language.allCases {
                let viaLiteral = PluralOperands(literal: String(count)).map {
                    PluralRules.category(of: $0, in: language)
                }
                #expect(PluralRules.category(of: count, in: language) == viaLiteral, "\(count) in \(language)")
            }
        }
    }

    @Test func operandsOfDisplayedDecimals() {
        let shown = PluralOperands(1.25, fractionDigits: 1)  // shown as "1.3"
        #expect(shown.i == 1 && shown.v == 1 && shown.f == 3 && shown.t == 3)
        let trailing = PluralOperands(literal: "1.50")
        #expect(trailing?.v == 2 && trailing?.w == 1 && trailing?.f == 50 && trailing?.t == 5)
        #expect(PluralOperands(literal: "1.5.2") == nil)
        #expect(PluralOperands(literal: "abc") == nil)
    }

    @Test func categoriesUsedPerLanguage() {
        #expect(PluralRules.categories(in: .french) == [.one, .many, .other])
        #expect(PluralRules.categories(in: .finnish) == [.one, .other])
    }

    @Test("a phrase chooses its words by plural category, not by count == 1")
    func phraseUsesCategories() {
        let french = Localizer(locale: PickerLocale(language: .french))
        let english = Localizer(locale: PickerLocale(language: .english))
        func counted(_ count: Int) -> Phrase {
            Phrase(.summaryOpenOnly, ["count": .count(count), "noun": .noun(.branch)])
        }
        #expect(french.string(counted(0)) == "0 agence ouverte maintenant.")
        #expect(english.string(counted(0)) == "0 branches open now.")
        #expect(french.string(counted(1_000_000)) == "1\u{202F}000\u{202F}000 d’agences ouvertes maintenant.")
        #expect(english.string(counted(1_000_000)) == "1,000,000 branches open now.")
        #expect(french.pluralCategory(of: .decimal(1.5, fractionDigits: 1)) == .one)
        #expect(english.pluralCategory(of: .decimal(1.0, fractionDigits: 1)) == .other)
        #expect(english.pluralCategory(of: .text("1")) == nil)
    }
}
