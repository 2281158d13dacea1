import PlacePicker
import Testing

/// Focus goes to what replaces a control that an action removes, and stays otherwise.
@Suite("Focus after an action") @MainActor struct FocusAfterActionTests {
    @Test("selecting leaves focus on the row or pin that was activated")
    func selectStays() throws {
        let presentation = UIFixture.samplePresentation()
        let id = try #require(presentation.screen.rows.first?.id)
        presentation.perform(.select(id: id))
        #expect(presentation.focusCount == 0 && presentation.focusTarget == nil)
        presentation.perform(.toggleOpenNow)
        presentation.perform(.zoomIn)
        #expect(presentation.focusCount == 0)
    }

    @Test("clearing the selection sends focus back to the place: its row in the list, its pin on the map")
    func clearSelection() throws {
        let presentation = UIFixture.samplePresentation()
        let id = try #require(presentation.screen.rows.dropFirst().first?.id)
        presentation.perform(.select(id: id))
        presentation.perform(.clearSelection)
        #expect(presentation.focusTarget == .row(id))

        presentation.perform(.switchMode(.map))
        let pin = try #require(presentation.screen.map.pins.first?.id)
        presentation.perform(.select(id: pin))
        presentation.perform(.clearSelection)
        #expect(presentation.focusTarget == .pin(pin))
    }

    @Test("\"Show more\" sends focus to the first new row")
    func showMore() throws {
        let presentation = UIFixture.samplePresentation()
        let shown = presentation.screen.rows.count
        #expect(presentation.screen.hasMore)
        presentation.perform(.showMore)
        let firstNew = try #require(presentation.screen.rows.dropFirst(shown).first)
        #expect(presentation.focusTarget == .row(firstNew.id))
    }

    @Test("\"Show it\" sends focus to the selected place, which it brings back into the list")
    func showIt() throws {
        let presentation = UIFixture.samplePresentation(limit: 100)
        let id = try #require(presentation.screen.rows.last?.id)
        presentation.perform(.select(id: id))
        presentation.perform(.search("zzzz no such place"))
        #expect(presentation.screen.selectionNotice != nil)
        presentation.perform(.showSelected, from: .summary)
        #expect(presentation.focusTarget == .row(id))
        #expect(presentation.screen.rows.contains { $0.id == id })
    }

    @Test("the summary's suggestion sends focus to the summary; the same action from a filter switch does not")
    func suggestion() throws {
        let closed = UIFixture.spotPoints.map { point in
            var point = point
            point.openingHours = "Mo-Fr 12:00-13:00"
            return point
        }
        let presentation = try UIFixture.presentation(closed)
        presentation.perform(.toggleOpenNow)
        #expect(presentation.screen.summary.suggestion == .toggleOpenNow)
        #expect(presentation.focusCount == 0)
        presentation.perform(.toggleOpenNow, from: .summary)
        #expect(presentation.focusTarget == .summary)
        #expect(presentation.focusCount == 1)
        presentation.perform(.toggleOpenNow, from: .control)
        #expect(presentation.focusCount == 1)
    }

    @Test("a new origin from the address field sends focus to the summary")
    func origin() throws {
        let presentation = try UIFixture.presentation()
        presentation.isChangingOrigin = true
        presentation.chooseOrigin(
            Origin(coordinate: UIFixture.station.coordinate, source: .address, label: "Mannerheimintie 5"))
        #expect(!presentation.isChangingOrigin)
        #expect(presentation.focusTarget == .summary)
        #expect(presentation.speech?.priority == .high)
        #expect(presentation.speech?.text.hasPrefix("Location set to Mannerheimintie 5.") == true)
    }
}
