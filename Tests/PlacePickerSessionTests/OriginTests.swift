import Geodesy
import PlacePicker
import PlacePickerSession
import Testing

/// The origin comes from the device when the app is authorized, and from an address field otherwise.
@Suite("Origin: device location or address field") @MainActor struct OriginTests {
    static let here = Coordinate(uncheckedLatitude: 60.1650, longitude: 24.9300)

    @Test("without authorization, the address field is open and nothing is said about location")
    func notAuthorized() throws {
        let presentation = try UIFixture.presentation()
        presentation.locationChanged(.notAuthorized)
        #expect(presentation.needsAddress)
        #expect(presentation.addressEntry != nil)
        #expect(presentation.locationText == nil)
    }

    @Test("while locating, the field waits and the status says so; a fix becomes the origin, said at low priority")
    func located() throws {
        let presentation = try UIFixture.presentation()
        presentation.locationChanged(.locating)
        #expect(!presentation.needsAddress)
        #expect(presentation.locationText == "Finding your location…")
        presentation.locationChanged(.located(Self.here))
        let origin = presentation.screen.state.origin
        #expect(origin.source == .deviceLocation && origin.coordinate == Self.here)
        #expect(origin.label == "Your current location")
        #expect(presentation.screen.originText == "Distances from Your current location")
        #expect(!presentation.needsAddress && presentation.locationText == nil)
        #expect(presentation.speech?.priority == .low)
        #expect(presentation.focusCount == 0)
    }

    @Test("when location is unavailable, the field opens and the status says why")
    func unavailable() throws {
        let presentation = try UIFixture.presentation(language: "fi")
        presentation.locationChanged(.unavailable)
        #expect(presentation.needsAddress)
        #expect(presentation.locationText == "Sijaintisi ei ole saatavilla. Hae osoitetta sen sijaan.")
    }

    @Test("an address the person chose is not replaced by a later fix")
    func addressWins() throws {
        let presentation = try UIFixture.presentation()
        let address = Origin(coordinate: UIFixture.station.coordinate, source: .address, label: "Mannerheimintie 5")
        presentation.chooseOrigin(address)
        presentation.locationChanged(.located(Self.here))
        #expect(presentation.screen.state.origin == address)
    }

    @Test("a fix is named by the nearest address, in the picker's language, and keeps it across a new presentation")
    func nearAnAddress() throws {
        // The sample's "Mannerheimintie 5" address point.
        let house = Coordinate(uncheckedLatitude: 60.169396, longitude: 24.940441)
        let presentation = UIFixture.samplePresentation()
        presentation.locationChanged(.located(house))
        #expect(presentation.screen.state.origin.label == "Near Mannerheimintie 5")
        #expect(presentation.screen.originText == "Distances from Near Mannerheimintie 5")
        let finnish = PickerPresentation.embedding(UIFixture.samplePicker(language: "fi"), continuing: presentation)
        #expect(finnish.screen.state.origin.label == "Lähellä osoitetta Mannerheimintie 5")
        #expect(finnish.screen.state.origin.coordinate == house)
        // Away from every address: the plain name.
        presentation.locationChanged(.located(Coordinate(uncheckedLatitude: 60.140, longitude: 24.960)))
        #expect(presentation.screen.state.origin.label == "Your current location")
        #expect(AddressSource.preferred(for: presentation.picker) == .catalog)
    }

    @Test("an app's own session gets no address field of the picker's")
    func ownSession() {
        let presentation = UIFixture.samplePresentation()
        #expect(presentation.addressEntry == nil && !presentation.needsAddress)
    }
}
