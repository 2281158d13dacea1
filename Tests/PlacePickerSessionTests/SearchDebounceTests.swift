import PlacePicker
import PlacePickerSession
import Testing

/// Issue 16, part 3: search is sent (and its summary said) once typing pauses, or on submit; never
/// once per keystroke.
@Suite("Search debounce") struct SearchDebounceTests {
    @Test("only the last keystroke's pause searches, with the trimmed text")
    func lastPauseSearches() {
        var policy = SearchDebounce()
        let first = policy.type("K")
        let second = policy.type("Ka")
        let third = policy.type("Kam ")
        #expect([first, second, third] == [1, 2, 3])
        #expect(policy.pause(after: first) == nil)
        #expect(policy.pause(after: second) == nil)
        #expect(policy.pause(after: third) == .search("Kam"))
        // The same pause reported twice, or a pause for text the engine already searches, does nothing.
        #expect(policy.pause(after: third) == nil)
        let spaced = policy.type("Kam  ")
        #expect(policy.pause(after: spaced) == nil)
    }

    @Test("submitting searches at once, even for the same text, and makes a pending pause stale")
    func submit() {
        var policy = SearchDebounce(appliedText: "post")
        let pending = policy.type("posti")
        #expect(policy.submit() == .search("posti"))
        #expect(policy.pause(after: pending) == nil)
        #expect(policy.submit() == .search("posti"))
    }

    @Test("the field follows the engine when another action clears the search")
    func follow() {
        var policy = SearchDebounce()
        let typed = policy.type("kiosk")
        #expect(policy.pause(after: typed) == .search("kiosk"))
        let pending = policy.type("kiosks")
        policy.follow("")
        #expect(policy.text == "")
        #expect(policy.pause(after: pending) == nil)
    }

    @Test("the delay is 0.8 s")
    func delay() {
        #expect(SearchDebounce.defaultDelay == .milliseconds(800))
        #expect(SearchDebounce().delay == .milliseconds(800))
    }
}

@Suite("Search through the presentation") @MainActor struct PresentationSearchTests {
    @Test("keystrokes change the field, not the list; the pause searches once and says the summary at high priority")
    func keystrokes() {
        let presentation = UIFixture.samplePresentation()
        let rowsBefore = presentation.screen.rows
        for text in ["K", "Ki", "Kio", "Kios", "Kiosk"] { presentation.searchText = text }
        #expect(presentation.searchText == "Kiosk")
        #expect(presentation.screen.rows == rowsBefore)
        #expect(presentation.screen.filters.searchText == "")
        #expect(presentation.speechCount == 0)

        presentation.searchPaused(after: presentation.searchGeneration - 1)
        #expect(presentation.speechCount == 0)
        presentation.searchPaused(after: presentation.searchGeneration)
        #expect(presentation.screen.filters.searchText == "Kiosk")
        #expect(presentation.screen.rows != rowsBefore)
        #expect(presentation.speechCount == 1)
        #expect(presentation.speech == SpokenAnnouncement(presentation.screen.summary.text, priority: .high))
    }

    @Test("submitting says the summary again")
    func submitAgain() {
        let presentation = UIFixture.samplePresentation()
        presentation.searchText = "posti"
        presentation.submitSearch()
        presentation.submitSearch()
        #expect(presentation.speechCount == 2)
        #expect(presentation.speech?.text == presentation.screen.summary.text)
    }

    @Test("\"Show it\" clears the search, and the field shows that")
    func fieldFollowsEngine() throws {
        let presentation = UIFixture.samplePresentation(limit: 100)
        let id = try #require(presentation.screen.rows.first?.id)
        presentation.perform(.select(id: id))
        presentation.searchText = "zzzz no such place"
        presentation.searchPaused(after: presentation.searchGeneration)
        #expect(presentation.screen.rows.isEmpty)
        presentation.perform(.showSelected, from: .summary)
        #expect(presentation.searchText == "")
        #expect(presentation.screen.filters.searchText == "")
    }
}
