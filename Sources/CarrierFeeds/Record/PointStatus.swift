import Places

/// What a carrier says of a point's state, in the four states a shopper understands.
///
/// Written as the properties the picker reads (``Unavailability``): `pickup:status` (`full`,
/// `closed`, `disabled`), `pickup:status_until` (the last day, `YYYY-MM-DD`) and
/// `pickup:status_reason` (the carrier's own words, shown with the state).
enum PointStatus: Equatable {
    /// Open for parcels as usual.
    case operating
    /// Takes no more parcels for now.
    case full(until: String?, reason: String?)
    /// Closed for a while.
    case closed(until: String?, reason: String?)
    /// Out of service or removed: never selectable.
    case disabled(reason: String?)

    /// The property holding the carrier's reason.
    static let reasonKey = Unavailability.reasonKey
    /// The property holding the usually very busy weekdays (`Mo,Fr`).
    static let busyKey = Unavailability.busyDaysKey

    /// Writes the status properties (none for an operating point).
    func write(into tags: inout [String: JSONValue]) {
        let (word, until, reason): (String, String?, String?)
        switch self {
        case .operating: return
        case .full(let end, let why): (word, until, reason) = ("full", end, why)
        case .closed(let end, let why): (word, until, reason) = ("closed", end, why)
        case .disabled(let why): (word, until, reason) = ("disabled", nil, why)
        }
        tags[Unavailability.statusKey] = .string(word)
        if let until { tags[Unavailability.untilKey] = .string(until) }
        if let reason, !reason.isEmpty { tags[PointStatus.reasonKey] = .string(reason) }
    }

    /// Whether the point can never be chosen in this state.
    var isDisabled: Bool {
        if case .disabled = self { return true }
        return false
    }
}
