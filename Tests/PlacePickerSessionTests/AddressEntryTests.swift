import Geodesy
import PlacePicker
import PlacePickerSession
import Testing

/// Issue 16, part 5 (address flow): results are announced with a count or the empty state once
/// typing pauses, keep stable ids across refreshes, and a failed lookup never silently clears the
/// choice.
@Suite("Address entry") @MainActor struct AddressEntryTests {
    /// Suggestions as MapKit gives them: two lines each, no coordinate.
    static func suggestions(_ lines: [(String, String)]) -> [AddressChoice] {
        lines.map { AddressChoice(suggestionTitle: $0.0, subtitle: $0.1) }
    }

    static let mannerheimintie = suggestions([
        ("Mannerheimintie 5", "Helsinki"), ("Mannerheimintie 5", "Vantaa"), ("Mannerheimintie 50", "Helsinki"),
    ])

    @Test("catalog results appear as the person types; their count is said once, when typing pauses")
    func catalogCount() throws {
        let entry = AddressEntry(picker: UIFixture.samplePicker())
        #expect(entry.source == .catalog)
        entry.query = "Mannerh"
        entry.query = "Mannerhei"
        #expect(!entry.choices.isEmpty)
        #expect(entry.speechCount == 0)
        let expected = entry.choices.count == 1 ? "1 address found" : "\(entry.choices.count) addresses found"
        #expect(entry.status == expected)
        entry.paused(after: entry.generation - 1)
        #expect(entry.speechCount == 0)
        entry.paused(after: entry.generation)
        #expect(entry.speech == SpokenAnnouncement(expected, priority: .high))
        entry.paused(after: entry.generation)
        #expect(entry.speechCount == 1)
        // Catalog ids are the single-line addresses the catalog gives, not positions.
        let matches = UIFixture.samplePicker().addressMatches(for: "Mannerhei")
        #expect(entry.choices.map(\.id) == matches.map(\.label))
    }

    @Test("no match is said as the empty state, in the person's language", arguments: ["en-GB", "fi"])
    func emptyState(_ language: String) {
        let picker = UIFixture.samplePicker(language: language)
        let entry = AddressEntry(picker: picker)
        entry.query = "Qwxzy 999"
        entry.paused(after: entry.generation)
        #expect(entry.choices.isEmpty)
        #expect(entry.speech == SpokenAnnouncement(picker.text(.noAddressFound), priority: .high))
        #expect(entry.status == picker.text(.noAddressFound))
    }

    @Test("map-service results that arrive after the pause are said when they arrive; stale ones are dropped")
    func lateResults() {
        let entry = AddressEntry(picker: UIFixture.samplePicker(), source: .mapService)
        entry.query = "Mannerheimintie 5"
        entry.paused(after: entry.generation)
        #expect(entry.speechCount == 0)
        entry.receive(Self.mannerheimintie, for: "Mannerheimintie")
        #expect(entry.choices.isEmpty && entry.speechCount == 0)
        entry.receive(Self.mannerheimintie, for: "Mannerheimintie 5")
        #expect(entry.speech == SpokenAnnouncement("3 addresses found", priority: .high))
        entry.submit()
        #expect(entry.speechCount == 2)
    }

    @Test("suggestion ids come from their text, so a refreshed list still marks the chosen address")
    func stableIDs() throws {
        let entry = AddressEntry(picker: UIFixture.samplePicker(), source: .mapService)
        entry.query = "Mannerheimintie 5"
        entry.receive(Self.mannerheimintie, for: "Mannerheimintie 5")
        #expect(Set(entry.choices.map(\.id)).count == 3)
        let vantaa = entry.choices[1]
        guard case .lookUp(let pending) = entry.choose(vantaa.id) else {
            Issue.record("a suggestion without a coordinate must be looked up")
            return
        }
        let found = Coordinate(uncheckedLatitude: 60.29, longitude: 25.04)
        let chosen = try #require(entry.lookupFinished(pending.id, coordinate: found))
        #expect(chosen.title == "Mannerheimintie 5" && chosen.subtitle == "Vantaa")
        #expect(entry.speech == SpokenAnnouncement("Selected Mannerheimintie 5, Vantaa", priority: .high))
        // MapKit refreshes the list in another order: the same address is still the chosen one.
        entry.receive(Array(Self.mannerheimintie.reversed()), for: "Mannerheimintie 5")
        let marked = entry.choices.filter(entry.isChosen)
        #expect(marked.map(\.spokenName) == ["Mannerheimintie 5, Vantaa"])
        #expect(entry.chosenOrigin?.coordinate == found)
        #expect(entry.chosenOrigin?.source == .address)
    }

