/// The one-sentence state of the visible set, shown above the list and announced after every
/// filter or search change: "12 pickup points, 8 open now. Nearest open: Posti, 350 m north-east."
public struct Summary: Sendable, Hashable {
    /// The sentence(s), localized.
    public var text: String
    /// How many places match the filters (all pages).
    public var matchingCount: Int
    /// How many of them are open at the instant.
    public var openCount: Int
    /// How many matching places have unknown hours.
    public var unknownCount: Int
    /// With "Open now": how many places with unknown hours it leaves out.
    public var hiddenUnknownCount: Int
    /// The id of the nearest open matching place, if any.
    public var nearestOpenID: String?
    /// A follow-up action when nothing matches (e.g. "Show all?" clears "Open now"), if any.
    public var suggestion: PickerAction?
    /// The visible label of ``suggestion``.
    public var suggestionTitle: String?

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - text: The sentence.
    ///   - matchingCount: Matching places.
    ///   - openCount: Open places.
    ///   - unknownCount: Places with unknown hours.
    ///   - hiddenUnknownCount: Places with unknown hours that "Open now" leaves out.
    ///   - nearestOpenID: Nearest open place.
    ///   - suggestion: Follow-up action.
    ///   - suggestionTitle: Its label.
    public init(
        text: String, matchingCount: Int, openCount: Int, unknownCount: Int, hiddenUnknownCount: Int = 0,
        nearestOpenID: String?,
        suggestion: PickerAction? = nil, suggestionTitle: String? = nil
    ) {
        self.text = text
        self.matchingCount = matchingCount
        self.openCount = openCount
        self.unknownCount = unknownCount
        self.hiddenUnknownCount = hiddenUnknownCount
        self.nearestOpenID = nearestOpenID
        self.suggestion = suggestion
        self.suggestionTitle = suggestionTitle
    }
}
