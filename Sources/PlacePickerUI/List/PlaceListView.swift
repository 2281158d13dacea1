#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// The list view of the visible set: a header, one ``PlaceRowView`` per row in the screen's order, and
/// "Show more" when the screen has more rows. The header scrolls with the rows, so at large text sizes the
/// filters never squeeze the list off the screen.
struct PlaceListView<Header: View>: View {
    /// The screen whose rows are listed.
    let screen: Screen
    /// Sends the person's actions to the picker.
    let perform: @MainActor @Sendable (PickerAction) -> Void
    /// What comes before the rows (filters and summary), or `EmptyView`.
    let header: Header

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - screen: The screen whose rows are listed.
    ///   - perform: Sends the person's actions to the picker.
    ///   - header: What comes before the rows.
    init(
        screen: Screen, perform: @escaping @MainActor @Sendable (PickerAction) -> Void,
        @ViewBuilder header: () -> Header
    ) {
        self.screen = screen
        self.perform = perform
        self.header = header()
    }

    var body: some View {
        List {
            header
            ForEach(screen.rows) { row in
                PlaceRowView(row: row) { perform(.select(id: row.id)) }
            }
            if screen.hasMore {
                Button(screen.labels.showMore) { perform(.showMore) }
            }
        }
        .listStyle(.plain)
    }
}
#endif
