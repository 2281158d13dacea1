import PlacePicker
import PlacePickerSession
import Testing

/// Issue 16, part 5: gestures reach the engine, so the zoom and pan buttons continue from where the
/// gesture left the map; the map's echo of the engine's own moves is not taken for a gesture.
@Suite("Map camera sync") struct MapCameraSyncTests {
    static let here = UIFixture.station.coordinate

    @Test("a gesture's camera goes to the engine and the map is not moved back to it")
    func gesture() {
        var sync = MapCameraSync()
        let engine = MapCamera(center: Self.here, zoom: 14)
        let pinched = MapCamera(center: Self.here, zoom: 16)
        #expect(sync.mapMoved(to: pinched, byPerson: true, showing: engine) == .setCamera(pinched))
        #expect(!sync.mapShouldMove(to: pinched))
        #expect(sync.mapShouldMove(to: MapCamera(center: Self.here, zoom: 17)))
    }

    @Test("the map settling after the engine moved it is an echo, not a gesture")
    func echo() {
        var sync = MapCameraSync()
        let engine = MapCamera(center: Self.here, zoom: 15)
        // A map fits the requested region to its own shape and may read as one level out.
        #expect(sync.mapMoved(to: MapCamera(center: Self.here, zoom: 14), byPerson: false, showing: engine) == nil)
        #expect(sync.mapShouldMove(to: engine))
    }

    @Test("a gesture that ends where the engine already is changes nothing")
    func sameCamera() {
        var sync = MapCameraSync()
        let engine = MapCamera(center: Self.here, zoom: 15)
        #expect(sync.mapMoved(to: engine, byPerson: true, showing: engine) == nil)
    }
}

@Suite("Map camera through the presentation") @MainActor struct PresentationCameraTests {
    @Test("after a pinch, Zoom in starts from the pinched camera")
    func zoomAfterPinch() {
        let presentation = UIFixture.samplePresentation()
        presentation.perform(.switchMode(.map))
        let fitted = presentation.screen.map.camera
        let pinched = MapCamera(center: fitted.center, zoom: fitted.zoom + 2)
        presentation.mapMoved(to: pinched, byPerson: true)
        #expect(presentation.screen.map.camera == pinched)
        #expect(presentation.speech?.priority == .low)
        #expect(!presentation.mapShouldMove(to: presentation.screen.map.camera))
        presentation.perform(.zoomIn)
        #expect(presentation.screen.map.camera.zoom == pinched.zoom + 1)
        #expect(presentation.mapShouldMove(to: presentation.screen.map.camera))
        // The map's echo of that move leaves the engine where the button put it.
        presentation.mapMoved(to: pinched, byPerson: false)
        #expect(presentation.screen.map.camera.zoom == pinched.zoom + 1)
    }
}
