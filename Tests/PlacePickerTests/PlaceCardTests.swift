import Foundation
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
}
