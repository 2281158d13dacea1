import PickerLocalization
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
        // The step after choosing stands right after the chosen row's button, so one Tab reaches
        // it; inside <place-picker> the choice is handed to the shop at once and there is none.
        // (In the map view, where the list may be hidden, "Your choice" above carries it.)
        let next =
            context.embedOrigin == nil && screen.state.mode == .list
            ? NextStep(
                title: screen.labels.confirm, href: context.url("/choice", state: screen.state),
                announcement: screen.selectedRow.map {
                    context.picker.text(Phrase(.announceSelectedNext, ["name": .text($0.title)]))
                }) : nil
        writer.open("ol", "class", "places")
        for row in screen.rows {
            RowItem(row: row, cards: cards, selectedText: selectedText, next: row.isSelected ? next : nil)
                .write(to: &writer)
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

/// The step after choosing, written in the chosen row ("Confirm", to the choice page), and what
/// the page says of the choice when it arrives by a full load (the card's "Pick up here").
struct NextStep {
    var title: String
    var href: String
    var announcement: String?
}

/// One row of the list.
struct RowItem {
    var row: PlaceRow
    var cards: PageContext.CardLinks
    var selectedText: String
    var next: NextStep? = nil

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
        writer.startTag("p")
        writer.attribute("class", literal: "detail")
        writer.idAttribute("id", prefix: "detail", id: row.id)
        writer.endStartTag()
        writer.text(row.detail)
        writer.endTag("p")
        if let address = row.addressLine { paragraph("address", address, to: &writer) }
        writer.endTag("div")
        writer.open("div", "class", "action")
        writer.trusted("<button type=\"submit\" form=\"picker-form\" name=\"select\"")
        writer.attribute("value", row.id)
        writer.idAttribute("id", prefix: "select", id: row.id)
        writer.attribute("aria-pressed", row.isSelected ? "true" : "false")
        writer.flag("disabled", !row.isSelectable)
        writer.attribute("aria-label", row.actionTitle, literal: ": ", row.title)
        // Reaching the button says the row's distance and hours too (Orca speaks the description).
        if row.isSelectable {
            writer.idAttribute("aria-describedby", prefix: "detail", id: row.id)
        } else {
            writer.idAttribute("aria-describedby", prefix: "detail", and: "why", id: row.id)
        }
        // Said by the script when the page arrives at this button (#select-ID) by a full load.
        writer.attribute("data-chosen", next?.announcement)
        writer.endStartTag()
        writer.text(row.actionTitle)
        writer.endTag("button")
        if let next {
            writer.trusted("<a id=\"confirm\" class=\"button\"")
            writer.attribute("href", next.href)
            writer.endStartTag()
            writer.text(next.title)
            writer.endTag("a")
        }
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
