/// Everything one picker state shows and says, built by ``PickerModel/screen(for:)``.
///
/// Front ends render this value and nothing else: the list from ``rows``, the map from ``map``,
/// both from the same query results, so they always hold the same places in the same order.
public struct Screen: Sendable, Hashable {
    /// The state this screen shows.
    public var state: PickerState
    /// The summary sentence (also the announcement after filter and search changes).
    public var summary: Summary
    /// The list rows, in order.
    public var rows: [PlaceRow]
    /// The map view of the same places.
    public var map: MapScreen
    /// The filter controls.
    public var filters: FilterPanel
    /// The controls' own labels.
    public var labels: ControlLabels
    /// Shown when the selection is hidden by filters.
    public var selectionNotice: SelectionNotice?
    /// The selected place's row, whether or not it is visible.
    public var selectedRow: PlaceRow?
    /// Whether more rows can be shown.
    public var hasMore: Bool
    /// The origin's description: "Distances from Helsinki central railway station".
    public var originText: String
    /// Data attribution.
    public var attribution: String
    /// The BCP 47 language tag of the text, for `lang` attributes.
    public var languageTag: String

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - state: State.
    ///   - summary: Summary.
    ///   - rows: Rows.
    ///   - map: Map.
    ///   - filters: Filters.
    ///   - labels: Labels.
    ///   - selectionNotice: Hidden-selection notice.
    ///   - selectedRow: Selected row.
    ///   - hasMore: More rows.
    ///   - originText: Origin description.
    ///   - attribution: Attribution.
    ///   - languageTag: Language.
    public init(
        state: PickerState, summary: Summary, rows: [PlaceRow], map: MapScreen, filters: FilterPanel,
        labels: ControlLabels, selectionNotice: SelectionNotice?, selectedRow: PlaceRow?, hasMore: Bool,
        originText: String, attribution: String, languageTag: String
    ) {
        self.state = state
        self.summary = summary
        self.rows = rows
        self.map = map
        self.filters = filters
        self.labels = labels
        self.selectionNotice = selectionNotice
        self.selectedRow = selectedRow
        self.hasMore = hasMore
        self.originText = originText
        self.attribution = attribution
        self.languageTag = languageTag
    }
}
