/// The order of the visible set.
public enum PlaceSort: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nearest first (the default). With a text search, better matches come first, then distance.
    case distance
    /// By name, in the locale-independent folded order, then distance.
    case name
    /// Open places that close latest first; then closed places by when they open; unknown last.
    case closingTime
}
