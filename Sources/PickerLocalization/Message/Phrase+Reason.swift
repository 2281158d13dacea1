import Places

extension Phrase {
    /// A carrier's reason for a point's state: a known code said in the page's language
    /// (``Places/StatusReason``: "holiday" is "Urlaub" on a German page), anything else as written.
    ///
    /// - Parameter note: The `pickup:status_reason` value.
    /// - Returns: The value to put in the state's comment.
    public static func reason(_ note: String) -> PhraseValue {
        guard let reason = StatusReason(note: note) else { return .text(note) }
        let key: TextKey =
            switch reason {
            case .holiday: .reasonHoliday
            case .outOfService: .reasonOutOfService
            case .closure: .reasonClosure
            case .outOfOrder: .reasonOutOfOrder
            case .noPickup: .reasonNoPickup
            case .noDropoff: .reasonNoDropoff
            case .notConfirmed: .reasonNotConfirmed
            case .closedComingWeek: .reasonClosedComingWeek
            case .closedForGood: .reasonClosedForGood
            }
        return .phrase(Phrase(key))
    }
}
