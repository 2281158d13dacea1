#if canImport(SwiftUI) && canImport(MapKit)
import Geodesy
import MapKit
import PlacePicker
import PlacePickerSession
import SwiftUI

/// Sets a delivery address without dragging anything: search for an address, choose a result from
/// a list, check it on an optional map preview, add notes about the entrance, confirm.
///
/// The result count is said once typing pauses; a suggestion that cannot be found on the map is
/// said and shown, and the earlier choice stays (see ``PlacePicker/AddressEntry``).
public struct AddressFlowView: View {
    /// Where the address suggestions come from.
    public typealias Source = AddressSource

    private let picker: PlacePicker.PickerModel
    private let labels: AddressFlowLabels
    private let source: Source?
    private let showsPreview: Bool
    private let onConfirm: @MainActor (AddressConfirmation) -> Void
    @State private var entry: AddressEntry?
    @State private var notes = ""

    /// Creates an address flow.
    ///
    /// - Parameters:
    ///   - picker: The picker engine, for catalog address search and the wording.
    ///   - labels: The flow's labels (default: the picker's own).
    ///   - source: Where suggestions come from (default: the catalog when it has addresses, else MapKit).
    ///   - showsPreview: Whether to show the chosen address on a small map.
    ///   - onConfirm: Called with the new origin and the entrance notes.
    public init(
        picker: PlacePicker.PickerModel, labels: AddressFlowLabels? = nil, source: Source? = nil,
        showsPreview: Bool = true, onConfirm: @escaping @MainActor (AddressConfirmation) -> Void
    ) {
        self.picker = picker
        self.labels = labels ?? AddressFlowLabels(picker.controlLabels())
        self.source = source
        self.showsPreview = showsPreview
        self.onConfirm = onConfirm
    }

    /// The flow.
    public var body: some View {
        Form {
            if let entry {
                Section(labels.results) {
                    AddressEntryView(entry: entry, label: labels.search) { _ in }
                }
                if showsPreview, let chosen = entry.chosen, let coordinate = chosen.coordinate {
                    Section {
                        AddressPreviewMap(title: chosen.title, coordinate: coordinate)
                    }
                }
                Section {
                    TextField(labels.entranceNotes, text: $notes, axis: .vertical)
                    Button(labels.confirm) { confirm(entry) }
                        .disabled(entry.chosenOrigin == nil)
                }
            }
        }
        .onAppear {
            if entry == nil { entry = AddressEntry(picker: picker, source: source) }
        }
    }

    private func confirm(_ entry: AddressEntry) {
        guard let origin = entry.chosenOrigin else { return }
        onConfirm(AddressConfirmation(origin: origin, match: entry.chosen?.match, entranceNotes: notes))
    }
}

/// A small, still map of the chosen address, for checking it; all interaction happens in the list.
struct AddressPreviewMap: View {
    /// The address, as the marker's title.
    let title: String
    /// Where it is.
    let coordinate: Coordinate
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        Map(position: $position, interactionModes: []) {
            Marker(title, coordinate: coordinate.coreLocationCoordinate)
        }
        .frame(height: 180)
        .onAppear { position = PlacePicker.MapCamera(center: coordinate, zoom: 16).cameraPosition() }
        .onChange(of: coordinate) { _, newValue in
            position = PlacePicker.MapCamera(center: newValue, zoom: 16).cameraPosition()
        }
    }
}
#endif
