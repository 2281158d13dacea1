import PlacePicker
import PlacePickerSession
import Testing

/// Issue 16, part 3: answers to the person's own action are high priority (a default-priority
/// announcement is cut off by the control's own speech); camera moves are default; a view switch
/// and anything the person did not ask for wait their turn.
@Suite("Speech priority") @MainActor struct SpeechPriorityTests {
    nonisolated static let cases: [(PickerAction, SpeechPriority)] = [
        (.toggleOpenNow, .high), (.setStepFreeOnly(true), .high), (.setCategory("post_office", isOn: true), .high),
        (.setSort(.name), .high), (.search("kiosk"), .high), (.showMore, .high), (.clearSelection, .high),
        (.zoomIn, .default), (.zoomOut, .default), (.pan(.north), .default), (.resetCamera, .default),
        (.switchMode(.map), .low),
    ]

    @Test("each action's announcement gets its priority", arguments: cases)
    func priority(_ action: PickerAction, _ expected: SpeechPriority) {
        let presentation = UIFixture.samplePresentation()
        presentation.perform(action)
        #expect(presentation.speechCount == 1)
        #expect(presentation.speech?.priority == expected)
        #expect(presentation.speech?.text == presentation.session.announcement?.text)
    }

    @Test("a selection is said at high priority, with the place's name")
    func selection() throws {
        let presentation = UIFixture.samplePresentation()
        let row = try #require(presentation.screen.rows.first)
        presentation.perform(.select(id: row.id))
        #expect(presentation.speech == SpokenAnnouncement("Selected \(row.title)", priority: .high))
    }

    @Test("what the person did not ask for is low, whatever the action")
    func automatic() {
        let presentation = UIFixture.samplePresentation()
        presentation.perform(.toggleOpenNow, from: .automatic)
        #expect(presentation.speech?.priority == .low)
    }

    @Test("an action with nothing to say posts nothing, and a repeated sentence is still posted")
    func counting() throws {
        let presentation = UIFixture.samplePresentation()
        presentation.perform(.select(id: "no/such/place"))
        #expect(presentation.speechCount == 0 && presentation.speech == nil)
        let id = try #require(presentation.screen.rows.first?.id)
        presentation.perform(.select(id: id))
        presentation.perform(.select(id: id))
        #expect(presentation.speechCount == 2)
    }
}
