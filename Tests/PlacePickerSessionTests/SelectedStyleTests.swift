import PlacePicker
import Testing

/// Issue 16, part 1 and 5: the selected row and pin are visible without VoiceOver, and "Selected" is
/// spoken once (by the trait), not twice (trait and value).
@Suite("Selected style") @MainActor struct SelectedStyleTests {
    @Test("exactly the selected row is drawn selected, with a localized badge", arguments: ["en-GB", "fi", "de"])
    func selectedRow(_ language: String) throws {
        let presentation = UIFixture.samplePresentation(language: language)
        let before = presentation.screen.rows.map(presentation.appearance(of:))
        #expect(before.allSatisfy { $0.emphasis == .standard && $0.badge == nil && !$0.isSelected })

        let chosen = try #require(presentation.screen.rows.dropFirst(2).first)
        presentation.perform(.select(id: chosen.id))
        let selectedWord = presentation.picker.text(.selected)
        #expect(selectedWord == ["en-GB": "Selected", "fi": "Valittu", "de": "Ausgewählt"][language])
        for row in presentation.screen.rows {
            let look = presentation.appearance(of: row)
            if row.id == chosen.id {
                #expect(look.emphasis == .selected)
                #expect(look.badge == selectedWord)
                #expect(look.isSelected)
            } else {
                #expect(look.emphasis == .standard && look.badge == nil && !look.isSelected, "\(row.id)")
            }
            // The visible and spoken action names still match on every row (WCAG 2.5.3).
            #expect(look.actionTitle == row.actionTitle)
            #expect(look.inputLabels.contains(row.actionTitle) && look.inputLabels.contains(row.title))
        }
    }

    @Test("the selected row's value does not repeat the trait's \"Selected\"")
    func saidOnce() throws {
        let presentation = UIFixture.samplePresentation()
        let id = try #require(presentation.screen.rows.first?.id)
        presentation.perform(.select(id: id))
        let row = try #require(presentation.screen.rows.first { $0.id == id })
        let look = presentation.appearance(of: row)
        // The engine's value says "Selected" for front ends without a trait (the web's text)…
        #expect(row.accessibilityValue.hasPrefix("Selected"))
        // …the SwiftUI element says it only through the trait.
        #expect(!look.accessibilityValue.contains("Selected"))
        #expect(look.accessibilityValue == [row.detail, row.addressLine].compactMap { $0 }.joined(separator: ", "))
        #expect(look.accessibilityLabel == "Pick up at \(row.title)")
    }

    @Test("the selected pin is an outlined square, the others circles; one element each, named once")
    func selectedPin() throws {
        let presentation = UIFixture.samplePresentation()
        presentation.perform(.switchMode(.map))
        let target = try #require(presentation.screen.map.pins.first)
        presentation.perform(.select(id: target.id))
        let pins = presentation.screen.map.pins
        #expect(pins.contains { $0.id == target.id })
        for pin in pins {
            let look = presentation.appearance(of: pin)
            #expect(look.shape == (pin.id == target.id ? .outlinedSquare : .circle), "\(pin.id)")
            #expect(look.isSelected == (pin.id == target.id))
            #expect(!look.accessibilityLabel.contains("Selected"))
            #expect(look.inputLabels == [pin.title])
            #expect(look.accessibilityHint == presentation.picker.text(.selectHint))
        }
    }

    @Test("selecting a pin keeps the same pins (ids and order), so the element under focus stays")
    func pinIdentity() throws {
        let presentation = UIFixture.samplePresentation()
        presentation.perform(.switchMode(.map))
        let before = presentation.screen.map.pins.map(\.id)
        let target = try #require(before.dropFirst().first)
        presentation.perform(.select(id: target))
        #expect(presentation.screen.map.pins.map(\.id) == before)
    }
}
