import PlacePicker

/// Keeps the engine's camera and a native map's camera in step in both directions, without loops.
///
/// Zoom and pan buttons move the engine's camera, and the map follows it. A pinch or a drag moves
/// the map first: the map reports where the gesture left it (as the nearest discrete camera), the
/// engine takes that camera so that its clusters and the next button press start from what is on
/// screen, and the map is *not* moved back to it (which would undo the gesture's fraction of a
/// zoom level and jump).
///
/// The map also reports where it settled after the engine moved it. That report is an echo, not a
/// gesture, and is ignored: a map fits the requested region to its own shape, so the echo can read
/// as one zoom level out, and taking it would make "Zoom in" undo itself. (SwiftUI tells the two
/// apart with `MapCameraPosition.positionedByUser`.)
public struct MapCameraSync: Sendable, Hashable {
    /// The last camera the map reported.
    public private(set) var reported: MapCamera?

    /// Creates a sync that has heard nothing from the map yet.
    public init() {}

    /// The map reports where it now is.
    ///
    /// - Parameters:
    ///   - camera: The map's camera, as the nearest discrete camera.
    ///   - byPerson: Whether a gesture put it there (else it is the echo of the engine's own move).
    ///   - current: The camera the engine's screen shows.
    /// - Returns: ``PickerAction/setCamera(_:)`` when a gesture left the map at another camera
    ///   than the engine's, else `nil`.
    public mutating func mapMoved(to camera: MapCamera, byPerson: Bool, showing current: MapCamera) -> PickerAction? {
        guard byPerson else { return nil }
        reported = camera
        return camera == current ? nil : .setCamera(camera)
    }

    /// Whether the map should move to the engine's new camera: not when it is where the map is.
    ///
    /// - Parameter camera: The engine's camera.
    /// - Returns: `false` when the camera came from the map itself.
    public func mapShouldMove(to camera: MapCamera) -> Bool { camera != reported }
}
