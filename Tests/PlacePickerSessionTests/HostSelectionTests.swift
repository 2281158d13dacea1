import Foundation
import PlacePicker
import PlacePickerSession
import PlaceQuery
import Places
import Testing

/// Issue 16, part 2: the host's binding is the one source of truth. A fresh picker takes the host's
/// selection instead of wiping it, follows the host's changes silently, and reports for the binding
/// only what the person chose; an id it cannot select is left to the host, never overwritten.
@Suite("Host selection") @MainActor struct HostSelectionTests {
    @Test("on appear, a fresh session takes the host's selection, and the host keeps it")
    func keptOnAppear() throws {
        let presentation = try UIFixture.presentation()
        #expect(presentation.selectedID == nil)
        #expect(presentation.appear(hostSelection: "east"))
        #expect(presentation.selectedID == "east")
        #expect(presentation.screen.selectedRow?.title == "Kiosk east")
        #expect(presentation.selectedPlace?.name == "Kiosk east")
        // Silent: the person did nothing in the picker.
        #expect(presentation.speechCount == 0 && presentation.focusCount == 0)
        #expect(presentation.lastChoice == nil)
    }

    @Test("a host with nothing selected clears a session that had a selection, silently")
    func nilWins() throws {
        let presentation = try UIFixture.presentation()
        presentation.perform(.select(id: "south"))
        let spoken = presentation.speechCount
        #expect(presentation.appear(hostSelection: nil))
        #expect(presentation.selectedID == nil)
        #expect(presentation.speechCount == spoken)
    }

    @Test("the host changing its binding moves the selection; the same value changes nothing")
    func hostChanges() throws {
        let presentation = try UIFixture.presentation()
        presentation.appear(hostSelection: "east")
        #expect(presentation.hostSelected("south"))
        #expect(presentation.selectedID == "south")
        #expect(presentation.hostSelected("south"))
        #expect(presentation.hostSelected(nil))
        #expect(presentation.selectedID == nil)
        #expect(presentation.speechCount == 0)
        // Nothing to write back: the binding already holds what the host put there.
        #expect(presentation.lastChoice == nil)
    }

    @Test("an id the picker cannot select shows nothing selected and is not written back")
    func unknownID() throws {
        let presentation = try UIFixture.presentation()
        #expect(!presentation.appear(hostSelection: "no/such/place"))
        #expect(presentation.selectedID == nil)
        presentation.hostSelected("east")
        #expect(!presentation.hostSelected("no/such/place"))
        // Not the earlier place either: the picker never shows a selection the host does not hold.
        #expect(presentation.selectedID == nil)
        #expect(presentation.screen.selectedRow == nil)
        #expect(presentation.lastChoice == nil && presentation.speechCount == 0)
    }

    @Test("a host id for places still loading is selected once they arrive")
    func loadingPlaces() throws {
        let empty = PickerPresentation.embedding(
            try PickerModel(points: [], options: UIFixture.options, locale: .fallback, clock: { UIFixture.monday }),
            continuing: nil)
        #expect(!empty.appear(hostSelection: "east"))
        let loaded = PickerPresentation.embedding(try UIFixture.picker(language: "en-GB"), continuing: empty)
        #expect(loaded.appear(hostSelection: "east"))
        #expect(loaded.selectedID == "east" && loaded.lastChoice == nil)
    }

    @Test("a place that is full cannot be preselected by the host")
    func fullPlace() throws {
        var places = try UIFixture.spotPoints.enumerated().map { try $1.place(index: $0) }
        places[3].properties[Unavailability.statusKey] = .string("full")
        let picker = try PickerModel(
            places: places, options: UIFixture.options, locale: .fallback, clock: { UIFixture.monday })
        let presentation = PickerPresentation.embedding(picker, continuing: nil)
        #expect(!presentation.appear(hostSelection: places[3].id))
        #expect(presentation.selectedID == nil)
        #expect(presentation.appear(hostSelection: places[4].id))
        #expect(presentation.selectedID == places[4].id)
    }

    @Test("the person's selection is what the view writes back, and confirming hands back the whole place")
    func personSelects() throws {
        let presentation = try UIFixture.presentation()
        presentation.appear(hostSelection: nil)
        presentation.perform(.select(id: "spot-1"))
        #expect(presentation.selectedID == "spot-1")
        #expect(presentation.lastChoice == PickerPresentation.Choice(id: "spot-1", serial: 1))
        let place = try #require(presentation.selectedPlace)
        #expect(place.id == "spot-1" && place.name == "Locker 2")
        #expect(place.openingHours == "24/7" && place.timeZone == "Europe/Helsinki")
        // Hidden by a filter, the selection is still the place the person confirms.
        presentation.perform(.search("Kiosk"))
        #expect(!presentation.screen.rows.contains { $0.id == "spot-1" })
        #expect(presentation.selectedPlace?.id == "spot-1")
        #expect(presentation.lastChoice?.serial == 1)
        presentation.perform(.clearSelection)
        #expect(presentation.lastChoice == PickerPresentation.Choice(id: nil, serial: 2))
    }

    @Test("a rebuilt presentation (new places or language) keeps the view and filters, not the selection")
    func continuing() throws {
        let presentation = try UIFixture.presentation()
        presentation.perform(.switchMode(.map))
        presentation.perform(.toggleOpenNow)
        presentation.perform(.select(id: "east"))
        let finnish = PickerPresentation.embedding(try UIFixture.picker(language: "fi"), continuing: presentation)
        #expect(finnish.screen.state.mode == .map)
        #expect(finnish.screen.state.filters.openNow)
        #expect(finnish.selectedID == nil)
        #expect(finnish.lastChoice == nil)
        #expect(finnish.appear(hostSelection: "east"))
        #expect(finnish.screen.languageTag == "fi")
    }
}
