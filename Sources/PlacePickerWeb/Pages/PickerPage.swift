import PickerLocalization
import PlacePicker
import PlaceQuery
import PlaceSearch

extension Screen {
    /// Whether the chosen row is listed in the list view: then "Confirm" stands right after its
    /// button (``RowItem``), not in "Your choice" above the list.
    var nextStepIsInRow: Bool {
        guard state.mode == .list, let id = selectedRow?.id else { return false }
        return rows.contains { $0.id == id }
    }
}

/// The picker page (`/`): location, filters, summary, the List | Map switch, then the list or the
/// map. Everything is one GET form, so the page works without JavaScript and the URL holds the
/// whole state; the script only fetches the next page in place.
struct PickerPage {
    var screen: Screen
    var context: PageContext
    /// Text typed into the address field, and what it found (`nil` when no search was made).
    var addressQuery: String
    var addressMatches: [AddressMatch]?
    /// What to announce in the status region before the summary (e.g. "Selected Alepa").
    var announcement: String?
    /// Whether the status region says the announcement alone (a choice just made), not the summary.
    var announcesChoiceOnly = false
    /// Inside <place-picker>, what the element says in the shop's page when it takes the choice.
    var handOverAnnouncement: String?

    /// What the page shows of a screen: the list and the map, not the rows' facts for VoiceOver's
    /// custom content (the SwiftUI list's), which are the costliest words of a row.
    static let parts: ScreenParts = [.map]

    /// The page's bytes, written top to bottom into one buffer.
    func render() -> [UInt8] {
        let labels = screen.labels
        let mode = screen.state.mode
        // A million-place page is about 50 KB, the sample's with its basemap about 100 KB.
        var writer = HTMLWriter(capacity: 65_536)
        PageLayout(
            languageTag: screen.languageTag, title: context.pageTitle(labels.title), themeHref: context.themeHref,
            skipLinkText: labels.skipToResults, skipTarget: mode == .list ? "results-heading" : "map-heading",
            attribution: screen.attribution
        ).write(to: &writer) { writer in
            writer.trusted("<main id=\"app\" class=\"picker\"")
            writer.attribute("data-embed-origin", context.embedOrigin)
            writer.attribute("data-state-url", context.url(state: screen.state))
            writer.endStartTag()
            writer.element("h1", text: labels.title)
            writer.write(ProblemsSection(problems: context.problems, heading: labels.problems).render())
            writer.trusted("<form id=\"picker-form\" method=\"get\" action=\"/\">")
            context.writeHiddenInputs(
                excluding: ["open", "cat", "stepfree", "space", "q", "sort", "limit"], to: &writer)
            if screen.state.limit != PickerState.defaultLimit {
                writer.trusted("<input type=\"hidden\" name=\"limit\"")
                writer.attribute("value", String(screen.state.limit))
                writer.endStartTag()
            }
            writeLocationSection(to: &writer)
            FiltersSection(
                panel: screen.filters, applyTitle: labels.applyFilters,
                moreTitle: context.picker.text(.moreCategories),
                activeTitle: { context.picker.text(Phrase(.filtersActive, ["count": .count($0)])) }
            ).write(to: &writer)
            writer.endTag("form")
            writer.open("div", "id", "status-wrap")
            writer.trusted(
                "<div id=\"status\" class=\"status\" role=\"status\" aria-live=\"polite\" aria-atomic=\"true\">")
            writer.element(
                "p",
                text: announcesChoiceOnly
                    ? announcement ?? screen.summary.text
                    : [announcement, screen.summary.text].compactMap { $0 }.joined(separator: ". "))
            writer.endTag("div")
            writer.endTag("div")
            writer.write(summarySuggestion())
            writer.write(selection())
            writer.write(viewSwitch())
            // At 960 CSS px and wider the list and the map stand side by side (list first in
            // reading and focus order); narrower, the switch above shows one of them.
            writer.startTag("div")
            writer.attribute("class", literal: mode == .list ? "results-layout mode-list" : "results-layout mode-map")
            writer.endStartTag()
            ListSection(screen: screen, context: context).write(to: &writer)
            MapSection(screen: screen, context: context).write(to: &writer)
            writer.endTag("div")
            // Inside <place-picker> "Pick up here" hands the place to the shop at once: the
            // place in the API's JSON form, for the embed script's `placeselect` event.
            if context.embedOrigin != nil, let place = screen.selectedJSON {
                writer.write(
                    HTMLNode(
                        "div",
                        [
                            .init("id", "place-json"), .flag("hidden", true),
                            .init("data-place", String(decoding: JSONOutput.encode(place), as: UTF8.self)),
                            .init("data-announcement", handOverAnnouncement),
                        ]
                    ) { [] })
            }
            writer.endTag("main")
        }
        return writer.bytes
    }

