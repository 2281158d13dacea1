import Geodesy

/// The map view of the visible set: the same places as the list, as pins and clusters.
public struct MapScreen: Sendable, Hashable {
    /// The camera to show (the state's, or one that fits the visible set).
    public var camera: MapCamera
    /// Individual places, in list order.
    public var pins: [MapPin]
    /// Groups of places too close to tell apart at this zoom.
    public var clusters: [MapClusterItem]
    /// Where distances are measured from.
    public var origin: Coordinate
    /// Whether zooming in / out is possible.
    public var canZoomIn: Bool
    /// Whether zooming out is possible.
    public var canZoomOut: Bool
    /// Data attribution, always visible: "© OpenStreetMap contributors".
    public var attribution: String
    /// Whether the map is dense enough that a muted base map helps custom content stand out.
    public var prefersMutedEmphasis: Bool
    /// How many places of the visible set the viewport holds (pins plus cluster members).
    public var placeCount: Int
    /// How many places the visible set holds (the list's whole count), on the map or not.
    public var visibleSetCount = 0
    /// Whether some of the visible set is outside the viewport: then "Show all on the map"
    /// (``PickerAction/resetCamera``) is offered, and it shows them all.
    public var canShowAll: Bool { isDrawn && placeCount < visibleSetCount }
    /// Whether the pins and clusters were computed: `false` for a screen asked for without its
    /// map (``PickerModel/screen(for:at:announcement:parts:)``, for front ends that show only
    /// the list), whose map has the camera, origin and attribution but no pins or clusters.
    public var isDrawn = true

    /// Creates a map screen.
    ///
    /// - Parameters:
    ///   - camera: Camera.
    ///   - pins: Pins.
    ///   - clusters: Clusters.
    ///   - origin: Origin.
    ///   - canZoomIn: Zoom-in available.
    ///   - canZoomOut: Zoom-out available.
    ///   - attribution: Attribution.
    ///   - prefersMutedEmphasis: Muted base map.
    ///   - placeCount: Places in the viewport.
    public init(
        camera: MapCamera, pins: [MapPin], clusters: [MapClusterItem], origin: Coordinate, canZoomIn: Bool,
        canZoomOut: Bool, attribution: String, prefersMutedEmphasis: Bool, placeCount: Int = 0
    ) {
        self.camera = camera
        self.pins = pins
        self.clusters = clusters
        self.origin = origin
        self.canZoomIn = canZoomIn
        self.canZoomOut = canZoomOut
        self.attribution = attribution
        self.prefersMutedEmphasis = prefersMutedEmphasis
        self.placeCount = placeCount
    }
}
