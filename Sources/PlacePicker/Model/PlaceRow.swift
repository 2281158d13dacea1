import ShopOffers
/// One row of the list: everything a person needs to choose a place, as text, plus its action.
///
/// Every front end renders this value as it is: the web list item, the SwiftUI row and the CLI
/// line. The accessibility strings are decided here so that they are tested once, on any platform.
public struct PlaceRow: Sendable, Hashable, Identifiable {
    /// The place's stable id.
    public var id: String
    /// The name, shown as the row's heading.
    public var title: String
    /// Distance, direction and opening state: "350 m north-east · Open until 21:00".
    public var detail: String
    /// The opening state (or why it cannot be chosen) in words: "Open until 21:00".
    public var stateText: String
    /// The address on one line, or `nil` when the data has none.
    public var addressLine: String?
    /// How the opening state should be styled (never the only carrier of the meaning).
    public var stateKind: OpeningStateKind
    /// The visible label of the select action: "Pick up here", on every row. The selected row keeps
    /// it (so "Tap Pick up here" and the spoken label still match, WCAG 2.5.3) and says "Selected"
    /// through ``isSelected`` (trait, `aria-pressed`, a visible badge) and ``accessibilityValue``.
    public var actionTitle: String
    /// The spoken name of the select action: "Pick up at Kamppi post office".
    public var accessibilityLabel: String
    /// The names speech input accepts: `["Pick up here", "Pick up at Kamppi post office", "Kamppi post office"]`.
    public var inputLabels: [String]
    /// What a screen reader reads after the label: detail and address.
    public var accessibilityValue: String
    /// A hint for the action, e.g. "Selects this pickup point", or why it can't be selected.
    public var accessibilityHint: String
    /// Whether this row is the selection.
    public var isSelected: Bool
    /// Whether the select action is available (temporarily unavailable places are not).
    public var isSelectable: Bool
    /// Why the place cannot be selected now ("Full until Friday"), if so.
    public var unavailableReason: String?
    /// Extra facts read on demand (VoiceOver "more content"): address, today's hours, access.
    public var customContent: [LabeledText]
    /// What a carrier's point and the shop's offers add, behind one reference: most rows have none,
    /// and a row is copied for every screen, so it stays as small as it was without them.
    private var commerce: Commerce?

    /// The carrier's name (`DHL`) for a carrier's point, else `nil`. The title says it too.
    public var carrierName: String? {
        get { commerce?.facts.carrierName }
        set { change { $0.carrierName = newValue } }
    }
    /// The shop's offer in words, when the shop gives offers: "€4.90 · Delivered Tuesday 9 December",
    /// or "Price at checkout" for a place without one. Read after the detail.
    public var offerText: String? {
        get { commerce?.facts.offerText }
        set { change { $0.offerText = newValue } }
    }
    /// The shop's offer behind ``offerText``, or `nil` (none, or no offers at all).
    public var offer: Offer? {
        get { commerce?.facts.offer }
        set { change { $0.offer = newValue } }
    }

    private mutating func change(_ body: (inout Commerce.Facts) -> Void) {
        var facts = commerce?.facts ?? Commerce.Facts()
        body(&facts)
        commerce = facts == Commerce.Facts() ? nil : Commerce(facts)
    }

    /// Creates a row. Front ends do not build rows: ``Screen`` does.
    ///
    /// - Parameters:
    ///   - id: Place id.
    ///   - title: Name.
    ///   - detail: Distance, direction and state.
    ///   - stateText: The state in words.
    ///   - addressLine: Address.
    ///   - stateKind: Styling kind.
    ///   - actionTitle: Visible action label.
    ///   - accessibilityLabel: Spoken action label.
    ///   - inputLabels: Speech input names.
    ///   - accessibilityValue: Value read after the label.
    ///   - accessibilityHint: Hint.
    ///   - isSelected: Selection state.
    ///   - isSelectable: Whether the action is enabled.
    ///   - unavailableReason: Why not selectable.
    ///   - customContent: Extra facts.
    public init(
        id: String, title: String, detail: String, stateText: String, addressLine: String?, stateKind: OpeningStateKind,
        actionTitle: String, accessibilityLabel: String, inputLabels: [String], accessibilityValue: String,
        accessibilityHint: String, isSelected: Bool, isSelectable: Bool, unavailableReason: String?,
        customContent: [LabeledText]
    ) {
        self.id = id
        self.title = title
        self.detail = detail
        self.stateText = stateText
        self.addressLine = addressLine
        self.stateKind = stateKind
        self.actionTitle = actionTitle
        self.accessibilityLabel = accessibilityLabel
        self.inputLabels = inputLabels
        self.accessibilityValue = accessibilityValue
        self.accessibilityHint = accessibilityHint
        self.isSelected = isSelected
        self.isSelectable = isSelectable
        self.unavailableReason = unavailableReason
        self.customContent = customContent
    }
}

/// A row's carrier and offer, shared by copies of the row (immutable: a change makes a new one).
private final class Commerce: Sendable, Hashable {
    struct Facts: Sendable, Hashable {
        var carrierName: String?
        var offerText: String?
        var offer: Offer?
    }

    let facts: Facts

    init(_ facts: Facts) { self.facts = facts }

    static func == (lhs: Commerce, rhs: Commerce) -> Bool { lhs.facts == rhs.facts }

    func hash(into hasher: inout Hasher) { hasher.combine(facts) }
}

// MARK: - Opening state kind

/// The opening state of a place at the query instant, reduced to what styling needs.
///
/// The meaning is always also in text (``PlaceRow/detail``); this only picks an icon, colour or
/// pin shape, so it never carries information by colour alone.
public enum OpeningStateKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Open, and not closing within the "closing soon" window.
    case open
    /// Open, but closing soon (within 30 minutes).
    case closingSoon
    /// Closed now.
    case closed
    /// The data does not say, or says only a comment.
    case unknown
    /// Temporarily unavailable (full, or closed until a date): listed but not selectable.
    case unavailable
}

// MARK: - Labeled text

/// A label and its value, such as ("Address", "Mannerheimintie 5, 00100 Helsinki").
public struct LabeledText: Sendable, Hashable {
    /// The label, already localized.
    public var label: String
    /// The value, already localized.
    public var value: String

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - label: Localized label.
    ///   - value: Localized value.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
