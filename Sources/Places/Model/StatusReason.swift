/// The reasons carriers give for a point's state as codes (`pickup:status_reason`), which pickers say in
/// the page's language; any other reason is the carrier's own words and is shown as written.
///
/// The feed readers write these codes; the older English wordings some databases still hold are
/// read as the same reasons.
public enum StatusReason: String, Sendable, Hashable, CaseIterable {
    /// Closed for the holidays (DHL's and GLS's `holiday`).
    case holiday
    /// Out of service (DHL's `outOfService`).
    case outOfService
    /// Closed for a while (DHL's `closure`).
    case closure
    /// Broken (GLS's `outoforder` lockers).
    case outOfOrder
    /// Takes parcels in but hands none out (GLS's points without pickup).
    case noPickup
    /// Hands parcels out but takes none in (PostNord's `eligibleParcelOutlet: false`).
    case noDropoff
    /// Not confirmed by its carrier lately (Sendcloud's `is_active: false`).
    case notConfirmed
    /// Closed every day of the coming week (Sendcloud's `open_upcoming_week: false`).
    case closedComingWeek
    /// Closed for good from a date (Omniva's "alaliselt suletud").
    case closedForGood

    /// The reason a `pickup:status_reason` value names, compared without case, or `nil` for a
    /// carrier's own words.
    public init?(note: String) {
        let folded = note.lowercased()
        guard let reason = StatusReason.byFoldedText[folded] else { return nil }
        self = reason
    }

    private static let byFoldedText: [String: StatusReason] = {
        var table: [String: StatusReason] = [:]
        for reason in allCases { table[reason.rawValue.lowercased()] = reason }
        // The English wordings written before the codes.
        table["out of order"] = .outOfOrder
        table["hands out no parcels"] = .noPickup
        table["does not take parcels"] = .noDropoff
        table["not confirmed by the carrier lately"] = .notConfirmed
        table["closed all the coming week"] = .closedComingWeek
        return table
    }()
}
