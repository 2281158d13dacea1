#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

/// A place on the map: a button drawn as a circle with the category glyph, or, for the selected
/// place, as an outlined square (shape and outline, not only colour). One element: the place's name
/// and state as its label, the selected trait, the name as its speech-input label.
struct PinButton: View {
    /// How it looks and what it says.
    let appearance: PinAppearance
    /// The opening state, for the fill.
    let stateKind: OpeningStateKind
    /// Selects the place.
    let select: @MainActor () -> Void

    var body: some View {
        Button(action: select) {
            ZStack {
                switch appearance.shape {
                case .circle:
                    Circle()
                        .fill(OpeningStateIcon.pinTint(for: stateKind))
                    Circle()
                        .stroke(Color.white, lineWidth: 2)
                case .outlinedSquare:
                    RoundedRectangle(cornerRadius: 6)
                        .fill(OpeningStateIcon.pinTint(for: stateKind))
                    RoundedRectangle(cornerRadius: 6)
                        .stroke(Color.primary, lineWidth: 3)
                }
                Text(appearance.glyph)
                    .font(.headline)
                    .foregroundStyle(Color.white)
            }
            .frame(
                width: appearance.shape == .outlinedSquare ? 40 : 32,
                height: appearance.shape == .outlinedSquare ? 40 : 32
            )
            .padding(6)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(appearance.accessibilityLabel)
        .accessibilityHint(appearance.accessibilityHint)
        .accessibilityInputLabels(appearance.inputLabels.map { Text($0) })
        .accessibilityAddTraits(appearance.isSelected ? .isSelected : [])
    }
}

/// A cluster of places: a circle with the count, which is a button that zooms in or lists its members.
/// It is outlined when the selected place is inside it (and its label says so).
struct ClusterButton: View {
    /// The cluster.
    let cluster: MapClusterItem
    /// Activates the cluster.
    let activate: @MainActor () -> Void

    var body: some View {
        Button(action: activate) {
            Text(cluster.visibleCount)
                .font(.headline)
                .foregroundStyle(Color.white)
                .padding(12)
                .background(Color.blue, in: Circle())
                .overlay {
                    Circle().stroke(Color.primary, lineWidth: cluster.containsSelection ? 3 : 1)
                }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(cluster.accessibilityLabel)
        .accessibilityHint(cluster.accessibilityHint)
    }
}

/// Where distances are measured from: a figure in a ring, labelled from the model ("Your location").
struct OriginMarkerView: View {
    /// The marker's spoken label.
    let label: String

    var body: some View {
        Image(systemName: "figure.stand")
            .font(.headline)
            .padding(8)
            .background(Color.white, in: Circle())
            .overlay {
                Circle().stroke(Color.blue, lineWidth: 2)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(label)
    }
}
#endif
