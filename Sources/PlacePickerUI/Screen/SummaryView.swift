#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

/// What the places on screen are, in one sentence ("12 pickup points, 8 open now…", or a listed
/// cluster's "2 of 37 pickup points at one spot…"), with "Show all pickup points" while a cluster
/// is listed, the follow-up action when nothing matches, and the notice when filters hide the
/// selected place.
///
/// The sentence is also what the picker announces after a filter or search change, so people who
/// can see and people who listen get the same information. It is the focus target after actions
/// whose control goes away. Buttons have an explicit style: inside a `List` row, a button without
/// one makes the whole row its tap target.
struct SummaryView: View {
    /// What to render.
    let presentation: PickerPresentation
    /// The screen's accessibility focus.
    let focus: AccessibilityFocusState<FocusTarget?>.Binding

    var body: some View {
        let screen = presentation.screen
        VStack(alignment: .leading, spacing: 8) {
            Text(presentation.summaryText)
                .font(.subheadline)
                .accessibilityFocused(focus, equals: .summary)
            if let showAll = presentation.showAllTitle {
                Button(showAll) { presentation.perform(.collapseCluster) }
                    .buttonStyle(.bordered)
            } else if let action = screen.summary.suggestion, let title = screen.summary.suggestionTitle {
                Button(title) { presentation.perform(action, from: .summary) }
                    .buttonStyle(.bordered)
            }
            if let notice = screen.selectionNotice {
                SelectionNoticeView(notice: notice) { presentation.perform(notice.action, from: .summary) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// "The selected pickup point is hidden by filters: Posti Kluuvi" with its "Show it" button.
struct SelectionNoticeView: View {
    /// The notice.
    let notice: SelectionNotice
    /// Shows the selected place.
    let show: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(notice.text)
                .font(.subheadline)
            Button(notice.actionTitle, action: show)
                .buttonStyle(.bordered)
        }
        .padding(8)
        .background(Color.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
    }
}
#endif
