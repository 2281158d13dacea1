#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// One place in the list: name, "distance direction · opening state", address, and its own select button.
///
/// Everything shown and spoken comes from the ``PlacePicker/PlaceRow`` model. The select button is the
/// row's one accessibility element: its label names the place ("Pick up at Kamppi post office"), its value
/// reads the distance, state and address, it accepts the visible title and the place name as speech input,
/// and it carries the selected trait. The visible texts repeat what the button says, so they are hidden
/// from assistive technologies to avoid reading every row twice.
///
/// The layout switches from a row to a column at accessibility text sizes, and no essential text is ever
/// limited to one line.
public struct PlaceRowView: View {
    private let row: PlaceRow
    private let select: @MainActor () -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - row: The row model from ``PlacePicker/Screen/rows``.
    ///   - select: Called when the person activates the row's select button.
    public init(row: PlaceRow, select: @escaping @MainActor () -> Void) {
        self.row = row
        self.select = select
    }

    /// The row's content.
    public var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                texts
                selectButton
            }
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                texts
                Spacer(minLength: 8)
                selectButton
            }
        }
    }

    private var texts: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                OpeningStateIcon(kind: row.stateKind)
                Text(row.title)
                    .font(.headline)
            }
            Text(row.detail)
                .font(.subheadline)
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
        .accessibilityHidden(true)
    }

    private var selectButton: some View {
        Button(row.actionTitle, action: select)
            .buttonStyle(.bordered)
            .disabled(!row.isSelectable)
            .accessibilityLabel(row.accessibilityLabel)
            .accessibilityValue(row.accessibilityValue)
            .accessibilityHint(row.accessibilityHint)
            .accessibilityInputLabels(row.inputLabels.map { Text($0) })
            .accessibilityAddTraits(row.isSelected ? .isSelected : [])
            .modifier(CustomContent(items: row.customContent))
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
