#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// The state of the visible set in one sentence ("12 pickup points, 8 open now…"), the follow-up action
/// when nothing matches, and the notice when filters hide the selected place.
///
/// The sentence is also what the picker announces after a filter or search change, so people who can see
/// and people who listen get the same information. Buttons have an explicit style: inside a `List` row,
/// a button without one makes the whole row its tap target.
struct SummaryView: View {
    /// The summary sentence and its suggestion.
    let summary: Summary
    /// Shown when the selection is hidden by filters.
    let notice: SelectionNotice?
    /// Sends the person's actions to the picker.
    let perform: @MainActor @Sendable (PickerAction) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(summary.text)
                .font(.subheadline)
            if let action = summary.suggestion, let title = summary.suggestionTitle {
                Button(title) { perform(action) }
                    .buttonStyle(.bordered)
            }
            if let notice {
                SelectionNoticeView(notice: notice, perform: perform)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// "Selected place hidden by filters: Posti Kluuvi." with its "Show it" button.
struct SelectionNoticeView: View {
    /// The notice.
    let notice: SelectionNotice
    /// Sends the person's actions to the picker.
    let perform: @MainActor @Sendable (PickerAction) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(notice.text)
                .font(.subheadline)
            Button(notice.actionTitle) { perform(notice.action) }
                .buttonStyle(.bordered)
        }
        .padding(8)
        .background(Color.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
    }
}
#endif
