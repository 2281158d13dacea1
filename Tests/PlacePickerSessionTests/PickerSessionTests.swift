import Foundation
import PlacePickerSession
import Testing

@testable import PlacePicker

/// The observable session keeps state, screen and announcements in step.
@Suite("PickerModel session") @MainActor struct PickerSessionTests {
    @Test("perform updates state, screen and the announcement count")
    func perform() throws {
        let picker = UIFixture.samplePicker(language: "en-GB")
        let session = PickerSession(picker: picker)
        #expect(session.state == picker.initialState())
        #expect(session.screen == picker.screen(for: picker.initialState()))
        #expect(session.announcement == nil && session.announcementCount == 0)

        session.perform(.toggleOpenNow)
        #expect(session.state.filters.openNow)
        #expect(session.screen.state == session.state)
        #expect(session.screen == picker.screen(for: session.state))
        #expect(session.announcement?.text == session.screen.summary.text)
        #expect(session.announcementCount == 1)

        let first = try #require(session.screen.rows.first)
        session.perform(.select(id: first.id))
        #expect(session.state.selectedID == first.id)
        #expect(session.screen.rows.first?.isSelected == true)
        #expect(session.announcement?.text == "Selected \(first.title)")
        #expect(session.announcementCount == 2)

        // The same sentence again still counts as a new announcement.
        session.perform(.select(id: first.id))
        #expect(session.announcementCount == 3)

        // An action with nothing to say leaves the announcement alone.
        session.perform(.select(id: "no/such/place"))
        #expect(session.announcementCount == 3)
        #expect(session.state.selectedID == first.id)

        session.perform(.switchMode(.map))
        #expect(session.screen.state.mode == .map)
        #expect(session.announcement?.text == "Map view")
        #expect(session.announcementCount == 4)
    }

    @Test("A session can start from a given state")
    func startState() {
        let picker = UIFixture.samplePicker(language: "fi")
        var state = picker.initialState()
        state.mode = .map
        let session = PickerSession(picker: picker, state: state)
        #expect(session.screen.state.mode == .map)
        #expect(session.screen.languageTag == "fi")
    }
}
