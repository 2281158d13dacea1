#if canImport(SwiftUI) && canImport(MapKit)
import MapKit
import PlacePicker
import PlacePickerSession
import SwiftUI

/// The map view of the visible set: the same places as the list, as named pins and speaking clusters.
///
/// - Every place is an `Annotation` whose content is a button (``PinButton``), selected or not, so
///   selecting a pin restyles it (an outlined square instead of a circle) and never swaps the element
///   under VoiceOver's cursor. The place's name is the annotation's visible title.
/// - Clusters are buttons that say how many places they hold and what activating them does.
/// - A "Places on the map" rotor walks the pins in list order, then the clusters; each entry is tied
///   to its view with `accessibilityRotorEntry(id:in:)`, because map content is not in a `ForEach`
///   of a scroll view, which rotor ids must otherwise match.
/// - Zoom, pan and "fit all" are buttons above the map, so no gesture is needed and the Apple logo
///   and legal link at the map's bottom edge are never covered. Pinches and drags reach the engine
///   through ``PlacePicker/PickerPresentation/mapMoved(to:byPerson:)``, so the buttons continue from
///   where the gesture left the map.
struct PlaceMapView: View {
    /// What to render.
    let presentation: PickerPresentation
    /// The screen's accessibility focus.
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    @State private var position: MapCameraPosition
    @Namespace private var rotor

    /// Creates a map view at the screen's camera.
    ///
    /// - Parameters:
    ///   - presentation: What to render.
    ///   - focus: The screen's accessibility focus.
    init(presentation: PickerPresentation, focus: AccessibilityFocusState<FocusTarget?>.Binding) {
        self.presentation = presentation
        self.focus = focus
        _position = State(initialValue: presentation.screen.map.camera.cameraPosition())
    }

    var body: some View {
        let screen = presentation.screen
        VStack(spacing: 0) {
            MapControlsBar(map: screen.map, labels: screen.labels, presentation: presentation)
            mapView(screen.map, labels: screen.labels)
            if !screen.attribution.isEmpty {
                Text(screen.map.attribution)
                    .font(.footnote)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal)
                    .padding(.vertical, 4)
            }
        }
    }

    private func mapView(_ map: MapScreen, labels: ControlLabels) -> some View {
        let presentation = presentation
        let focus = focus
        let rotor = rotor
        return Map(position: $position) {
            Annotation(coordinate: map.origin.coreLocationCoordinate) {
                OriginMarkerView(label: labels.originMarker)
            } label: {
                Text(labels.originMarker)
                    .accessibilityHidden(true)
            }
            ForEach(map.pins) { pin in
                Annotation(coordinate: pin.coordinate.coreLocationCoordinate) {
                    PinButton(appearance: presentation.appearance(of: pin), stateKind: pin.stateKind) {
                        presentation.perform(.select(id: pin.id))
                    }
                    .accessibilityRotorEntry(id: pin.id, in: rotor)
                    .accessibilityFocused(focus, equals: .pin(pin.id))
                } label: {
                    Text(pin.title)
                        .accessibilityHidden(true)
                }
            }
            ForEach(map.clusters) { cluster in
                Annotation(coordinate: cluster.coordinate.coreLocationCoordinate) {
                    ClusterButton(cluster: cluster) { presentation.perform(.expandCluster(id: cluster.id)) }
                        .accessibilityRotorEntry(id: cluster.id, in: rotor)
                        .accessibilityFocused(focus, equals: .cluster(cluster.id))
                } label: {
                    EmptyView()
                }
            }
        }
        .mapStyle(.standard(emphasis: map.prefersMutedEmphasis ? .muted : .automatic))
        .accessibilityRotor(Text(labels.placesRotor)) {
            ForEach(map.pins) { pin in
                AccessibilityRotorEntry(Text(pin.accessibilityLabel), id: pin.id, in: rotor)
            }
            ForEach(map.clusters) { cluster in
                AccessibilityRotorEntry(Text(cluster.accessibilityLabel), id: cluster.id, in: rotor)
            }
        }
        .onMapCameraChange(frequency: .onEnd) { context in
            guard let camera = PlacePicker.MapCamera(region: context.region) else { return }
            presentation.mapMoved(to: camera, byPerson: position.positionedByUser)
        }
        .onChange(of: map.camera) { _, camera in
            if presentation.mapShouldMove(to: camera) { position = camera.cameraPosition() }
        }
    }
}
#endif
