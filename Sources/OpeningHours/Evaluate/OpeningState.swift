import Foundation
import OpeningHoursSyntax

/// The status at an instant, with the comment of the rule that decided it.
public struct OpeningState: Sendable, Hashable {
    /// Open, closed or unknown.
    public var status: OpeningStatus
    /// The rule's comment, e.g. `by appointment`.
    public var comment: String?

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - status: The status.
    ///   - comment: The comment, if any.
    public init(status: OpeningStatus, comment: String? = nil) {
        self.status = status
        self.comment = comment
    }

    /// Closed with no comment: what every time no rule covers is.
    public static let closed = OpeningState(status: .closed)
}

/// A change of status: the instant and the state from then on.
public struct StateChange: Sendable, Hashable {
    /// The first instant with the new state.
    public var date: Date
    /// The state from `date` on.
    public var state: OpeningState

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - date: The instant.
    ///   - state: The new state.
    public init(date: Date, state: OpeningState) {
        self.date = date
        self.state = state
    }
}

/// A stretch of time with one state: `[start, end)`.
public struct OpeningInterval: Sendable, Hashable {
    /// First instant.
    public var start: Date
    /// First instant after the interval.
    public var end: Date
    /// The state throughout.
    public var state: OpeningState

    /// Creates an interval.
    ///
    /// - Parameters:
    ///   - start: Start.
    ///   - end: End (exclusive).
    ///   - state: The state.
    public init(start: Date, end: Date, state: OpeningState) {
        self.start = start
        self.end = end
        self.state = state
    }
}
