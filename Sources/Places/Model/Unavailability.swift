import Foundation

/// Why a place cannot be chosen for now, from the data.
///
/// Documented data properties (GeoJSON/CSV/OSM tag style):
/// - `pickup:status=full` — the place takes no more parcels now; with `pickup:status_until=2026-12-04`
///   it says until when.
/// - `pickup:status=closed` with `pickup:status_until=YYYY-MM-DD` — temporarily closed until that date
///   (inclusive). A date in the past means the place is available again.
/// Unavailable places stay in the list, say why, and cannot be selected.
public struct Unavailability: Sendable, Hashable {
    /// The kind of unavailability.
    public enum Reason: String, Sendable, Hashable {
        /// Full: no capacity for new parcels.
        case full
        /// Temporarily closed.
        case closed
    }

    /// Why.
    public var reason: Reason
    /// The last day of unavailability (local date `YYYY-MM-DD` in the place's zone), if known.
    public var until: String?

    /// Creates an unavailability.
    ///
    /// - Parameters:
    ///   - reason: Why.
    ///   - until: Last day, `YYYY-MM-DD`.
    public init(reason: Reason, until: String?) {
        self.reason = reason
        self.until = until
    }

    /// The property holding the status.
    public static let statusKey = "pickup:status"
    /// The property holding the last day.
    public static let untilKey = "pickup:status_until"

    /// Reads a place's unavailability at a local date, or `nil` when it is available.
    ///
    /// - Parameters:
    ///   - place: The place.
    ///   - today: The local date at the place, `YYYY-MM-DD`.
    /// - Returns: The unavailability in force, if any.
    public static func of(_ place: Place, today: String) -> Unavailability? {
        of(place, today: { today })
    }

    /// Reads a place's unavailability, asking for the local date only when the place has a status
    /// (most places have none, and the date costs a time-zone lookup).
    ///
    /// - Parameters:
    ///   - place: The place.
    ///   - today: Gives the local date at the place, `YYYY-MM-DD`.
    /// - Returns: The unavailability in force, if any.
    public static func of(_ place: Place, today: () -> String) -> Unavailability? {
        guard let status = place.properties[statusKey]?.stringValue?.lowercased(),
            let reason = Reason(rawValue: status)
        else { return nil }
        let until = place.properties[untilKey]?.stringValue
        if let until, until.count == 10, until < today() { return nil }
        return Unavailability(reason: reason, until: until)
    }
}
