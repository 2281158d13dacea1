#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker

/// The address flow's labels, localized by the host or taken from ``PlacePicker/ControlLabels``.
public struct AddressFlowLabels: Sendable, Hashable {
    /// The search field's label: "Search for an address".
    public var search: String
    /// The results' heading: "Addresses found".
    public var results: String
    /// The notes field's label: "Entrance notes".
    public var entranceNotes: String
    /// The confirm button: "Confirm".
    public var confirm: String

    /// Creates labels.
    ///
    /// - Parameters:
    ///   - search: Search field label.
    ///   - results: Results heading.
    ///   - entranceNotes: Notes field label.
    ///   - confirm: Confirm button label.
    public init(search: String, results: String, entranceNotes: String, confirm: String) {
        self.search = search
        self.results = results
        self.entranceNotes = entranceNotes
        self.confirm = confirm
    }

    /// Takes every label from the picker's control labels.
    ///
    /// - Parameter labels: The picker's labels (``PlacePicker/ControlLabels/addressSearch``,
    ///   ``PlacePicker/ControlLabels/chooseAddress``, ``PlacePicker/ControlLabels/entranceNotes``,
    ///   ``PlacePicker/ControlLabels/confirm``).
    public init(_ labels: ControlLabels) {
        self.init(
            search: labels.addressSearch, results: labels.chooseAddress, entranceNotes: labels.entranceNotes,
            confirm: labels.confirm)
    }
}
#endif
