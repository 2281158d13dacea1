import Geodesy
import Testing

@testable import PickerFormatting
@testable import PickerLocalization

@Suite("Phrase builders")
struct LocalizationPhraseBuilderTests {
    static let english = Localizer(locale: PickerLocale(language: .english, region: "IE"))
    static let finnish = Localizer(locale: PickerLocale(language: .finnish))

    @Test func summaries() throws {
        let eight = try #require(LocalTime(hour: 8))
        #expect(
            Self.english.string(.summaryCounts(count: 5, open: 3, noun: .pickupPoint)) == "5 pickup points, 3 open now."
        )
        #expect(
            Self.english.string(.nearestOpen(name: "Kamppi", noun: .pickupPoint, meters: 350, direction: .northEast))
                == "Nearest open pickup point: Kamppi, 350\u{00A0}m north-east.")
        let french = Localizer(locale: PickerLocale(language: .french))
        #expect(
            french.string(.nearestOpen(name: "Kamppi", noun: .branch, meters: 350, direction: .east))
                == "Agence ouverte la plus proche\u{00A0}: Kamppi, 350\u{00A0}m à l’est.")
        #expect(Self.finnish.string(.noneOpen(noun: .parcelLocker)) == "Yksikään pakettiautomaatti ei ole nyt auki.")
        #expect(Self.finnish.string(.openTomorrow(count: 4, from: eight)) == "4 aukeaa huomenna klo 8.00 alkaen.")
        #expect(
            Self.english.string(.unknownHoursHidden(count: 1, noun: .clinic))
                == "1 clinic with unknown hours not shown.")
    }

    /// A phrase's values are a list, but it behaves as the dictionary it was: the same values in
    /// any order are equal and hash alike, the first of a repeated name counts, a literal and a
    /// dictionary make the same phrase, and setting a value replaces it or adds it.
    @Test func valuesBehaveAsADictionary() {
        let literal = Phrase(.summaryCounts, ["count": .count(5), "open": .count(3), "noun": .noun(.pickupPoint)])
        let reordered = Phrase(.summaryCounts, ["noun": .noun(.pickupPoint), "open": .count(3), "count": .count(5)])
        let dictionary: [String: PhraseValue] = ["open": .count(3), "count": .count(5), "noun": .noun(.pickupPoint)]
        let fromDictionary = Phrase(.summaryCounts, arguments: dictionary)
        #expect(literal == reordered && literal == fromDictionary)
        #expect(Set([literal, reordered, fromDictionary]).count == 1)
        #expect(literal.arguments == dictionary)
        #expect(
            literal != Phrase(.summaryCounts, ["count": .count(5), "open": .count(4), "noun": .noun(.pickupPoint)]))
        #expect(literal != Phrase(.summaryCounts, ["count": .count(5), "noun": .noun(.pickupPoint)]))
        let repeated = Phrase(
            .summaryCounts, ["count": .count(1), "count": .count(2), "open": .count(0), "noun": .noun(.clinic)])
        #expect(repeated.value(named: "count") == .count(1))
        #expect(repeated.arguments["count"] == .count(1))
        #expect(
            Self.english.string(repeated)
                == Self.english.string(
                    Phrase(.summaryCounts, ["count": .count(1), "open": .count(0), "noun": .noun(.clinic)])))
        var changed = literal
        changed.set(.count(4), named: "open")
        #expect(changed.value(named: "open") == .count(4) && changed.arguments.count == 3)
        #expect(Self.english.string(changed) == "5 pickup points, 4 open now.")
        changed.set(.count(2), named: "open")
        #expect(changed.value(named: "open") == .count(2) && changed.arguments["open"] == .count(2))
        #expect(
            changed == Phrase(.summaryCounts, ["count": .count(5), "open": .count(2), "noun": .noun(.pickupPoint)]))
        var repeatedChanged = repeated
        repeatedChanged.set(.count(7), named: "count")
        #expect(repeatedChanged.value(named: "count") == .count(7) && repeatedChanged.arguments["count"] == .count(7))
        changed.set(.text("x"), named: "extra")
        #expect(changed.value(named: "extra") == .text("x") && changed.arguments.count == 4)
        changed.arguments = dictionary
        #expect(changed == literal)
        #expect(literal.value(named: "missing") == nil)
    }

    @Test func clusters() {
        #expect(
            Self.english.string(
                .cluster(count: 5, open: 3, noun: .pickupPoint, nearestName: "Kamppi", nearestMeters: 200))
                == "5 pickup points, 3 open, nearest Kamppi, 200\u{00A0}m")
        #expect(
            Self.english.string(.cluster(count: 2, open: 0, noun: .branch, nearestName: "Kamppi", nearestMeters: 1500))
                == "2 branches, none open, nearest Kamppi, 1.5\u{00A0}km")
    }

    @Test func actionsAndAnnouncements() {
        #expect(Self.english.string(.selectLabel(.pickUp, name: "8 Garden Street")) == "Pick up at 8 Garden Street")
        #expect(Self.english.string(ActionWording.choose.buttonKey) == "Choose")
        #expect(Self.finnish.string(.announceSelected(name: "Kamppi")) == "Valittu: Kamppi")
        #expect(Self.finnish.string(.announceMoved(.west)) == "Kartta siirretty länteen")
        #expect(
            Self.finnish.string(.distanceFromYou(meters: 1234, direction: .south))
                == "1,2\u{00A0}km etelään sijainnistasi")
    }
}
