#if canImport(SwiftUI) && canImport(MapKit)
import Geodesy
import MapKit
import PlacePicker
import SwiftUI

/// Sets where distances are measured from without dragging anything: search for an address, choose a
/// result from a list, check it on an optional map preview, add notes about the entrance, confirm.
public struct AddressFlowView: View {
    /// Where the address suggestions come from.
    public enum Source: Sendable, Hashable {
        /// The catalog's own addresses, through ``PlacePicker/PickerModel/addressMatches(for:)``.
        case catalog
        /// Apple's address search (`MKLocalSearchCompleter`), which needs a network connection.
        case mapKit
    }

    private let picker: PlacePicker.PickerModel
    private let labels: AddressFlowLabels
    private let source: Source
    private let showsPreview: Bool
    private let onConfirm: @MainActor (AddressConfirmation) -> Void
    @State private var query = ""
    @State private var catalogChoices: [AddressChoice] = []
    @State private var chosen: AddressChoice?
    @State private var notes = ""
    @State private var completer: AddressCompleter?

    /// Creates an address flow.
    ///
    /// - Parameters:
    ///   - picker: The picker engine, for catalog address search and for turning a match into an origin.
    ///   - labels: The flow's labels.
    ///   - source: Where suggestions come from.
    ///   - showsPreview: Whether to show the chosen address on a small map.
    ///   - onConfirm: Called with the new origin and the entrance notes.
    public init(
        picker: PlacePicker.PickerModel, labels: AddressFlowLabels, source: Source = .catalog,
        showsPreview: Bool = true,
        onConfirm: @escaping @MainActor (AddressConfirmation) -> Void
    ) {
        self.picker = picker
        self.labels = labels
        self.source = source
        self.showsPreview = showsPreview
        self.onConfirm = onConfirm
    }

    /// The flow.
    public var body: some View {
        Form {
            Section {
                TextField(labels.search, text: $query)
            }
            Section {
                ForEach(choices) { choice in
                    AddressResultRow(choice: choice, isChosen: choice.id == chosen?.id) { choose(choice) }
                }
            }
            if showsPreview, let chosen, let coordinate = chosen.coordinate {
                Section {
                    AddressPreviewMap(title: chosen.title, coordinate: coordinate)
                }
            }
            Section {
                TextField(labels.entranceNotes, text: $notes, axis: .vertical)
                Button(labels.confirm, action: confirm)
                    .disabled(chosen?.coordinate == nil)
            }
        }
        .onAppear {
            if source == .mapKit, completer == nil { completer = AddressCompleter() }
        }
        .onChange(of: query) { _, text in
            search(text)
        }
    }

    private var choices: [AddressChoice] {
        switch source {
        case .catalog: catalogChoices
        case .mapKit: completer?.choices ?? []
        }
    }

    private func search(_ text: String) {
        switch source {
        case .catalog: catalogChoices = picker.addressMatches(for: text).map(AddressChoice.init(match:))
        case .mapKit: completer?.update(text)
        }
    }

    private func choose(_ choice: AddressChoice) {
        chosen = choice
        guard choice.coordinate == nil, let completer else { return }
        completer.resolve(choice) { resolved in
            if chosen?.id == choice.id { chosen = resolved }
        }
    }

    private func confirm() {
        guard let chosen, let coordinate = chosen.coordinate else { return }
        let origin: Origin =
            if let match = chosen.match {
                picker.origin(for: match)
            } else {
                Origin(coordinate: coordinate, source: .address, label: chosen.title)
            }
        onConfirm(AddressConfirmation(origin: origin, match: chosen.match, entranceNotes: notes))
    }
}

/// One search result: a button with the address, marked selected when it is the chosen one.
struct AddressResultRow: View {
    /// The address.
    let choice: AddressChoice
    /// Whether it is the chosen one.
    let isChosen: Bool
    /// Chooses it.
    let choose: @MainActor () -> Void

    var body: some View {
        Button(action: choose) {
            VStack(alignment: .leading, spacing: 2) {
                Text(choice.title)
                if let subtitle = choice.subtitle {
                    Text(subtitle)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .accessibilityAddTraits(isChosen ? .isSelected : [])
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
