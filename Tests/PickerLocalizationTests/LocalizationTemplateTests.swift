import Testing

@testable import PickerFormatting
@testable import PickerLocalization

@Suite("Message templates")
struct LocalizationTemplateTests {
    @Test func parsesNestedChoices() throws {
        let template = try MessageTemplate(
            "{count, plural, =0 {none} one {# {noun, one}} other {# {noun, select, feminine {elles} other {ils}}}}")
        #expect(template.argumentNames == ["count", "noun"])
        let localizer = Localizer(locale: PickerLocale(language: .french))
        #expect(localizer.string(.count(3)) == "3")
        guard case .plural(_, let cases) = template.parts.first else {
            Issue.record("expected a plural")
            return
        }
        #expect(cases.map(\.key) == ["=0", "one", "other"])
    }

    @Test(arguments: [
        ("Open until {time", 16), ("Open until time}", 15), ("{, plural}", 1),
        ("{count, plural, one {#}}", 24), ("{count, plural}", 15), ("{count, number, x}", 14),
        ("{count, plural, one}", 19),
    ])
    func reportsWhereItFails(_ row: (source: String, offset: Int)) {
        #expect(throws: MessageTemplateError.self) { try MessageTemplate(row.source) }
        do {
            _ = try MessageTemplate(row.source)
        } catch {
            #expect(error.offset == row.offset, "\(error)")
            #expect(error.description.contains(row.source))
            #expect(error.description.contains("Open until {time}"))
        }
    }

    @Test func literalHashOutsidePlural() throws {
        let template = try MessageTemplate("Gate #3")
        #expect(template.parts == [.literal("Gate #3")])
    }

    @Test func exactMatchWinsOverCategory() {
        // Exercised through a real key: English "summaryOpenOnly" has no =0 case, so 0 falls to "other".
        let english = Localizer(locale: PickerLocale(language: .english))
        #expect(
            english.string(Phrase(.summaryOpenOnly, ["count": .count(0), "noun": .noun(.place)]))
                == "0 places open now.")
        #expect(
            english.string(Phrase(.summaryOpenOnly, ["count": .count(1), "noun": .noun(.place)])) == "1 place open now."
        )
    }

    @Test func unknownNounFormIsReported() {
        let (text, diagnostics) = Localizer(locale: PickerLocale(language: .english))
            .render(Phrase(.listHeading, ["noun": .noun(.clinic)]))
        #expect(text == "Clinics")
        #expect(diagnostics.isEmpty)
        let values: [String: PhraseValue] = ["count": .text("three"), "noun": .noun(.clinic)]
        let (_, problems) = Localizer(locale: .fallback).render(Phrase(.summaryOpenOnly, arguments: values))
        #expect(problems.contains { $0.message.contains("not a number") })
    }

    @Test(
        "golden phrases from the brief",
        arguments: [
            ("fi", Phrase(.pickUpAtName, ["name": .text("Kauppakatu 8")]), "Nouda täältä: Kauppakatu 8"),
            ("en-GB", Phrase(.pickUpAtName, ["name": .text("8 Garden Street")]), "Pick up at 8 Garden Street"),
            ("sv", Phrase(.summaryNoneOpen, ["noun": .noun(.pickupPoint)]), "Inget utlämningsställe är öppet nu."),
            ("de", Phrase(.summaryNoneOpen, ["noun": .noun(.pickupPoint)]), "Keine Abholstelle ist jetzt geöffnet."),
            (
                "fr", Phrase(.selectedHiddenByFilters, ["noun": .noun(.branch)]),
                "Les filtres masquent l’agence sélectionnée"
            ),
            (
                "sv", Phrase(.selectedHiddenByFilters, ["noun": .noun(.pickupPoint)]),
                "Det valda utlämningsstället döljs av filter"
            ),
            (
                "fi", Phrase(.summaryCounts, ["count": .count(5), "open": .count(3), "noun": .noun(.parcelLocker)]),
                "5 pakettiautomaattia, joista 3 on nyt auki."
            ),
            (
                "fr", Phrase(.summaryCounts, ["count": .count(1), "open": .count(0), "noun": .noun(.branch)]),
                "1 agence, dont 0 ouverte en ce moment."
            ),
            (
                "en-IE",
                Phrase(
                    .clusterLabel,
                    [
                        "count": .count(5), "open": .count(3), "noun": .noun(.pickupPoint), "name": .text("Kamppi"),
                        "distance": .distance(meters: 200),
                    ]), "5 pickup points, 3 open, nearest Kamppi, 200\u{00A0}m"
            ),
            ("de", Phrase(.announceMoved, ["direction": .direction(.north)]), "Karte nach Norden verschoben"),
        ])
    func golden(_ row: (tag: String, phrase: Phrase, expected: String)) throws {
        let localizer = Localizer(locale: try #require(PickerLocale(identifier: row.tag)))
        #expect(localizer.string(row.phrase) == row.expected)
    }
}