    private func writeLocationSection(to writer: inout HTMLWriter) {
        let labels = screen.labels
        writer.open("section", "class", "location", "aria-labelledby", "location-heading")
        writer.element("h2", "id", "location-heading", text: labels.yourLocation)
        writer.element("p", "id", "origin-text", text: screen.originText)
        writer.open("div", "class", "field")
        writer.element("label", "for", "address", text: labels.addressSearch)
        writer.trusted("<input type=\"search\" id=\"address\" name=\"address\"")
        writer.attribute("value", addressQuery)
        writer.attribute("autocomplete", literal: "street-address")
        writer.endStartTag()
        writer.trusted("<button type=\"submit\" id=\"find-address\" name=\"find\" value=\"1\" class=\"secondary\">")
        writer.text(labels.findAddress)
        writer.endTag("button")
        writer.trusted("<button type=\"button\" id=\"use-location\" class=\"secondary\"")
        writer.flag("hidden", true)
        writer.attribute("data-label", context.picker.text(.deviceLocation))
        writer.attribute("data-waiting", context.picker.text(.locating))
        writer.attribute("data-denied", context.picker.text(.locationUnavailable))
        writer.endStartTag()
        writer.text(labels.useMyLocation)
        writer.endTag("button")
        writer.endTag("div")
        writer.trusted("<p id=\"location-note\" class=\"muted\" aria-live=\"polite\">")
        writer.endTag("p")
        writer.write(addressResults())
        writer.endTag("section")
    }

    private func addressResults() -> HTMLNode {
        guard let matches = addressMatches else { return .empty }
        if matches.isEmpty {
            return HTMLNode("p", [.init("id", "address-results"), .init("role", "alert")]) {
                screen.labels.noAddressFound
            }
        }
        return HTMLNode("div", [.init("id", "address-results")]) {
            HTMLNode("h3", [.init("id", "address-results-heading")]) { screen.labels.chooseAddress }
            HTMLNode("ul", [.init("class", "choices"), .init("aria-labelledby", "address-results-heading")]) {
                for match in matches {
                    HTMLNode("li") {
                        HTMLNode("a", [.init("href", originLink(match))]) { match.label }
                    }
                }
            }
        }
    }

    private func originLink(_ match: AddressMatch) -> String {
        var state = screen.state
        state.origin = context.picker.origin(for: match)
        state.camera = nil
        return context.url(state: state)
    }

    private func summarySuggestion() -> HTMLNode {
        guard let title = screen.summary.suggestionTitle, let action = screen.summary.suggestion else { return .empty }
        let next = context.picker.state(after: action, from: screen.state, at: context.instant)
        return HTMLNode("p") {
            HTMLNode("a", [.init("href", context.url(state: next)), .init("class", "button secondary")]) {
                title
            }
        }
    }

    private func selection() -> HTMLNode {
        guard let row = screen.selectedRow else { return .empty }
        var cleared = screen.state
        cleared.selectedID = nil
        return HTMLNode("section", [.init("class", "notice-selection"), .init("aria-labelledby", "choice-heading")]) {
            HTMLNode("h2", [.init("id", "choice-heading")]) { screen.labels.yourChoice }
            HTMLNode("p") {
                HTMLNode("strong") { row.title }
                " — \(row.detail)"
            }
            if let notice = screen.selectionNotice {
                HTMLNode("p", [.init("class", "notice")]) {
                    "\(notice.text) "
                    HTMLNode(
                        "a",
                        [
                            .init(
                                "href",
                                context.url(
                                    state: context.picker.state(
                                        after: notice.action, from: screen.state, at: context.instant)))
                        ]
                    ) {
                        notice.actionTitle
                    }
                }
            }
            HTMLNode("div", [.init("class", "row-inline")]) {
                // The chosen row carries "Confirm" right after its button when it is listed;
                // here only when it is not (hidden by a filter, or past the listed rows). Inside
                // <place-picker> the choice is the shop's already: no Confirm.
                if context.embedOrigin == nil, !screen.nextStepIsInRow {
                    HTMLNode(
                        "a",
                        [
                            .init("id", "confirm"), .init("class", "button"),
                            .init("href", context.url("/choice", state: screen.state)),
                        ]
                    ) {
                        screen.labels.confirm
                    }
                }
                HTMLNode("a", [.init("class", "button secondary"), .init("href", context.url(state: cleared))]) {
                    screen.labels.clearSelection
                }
            }
        }
    }

    private func viewSwitch() -> HTMLNode {
        var list = screen.state
        list.mode = .list
        var map = screen.state
        map.mode = .map
        return HTMLNode("nav", [.init("class", "view-switch"), .init("aria-label", screen.labels.viewSwitch)]) {
            HTMLNode("ul") {
                HTMLNode("li") {
                    HTMLNode(
                        "a",
                        [
                            .init("href", context.url(state: list)), .init("id", "view-list"),
                            .init("aria-current", screen.state.mode == .list ? "page" : nil),
                        ]
                    ) { screen.labels.list }
                }
                HTMLNode("li") {
                    HTMLNode(
                        "a",
                        [
                            .init("href", context.url(state: map)), .init("id", "view-map"),
                            .init("aria-current", screen.state.mode == .map ? "page" : nil),
                        ]
                    ) { screen.labels.map }
                }
            }
        }
    }
}
