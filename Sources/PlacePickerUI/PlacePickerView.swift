#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// A place picker where the list is the main path and the map is one optional view of the same places.
///
/// It renders the session's ``PlacePicker/Screen`` and sends every control's action to
/// ``PlacePicker/PickerSession/perform(_:)``; the session decides everything. It shows:
///
/// - a segmented List | Map switch (list first), both views built from the same screen;
/// - a search field, a filter section ("Open now", step-free access, categories) and the sort order,
///   which change the one visible set and so apply to both views;
/// - the summary sentence, and a notice with "Show it" when filters hide the selected place;
/// - where distances are measured from, with "Change" when the host passes `onChangeOrigin`;
/// - the selected place with "Confirm", which calls `onConfirm`.
///
/// After every action that has something to say, the session's announcement is posted to VoiceOver.
/// Put the view in a `NavigationStack` so the title and the search field appear.
public struct PlacePickerView: View {
    private let session: PickerSession
    @Binding private var selection: String?
    private let onChangeOrigin: (@MainActor () -> Void)?
    private let onConfirm: @MainActor (PlaceRow) -> Void

    /// Creates a picker view.
    ///
    /// - Parameters:
    ///   - session: The picker session that holds the state and decides every change.
    ///   - selection: The chosen place's id. The view writes the session's selection here, and selects
    ///     the place when the host sets it (an id the session does not accept is reset to the session's).
    ///   - onChangeOrigin: Called when the person asks to change where distances are measured from, for
    ///     example to present an ``AddressFlowView``; `nil` hides the "Change" button.
    ///   - onConfirm: Called with the selected place's row when the person confirms it.
    public init(
        session: PickerSession, selection: Binding<String?>, onChangeOrigin: (@MainActor () -> Void)? = nil,
        onConfirm: @escaping @MainActor (PlaceRow) -> Void
    ) {
        self.session = session
        self._selection = selection
        self.onChangeOrigin = onChangeOrigin
        self.onConfirm = onConfirm
    }

    /// The picker.
    public var body: some View {
        let session = session
        PickerScreenView(
            screen: session.screen, perform: { session.perform($0) }, confirm: onConfirm, changeOrigin: onChangeOrigin
        )
        .onChange(of: session.state.selectedID, initial: true) { _, id in
            if selection != id { selection = id }
        }
        .onChange(of: selection) { _, id in
            follow(id)
        }
        .onChange(of: session.announcementCount) {
            announce()
        }
    }

    /// Selects what the host put in the binding, then writes back what the session actually selected.
    private func follow(_ id: String?) {
        guard id != session.state.selectedID else { return }
        if let id {
            session.perform(.select(id: id))
        } else {
            session.perform(.clearSelection)
        }
        if selection != session.state.selectedID { selection = session.state.selectedID }
    }

    /// Posts the session's latest announcement to VoiceOver.
    private func announce() {
        guard let announcement = session.announcement else { return }
        AccessibilityNotification.Announcement(announcement.text).post()
    }
}
#endif
