#if canImport(SwiftUI) && canImport(MapKit)
import MapKit
import PlacePicker
import SwiftUI

/// The map view of the visible set: the same places as the list, as named markers and speaking clusters.
///
/// - Every pin is a `Marker` titled with the place's unique name and a one- or two-letter glyph.
/// - The selected pin is drawn as an outlined square instead of a balloon (shape and outline, not only
///   colour), labelled with the pin's name and state and the selected trait.
/// - Clusters are buttons that say how many places they hold and what activating them does.
/// - Zoom, pan and "fit all" are buttons above the map, so no gesture is needed and the Apple logo and
///   legal link at the map's bottom edge are never covered.
/// - A "Places" rotor walks the pins in list order.
public struct PlaceMapView: View {
    private let map: MapScreen
    private let labels: ControlLabels
    private let perform: @MainActor @Sendable (PickerAction) -> Void
    @State private var position: MapCameraPosition

    /// Creates a map view.
    ///
    /// - Parameters:
    ///   - map: The map model from ``PlacePicker/Screen/map``.
    ///   - labels: The controls' labels from ``PlacePicker/Screen/labels``.
    ///   - perform: Sends the person's actions (select, zoom, pan, expand a cluster) to the picker.
    public init(map: MapScreen, labels: ControlLabels, perform: @escaping @MainActor @Sendable (PickerAction) -> Void) {
        self.map = map
        self.labels = labels
        self.perform = perform
        _position = State(initialValue: map.camera.cameraPosition())
    }

    /// The controls, the map and the data attribution.
    public var body: some View {
        VStack(spacing: 0) {
            MapControlsBar(map: map, labels: labels, perform: perform)
            mapView
            Text(map.attribution)
                .font(.footnote)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
                .padding(.vertical, 4)
        }
    }

    private var mapView: some View {
        Map(position: $position, selection: selection) {
            Annotation(labels.originMarker, coordinate: map.origin.coreLocationCoordinate) {
                OriginMarkerView(label: labels.originMarker)
            }
            ForEach(map.pins.filter { !$0.isSelected }) { pin in
                Marker(pin.title, monogram: Text(pin.glyph), coordinate: pin.coordinate.coreLocationCoordinate)
                    .tint(OpeningStateIcon.pinTint(for: pin.stateKind))
                    .tag(pin.id)
            }
            ForEach(map.pins.filter(\.isSelected)) { pin in
                Annotation(pin.title, coordinate: pin.coordinate.coreLocationCoordinate, anchor: .bottom) {
                    SelectedPinView(pin: pin)
                }
                .tag(pin.id)
            }
            ForEach(map.clusters) { cluster in
                Annotation(cluster.accessibilityLabel, coordinate: cluster.coordinate.coreLocationCoordinate) {
                    ClusterButton(cluster: cluster) { perform(.expandCluster(id: cluster.id)) }
                }
                .annotationTitles(.hidden)
            }
        }
        .mapStyle(.standard(emphasis: map.prefersMutedEmphasis ? .muted : .automatic))
        .accessibilityRotor(
            Text(labels.placesRotor), entries: map.pins, entryID: \.id, entryLabel: \.accessibilityLabel
        )
        .onChange(of: map.camera) { _, camera in
            position = camera.cameraPosition()
        }
    }

    /// The map's selection, read from the pins and written back as a select action. Tapping empty map
    /// clears MapKit's selection; that never clears the picker's, which only "Clear selection" does.
    private var selection: Binding<String?> {
        let selectedID = map.pins.first(where: \.isSelected)?.id
        let perform = perform
        return Binding(
            get: { selectedID },
            set: { @MainActor id in
                if let id, id != selectedID { perform(.select(id: id)) }
            }
        )
    }
}
#endif
