#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import PlaceQuery
import PlaceQueryModel
import SwiftUI

/// The filter section: "Open now", "Step-free access", one toggle per category and the sort order.
///
/// The controls change the picker's state, which defines the one visible set, so every change applies to
/// the list and the map alike. Each control is a native `Toggle` or `Picker`, so it is a Switch Control
/// scan target and a Full Keyboard Access stop; the new summary is said at high priority, so the
/// switch's own "on" does not cut it off.
struct FilterControls: View {
    /// The filter panel model.
    let filters: FilterPanel
    /// Where the changes are sent.
    let presentation: PickerPresentation

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle(filters.openNowLabel, isOn: openNow)
            Toggle(filters.stepFreeLabel, isOn: stepFree)
            if let withSpaceLabel = filters.withSpaceLabel {
                Toggle(withSpaceLabel, isOn: withSpace)
            }
            sortPicker
            if !filters.carriers.isEmpty {
                Text(filters.carriersLabel)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                ForEach(filters.carriers) { carrier in
                    Toggle(carrier.label, isOn: isOn(carrier: carrier))
                }
            }
            Text(filters.categoriesLabel)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            ForEach(filters.categories) { category in
                Toggle(category.label, isOn: isOn(category))
            }
        }
    }

    private var sortPicker: some View {
        SwiftUI.Picker(selection: sort) {
            ForEach(filters.sortOptions) { option in
                Text(option.label).tag(option.id)
            }
        } label: {
            Text(filters.sortLabel)
        }
        .pickerStyle(.menu)
    }

    private var openNow: Binding<Bool> {
        let filters = filters
        let presentation = presentation
        return Binding(
            get: { filters.isOpenNow },
            set: { @MainActor isOn in if isOn != filters.isOpenNow { presentation.perform(.toggleOpenNow) } }
        )
    }

    private var stepFree: Binding<Bool> {
        let filters = filters
        let presentation = presentation
        return Binding(
            get: { filters.isStepFreeOnly }, set: { @MainActor isOn in presentation.perform(.setStepFreeOnly(isOn)) })
    }

    private var withSpace: Binding<Bool> {
        let filters = filters
        let presentation = presentation
        return Binding(
            get: { filters.isWithSpaceOnly }, set: { @MainActor isOn in presentation.perform(.setWithSpaceOnly(isOn)) })
    }

    private var sort: Binding<PlaceSort> {
        let filters = filters
        let presentation = presentation
        return Binding(get: { filters.sort }, set: { @MainActor order in presentation.perform(.setSort(order)) })
    }

    private func isOn(carrier: FilterPanel.CategoryOption) -> Binding<Bool> {
        let presentation = presentation
        return Binding(
            get: { carrier.isOn },
            set: { @MainActor isOn in presentation.perform(.setCarrier(carrier.id, isOn: isOn)) })
    }

    private func isOn(_ category: FilterPanel.CategoryOption) -> Binding<Bool> {
        let presentation = presentation
        return Binding(
            get: { category.isOn },
            set: { @MainActor isOn in presentation.perform(.setCategory(category.id, isOn: isOn)) })
    }
}
#endif
