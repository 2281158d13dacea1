import Foundation

/// A place's opening state at the query instant, in the place's own time zone.
public struct OpeningSnapshot: Sendable, Hashable {
    /// Open, closed or unknown.
    public enum Status: String, Sendable, Hashable, Codable, BitwiseCopyable {
        /// Open at the instant.
        case open
        /// Closed at the instant.
        case closed
        /// The data does not say (no hours, unreadable hours, `unknown`, or a comment-only rule).
        case unknown
    }

    /// The state at the instant.
    public var status: Status
    /// The comment in force, from the data ("by appointment"), if any.
    public var comment: String?
    /// The next instant the status changes, if within the search horizon.
    public var nextChange: Date?
    /// The status after ``nextChange``.
    public var nextStatus: Status?
    /// Whether the place is open at every instant (`24/7` and its equivalents without exceptions), as
    /// `CompiledSchedule.isAlwaysOpen` defines it: the one definition every filter and text uses.
    public var isAlwaysOpen: Bool
    /// The IANA zone the state was computed in.
    public var timeZone: TimeZone

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - status: State.
    ///   - comment: Comment.
    ///   - nextChange: Next change.
    ///   - nextStatus: State after it.
    ///   - isAlwaysOpen: 24/7.
    ///   - timeZone: Zone.
    public init(
        status: Status, comment: String? = nil, nextChange: Date? = nil, nextStatus: Status? = nil,
        isAlwaysOpen: Bool = false, timeZone: TimeZone
    ) {
        self.status = status
        self.comment = comment
        self.nextChange = nextChange
        self.nextStatus = nextStatus
        self.isAlwaysOpen = isAlwaysOpen
        self.timeZone = timeZone
    }
}
