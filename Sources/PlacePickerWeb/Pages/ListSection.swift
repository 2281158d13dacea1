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
            let selectedText = context.picker.text(.selected)
            HTMLNode("ol", [.init("class", "places")]) {
                rows(cards: cards, selectedText: selectedText)
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

    /// Every row, written into one buffer.
    private func rows(cards: PageContext.CardLinks, selectedText: String) -> HTMLNode {
        // About 550 bytes a row (its card link, words, state and address).
        var writer = HTMLWriter(capacity: 640 * screen.rows.count)
        for row in screen.rows {
            RowItem(row: row, cards: cards, selectedText: selectedText).write(to: &writer)
        }
        return writer.node
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
    var cards: PageContext.CardLinks
    var selectedText: String

    /// Writes the row (a list has many: written into one buffer, not built node by node).
    func write(to writer: inout HTMLWriter) {
        writer.startTag("li")
        writer.attribute("class", "place state-\(row.stateKind.rawValue)" + (row.isSelected ? " is-selected" : ""))
        writer.idAttribute("id", prefix: "row", id: row.id)
        writer.endStartTag()
        writer.startTag("div")
        writer.attribute("class", literal: "text")
        writer.endStartTag()
        writer.startTag("h3")
        writer.endStartTag()
        writer.startTag("a")
        writer.cardHref(row.id, links: cards)
        writer.endStartTag()
        writer.text(row.title)
        writer.endTag("a")
        if row.isSelected {
            writer.startTag("span")
            writer.attribute("class", literal: "badge")
            writer.endStartTag()
            writer.text(selectedText)
            writer.endTag("span")
        }
        writer.endTag("h3")
        paragraph("detail", row.detail, to: &writer)
        if let address = row.addressLine { paragraph("address", address, to: &writer) }
        writer.endTag("div")
        writer.startTag("div")
        writer.attribute("class", literal: "action")
        writer.endStartTag()
        writer.startTag("button")
        writer.attribute("type", literal: "submit")
        writer.attribute("form", literal: "picker-form")
        writer.attribute("name", literal: "select")
        writer.attribute("value", row.id)
        writer.idAttribute("id", prefix: "select", id: row.id)
        writer.attribute("aria-pressed", row.isSelected ? "true" : "false")
        writer.flag("disabled", !row.isSelectable)
        writer.attribute("aria-label", "\(row.actionTitle): \(row.title)")
        if !row.isSelectable { writer.idAttribute("aria-describedby", prefix: "why", id: row.id) }
        writer.endStartTag()
        writer.text(row.actionTitle)
        writer.endTag("button")
        if let reason = row.unavailableReason {
            writer.startTag("p")
            writer.attribute("class", literal: "muted")
            writer.idAttribute("id", prefix: "why", id: row.id)
            writer.endStartTag()
            writer.text(reason)
            writer.endTag("p")
        }
        writer.endTag("div")
        writer.endTag("li")
    }

    private func paragraph(_ kind: StaticString, _ text: String, to writer: inout HTMLWriter) {
        writer.startTag("p")
        writer.attribute("class", literal: kind)
        writer.endStartTag()
        writer.text(text)
        writer.endTag("p")
    }
}
