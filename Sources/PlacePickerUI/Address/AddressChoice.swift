#if canImport(SwiftUI) && canImport(MapKit)
import Geodesy
import PlacePicker
import PlaceQuery

/// One address in the address flow's result list: from the catalog's own addresses, or from MapKit.
public struct AddressChoice: Sendable, Hashable, Identifiable {
    /// A stable id within one result list.
    public var id: String
    /// The address on one line ("Mannerheimintie 5, 00100 Helsinki"), or MapKit's title.
    public var title: String
    /// MapKit's second line (for example the city), if any.
    public var subtitle: String?
    /// Where it is; `nil` for a MapKit suggestion until it has been looked up.
    public var coordinate: Coordinate?
    /// The catalog match this came from, if it came from the catalog.
    public var match: AddressMatch?

    /// Creates a choice from a catalog address match.
    ///
    /// - Parameter match: A match from ``PlacePicker/PickerModel/addressMatches(for:)``.
    public init(match: AddressMatch) {
        self.id = match.id
        self.title = match.label
        self.subtitle = nil
        self.coordinate = match.coordinate
        self.match = match
    }

    /// Creates a choice from any source.
    ///
    /// - Parameters:
    ///   - id: Stable id within the result list.
    ///   - title: First line.
    ///   - subtitle: Second line.
    ///   - coordinate: Location, if known.
    public init(id: String, title: String, subtitle: String?, coordinate: Coordinate?) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.coordinate = coordinate
        self.match = nil
    }
}

/// What the person confirmed in the address flow: the new origin and the notes for the courier.
public struct AddressConfirmation: Sendable, Hashable {
    /// The origin to measure distances from; pass it to ``PlacePicker/PickerAction/setOrigin(_:)``.
    public var origin: Origin
    /// The catalog match, when the address came from the catalog.
    public var match: AddressMatch?
    /// Free text about the entrance ("Door code 1234, second courtyard"), possibly empty.
    public var entranceNotes: String

    /// Creates a confirmation.
    ///
    /// - Parameters:
    ///   - origin: The new origin.
    ///   - match: The catalog match, if any.
    ///   - entranceNotes: The notes.
    public init(origin: Origin, match: AddressMatch?, entranceNotes: String) {
        self.origin = origin
        self.match = match
        self.entranceNotes = entranceNotes
    }
}

/// The address flow's own labels, localized by the host or taken from ``PlacePicker/ControlLabels``.
public struct AddressFlowLabels: Sendable, Hashable {
    /// The search field's label: "Search for an address".
    public var search: String
    /// The notes field's label: "Entrance notes".
    public var entranceNotes: String
    /// The confirm button: "Confirm".
    public var confirm: String

    /// Creates labels.
    ///
    /// - Parameters:
    ///   - search: Search field label.
    ///   - entranceNotes: Notes field label.
    ///   - confirm: Confirm button label.
    public init(search: String, entranceNotes: String, confirm: String) {
        self.search = search
        self.entranceNotes = entranceNotes
        self.confirm = confirm
    }

    /// Takes the search and confirm labels from the picker's control labels.
    ///
    /// - Parameters:
    ///   - labels: The picker's labels (``PlacePicker/ControlLabels/addressSearch`` and
    ///     ``PlacePicker/ControlLabels/confirm`` are used).
    ///   - entranceNotes: The notes field's label, which the control labels do not have yet.
    public init(_ labels: ControlLabels, entranceNotes: String) {
        self.init(search: labels.addressSearch, entranceNotes: entranceNotes, confirm: labels.confirm)
    }
}
#endif
