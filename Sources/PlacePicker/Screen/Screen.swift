import Foundation
import PlaceQuery
import PlaceQueryModel

/// Everything one picker state shows and says, computed once by ``PickerModel/screen(for:)`` or
/// ``PickerModel/apply(_:to:)``.
///
/// Front ends render this value and nothing else: the list from ``rows``, the map from ``map``,
/// the JSON API and `placepicker nearest --json` from ``jsonPlaces``, all from the same query
/// results, so they always hold the same places in the same order under the same names.
public struct Screen: Sendable, Hashable {
    /// The state this screen shows.
    public var state: PickerState
    /// The instant of its opening states.
    public var instant: Date
    /// The summary sentence (also the announcement after filter and search changes).
    public var summary: Summary
    /// The list rows, in order: the visible set's first ``PickerState/limit`` places, or the
    /// members of the listed cluster (see ``clusterScope``).
    public var rows: [PlaceRow]
    /// The places of ``rows``, in the same order, with what the query computed.
    public var results: [PlaceResult]
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
    /// The selected place, whether or not it is visible.
    public var selectedResult: PlaceResult?
    /// Set when the list shows one cluster's members instead of the whole set.
    public var clusterScope: ClusterScope?
    /// Whether more rows can be shown.
    public var hasMore: Bool
    /// The origin's description: "Distances from Helsinki central railway station".
    public var originText: String
    /// Data attribution.
    public var attribution: String
    /// The BCP 47 language tag of the text, for `lang` attributes.
    public var languageTag: String
    /// What to announce with this screen (set by actions), if anything.
    public var announcement: Announcement?
    /// The step offered after choosing the selected place, and what the choice says; `nil` when
    /// nothing is selected.
    public var nextStep: NextStep?

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - state: State.
    ///   - instant: Instant.
    ///   - summary: Summary.
    ///   - rows: Rows.
    ///   - results: The rows' places.
    ///   - map: Map.
    ///   - filters: Filters.
    ///   - labels: Labels.
    ///   - selectionNotice: Hidden-selection notice.
    ///   - selectedRow: Selected row.
    ///   - selectedResult: Selected place.
    ///   - clusterScope: The listed cluster.
    ///   - hasMore: More rows.
    ///   - originText: Origin description.
    ///   - attribution: Attribution.
    ///   - languageTag: Language.
    ///   - announcement: What to announce.
    public init(
        state: PickerState, instant: Date, summary: Summary, rows: [PlaceRow], results: [PlaceResult],
        map: MapScreen, filters: FilterPanel, labels: ControlLabels, selectionNotice: SelectionNotice?,
        selectedRow: PlaceRow?, selectedResult: PlaceResult?, clusterScope: ClusterScope?, hasMore: Bool,
        originText: String, attribution: String, languageTag: String, announcement: Announcement? = nil
    ) {
        self.state = state
        self.instant = instant
        self.summary = summary
        self.rows = rows
        self.results = results
        self.map = map
        self.filters = filters
        self.labels = labels
        self.selectionNotice = selectionNotice
        self.selectedRow = selectedRow
        self.selectedResult = selectedResult
        self.clusterScope = clusterScope
        self.hasMore = hasMore
        self.originText = originText
        self.attribution = attribution
        self.languageTag = languageTag
        self.announcement = announcement
    }

    /// The rows' places in the JSON form the API and the command line give.
    public var jsonPlaces: [PlaceJSON] { zip(results, rows).map { PlaceJSON(result: $0, row: $1) } }

    /// The selected place in the JSON form, if any.
    public var selectedJSON: PlaceJSON? {
        guard let result = selectedResult, let row = selectedRow else { return nil }
        return PlaceJSON(result: result, row: row)
    }
}

/// The list's scope when it shows one cluster's members: what the summary says of them and the
/// control that shows the whole set again.
public struct ClusterScope: Sendable, Hashable {
    /// The cluster's key (``MapClusterItem/id``).
    public var key: String
    /// "2 of 37 pickup points at one spot on the map, 1 open now."
    public var summary: String
    /// "Show all pickup points": the control that sends ``PickerAction/collapseCluster``.
    public var showAllTitle: String

    /// Creates a scope.
    ///
    /// - Parameters:
    ///   - key: The cluster's key.
    ///   - summary: What the list shows.
    ///   - showAllTitle: The way back.
    public init(key: String, summary: String, showAllTitle: String) {
        self.key = key
        self.summary = summary
        self.showAllTitle = showAllTitle
    }
}

// MARK: - Selection notice

/// Shown when the selected place is hidden by the current filters: it stays selected, and the
/// person can show it again.
public struct SelectionNotice: Sendable, Hashable {
    /// "Selected place hidden by filters: Posti Kluuvi."
    public var text: String
    /// "Show it".
    public var actionTitle: String
    /// The action that shows it (``PickerAction/showSelected``).
    public var action: PickerAction

    /// Creates a notice.
    ///
    /// - Parameters:
    ///   - text: The sentence.
    ///   - actionTitle: The button label.
    ///   - action: The action.
    public init(text: String, actionTitle: String, action: PickerAction = .showSelected) {
        self.text = text
        self.actionTitle = actionTitle
        self.action = action
    }
}

/// The parts of a ``Screen`` a front end shows besides the list and the summary, so none
/// computes what it throws away (``PickerModel/screen(for:at:announcement:parts:)``).
///
/// Every part left out is left out whole: a screen without ``map`` has no pins or clusters
/// (``MapScreen/isDrawn`` is `false`), one without ``rowFacts`` has rows without
/// ``PlaceRow/customContent``. Everything else is the same screen.
public struct ScreenParts: OptionSet, Sendable, Hashable {
    /// The parts as bits.
    public let rawValue: Int

    /// Creates parts from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The map's pins and clusters inside the camera's viewport. The JSON API and
    /// `placepicker nearest` leave it out.
    public static let map = ScreenParts(rawValue: 1 << 0)
    /// Each row's facts for assistive technology (``PlaceRow/customContent``: the address, today's
    /// hours, step-free access), which VoiceOver offers as custom content in the SwiftUI list.
    /// The web page and the JSON answers do not show them, and today's hours are the costliest
    /// words of a row.
    public static let rowFacts = ScreenParts(rawValue: 1 << 1)
    /// Everything (the SwiftUI component's screen).
    public static let all: ScreenParts = [.map, .rowFacts]
}
