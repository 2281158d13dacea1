import PlacePicker
import PlaceQuery

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

    /// What the page shows of a screen: the list and the map, not the rows' facts for VoiceOver's
    /// custom content (the SwiftUI list's), which are the costliest words of a row.
    static let parts: ScreenParts = [.map]

    func render() -> [UInt8] {
        let labels = screen.labels
        let mode = screen.state.mode
        return PageLayout(
            languageTag: screen.languageTag, title: context.pageTitle(labels.title), themeHref: context.themeHref,
            skipLinkText: labels.skipToResults, skipTarget: mode == .list ? "results-heading" : "map-heading",
            attribution: screen.attribution
        ).document {
            HTMLNode(
                "main",
                [
                    .init("id", "app"), .init("class", "picker"), .init("data-embed-origin", context.embedOrigin),
                    .init("data-state-url", context.url(state: screen.state)),
                ]
            ) {
                HTMLNode("h1") { labels.title }
                ProblemsSection(problems: context.problems, heading: labels.problems).render()
                HTMLNode("form", [.init("id", "picker-form"), .init("method", "get"), .init("action", "/")]) {
                    context.hiddenInputs(excluding: ["open", "cat", "stepfree", "q", "sort", "limit"])
                    if screen.state.limit != PickerState.defaultLimit {
                        HTMLNode(
                            "input",
                            [
                                .init("type", "hidden"), .init("name", "limit"),
                                .init("value", String(screen.state.limit)),
                            ])
                    }
                    locationSection()
                    FiltersSection(
                        panel: screen.filters, applyTitle: labels.applyFilters,
                        moreTitle: context.picker.text(.moreCategories),
                        activeTitle: { context.picker.text(Phrase(.filtersActive, ["count": .count($0)])) }
                    ).render()
                }
                HTMLNode("div", [.init("id", "status-wrap")]) {
                    HTMLNode(
                        "div",
                        [
                            .init("id", "status"), .init("class", "status"), .init("role", "status"),
                            .init("aria-live", "polite"), .init("aria-atomic", "true"),
                        ]
                    ) {
                        HTMLNode("p") { [announcement, screen.summary.text].compactMap { $0 }.joined(separator: ". ") }
                    }
                }
                summarySuggestion()
                selection()
                viewSwitch()
                // At 960 CSS px and wider the list and the map stand side by side (list first in
                // reading and focus order); narrower, the switch above shows one of them.
                HTMLNode("div", [.init("class", "results-layout mode-\(mode == .list ? "list" : "map")")]) {
                    ListSection(screen: screen, context: context).render()
                    MapSection(screen: screen, context: context).render()
                }
            }
        }
    }

    private func locationSection() -> HTMLNode {
        let labels = screen.labels
        return HTMLNode("section", [.init("class", "location"), .init("aria-labelledby", "location-heading")]) {
            HTMLNode("h2", [.init("id", "location-heading")]) { labels.yourLocation }
            HTMLNode("p", [.init("id", "origin-text")]) { screen.originText }
            HTMLNode("div", [.init("class", "field")]) {
                HTMLNode("label", [.init("for", "address")]) { labels.addressSearch }
                HTMLNode(
                    "input",
                    [
                        .init("type", "search"), .init("id", "address"), .init("name", "address"),
                        .init("value", addressQuery), .init("autocomplete", "street-address"),
                    ])
                HTMLNode(
                    "button",
                    [
                        .init("type", "submit"), .init("id", "find-address"), .init("name", "find"),
                        .init("value", "1"),
                        .init("class", "secondary"),
                    ]
                ) { labels.findAddress }
                HTMLNode(
                    "button",
                    [
                        .init("type", "button"), .init("id", "use-location"), .init("class", "secondary"),
                        .flag("hidden", true),
                        .init("data-label", context.picker.text(.deviceLocation)),
                        .init("data-waiting", context.picker.text(.locating)),
                        .init("data-denied", context.picker.text(.locationUnavailable)),
                    ]
                ) { labels.useMyLocation }
            }
            HTMLNode("p", [.init("id", "location-note"), .init("class", "muted"), .init("aria-live", "polite")]) { [] }
            addressResults()
        }
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
                HTMLNode(
                    "a",
                    [
                        .init("id", "confirm"), .init("class", "button"),
                        .init("href", context.url("/choice", state: screen.state)),
                    ]
                ) {
                    screen.labels.confirm
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
