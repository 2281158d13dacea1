import Foundation
import Places
import Testing

@testable import PlacePicker

/// Place cards: the week in the place's zone with holidays marked in the page's language.
@Suite("Place cards") struct PlaceCardTests {
    @Test(
        "Independence Day is marked, in the card's language",
        arguments: [
            // Finland's holidays are named in Finnish and Swedish; German and French pages say "holiday".
            ("en-GB", "Independence Day"), ("en-US", "Independence Day"), ("fi", "Itsenäisyyspäivä"),
            ("de", "Feiertag"),
            ("sv", "Självständighetsdagen"), ("fr", "Jour férié"),
        ])
    func holiday(language: String, expected: String) throws {
        let picker = Fixture.picker(language)
        let card = try #require(picker.card(for: "node/299983771", in: picker.initialState()))
        #expect(card.week.count == 7)
        #expect(card.week[0].isToday && card.week.dropFirst().allSatisfy { !$0.isToday })
        #expect(card.week.map(\.holidayName) == [nil, nil, nil, nil, nil, nil, expected])
        #expect(card.week[0].label == picker.text(.cardToday))
    }

    @Test("A card's week starts on the place's today, on Independence Day itself")
    func onTheHoliday() throws {
        let picker = Fixture.picker("en-GB", at: Fixture.independenceDay)
        let card = try #require(picker.card(for: "way/122595241", in: picker.initialState()))
        #expect(card.week[0].holidayName == "Independence Day")
        #expect(card.week[0].hoursText == "11:00–18:00")
        #expect(card.week[1].hoursText == "09:00–21:00")
        #expect(card.rawHours == "Mo-Fr 09:00-21:00; Sa 09:00-19:00; Su 11:00-18:00")
    }

    @Test("Facts and comments come from the data")
    func facts() throws {
        let picker = Fixture.picker("en-GB")
        let card = try #require(picker.card(for: "node/4890466205", in: picker.initialState()))
        #expect(card.facts.map(\.label) == ["Address", "Website", "Step-free access", "Category"])
        #expect(card.comments.count == 1)
        #expect(card.comments[0].hasPrefix("Located inside the University of Helsinki metro station"))
        #expect(picker.card(for: "no/such/place", in: picker.initialState()) == nil)
    }

    @Test(
        "A row and its card give the same step-free answer, in the language's words",
        arguments: [
            ("en-GB", ["Yes", "Limited", "No", "Unknown"]), ("fi", ["Kyllä", "Osittain", "Ei", "Ei tiedossa"]),
            ("de", ["Ja", "Eingeschränkt", "Nein", "Unbekannt"]), ("fr", ["Oui", "Partiel", "Non", "Inconnu"]),
        ])
    func stepFreeAnswer(language: String, words: [String]) throws {
        let picker = Fixture.picker(language)
        let state = Fixture.allRowsState(picker)
        let screen = picker.screen(for: state)
        let label = picker.text(.filterStepFree)
        let expected = Dictionary(uniqueKeysWithValues: zip([WheelchairAccess.yes, .limited, .no, .unknown], words))
        var seen = Set<WheelchairAccess>()
        for (row, result) in zip(screen.rows, screen.results) {
            let access = result.place.wheelchair
            seen.insert(access)
            // The row's words are rendered once per screen, the card's per card: both say the same.
            let rowAnswer = try #require(row.customContent.first { $0.label == label }).value
            let card = try #require(picker.card(for: row.id, in: state))
            #expect(rowAnswer == expected[access], "\(row.id) (\(access))")
            #expect(card.facts.first { $0.label == label }?.value == rowAnswer, "\(row.id)")
        }
        #expect(seen.count >= 3, "the sample should show most answers, it shows \(seen)")
    }
}
