import PlacePicker

/// How a list row is drawn and what its one accessibility element says, decided from the row model.
///
/// The selected row must be recognisable by people who see the screen and do not hear VoiceOver:
/// Switch Control, Voice Control, Full Keyboard Access and low-vision users. So it gets a visible
/// "Selected" badge beside the name, a filled ("prominent") action instead of an outlined one and an
/// outline around the row: text, shape and fill, not colour alone. The action keeps its title
/// ("Pick up here", see ``PlaceRow/actionTitle``) so that the visible and spoken names still match.
///
/// For VoiceOver, "Selected" is said once, by the selected trait: the value is the row's detail and
/// address without the "Selected" that ``PlaceRow/accessibilityValue`` starts with for front ends
/// that have no trait.
public struct RowAppearance: Sendable, Hashable {
    /// The look of the row's action.
    public enum Emphasis: Sendable, Hashable {
        /// An outlined action: the row is not the selection.
        case standard
        /// A filled action with a check mark, a badge and an outlined row: the selection.
        case selected
    }

    /// The visible action title: "Pick up here".
    public var actionTitle: String
    /// The badge shown beside the name of the selected row ("Selected"), else `nil`.
    public var badge: String?
    /// How the action and the row are drawn.
    public var emphasis: Emphasis
    /// The element's label: "Pick up at Kamppi post office".
    public var accessibilityLabel: String
    /// The element's value: "350 m north-east · Open until 21:00, Mannerheimintie 5, 00100 Helsinki".
    public var accessibilityValue: String
    /// The element's hint.
    public var accessibilityHint: String
    /// Whether the element carries the selected trait.
    public var isSelected: Bool
    /// The names speech input accepts.
    public var inputLabels: [String]

    /// Decides a row's appearance.
    ///
    /// - Parameters:
    ///   - row: The row model.
    ///   - selectedText: The localized "Selected" (``TextKey/selected``).
    public init(row: PlaceRow, selectedText: String) {
        actionTitle = row.actionTitle
        badge = row.isSelected ? selectedText : nil
        emphasis = row.isSelected ? .selected : .standard
        accessibilityLabel = row.accessibilityLabel
        accessibilityValue = ([row.detail] + (row.addressLine.map { [$0] } ?? [])).joined(separator: ", ")
        accessibilityHint = row.accessibilityHint
        isSelected = row.isSelected
        inputLabels = row.inputLabels
    }
}
