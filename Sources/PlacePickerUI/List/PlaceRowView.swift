#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

/// One place in the list: name, "distance direction · opening state", address, and its action.
///
/// The whole row is one button and one accessibility element, so touching any part of it (the name,
/// the hours, the action) reads the same thing and selects the same place: label "Pick up at Kamppi
/// post office", value "350 m west · Open until 21:00, Mannerheimintie 5", the hint, the speech-input
/// names, the selected trait and the facts as VoiceOver custom content, all from
/// ``PlacePicker/RowAppearance``.
///
/// The selected row is visible without VoiceOver: a "Selected" badge with a check mark beside the
/// name, a filled action where others are outlined, and an outline around the row.
///
/// The layout switches from a row to a column at accessibility text sizes, and no essential text is
/// ever limited to one line.
struct PlaceRowView: View {
    /// The row model.
    let row: PlaceRow
    /// How it looks and what it says.
    let appearance: RowAppearance
    /// Selects the place.
    let select: @MainActor () -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Button(action: select) {
            layout
                .padding(8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background {
                    if appearance.emphasis == .selected {
                        RoundedRectangle(cornerRadius: 10)
                            .stroke(Color.accentColor, lineWidth: 3)
                    }
                }
        }
        .buttonStyle(.plain)
        .disabled(!row.isSelectable)
        .accessibilityLabel(appearance.accessibilityLabel)
        .accessibilityValue(appearance.accessibilityValue)
        .accessibilityHint(appearance.accessibilityHint)
        .accessibilityInputLabels(appearance.inputLabels.map { Text($0) })
        .accessibilityAddTraits(appearance.isSelected ? .isSelected : [])
        .modifier(CustomContent(items: row.customContent))
    }

    @ViewBuilder private var layout: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                texts
                ActionPill(appearance: appearance)
            }
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                texts
                Spacer(minLength: 8)
                ActionPill(appearance: appearance)
            }
        }
    }

    private var texts: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                OpeningStateIcon(kind: row.stateKind)
                Text(row.title)
                    .font(.headline)
                if let badge = appearance.badge {
                    Label(badge, systemImage: "checkmark.circle.fill")
                        .font(.subheadline)
                        .bold()
                        .foregroundStyle(Color.accentColor)
                }
            }
            Text(row.detail)
                .font(.subheadline)
            // The shop's price and promise, read with the row (it is in the row's accessibilityValue too).
            if let offer = row.offerText {
                Text(offer)
                    .font(.subheadline)
            }
            if let address = row.addressLine {
                Text(address)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if let reason = row.unavailableReason {
                Text(reason)
                    .font(.footnote)
                    .bold()
            }
        }
    }
}

/// The row's visible action: outlined "Pick up here", or filled with a check mark on the selected row.
struct ActionPill: View {
    /// The row's appearance.
    let appearance: RowAppearance

    var body: some View {
        switch appearance.emphasis {
        case .selected:
            Label(appearance.actionTitle, systemImage: "checkmark")
                .font(.subheadline)
                .bold()
                .foregroundStyle(Color.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.accentColor, in: Capsule())
        case .standard:
            Text(appearance.actionTitle)
                .font(.subheadline)
                .bold()
                .foregroundStyle(Color.accentColor)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .overlay {
                    Capsule().stroke(Color.accentColor, lineWidth: 1.5)
                }
        }
    }
}

/// Adds each labeled fact as VoiceOver custom content ("more content" in the rotor).
struct CustomContent: ViewModifier {
    /// The facts, in the model's order.
    let items: [LabeledText]

    func body(content: Content) -> some View {
        items.reduce(AnyView(content)) { view, item in
            AnyView(view.accessibilityCustomContent(Text(item.label), Text(item.value)))
        }
    }
}
#endif
