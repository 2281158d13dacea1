/// Whether a place is open.
public enum OpeningStatus: Sendable, Hashable {
    /// Open.
    case open
    /// Closed.
    case closed
    /// Not known (`unknown`, a comment-only rule, an open end): never shown as open or closed.
    case unknown
}
