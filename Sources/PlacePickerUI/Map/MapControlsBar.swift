#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

/// Buttons that move the map in steps: zoom in, zoom out, pan north, west, east and south, fit all places.
///
/// They sit above the map, not on it, so they never cover the Apple logo and legal link and always have
/// enough contrast. A horizontal scroll view keeps every button reachable at the largest text sizes.
struct MapControlsBar: View {
    /// The map model (whether zooming is possible).
    let map: MapScreen
    /// The buttons' labels.
    let labels: ControlLabels
    /// Where the buttons' actions are sent.
    let presentation: PickerPresentation

    /// The pan buttons' order: like a compass read left to right.
    static let panOrder: [PanDirection] = [.north, .west, .east, .south]

    var body: some View {
        let presentation = presentation
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                Button(labels.zoomIn, systemImage: "plus.magnifyingglass") { presentation.perform(.zoomIn) }
                    .disabled(!map.canZoomIn)
                Button(labels.zoomOut, systemImage: "minus.magnifyingglass") { presentation.perform(.zoomOut) }
                    .disabled(!map.canZoomOut)
                ForEach(MapControlsBar.panOrder, id: \.self) { direction in
                    if let title = labels.pan[direction] {
                        Button(title, systemImage: MapControlsBar.symbolName(for: direction)) {
                            presentation.perform(.pan(direction))
                        }
                    }
                }
                Button(labels.resetCamera, systemImage: "arrow.up.left.and.arrow.down.right") {
                    presentation.perform(.resetCamera)
                }
            }
            .buttonStyle(.bordered)
            .padding(.horizontal, 7)
            .padding(.vertical, 10)
        }
    }

    /// The arrow for a pan direction.
    ///
    /// - Parameter direction: The direction.
    /// - Returns: An SF Symbol name.
    static func symbolName(for direction: PanDirection) -> String {
        switch direction {
        case .north: "arrow.up"
        case .south: "arrow.down"
        case .east: "arrow.right"
        case .west: "arrow.left"
        }
    }
}
#endif