    @Test("a failed lookup is said and shown, and the earlier choice stays")
    func failedLookup() throws {
        let entry = AddressEntry(picker: UIFixture.samplePicker(), source: .mapService)
        entry.query = "Mannerheimintie 5"
        entry.receive(Self.mannerheimintie, for: "Mannerheimintie 5")
        _ = entry.choose(entry.choices[0].id)
        let first = Coordinate(uncheckedLatitude: 60.17, longitude: 24.94)
        try #require(entry.lookupFinished(entry.choices[0].id, coordinate: first) != nil)

        _ = entry.choose(entry.choices[2].id)
        #expect(entry.lookupFinished(entry.choices[2].id, coordinate: nil) == nil)
        #expect(entry.chosen?.spokenName == "Mannerheimintie 5, Helsinki")
        #expect(entry.chosenOrigin?.coordinate == first)
        let sentence =
            "Mannerheimintie 50, Helsinki could not be found on the map. Choose another address. "
            + "Still chosen: Mannerheimintie 5, Helsinki."
        #expect(entry.status == sentence)
        #expect(entry.speech == SpokenAnnouncement(sentence, priority: .high))
    }

    @Test("a failed first lookup leaves nothing chosen and says to choose another")
    func failedFirstLookup() {
        let entry = AddressEntry(picker: UIFixture.samplePicker(language: "de"), source: .mapService)
        entry.query = "Mannerheimintie 5"
        entry.receive(Self.mannerheimintie, for: "Mannerheimintie 5")
        _ = entry.choose(entry.choices[0].id)
        entry.lookupFinished(entry.choices[0].id, coordinate: nil)
        #expect(entry.chosen == nil)
        #expect(
            entry.status
                == "Mannerheimintie 5, Helsinki wurde auf der Karte nicht gefunden. Wählen Sie eine andere Adresse.")
    }

    @Test("a lookup that is no longer pending is ignored")
    func staleLookup() {
        let entry = AddressEntry(picker: UIFixture.samplePicker(), source: .mapService)
        entry.query = "Mannerheimintie 5"
        entry.receive(Self.mannerheimintie, for: "Mannerheimintie 5")
        _ = entry.choose(entry.choices[0].id)
        _ = entry.choose(entry.choices[1].id)
        #expect(entry.lookupFinished(entry.choices[0].id, coordinate: UIFixture.station.coordinate) == nil)
        #expect(entry.chosen == nil)
        #expect(entry.pending?.id == entry.choices[1].id)
    }

    @Test("repeated suggestions are listed once")
    func duplicates() {
        let entry = AddressEntry(picker: UIFixture.samplePicker(), source: .mapService)
        entry.query = "Kamppi"
        entry.receive(
            Self.suggestions([("Kamppi", "Helsinki"), ("Kamppi", "Helsinki"), ("Kamppi", "")]), for: "Kamppi")
        #expect(entry.choices.map(\.id) == ["Kamppi\nHelsinki", "Kamppi"])
    }

    @Test("a catalog without addresses uses the map service; the picker's own field does not announce choices")
    func sourceChoice() throws {
        let presentation = try UIFixture.presentation()
        let entry = try #require(presentation.addressEntry)
        #expect(entry.source == .mapService)
        #expect(!entry.announcesChoice)
        #expect(AddressSource.preferred(for: UIFixture.samplePicker()) == .catalog)
    }
}
