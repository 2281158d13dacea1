/// The opening state of a place at the query instant, reduced to what styling needs.
///
/// The meaning is always also in text (``PlaceRow/detail``); this only picks an icon, colour or
/// pin shape, so it never carries information by colour alone.
public enum OpeningStateKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Open, and not closing within the "closing soon" window.
    case open
    /// Open, but closing soon (within 30 minutes).
    case closingSoon
    /// Closed now.
    case closed
    /// The data does not say, or says only a comment.
    case unknown
    /// Temporarily unavailable (full, or closed until a date): listed but not selectable.
    case unavailable
}
