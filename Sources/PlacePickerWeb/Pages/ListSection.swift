import PlacePicker

/// The list view: an ordered list of rows; each row reads name, distance and direction with the
/// opening state, the address, and has its own select button ("Pick up here", accessible name
/// "Pick up here: <unique name>", `aria-pressed` on the selected one with a visible "Selected").
struct ListSection {
    var screen: Screen
    var context: PageContext

    /// Writes the section.
    func write(to writer: inout HTMLWriter) {
        writer.open("section", "id", "results", "aria-labelledby", "results-heading")
        writer.element("h2", "id", "results-heading", "tabindex", "-1", text: screen.labels.resultsHeading)
        if screen.state.expandedClusterID != nil {
            writer.open("p")
            writer.startTag("a")
            writer.attribute("href", context.url(state: collapsed()))
            writer.endStartTag()
            writer.text(screen.labels.back)
            writer.endTag("a")
            writer.endTag("p")
        }
        let cards = context.cardLinks()
        let selectedText = context.picker.text(.selected)
        writer.open("ol", "class", "places")
        for row in screen.rows {
            RowItem(row: row, cards: cards, selectedText: selectedText).write(to: &writer)
        }
        writer.endTag("ol")
        // At the URL's row limit there is no "Show more" that would do nothing.
        if screen.hasMore && screen.state.limit < URLState.maximumLimit {
            writer.open("p")
            writer.trusted(
                "<button type=\"submit\" form=\"picker-form\" id=\"show-more\" name=\"more\" value=\"1\" class=\"secondary\">"
            )
            writer.text(screen.labels.showMore)
            writer.endTag("button")
            writer.endTag("p")
        }
        writer.endTag("section")
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
        writer.attribute(
            "class", literal: "place state-", row.stateKind.rawValue, literal: row.isSelected ? " is-selected" : "")
        writer.idAttribute("id", prefix: "row", id: row.id)
        writer.endStartTag()
        writer.open("div", "class", "text")
        writer.startTag("h3")
        writer.endStartTag()
        writer.startTag("a")
        writer.cardHref(row.id, links: cards)
        writer.endStartTag()
        writer.text(row.title)
        writer.endTag("a")
        if row.isSelected {
            writer.element("span", "class", "badge", text: selectedText)
        }
        writer.endTag("h3")
        paragraph("detail", row.detail, to: &writer)
        if let address = row.addressLine { paragraph("address", address, to: &writer) }
        writer.endTag("div")
        writer.open("div", "class", "action")
        writer.trusted("<button type=\"submit\" form=\"picker-form\" name=\"select\"")
        writer.attribute("value", row.id)
        writer.idAttribute("id", prefix: "select", id: row.id)
        writer.attribute("aria-pressed", row.isSelected ? "true" : "false")
        writer.flag("disabled", !row.isSelectable)
        writer.attribute("aria-label", row.actionTitle, literal: ": ", row.title)
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
