#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// Renders one ``PlacePicker/Screen``: the List | Map switch, filters, summary, the list or the map,
/// and the confirmation bar. It holds no state of the picker; every control sends a ``PlacePicker/PickerAction``.
///
/// ``PlacePickerView`` drives it from a ``PlacePicker/PickerSession``; previews drive it from a fixed screen.
struct PickerScreenView: View {
    /// The screen to render.
    let screen: Screen
    /// Sends the person's actions to the picker.
    let perform: @MainActor @Sendable (PickerAction) -> Void
    /// Called with the selected row when the person confirms.
    let confirm: @MainActor (PlaceRow) -> Void
    /// Called when the person asks to change where distances are measured from; `nil` hides the button.
    var changeOrigin: (@MainActor () -> Void)?
    @State private var showsFilters = false

    var body: some View {
        VStack(spacing: 0) {
            ModePicker(labels: screen.labels, mode: screen.state.mode, perform: perform)
                .padding(.horizontal)
                .padding(.vertical, 8)
            switch screen.state.mode {
            case .list:
                PlaceListView(screen: screen, perform: perform) { header }
            case .map:
                ScrollView { header.padding(.horizontal) }
                    .frame(maxHeight: 220)
                PlaceMapView(map: screen.map, labels: screen.labels, perform: perform)
                if screen.state.expandedClusterID != nil {
                    PlaceListView(screen: screen, perform: perform) { EmptyView() }
                        .frame(maxHeight: 260)
                }
            }
            if let selected = screen.selectedRow {
                Divider()
                ConfirmationBar(selected: selected, labels: screen.labels, perform: perform, confirm: confirm)
            }
        }
        .navigationTitle(screen.labels.title)
        .searchable(text: searchText, prompt: Text(screen.filters.searchLabel))
    }

    /// What sits above the places in both views: the filter section, the origin and the summary.
    private var header: some View {
        VStack(alignment: .leading, spacing: 8) {
            Toggle(screen.filters.legend, isOn: $showsFilters)
                .font(.headline)
            if showsFilters {
                FilterControls(filters: screen.filters, perform: perform)
            }
            OriginLine(text: screen.originText, changeTitle: screen.labels.change, change: changeOrigin)
            SummaryView(summary: screen.summary, notice: screen.selectionNotice, perform: perform)
        }
    }

    private var searchText: Binding<String> {
        let current = screen.filters.searchText
        let perform = perform
        return Binding(
            get: { current },
            set: { @MainActor text in if text != current { perform(.search(text)) } }
        )
    }
}

/// "Distances from Helsinki central railway station", with "Change" when the host can set the origin.
struct OriginLine: View {
    /// The origin's description.
    let text: String
    /// The change button's label.
    let changeTitle: String
    /// Opens the host's address flow, if it has one.
    let change: (@MainActor () -> Void)?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(text)
                .font(.footnote)
            if let change {
                Button(changeTitle, action: change)
                    .buttonStyle(.bordered)
                    .font(.footnote)
                    .accessibilityValue(text)
            }
        }
    }
}

/// The segmented List | Map switch, list first. Both segments show the same places.
struct ModePicker: View {
    /// The segments' labels.
    let labels: ControlLabels
    /// The current mode.
    let mode: PickerMode
    /// Sends the person's actions to the picker.
    let perform: @MainActor @Sendable (PickerAction) -> Void

    var body: some View {
        SwiftUI.Picker(selection: selection) {
            Text(labels.list).tag(PickerMode.list)
            Text(labels.map).tag(PickerMode.map)
        } label: {
            Text(labels.viewSwitch)
        }
        .pickerStyle(.segmented)
    }

    private var selection: Binding<PickerMode> {
        let mode = mode
        let perform = perform
        return Binding(
            get: { mode },
            set: { @MainActor newMode in if newMode != mode { perform(.switchMode(newMode)) } }
        )
    }
}
#endif
