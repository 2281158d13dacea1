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

    /// The list's heading: "Pickup points".
    public var resultsHeading: String
    /// "Apply filters" (the submit button without JavaScript).
    public var applyFilters: String
    /// "Find address".
    public var findAddress: String
    /// "Choose your address" (the legend of the address results).
    public var chooseAddress: String
    /// "No address matches. Try a street name and number, such as Mannerheimintie 5."
    public var noAddressFound: String
    /// "Skip to results".
    public var skipToResults: String
    /// "Skip the map".
    public var skipMap: String
    /// "Some choices could not be used" (heading of parameter problems).
    public var problems: String
    /// "Details" (link to a place's card).
    public var details: String
    /// "Back to the list".
    public var back: String
    /// "Entrance notes" (address flow).
    public var entranceNotes: String
    /// "Your choice" (confirmation heading).
    public var yourChoice: String
    /// "Search".
    public var search: String

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
    ///   - resultsHeading: Label.
    ///   - applyFilters: Label.
    ///   - findAddress: Label.
    ///   - chooseAddress: Label.
    ///   - noAddressFound: Label.
    ///   - skipToResults: Label.
    ///   - skipMap: Label.
    ///   - problems: Label.
    ///   - details: Label.
    ///   - back: Label.
    ///   - entranceNotes: Label.
    ///   - yourChoice: Label.
    ///   - search: Label.
    public init(
        title: String, viewSwitch: String, list: String, map: String, yourLocation: String, useMyLocation: String,
        addressSearch: String, zoomIn: String, zoomOut: String, pan: [PanDirection: String], resetCamera: String,
        showMore: String, clearSelection: String, confirm: String, change: String, placesRotor: String,
        originMarker: String, resultsHeading: String, applyFilters: String, findAddress: String, chooseAddress: String,
        noAddressFound: String, skipToResults: String, skipMap: String, problems: String, details: String, back: String,
        entranceNotes: String, yourChoice: String, search: String
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
        self.resultsHeading = resultsHeading
        self.applyFilters = applyFilters
        self.findAddress = findAddress
        self.chooseAddress = chooseAddress
        self.noAddressFound = noAddressFound
        self.skipToResults = skipToResults
        self.skipMap = skipMap
        self.problems = problems
        self.details = details
        self.back = back
        self.entranceNotes = entranceNotes
        self.yourChoice = yourChoice
        self.search = search
    }
}
