/// Which view of the visible set is shown. Both show the same places in the same order.
public enum PickerMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The list (the default: it can be scanned, compared and used with any input method).
    case list
    /// The map.
    case map
}
