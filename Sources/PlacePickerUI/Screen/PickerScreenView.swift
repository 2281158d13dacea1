#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import Places
import SwiftUI

/// Renders one ``PlacePicker/PickerPresentation``: the List | Map switch, the filter disclosure,
/// origin and summary, the list or the map (with a listed cluster's members below it), and the
/// confirmation bar. It holds no state of the picker; every control calls the presentation.
///
/// Between screens it does what the presentation decided: posts each announcement at its
/// priority, sends the search once typing pauses, and moves accessibility focus to the target
/// the presentation names (the rows, pins, clusters and summary are tagged with their
/// ``PlacePicker/FocusTarget``).
struct PickerScreenView: View {
    /// What to render.
    @Bindable var presentation: PickerPresentation
    /// Called when the person asks to change the origin (an app with its own address flow); `nil`
    /// uses the presentation's own address field, or hides "Change".
    var changeOrigin: (@MainActor () -> Void)?
    /// Called with the selected place when the person confirms it.
    let confirm: @MainActor (Place) -> Void
    @AccessibilityFocusState private var focus: FocusTarget?
    @State private var showsFilters = false

    var body: some View {
        let screen = presentation.screen
        VStack(spacing: 0) {
            ModePicker(labels: screen.labels, mode: screen.state.mode, presentation: presentation)
                .padding(.horizontal)
                .padding(.vertical, 8)
            switch screen.state.mode {
            case .list:
                PlaceListView(presentation: presentation, focus: $focus) { header }
            case .map:
                ScrollView { header.padding(.horizontal) }
                    .frame(maxHeight: 220)
                PlaceMapView(presentation: presentation, focus: $focus)
                if screen.clusterScope != nil {
                    PlaceListView(presentation: presentation, focus: $focus) { EmptyView() }
                        .frame(maxHeight: 260)
                }
            }
            if let selected = screen.selectedRow, let place = presentation.selectedPlace {
                Divider()
                ConfirmationBar(
                    selected: selected, labels: screen.labels, clear: { presentation.perform(.clearSelection) },
                    confirm: { confirm(place) })
            }
        }
        .navigationTitle(screen.labels.title)
        .searchable(text: $presentation.searchText, prompt: Text(screen.filters.searchLabel))
        // `onSubmit(of:_:)` (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:));
        // without a submit the search is still sent when typing pauses.
        .onSubmit(of: .search) { presentation.submitSearch() }
        .task(id: presentation.searchGeneration) { @MainActor in
            let generation = presentation.searchGeneration
            guard generation > 0 else { return }
            do { try await Task.sleep(for: presentation.searchDelay) } catch { return }
            presentation.searchPaused(after: generation)
        }
        .onChange(of: presentation.speechCount) {
            presentation.speech?.post()
        }
        .task(id: presentation.focusCount) { @MainActor in
            guard presentation.focusCount > 0, let target = presentation.focusTarget else { return }
            do { try await Task.sleep(for: PickerPresentation.focusDelay) } catch { return }
            focus = target
        }
    }

    /// What sits above the places in both views: the filter disclosure, the origin and the summary.
    private var header: some View {
        let screen = presentation.screen
        return VStack(alignment: .leading, spacing: 8) {
            DisclosureGroup(screen.filters.legend, isExpanded: $showsFilters) {
                FilterControls(filters: screen.filters, presentation: presentation)
            }
            .font(.headline)
            OriginSection(presentation: presentation, changeOrigin: changeOrigin)
            SummaryView(presentation: presentation, focus: $focus)
        }
    }
}

/// The segmented List | Map switch, list first. Both segments show the same places.
struct ModePicker: View {
    /// The segments' labels.
    let labels: ControlLabels
    /// The current mode.
    let mode: PickerMode
    /// Where the switch is sent.
    let presentation: PickerPresentation

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
        let presentation = presentation
        return Binding(
            get: { mode },
            set: { @MainActor newMode in if newMode != mode { presentation.perform(.switchMode(newMode)) } }
        )
    }
}
#endif
