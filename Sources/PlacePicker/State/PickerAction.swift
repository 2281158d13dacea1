import PlaceQuery
import PlaceQueryModel

/// Something a person does in the picker. ``PickerModel/apply(_:to:)`` turns it into a new state and
/// what to announce.
public enum PickerAction: Sendable, Hashable {
    /// Choose a place (ignored, with an explanation, when it is temporarily unavailable).
    case select(id: String)
    /// Forget the selection.
    case clearSelection
    /// Flip the "Open now" filter.
    case toggleOpenNow
    /// Turn a category filter on or off.
    case setCategory(String, isOn: Bool)
    /// Turn the step-free filter on or off.
    /// Turns a carrier (by key, `dhl`) on or off in the carrier filter.
    case setCarrier(String, isOn: Bool)
    case setStepFreeOnly(Bool)
    /// Turns "Only places with space" on or off.
    case setWithSpaceOnly(Bool)
    /// Search by text (empty clears the search).
    case search(String)
    /// Change the order.
    case setSort(PlaceSort)
    /// Change where distances are measured from.
    case setOrigin(Origin)
    /// Show the list or the map.
    case switchMode(PickerMode)
    /// Zoom the map in one step.
    case zoomIn
    /// Zoom the map out one step.
    case zoomOut
    /// Move the map one step.
    case pan(PanDirection)
    /// Show the map at a camera (a pinch, a drag, a map link): the screen follows it.
    case setCamera(MapCamera)
    /// Fit the map to the visible set again.
    case resetCamera
    /// Activate a cluster: zoom in where it splits, or list its members.
    case expandCluster(id: String)
    /// Stop listing a cluster's members.
    case collapseCluster
    /// Clear the filters that hide the selected place, so it is visible again: the map fits the
    /// visible set and the list grows until the selected row is on it.
    case showSelected
    /// Show more rows.
    case showMore
}
