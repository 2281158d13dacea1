import PickerLocalization

/// What a screen offers after the choice, and what making the choice says.
///
/// Decided by the picker, not by a front end, so the web page and the SwiftUI views say the same
/// words after the same action: a front end only says where it would rather put the step
/// (``Placement``), and renders the ``Screen/nextStep`` it gets back.
public struct NextStep: Sendable, Hashable {
    /// Where a front end offers the step after a choice ("Confirm").
    public enum Placement: Sendable, Hashable {
        /// Right after the chosen row's button, so one Tab reaches it (the web page's list view).
        /// Asked for on a screen that does not list the chosen row in the list view, it is
        /// ``apart``.
        case afterChosenRow
        /// Apart from the rows: a confirmation bar under the list and the map (the SwiftUI
        /// views), or "Your choice" above the list (the web page's map view).
        case apart
        /// Nowhere: the host takes the choice at once (a shop's checkout around `<place-picker>`).
        case handedToHost
    }

    /// Where this screen offers it.
    public var placement: Placement
    /// What choosing the place says, in the words of ``placement``: "Selected Alepa", "Selected
    /// Alepa. Next: Confirm, right after this button.", "Selected Alepa as this order’s pickup point."
    public var announcement: String

    /// Creates a next step.
    ///
    /// - Parameters:
    ///   - placement: Where it is offered.
    ///   - announcement: What the choice says.
    public init(placement: Placement, announcement: String) {
        self.placement = placement
        self.announcement = announcement
    }
}

extension PickerModel {
    /// The step a screen offers after choosing its selected row.
    ///
    /// - Parameters:
    ///   - row: The selected row.
    ///   - state: The screen's state.
    ///   - rows: The screen's rows.
    ///   - preferred: Where the front end puts the step.
    /// - Returns: The step, placed where this screen can have it.
    func nextStep(after row: PlaceRow, state: PickerState, rows: [PlaceRow], preferred: NextStep.Placement)
        -> NextStep
    {
        var placement = preferred
        if placement == .afterChosenRow, state.mode != .list || !rows.contains(where: { $0.id == row.id }) {
            placement = .apart
        }
        let key: TextKey =
            switch placement {
            case .afterChosenRow: .announceSelectedNext
            case .apart: .announceSelected
            case .handedToHost: .announceSelectedForOrder
            }
        return NextStep(placement: placement, announcement: text(Phrase(key, ["name": .text(row.title)])))
    }

    /// What an address search says: how many addresses it found, or how to find one.
    ///
    /// - Parameter count: How many it found.
    /// - Returns: The announcement.
    public func addressSearchAnnouncement(found count: Int) -> Announcement {
        Announcement(
            count == 0 ? text(.announceNoAddress) : text(Phrase(.announceAddressesFound, ["count": .count(count)])))
    }
}
