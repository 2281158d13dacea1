import HTMLWriting
import PickerLocalization
import PlacePicker

/// The list view: an ordered list of rows; each row reads name, distance and direction with the
/// opening state, the address, and has its own select button ("Pick up here", accessible name
/// "Pick up here: <unique name>", `aria-pressed` on the selected one with a visible "Selected").
struct ListSection {
    var screen: Screen
    var context: PageContext

    /// Writes the section.
    func write(to html: inout HTML) {
        let cards = context.cardLinks()
        let selectedText = context.picker.text(.selected)
        // The step after choosing stands right after the chosen row's button when the picker
        // places it there (``NextStep``), so one Tab reaches it; inside <place-picker> the choice is
        // handed to the shop at once and there is none. (Otherwise "Your choice" above carries it.)
        let next = screen.nextStep.flatMap { step in
            step.placement == .afterChosenRow
                ? RowConfirm(
                    title: screen.labels.confirm, href: context.url("/choice", state: screen.state),
                    announcement: step.announcement) : nil
        }
        html.element(.section, #"id="results" aria-labelledby="results-heading""#) { html in
            html.element(.h2, #"id="results-heading" tabindex="-1""#, text: screen.labels.resultsHeading)
            if screen.state.expandedClusterID != nil {
                html.element(.p) { html in
                    html.element(
                        .a, attributes: { $0.add(.href, context.url(state: collapsed())) }, text: screen.labels.back)
                }
            }
            html.element(.ol, #"class="places""#) { html in
                for row in screen.rows {
                    RowItem(row: row, cards: cards, selectedText: selectedText, next: row.isSelected ? next : nil)
                        .write(to: &html)
                }
            }
            // At the URL's row limit there is no "Show more" that would do nothing.
            if screen.hasMore && screen.state.limit < URLState.maximumLimit {
                html.element(.p) { html in
                    html.element(
                        .button,
                        #"type="submit" form="picker-form" id="show-more" name="more" value="1" class="secondary""#,
                        text: screen.labels.showMore)
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

/// The step after choosing, written in the chosen row ("Confirm", to the choice page), and what
/// the page says of the choice when it arrives by a full load (the card's "Pick up here").
struct RowConfirm {
    var title: String
    var href: String
    var announcement: String?
}

/// One row of the list.
struct RowItem {
    var row: PlaceRow
    var cards: PageContext.CardLinks
    var selectedText: String
    var next: RowConfirm? = nil

    /// Writes the row (a list has many: written into the page's one buffer).
    func write(to html: inout HTML) {
        html.element(.li) { attributes in
            attributes.add(
                .class, literal: "place state-", row.stateKind.rawValue, literal: row.isSelected ? " is-selected" : "")
            attributes.id(.id, prefix: "row", row.id)
        } content: { html in
            html.element(.div, #"class="text""#) { html in
                html.element(.h3) { html in
                    html.element(.a, attributes: { $0.cardHref(row.id, links: cards) }, text: row.title)
                    if row.isSelected {
                        html.element(.span, #"class="badge""#, text: selectedText)
                    }
                }
                html.element(
                    .p, #"class="detail""#, attributes: { $0.id(.id, prefix: "detail", row.id) }, text: row.detail)
                if let offer = row.offerText {
                    html.element(
                        .p, #"class="offer""#, attributes: { $0.id(.id, prefix: "offer", row.id) }, text: offer)
                }
                if let address = row.addressLine {
                    html.element(.p, #"class="address""#, text: address)
                }
            }
            html.element(.div, #"class="action""#) { html in
                selectButton(to: &html)
                if let next {
                    html.element(
                        .a, #"id="confirm" class="button""#, attributes: { $0.add(.href, next.href) },
                        text: next.title)
                }
                if let reason = row.unavailableReason {
                    html.element(
                        .p, #"class="muted""#, attributes: { $0.id(.id, prefix: "why", row.id) }, text: reason)
                }
            }
        }
    }

    /// "Pick up here", named with the place ("Pick up here: Alepa"), pressed when chosen.
    private func selectButton(to html: inout HTML) {
        html.element(.button, #"type="submit" form="picker-form" name="select""#) { attributes in
            attributes.add(.value, row.id)
            attributes.id(.id, prefix: "select", row.id)
            attributes.add(.ariaPressed, literal: row.isSelected ? "true" : "false")
            attributes.flag(.disabled, !row.isSelectable)
            attributes.add(.ariaLabel, row.actionTitle, literal: ": ", row.title)
            // Reaching the button says the row's distance and hours too (Orca speaks the description).
            if row.offerText != nil {
                // The price too: a shopper comparing carriers hears it on every button.
                attributes.ids(
                    .ariaDescribedby, prefixes: row.isSelectable ? ["detail", "offer"] : ["detail", "offer", "why"],
                    row.id)
            } else if row.isSelectable {
                attributes.id(.ariaDescribedby, prefix: "detail", row.id)
            } else {
                attributes.ids(.ariaDescribedby, prefix: "detail", and: "why", row.id)
            }
            // Said by the script when the page arrives at this button (#select-ID) by a full load.
            attributes.add(.dataChosen, next?.announcement)
        } content: { html in
            html.text(row.actionTitle)
        }
    }
}
