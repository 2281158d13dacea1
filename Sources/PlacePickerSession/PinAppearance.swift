import PlacePicker

/// How a place is drawn on the map and what its one accessibility element says.
///
/// Every place is drawn by the same kind of map content whether or not it is selected, so that
/// selecting a pin changes how it looks and never replaces the element under VoiceOver's cursor
/// (which would drop focus). The selected place is an outlined square where the others are
/// circles: shape and outline, not colour alone. Its label names it once; "Selected" is the trait's.
public struct PinAppearance: Sendable, Hashable {
    /// The pin's outline shape.
    public enum Shape: Sendable, Hashable {
        /// A circle: an unselected place.
        case circle
        /// A square with a heavy outline: the selection.
        case outlinedSquare
    }

    /// The shape.
    public var shape: Shape
    /// The glyph inside it ("P").
    public var glyph: String
    /// The element's label: "Kamppi post office, 350 m west · Open until 21:00".
    public var accessibilityLabel: String
    /// The element's hint: what activating it does ("Selects this pickup point").
    public var accessibilityHint: String
    /// Whether the element carries the selected trait.
    public var isSelected: Bool
    /// The names speech input accepts: the place's name, so "Tap Kamppi post office" works on the map.
    public var inputLabels: [String]

    /// Decides a pin's appearance.
    ///
    /// - Parameters:
    ///   - pin: The pin model.
    ///   - hint: What selecting does, from the place's row (``PlaceRow/accessibilityHint``).
    public init(pin: MapPin, hint: String) {
        shape = pin.isSelected ? .outlinedSquare : .circle
        glyph = pin.glyph
        accessibilityLabel = pin.accessibilityLabel
        accessibilityHint = hint
        isSelected = pin.isSelected
        inputLabels = [pin.title]
    }
}
