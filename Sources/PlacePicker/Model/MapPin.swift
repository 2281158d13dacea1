import Geodesy

/// One place on the map, with the name and state a screen reader announces.
public struct MapPin: Sendable, Hashable, Identifiable {
    /// The place id.
    public var id: String
    /// The unique name (same as the row's), never empty.
    public var title: String
    /// Name and state: "Kamppi post office, open until 21:00".
    public var accessibilityLabel: String
    /// A short category glyph for the pin (one or two characters, e.g. "P" for a post office).
    public var glyph: String
    /// Where it is.
    public var coordinate: Coordinate
    /// Styling kind.
    public var stateKind: OpeningStateKind
    /// Whether this is the selection (drawn outlined and with a different shape).
    public var isSelected: Bool
    /// Position in list order, 1-based (pins are reachable in the same order as rows).
    public var listPosition: Int

    /// Creates a pin.
    ///
    /// - Parameters:
    ///   - id: Place id.
    ///   - title: Unique name.
    ///   - accessibilityLabel: Name and state.
    ///   - glyph: Category glyph.
    ///   - coordinate: Location.
    ///   - stateKind: Styling kind.
    ///   - isSelected: Selection state.
    ///   - listPosition: 1-based list position.
    public init(
        id: String, title: String, accessibilityLabel: String, glyph: String, coordinate: Coordinate,
        stateKind: OpeningStateKind, isSelected: Bool, listPosition: Int
    ) {
        self.id = id
        self.title = title
        self.accessibilityLabel = accessibilityLabel
        self.glyph = glyph
        self.coordinate = coordinate
        self.stateKind = stateKind
        self.isSelected = isSelected
        self.listPosition = listPosition
    }
}
