#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// The chosen place and what to do with it: its name and detail, "Confirm" and "Clear selection".
///
/// Shown under both the list and the map, so the choice can be confirmed from either view.
struct ConfirmationBar: View {
    /// The selected place's row (visible or hidden by filters).
    let selected: PlaceRow
    /// The controls' labels.
    let labels: ControlLabels
    /// Sends the person's actions to the picker.
    let perform: @MainActor @Sendable (PickerAction) -> Void
    /// Called with the selected row when the person confirms.
    let confirm: @MainActor (PlaceRow) -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                Text(selected.title)
                    .font(.headline)
                Text(selected.detail)
                    .font(.subheadline)
            }
            if dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 8) { buttons }
            } else {
                HStack(spacing: 12) { buttons }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }

    @ViewBuilder private var buttons: some View {
        Button(labels.confirm) { confirm(selected) }
            .buttonStyle(.borderedProminent)
        Button(labels.clearSelection) { perform(.clearSelection) }
            .buttonStyle(.bordered)
    }
}
#endif
