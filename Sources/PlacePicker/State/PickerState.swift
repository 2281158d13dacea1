import PlaceQuery
import PlaceQueryModel

/// Everything a person has chosen in the picker, as a value.
///
/// The state is small and serializable: the web picker keeps all of it in the URL, the SwiftUI
/// picker in an observable session. Actions turn one state into the next (see ``PickerAction``).
public struct PickerState: Sendable, Hashable, Codable {
    /// List or map.
    public var mode: PickerMode
    /// The filters that define the visible set (text search included).
    public var filters: PlaceFilters
    /// The order of the visible set.
    public var sort: PlaceSort
    /// Where distances are measured from.
    public var origin: Origin
    /// The selected place's id. It survives mode switches and filter changes; if filters hide
    /// it, it stays selected and the screen says so.
    public var selectedID: String?
    /// The map camera; `nil` means "fit the visible set".
    public var camera: MapCamera?
    /// The cluster whose members are listed (a cluster whose members share one spot), if any.
    public var expandedClusterID: String?
    /// How many rows to show (the list grows with "Show more").
    public var limit: Int

    /// The default number of rows.
    public static let defaultLimit = 20

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - origin: Where distances are measured from.
    ///   - mode: List or map.
    ///   - filters: Filters.
    ///   - sort: Order.
    ///   - selectedID: Selection.
    ///   - camera: Map camera, `nil` to fit.
    ///   - expandedClusterID: Listed cluster.
    ///   - limit: Rows to show.
    public init(
        origin: Origin, mode: PickerMode = .list, filters: PlaceFilters = PlaceFilters(), sort: PlaceSort = .distance,
        selectedID: String? = nil, camera: MapCamera? = nil, expandedClusterID: String? = nil,
        limit: Int = PickerState.defaultLimit
    ) {
        self.origin = origin
        self.mode = mode
        self.filters = filters
        self.sort = sort
        self.selectedID = selectedID
        self.camera = camera
        self.expandedClusterID = expandedClusterID
        self.limit = limit
    }
}

// MARK: - Mode

/// Which view of the visible set is shown. Both show the same places in the same order.
public enum PickerMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The list (the default: it can be scanned, compared and used with any input method).
    case list
    /// The map.
    case map
}
