#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// The chosen place and what to do with it: its name and detail, "Confirm" and "Clear selection".
///
/// Shown under both the list and the map, so the choice can be confirmed from either view. When
/// "Clear selection" removes the bar, focus goes back to the place (see ``PlacePicker/FocusTarget``).
struct ConfirmationBar: View {
    /// The selected place's row (visible or hidden by filters).
    let selected: PlaceRow
    /// The controls' labels.
    let labels: ControlLabels
    /// Clears the selection.
    let clear: @MainActor () -> Void
    /// Confirms the selection.
    let confirm: @MainActor () -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                Text(labels.yourChoice)
                    .font(.footnote)
                    .accessibilityAddTraits(.isHeader)
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
        Button(labels.confirm, action: confirm)
            .buttonStyle(.borderedProminent)
        Button(labels.clearSelection, action: clear)
            .buttonStyle(.bordered)
    }
}
#endif
