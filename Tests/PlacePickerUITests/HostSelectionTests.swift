import Foundation
import PlacePicker
import PlaceQuery
import Places
import Testing

/// Issue 16, part 2: the host's binding is the one source of truth. A fresh picker takes the host's
/// selection instead of wiping it, follows the host's changes silently, and resets the binding only
/// to reject an id it cannot select.
@Suite("Host selection") @MainActor struct HostSelectionTests {
    @Test("on appear, a fresh session takes the host's selection, and the host keeps it")
    func keptOnAppear() throws {
        let presentation = try UIFixture.presentation()
        #expect(presentation.selectedID == nil)
        let kept = presentation.appear(hostSelection: "east")
        #expect(kept == "east")
        #expect(presentation.selectedID == "east")
        #expect(presentation.screen.selectedRow?.title == "Kiosk east")
        #expect(presentation.selectedPlace?.name == "Kiosk east")
        // Silent: the person did nothing in the picker.
        #expect(presentation.speechCount == 0 && presentation.focusCount == 0)
    }

    @Test("a host with nothing selected clears a session that had a selection, silently")
    func nilWins() throws {
        let presentation = try UIFixture.presentation()
        presentation.perform(.select(id: "south"))
        let spoken = presentation.speechCount
        #expect(presentation.appear(hostSelection: nil) == nil)
        #expect(presentation.selectedID == nil)
        #expect(presentation.speechCount == spoken)
    }

    @Test("the host changing its binding moves the selection; the same value changes nothing")
    func hostChanges() throws {
        let presentation = try UIFixture.presentation()
        _ = presentation.appear(hostSelection: "east")
        #expect(presentation.hostSelected("south") == "south")
        #expect(presentation.selectedID == "south")
        #expect(presentation.hostSelected("south") == "south")
        #expect(presentation.hostSelected(nil) == nil)
        #expect(presentation.selectedID == nil)
        #expect(presentation.speechCount == 0)
    }

    @Test("an id the picker cannot select is reset to the picker's own selection")
    func rejected() throws {
        let presentation = try UIFixture.presentation()
        #expect(presentation.appear(hostSelection: "no/such/place") == nil)
        _ = presentation.hostSelected("east")
        #expect(presentation.hostSelected("no/such/place") == "east")
        #expect(presentation.selectedID == "east")
    }

    @Test("a place that is full cannot be preselected by the host")
    func fullPlace() throws {
        var places = try UIFixture.spotPoints.enumerated().map { try $1.place(index: $0) }
        places[3].properties[Unavailability.statusKey] = .string("full")
        let picker = try PickerModel(
            places: places, options: UIFixture.options, locale: .fallback, clock: { UIFixture.monday })
        let presentation = PickerPresentation.embedding(picker, continuing: nil)
        #expect(presentation.appear(hostSelection: places[3].id) == nil)
        #expect(presentation.appear(hostSelection: places[4].id) == places[4].id)
    }

    @Test("the person's selection is what the view writes back, and confirming hands back the whole place")
    func personSelects() throws {
        let presentation = try UIFixture.presentation()
        _ = presentation.appear(hostSelection: nil)
        presentation.perform(.select(id: "spot-1"))
        #expect(presentation.selectedID == "spot-1")
        let place = try #require(presentation.selectedPlace)
        #expect(place.id == "spot-1" && place.name == "Locker 2")
        #expect(place.openingHours == "24/7" && place.timeZone == "Europe/Helsinki")
        // Hidden by a filter, the selection is still the place the person confirms.
        presentation.perform(.search("Kiosk"))
        #expect(!presentation.screen.rows.contains { $0.id == "spot-1" })
        #expect(presentation.selectedPlace?.id == "spot-1")
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
        #expect(finnish.appear(hostSelection: "east") == "east")
        #expect(finnish.screen.languageTag == "fi")
    }
}
