import Geodesy

/// Several places drawn as one map symbol, which says how many and what they are.
public struct MapClusterItem: Sendable, Hashable, Identifiable {
    /// What activating the cluster does.
    public enum Activation: Sendable, Hashable {
        /// Zoom the camera in to this zoom level, where the cluster splits.
        case zoomIn(toZoom: Int)
        /// Show its members as a list (they share one spot; zooming cannot split them).
        case listMembers
    }

    /// Stable id within the current map state.
    public var id: String
    /// How many places it holds.
    public var count: Int
    /// How many of them are open now.
    public var openCount: Int
    /// Where to draw it.
    public var coordinate: Coordinate
    /// The member nearest to the origin, by name.
    public var nearestName: String
    /// "5 pickup points, 3 open, nearest Kamppi post office 200 m".
    public var accessibilityLabel: String
    /// "Zooms in" or "Lists them".
    public var accessibilityHint: String
    /// The short visible text on the symbol: the count.
    public var visibleCount: String
    /// What activation does.
    public var activation: Activation
    /// Whether the selected place is inside it (the cluster is then outlined too).
    public var containsSelection: Bool
    /// The members' ids, in visible order.
    public var memberIDs: [String]
    /// Where its nearest member stands in list order, 1-based like ``MapPin/listPosition``, so
    /// pins and clusters are reachable in the order of the rows (0 when not known).
    public var listPosition = 0

    /// Creates a cluster item.
    ///
    /// - Parameters:
    ///   - id: Stable id.
    ///   - count: Member count.
    ///   - openCount: Open member count.
    ///   - coordinate: Location.
    ///   - nearestName: Nearest member's name.
    ///   - accessibilityLabel: Spoken label.
    ///   - accessibilityHint: Spoken hint.
    ///   - visibleCount: Visible count text.
    ///   - activation: What activation does.
    ///   - containsSelection: Whether the selection is inside.
    ///   - memberIDs: The members' ids.
    public init(
        id: String, count: Int, openCount: Int, coordinate: Coordinate, nearestName: String,
        accessibilityLabel: String, accessibilityHint: String, visibleCount: String, activation: Activation,
        containsSelection: Bool, memberIDs: [String] = []
    ) {
        self.id = id
        self.count = count
        self.openCount = openCount
        self.coordinate = coordinate
        self.nearestName = nearestName
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.visibleCount = visibleCount
        self.activation = activation
        self.containsSelection = containsSelection
        self.memberIDs = memberIDs
    }
}
