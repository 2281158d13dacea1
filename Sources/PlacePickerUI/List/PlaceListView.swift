#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

/// The list view of the visible set (or of a listed cluster's members): a header, one
/// ``PlaceRowView`` per row in the screen's order, and "Show more" when the screen has more rows.
/// The header scrolls with the rows, so at large text sizes the filters never squeeze the list off
/// the screen. A rotor named like the list's heading ("Pickup points") walks the rows; its entry
/// ids are the `ForEach` ids, as `accessibilityRotor(_:entries:entryID:entryLabel:)` requires.
struct PlaceListView<Header: View>: View {
    /// What to render.
    let presentation: PickerPresentation
    /// The screen's accessibility focus.
    let focus: AccessibilityFocusState<FocusTarget?>.Binding
    /// What comes before the rows (filters and summary), or `EmptyView`.
    let header: Header

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - presentation: What to render.
    ///   - focus: The screen's accessibility focus.
    ///   - header: What comes before the rows.
    init(
        presentation: PickerPresentation, focus: AccessibilityFocusState<FocusTarget?>.Binding,
        @ViewBuilder header: () -> Header
    ) {
        self.presentation = presentation
        self.focus = focus
        self.header = header()
    }

    var body: some View {
        let screen = presentation.screen
        let presentation = presentation
        List {
            header
            ForEach(screen.rows) { row in
                PlaceRowView(row: row, appearance: presentation.appearance(of: row)) {
                    presentation.perform(.select(id: row.id))
                }
                .accessibilityFocused(focus, equals: .row(row.id))
            }
            if screen.hasMore {
                Button(screen.labels.showMore) { presentation.perform(.showMore) }
            }
        }
        .listStyle(.plain)
        .accessibilityRotor(
            Text(screen.labels.resultsHeading), entries: screen.rows, entryID: \.id, entryLabel: \.title)
    }
}
#endif
