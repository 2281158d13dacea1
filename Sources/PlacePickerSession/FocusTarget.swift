import PlacePicker

/// Where accessibility focus (VoiceOver's cursor, Switch Control's scan position) goes after an
/// action whose control disappears or whose answer is elsewhere.
///
/// Most actions leave focus on the control that sent them. A few remove that control (a cluster
/// that splits or lists its members, "Clear selection" with its bar, "Show it", "Show more"): focus
/// would then fall to the top of the screen, and the person would have to find their place again.
/// The rules move it to what replaced the control. Front ends tag their views with these values
/// (SwiftUI: `accessibilityFocused(_:equals:)`).
public enum FocusTarget: Sendable, Hashable {
    /// A place's row (its select button).
    case row(String)
    /// A place's pin on the map.
    case pin(String)
    /// A cluster on the map, by ``MapClusterItem/id``.
    case cluster(String)
    /// The summary sentence above the places (or the listed cluster's summary).
    case summary

    /// Where focus goes after an action.
    ///
    /// - Expanding a cluster that lists its members: the first member's row. One that zooms in:
    ///   its first member, as a pin or inside the cluster that now holds it.
    /// - "Show all" (collapsing a listed cluster): the cluster again on the map; in the list, the
    ///   row of the member that was first, now among all places.
    /// - "Clear selection": the place that was selected (row in the list, pin on the map).
    /// - "Show it": the selected place. "Show more": the first new row.
    /// - A new origin from the address field: the summary that now describes distances from it.
    /// - The summary's own suggestion: the summary.
    /// - Anything else: `nil`, focus stays.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - source: Where it came from.
    ///   - before: The screen it was sent from.
    ///   - after: The screen it led to.
    /// - Returns: The target, or `nil` to leave focus alone.
    /// - Complexity: O(n) in the rows, pins and clusters of the screens.
    public static func after(_ action: PickerAction, from source: ActionSource, before: Screen, after: Screen)
        -> FocusTarget?
    {
        if source == .automatic { return nil }
        switch action {
        case .expandCluster(let id):
            if after.clusterScope?.key == id, let first = after.rows.first { return .row(first.id) }
            let members = before.map.clusters.first { $0.id == id }?.memberIDs ?? []
            guard let first = members.first else { return after.state == before.state ? nil : .summary }
            return onMap(first, in: after) ?? .summary
        case .collapseCluster:
            guard let scope = before.clusterScope else { return nil }
            if after.state.mode == .map, after.map.clusters.contains(where: { $0.id == scope.key }) {
                return .cluster(scope.key)
            }
            if let first = before.rows.first?.id, after.rows.contains(where: { $0.id == first }) { return .row(first) }
            return .summary
        case .clearSelection:
            guard let id = before.state.selectedID else { return nil }
            return place(id, in: after) ?? .summary
        case .showSelected:
            guard let id = after.state.selectedID else { return .summary }
            return place(id, in: after) ?? .summary
        case .showMore:
            return after.rows.count > before.rows.count ? .row(after.rows[before.rows.count].id) : nil
        case .setOrigin:
            return .summary
        default:
            return source == .summary ? .summary : nil
        }
    }

    /// A place where the screen's current view shows it: its row in the list, its pin (or the
    /// cluster holding it) on the map.
    private static func place(_ id: String, in screen: Screen) -> FocusTarget? {
        switch screen.state.mode {
        case .list: screen.rows.contains { $0.id == id } ? .row(id) : nil
        case .map: onMap(id, in: screen) ?? (screen.rows.contains { $0.id == id } ? .row(id) : nil)
        }
    }

    private static func onMap(_ id: String, in screen: Screen) -> FocusTarget? {
        if screen.map.pins.contains(where: { $0.id == id }) { return .pin(id) }
        if let cluster = screen.map.clusters.first(where: { $0.memberIDs.contains(id) }) { return .cluster(cluster.id) }
        return nil
    }
}
