import CivilCalendar
import Foundation
import Geodesy
import OpeningHours
import Places
import Testing

@testable import OpeningHoursSyntax
@testable import PickerFormatting
@testable import PickerLocalization

/// Sample values for every placeholder name the catalogue uses.
enum SampleArguments {
    static func values(noun: PlaceNoun, count: Int = 3, open: Int = 2) -> [String: PhraseValue] {
        let nine = LocalTime(hour: 21)
        let eight = LocalTime(hour: 8)
        let eighteen = LocalTime(hour: 18)
        var values: [String: PhraseValue] = [
            "noun": .noun(noun),
            "name": .text("Posti Kamppi"),
            "count": .count(count),
            "open": .count(open),
            "total": .count(count + 7),
            "position": .count(2),
            "minutes": .count(25),
            "distance": .distance(meters: 350),
            "direction": .direction(.northEast),
            "location": .phrase(Phrase.location(meters: 350, direction: .northEast)),
            "walk": .duration(seconds: 700),
            "comment": .text("by appointment"),
            "source": .text("OpenStreetMap contributors"),
            "weekday": .weekday(.monday),
            "days": .text("Mon–Fri"),
            "status": .text(["open", "closed", "unknown"][count % 3]),
            "horizon": .count(count),
            "duration": .text("2 h 30 min"),
            "zone": .text("Europe/Helsinki"),
            "value": .text("Mo-Fr 09:00-17:00"),
            "carrier": .text("DHL"),
            "carriers": .text("DHL, InPost"),
            "list": .list(["InPost 12", "DHL 8"]),
        ]
        if let nine, let eight, let eighteen {
            values["time"] = .time(nine)
            values["state"] = .phrase(Phrase(.openUntil, ["time": .time(nine)]))
            values["hours"] = .timeRange(eight, eighteen)
        }
        values["date"] = .date(LocalDate(year: 2026, month: 12, day: 4))
        return values
    }
}

@Suite("Catalogue completeness and consistency")
struct LocalizationCatalogTests {
    @Test(
        "a message without placeholders is the same text from the table as rendered",
        arguments: ["en-GB", "en-US", "de", "fi", "sv", "fr"])
    func plainTexts(_ tag: String) throws {
        var locale = try #require(PickerLocale(identifier: tag))
        for system in [nil, MeasurementSystem.us, .metric] {
            locale.measurementSystemOverride = system
            let localizer = Localizer(locale: locale)
            for key in TextKey.allCases {
                #expect(localizer.string(key) == localizer.render(Phrase(key)).text, "\(key) in \(tag)")
            }
        }
    }

    @Test("each key's ordinal is its position in allCases, and each template is its own")
    func ordinals() throws {
        for (position, key) in TextKey.allCases.enumerated() {
            #expect(key.ordinal == position, "\(key)")
            // The name is the case's, and Codable writes and reads it.
            #expect(TextKey(name: key.name) == key && key.name == "\(key)")
            let json = try JSONEncoder().encode([key])
            #expect(String(decoding: json, as: UTF8.self) == "[\"\(key.name)\"]")
            #expect(try JSONDecoder().decode([TextKey].self, from: json) == [key])
        }
        #expect(TextKey(name: "noSuchKey") == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([TextKey].self, from: Data(#"["noSuchKey"]"#.utf8))
        }
        // The table indexed by ordinal gives each key the template written for it.
        for language in Language.allCases {
            for key in TextKey.allCases {
                let source = try #require(MessageCatalog.source(for: key, in: language))
                let parsed = try MessageCatalog.template(for: key, in: language).template.get()
                #expect(parsed == (try MessageTemplate(source)), "\(key) in \(language.code)")
            }
        }
    }

    @Test("every key has a template in every language", arguments: Language.allCases)
    func everyKeyTranslated(_ language: Language) {
        for key in TextKey.allCases {
            #expect(
                MessageCatalog.source(for: key, in: language) != nil, "\(key.name) has no \(language.code) template"
            )
        }
        #expect(MessageCatalog.missingKeys(in: language).isEmpty)
    }

    @Test("every template parses and uses exactly the key's placeholders", arguments: Language.allCases)
    func placeholdersMatch(_ language: Language) throws {
        for key in TextKey.allCases {
            guard let source = MessageCatalog.source(for: key, in: language) else { continue }
            let template: MessageTemplate
            do {
                template = try MessageTemplate(source)
            } catch {
                Issue.record("\(key.name) (\(language.code)): \(error)")
                continue
            }
            #expect(
                template.argumentNames == key.placeholders,
                "\(key.name) (\(language.code)) uses \(template.argumentNames.sorted()), expected \(key.placeholders.sorted())"
            )
        }
    }

    @Test("every message renders with every noun and count without problems", arguments: Language.allCases)
    func rendersCleanly(_ language: Language) {
        let localizer = Localizer(locale: PickerLocale(language: language))
        for noun in PlaceNoun.allCases {
            for (count, open) in [(0, 0), (1, 1), (2, 0), (5, 3), (21, 1), (1_000_000, 2)] {
                let values = SampleArguments.values(noun: noun, count: count, open: open)
                for key in TextKey.allCases {
                    let arguments = values.filter { key.placeholders.contains($0.key) }
                    let (text, diagnostics) = localizer.render(Phrase(key, arguments: arguments))
                    #expect(diagnostics.isEmpty, "\(key.name) (\(language.code), \(noun)): \(diagnostics)")
                    #expect(!text.isEmpty && !text.contains("{") && !text.contains("#"), "\(key.name): \(text)")
                    #expect(!text.contains("  "), "\(key.name) (\(language.code)) has a double space: \(text)")
                }
            }
        }
    }

    @Test("a missing translation falls back to English and is reported")
    func fallbackToEnglish() throws {
        let tables: [Language: [TextKey: String]] = [
            .english: [.openUntil: "Open until {time}"],
            .finnish: [.selected: "Valittu"],
        ]
        let found = try #require(MessageCatalog.resolvedSource(for: .openUntil, in: .finnish, tables: tables))
        #expect(found.language == .english)
        #expect(found.source == "Open until {time}")
        #expect(MessageCatalog.resolvedSource(for: .selected, in: .finnish, tables: tables)?.language == .finnish)
        #expect(MessageCatalog.resolvedSource(for: .closed, in: .finnish, tables: tables) == nil)
    }

    @Test("a missing argument leaves a visible hole and an error diagnostic")
    func missingArgument() {
        let (text, diagnostics) = Localizer(locale: .fallback).render(Phrase(.openUntil))
        #expect(text == "Open until {time}")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("\"time\"") == true)
    }

    @Test("every category has a name", arguments: ServiceCategory.allCases)
    func categoryNames(_ category: ServiceCategory) {
        let names = Language.allCases.map { Localizer(locale: PickerLocale(language: $0)).name(of: category) }
        #expect(Set(names).allSatisfy { !$0.isEmpty })
        #expect(ServiceCategory(value: category.rawValue) == category)
    }

    @Test func unknownCategoryIsOther() {
        #expect(ServiceCategory(value: "bicycle_rental") == .other)
        #expect(ServiceCategory(value: "doityourself") == .hardware)
        #expect(Localizer(locale: PickerLocale(language: .finnish)).name(of: .other) == "Muu")
    }
}
