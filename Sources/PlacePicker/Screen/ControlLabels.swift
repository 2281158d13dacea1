/// Localized labels of the picker's own controls (not of the places).
public struct ControlLabels: Sendable, Hashable {
    /// The page or screen title: "Choose a pickup point".
    public var title: String
    /// "View" (the name of the List | Map switch).
    public var viewSwitch: String
    /// "List".
    public var list: String
    /// "Map".
    public var map: String
    /// "Your location".
    public var yourLocation: String
    /// "Use my location".
    public var useMyLocation: String
    /// "Search for an address".
    public var addressSearch: String
    /// "Zoom in".
    public var zoomIn: String
    /// "Zoom out".
    public var zoomOut: String
    /// Button labels for panning, by direction: "Move map north", ….
    public var pan: [PanDirection: String]
    /// "Fit all places".
    public var resetCamera: String
    /// "Show more".
    public var showMore: String
    /// "Clear selection".
    public var clearSelection: String
    /// "Confirm".
    public var confirm: String
    /// "Change".
    public var change: String
    /// "Places on the map" (the name of the pins' list / rotor).
    public var placesRotor: String
    /// "Your location" marker on the map.
    public var originMarker: String

    /// Creates the labels.
    ///
    /// - Parameters:
    ///   - title: Title.
    ///   - viewSwitch: View switch name.
    ///   - list: List.
    ///   - map: Map.
    ///   - yourLocation: Location heading.
    ///   - useMyLocation: Geolocation button.
    ///   - addressSearch: Address field.
    ///   - zoomIn: Zoom in.
    ///   - zoomOut: Zoom out.
    ///   - pan: Pan buttons.
    ///   - resetCamera: Fit button.
    ///   - showMore: More rows.
    ///   - clearSelection: Clear.
    ///   - confirm: Confirm.
    ///   - change: Change.
    ///   - placesRotor: Pins list name.
    ///   - originMarker: Origin marker.
    public init(
        title: String, viewSwitch: String, list: String, map: String, yourLocation: String, useMyLocation: String,
        addressSearch: String, zoomIn: String, zoomOut: String, pan: [PanDirection: String], resetCamera: String,
        showMore: String, clearSelection: String, confirm: String, change: String, placesRotor: String,
        originMarker: String
    ) {
        self.title = title
        self.viewSwitch = viewSwitch
        self.list = list
        self.map = map
        self.yourLocation = yourLocation
        self.useMyLocation = useMyLocation
        self.addressSearch = addressSearch
        self.zoomIn = zoomIn
        self.zoomOut = zoomOut
        self.pan = pan
        self.resetCamera = resetCamera
        self.showMore = showMore
        self.clearSelection = clearSelection
        self.confirm = confirm
        self.change = change
        self.placesRotor = placesRotor
        self.originMarker = originMarker
    }
}
