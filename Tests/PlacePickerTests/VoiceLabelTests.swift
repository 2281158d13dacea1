import Foundation
import PlaceQuery
import Places
import Testing

@testable import PickerLocalization
@testable import PlacePicker

/// Every row can be addressed by voice: spoken labels are unique on a screen, start with the
/// action's wording, contain the place's unique name, and the input labels start with the visible
/// title (WCAG 2.5.3 Label in Name).
@Suite("Voice labels") struct VoiceLabelTests {
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Checks one screen's rows; returns nothing, records issues.
    static func expectVoiceReady(
        _ rows: [PlaceRow], picker: PickerModel, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let labels = rows.map { folded($0.accessibilityLabel) }
        #expect(Set(labels).count == labels.count, "repeated spoken labels: \(labels)", sourceLocation: sourceLocation)
        let titles = rows.map { folded($0.title) }
        #expect(Set(titles).count == titles.count, "repeated names: \(titles)", sourceLocation: sourceLocation)
        let marker = "\u{1}"
        let template = picker.text(Phrase.selectLabel(picker.configuration.action, name: marker))
        let parts = template.components(separatedBy: marker)
        for row in rows {
            #expect(!row.title.isEmpty, sourceLocation: sourceLocation)
            #expect(
                row.inputLabels == [row.actionTitle, row.accessibilityLabel, row.title], sourceLocation: sourceLocation)
            #expect(
                row.accessibilityLabel.hasPrefix(parts[0]), "\(row.accessibilityLabel)", sourceLocation: sourceLocation)
            #expect(
                row.accessibilityLabel.hasSuffix(parts[1]), "\(row.accessibilityLabel)", sourceLocation: sourceLocation)
            #expect(row.accessibilityLabel.contains(row.title), sourceLocation: sourceLocation)
        }
    }

    @Test("The sample's rows are voice-ready in every language and wording", arguments: Fixture.languages)
    func sample(language: String) {
        for wording in ActionWording.allCases {
            var configuration = Fixture.configuration
            configuration.action = wording
            let picker = Fixture.picker(language, configuration: configuration)
            let rows = picker.screen(for: Fixture.allRowsState(picker)).rows
            #expect(rows.count == Fixture.sample.places.count)
            Self.expectVoiceReady(rows, picker: picker)
        }
    }

    @Test("English labels read as the seed says")
    func englishWording() throws {
        let picker = Fixture.picker("en-GB")
        let row = try #require(picker.screen(for: picker.initialState()).rows.first)
        #expect(row.actionTitle == "Pick up here")
        #expect(row.accessibilityLabel == "Pick up at \(row.title)")
        var configuration = Fixture.configuration
        configuration.action = .choose
        let choose = try #require(
            Fixture.picker("en-GB", configuration: configuration).screen(for: picker.initialState()).rows.first)
        #expect(choose.actionTitle == "Choose")
        #expect(choose.accessibilityLabel == "Choose \(row.title)")
    }

    @Test("The sample's several R-kioski are told apart by street")
    func sampleKiosks() {
        let picker = Fixture.picker("en-GB")
        let rows = picker.screen(for: Fixture.allRowsState(picker)).rows
        let kiosks = rows.filter { Self.folded($0.title).hasPrefix("r-kioski") }
        #expect(kiosks.count >= 6)
        for row in kiosks where Self.folded(row.title) != "r-kioski sanomatalo" {
            #expect(row.title.contains(","), "an R-kioski without a distinguishing part: \(row.title)")
        }
        // A unique name is left as it is.
        #expect(rows.contains { $0.title == "Stockmann" })
    }

    /// Synthetic groups of one name with different amounts of address data.
    static let duplicateCases: [(String, [Place])] = [
        (
            "different streets",
            (0..<6).map {
                Synthetic.place(
                    "a\($0)", $0 % 2 == 0 ? "R-kioski" : "R-Kioski", north: 100 + Double($0) * 50, street: "Katu \($0)",
                    number: "1")
            }
        ),
        (
            "one street, different numbers",
            (0..<6).map {
                Synthetic.place(
                    "b\($0)", "R-kioski", north: 100 + Double($0) * 50, street: "Kaivokatu", number: "\($0 + 1)")
            }
        ),
        (
            "one street and number, different distances",
            (0..<4).map {
                Synthetic.place("c\($0)", "R-kioski", north: 100 + Double($0) * 200, street: "Kaivokatu", number: "8")
            }
        ),
        (
            "no streets, identical distances",
            (0..<8).map { Synthetic.place("d\($0)", $0 % 3 == 0 ? "Kiosk" : "kiösk", north: $0 % 2 == 0 ? 300 : -300) }
        ),
        (
            "some with streets, some without",
            (0..<6).map {
                Synthetic.place(
                    "e\($0)", "Alepa", north: 300, east: $0 % 2 == 0 ? 0 : 1, street: $0 < 3 ? "Mannerheimintie" : nil,
                    number: "\($0)")
            }
        ),
        (
            "names that look like disambiguated ones",
            [
                Synthetic.place("f0", "Kiosk", north: 200), Synthetic.place("f1", "Kiosk", north: 200, east: 1),
                Synthetic.place("f2", "Kiosk (2)", north: 200), Synthetic.place("f3", "Kiosk, 200 m", north: 500),
                Synthetic.place("f4", "Kiosk, Kaivokatu", north: 600),
                Synthetic.place("f5", "Kiosk", north: 700, street: "Kaivokatu"),
                Synthetic.place("f6", "Kiosk", north: 800, street: "Kaivokatu"),
            ]
        ),
        (
            "forty identical names",
            (0..<40).map { Synthetic.place("g\($0)", "Pakettiautomaatti", north: 500) }
        ),
    ]

    @Test("Duplicate names become unique labels", arguments: 0..<duplicateCases.count)
    func duplicates(index: Int) {
        let (name, places) = Self.duplicateCases[index]
        let engine = Synthetic.engine(places)
        for language in Fixture.languages {
            let picker = Fixture.picker(language, engine: engine)
            let rows = picker.screen(for: Fixture.allRowsState(picker)).rows
            #expect(rows.count == places.count, "\(name)")
            Self.expectVoiceReady(rows, picker: picker)
        }
    }

    @Test("Disambiguation steps: street, then street and number, then numbers; never the distance")
    func steps() {
        let titles = { (places: [Place]) -> Set<String> in
            let picker = Fixture.picker("en-GB", engine: Synthetic.engine(places))
            return Set(picker.screen(for: Fixture.allRowsState(picker)).rows.map(\.title))
        }
        #expect(
            titles([
                Synthetic.place("a", "R-kioski", north: 100, street: "Kaivokatu", number: "8"),
                Synthetic.place("b", "R-kioski", north: 200, street: "Aleksanterinkatu", number: "1"),
                Synthetic.place("c", "Lidl", north: 300),
            ]) == ["R-kioski, Kaivokatu", "R-kioski, Aleksanterinkatu", "Lidl"])
        #expect(
            titles([
                Synthetic.place("a", "R-kioski", north: 100, street: "Kaivokatu", number: "8"),
                Synthetic.place("b", "R-kioski", north: 200, street: "Kaivokatu", number: "10"),
            ]) == ["R-kioski, Kaivokatu 8", "R-kioski, Kaivokatu 10"])
        #expect(
            titles([Synthetic.place("a", "R-kioski", north: 100), Synthetic.place("b", "R-kioski", north: 400)])
                == ["R-kioski (1)", "R-kioski (2)"])
        // A number that is already a name is skipped.
        #expect(
            titles([
                Synthetic.place("a", "R-kioski", north: 100), Synthetic.place("b", "R-kioski", north: 400),
                Synthetic.place("c", "R-kioski (2)", north: 500),
            ]) == ["R-kioski (1)", "R-kioski (3)", "R-kioski (2)"])
    }

    @Test("A selected row hidden by filters keeps its name, unique in the catalog")
    func hiddenSelection() throws {
        let places = (0..<4).map {
            Synthetic.place(
                "k\($0)", "R-kioski", north: 100 + Double($0) * 100, category: $0 == 0 ? "kiosk" : "convenience")
        }
        let picker = Fixture.picker("en-GB", engine: Synthetic.engine(places))
        var state = Fixture.allRowsState(picker)
        state.selectedID = "k0"
        state.filters.categories = ["convenience"]
        let screen = picker.screen(for: state)
        let selected = try #require(screen.selectedRow)
        Self.expectVoiceReady(screen.rows + [selected], picker: picker)
        // Named as it will be when "Show it" clears the filters.
        let shown = picker.screen(for: picker.apply(.showSelected, to: state, at: Fixture.monday).state)
        #expect(shown.rows.first { $0.id == "k0" }?.title == selected.title)
        #expect(selected.title == "R-kioski (1)")
        // The name does not change with the origin.
        state.origin = Origin(coordinate: Synthetic.offset(north: 5000), source: .address, label: "North")
        #expect(picker.screen(for: state).selectedRow?.title == "R-kioski (1)")
    }
}
