import PlacePicker

/// The list view: an ordered list of rows; each row reads name, distance and direction with the
/// opening state, the address, and has its own select button ("Pick up here", accessible name
/// "Pick up here: <unique name>", `aria-pressed` on the selected one with a visible "Selected").
struct ListSection {
    var screen: Screen
    var context: PageContext

    func render() -> HTMLNode {
        HTMLNode("section", [.init("id", "results"), .init("aria-labelledby", "results-heading")]) {
            HTMLNode("h2", [.init("id", "results-heading"), .init("tabindex", "-1")]) { screen.labels.resultsHeading }
            if screen.state.expandedClusterID != nil {
                HTMLNode("p") {
                    HTMLNode("a", [.init("href", context.url(state: collapsed()))]) { screen.labels.back }
                }
            }
            let cards = context.cardLinks()
            HTMLNode("ol", [.init("class", "places")]) {
                for row in screen.rows {
                    RowItem(
                        row: row, context: context, cards: cards, selectedText: context.picker.text(.selected),
                        detailsTitle: screen.labels.details
                    ).render()
                }
            }
            // At the URL's row limit there is no "Show more" that would do nothing.
            if screen.hasMore && screen.state.limit < URLState.maximumLimit {
                HTMLNode("p") {
                    HTMLNode(
                        "button",
                        [
                            .init("type", "submit"), .init("form", "picker-form"), .init("id", "show-more"),
                            .init("name", "more"), .init("value", "1"), .init("class", "secondary"),
                        ]
                    ) { screen.labels.showMore }
                }
            }
        }
    }

    private func collapsed() -> PickerState {
        var state = screen.state
        state.expandedClusterID = nil
        return state
    }
}

/// One row of the list.
struct RowItem {
    var row: PlaceRow
    var context: PageContext
    var cards: PageContext.CardLinks
    var selectedText: String
    var detailsTitle: String

    func render() -> HTMLNode {
        HTMLNode(
            "li",
            [
                .init("class", "place state-\(row.stateKind.rawValue)" + (row.isSelected ? " is-selected" : "")),
                .init("id", DOMID.make("row", row.id)),
            ]
        ) {
            HTMLNode("div", [.init("class", "text")]) {
                HTMLNode("h3") {
                    HTMLNode("a", [.init("href", cards.url(row.id))]) { row.title }
                    if row.isSelected {
                        HTMLNode("span", [.init("class", "badge")]) { selectedText }
                    }
                }
                HTMLNode("p", [.init("class", "detail")]) { row.detail }
                if let address = row.addressLine {
                    HTMLNode("p", [.init("class", "address")]) { address }
                }
            }
            HTMLNode("div", [.init("class", "action")]) {
                HTMLNode(
                    "button",
                    [
                        .init("type", "submit"), .init("form", "picker-form"), .init("name", "select"),
                        .init("value", row.id), .init("id", DOMID.make("select", row.id)),
                        .init("aria-pressed", row.isSelected ? "true" : "false"), .flag("disabled", !row.isSelectable),
                        .init("aria-label", "\(row.actionTitle): \(row.title)"),
                        .init("aria-describedby", row.isSelectable ? nil : DOMID.make("why", row.id)),
                    ]
                ) {
                    row.actionTitle
                }
                if let reason = row.unavailableReason {
                    HTMLNode("p", [.init("class", "muted"), .init("id", DOMID.make("why", row.id))]) { reason }
                }
            }
        }
    }
}
