#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// The selected place on the map: an outlined square with the place's glyph, where other places are
/// balloons, so the selection differs in shape and outline as well as colour.
struct SelectedPinView: View {
    /// The selected pin.
    let pin: PlacePicker.MapPin

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(OpeningStateIcon.pinTint(for: pin.stateKind))
            RoundedRectangle(cornerRadius: 6)
                .stroke(Color.primary, lineWidth: 3)
            Text(pin.glyph)
                .font(.headline)
                .foregroundStyle(Color.white)
        }
        .frame(width: 40, height: 40)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(pin.accessibilityLabel)
        .accessibilityAddTraits(pin.isSelected ? .isSelected : [])
    }
}

/// A cluster of places: a circle with the count, which is a button that zooms in or lists its members.
/// It is outlined when the selected place is inside it.
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
