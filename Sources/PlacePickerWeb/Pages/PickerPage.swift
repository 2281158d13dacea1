import HTMLWriting
import JSONWriting
import PickerLocalization
import PlacePicker
import PlaceQuery
import PlaceSearch

/// The picker page (`/`): location, filters, summary, the List | Map switch, then the list or the
/// map. Everything is one GET form, so the page works without JavaScript and the URL holds the
/// whole state; the script only fetches the next page in place.
struct PickerPage {
    var screen: Screen
    var context: PageContext
    /// Text typed into the address field, and what it found (`nil` when no search was made).
    var addressQuery: String
    var addressMatches: [AddressMatch]?
    /// What the picker said about the request's actions or address search, if anything.
    var said: Announcement?

    /// What the page shows of a screen: the list and the map, not the rows' facts for VoiceOver's
    /// custom content (the SwiftUI list's), which are the costliest words of a row.
    static let parts: ScreenParts = [.map]

    /// The page's bytes, written top to bottom into one buffer.
    func render() -> [UInt8] {
        let labels = screen.labels
        let mode = screen.state.mode
        // A million-place page is about 50 KB, the sample's with its basemap about 100 KB.
        var html = HTML(capacity: 65_536)
        PageLayout(
            languageTag: screen.languageTag, title: context.pageTitle(labels.title), themeHref: context.themeHref,
            skipLinkText: labels.skipToResults, skipTarget: mode == .list ? "results-heading" : "map-heading",
            attribution: screen.attribution
        ).write(to: &html) { html in
            html.element(.main, #"id="app" class="picker""#) { attributes in
                attributes.add(.dataEmbedOrigin, context.embedOrigin)
                attributes.add(.dataStateUrl, context.url(state: screen.state))
                // What the element's form validation says when nothing is chosen ("Choose a pickup point").
                if context.embedOrigin != nil { attributes.add(.dataChoose, labels.title) }
            } content: { html in
                html.element(.h1, text: labels.title)
                ProblemsSection(problems: context.problems, heading: labels.problems).write(to: &html)
                form(to: &html)
                html.element(.div, #"id="status-wrap""#) { html in
                    html.element(
                        .div, #"id="status" class="status" role="status" aria-live="polite" aria-atomic="true""#
                    ) { html in
                        html.element(.p, text: statusText)
                    }
                }
                summarySuggestion(to: &html)
                selection(to: &html)
                viewSwitch(to: &html)
                // At 960 CSS px and wider the list and the map stand side by side (list first in
                // reading and focus order); narrower, the switch above shows one of them.
                html.element(.div) { attributes in
                    attributes.add(
                        .class, literal: mode == .list ? "results-layout mode-list" : "results-layout mode-map")
                } content: { html in
                    ListSection(screen: screen, context: context).write(to: &html)
                    MapSection(screen: screen, context: context).write(to: &html)
                }
                // Inside <place-picker> "Pick up here" hands the place to the shop at once: the
                // place in the API's JSON form, for the embed script's `placeselect` event.
                if context.embedOrigin != nil, let place = screen.selectedJSON, let result = screen.selectedResult,
                    let row = screen.selectedRow
                {
                    let selection = context.selection(result: result, row: row)
                    html.empty(.div, #"id="place-json" hidden"#) { attributes in
                        attributes.add(.dataPlace, String(decoding: JSONOutput.encode(place), as: UTF8.self))
                        attributes.add(.dataSelection, String(decoding: JSONOutput.encode(selection), as: UTF8.self))
                        attributes.add(.dataAnnouncement, choicePlacement == .handedToHost ? said?.text : nil)
                    }
                }
            }
        }
        return html.bytes
    }

    /// Where the choice just made offers its next step, when what was said is that choice.
    private var choicePlacement: NextStep.Placement? { said?.isChoice == true ? screen.nextStep?.placement : nil }

    /// The status region's sentence: what was said (the lead of what ends with the summary), then
    /// the summary. A choice with "Confirm" right after its button is said alone; inside
    /// <place-picker> the element says the choice in the shop's page (Orca drops a live region in
    /// a cross-origin frame now and then), and the frame's region keeps its summary.
    private var statusText: String {
        guard let said else { return screen.summary.text }
        switch choicePlacement {
        case .afterChosenRow: return said.text
        case .handedToHost: return screen.summary.text
        case .apart, nil:
            // A lead that is a whole sentence already ("Choose one below.") takes no second stop.
            guard let lead = said.endsWithSummary ? said.lead : said.text else { return screen.summary.text }
            let stop = lead.last.map { ".!?…。".contains($0) } == true ? " " : ". "
            return lead + stop + screen.summary.text
        }
    }

    /// The one GET form: the state that no control shows, the location, the filters.
    private func form(to html: inout HTML) {
        html.element(.form, #"id="picker-form" method="get" action="/""#) { html in
            context.writeHiddenInputs(excluding: ["open", "cat", "stepfree", "space", "q", "sort", "limit"], to: &html)
            // `find` marks this form's submissions: the address field is searched (find=1 from its
            // button), where a link's `address=` sets the origin.
            html.void(.input, #"type="hidden" name="find" value="""#)
            if screen.state.limit != PickerState.defaultLimit {
                html.void(.input, #"type="hidden" name="limit""#) { $0.add(.value, String(screen.state.limit)) }
            }
            locationSection(to: &html)
            FiltersSection(
                panel: screen.filters, applyTitle: screen.labels.applyFilters,
                moreTitle: context.picker.text(.moreCategories),
                activeTitle: { context.picker.text(Phrase(.filtersActive, ["count": .count($0)])) }
            ).write(to: &html)
        }
    }

    private func locationSection(to html: inout HTML) {
        let labels = screen.labels
        html.element(.section, #"class="location" aria-labelledby="location-heading""#) { html in
            html.element(.h2, #"id="location-heading""#, text: labels.yourLocation)
            html.element(.p, #"id="origin-text""#, text: screen.originText)
            html.element(.div, #"class="field""#) { html in
                html.element(.label, #"for="address""#, text: labels.addressSearch)
                html.void(.input, #"type="search" id="address" name="address""#) { attributes in
                    attributes.add(.value, addressQuery)
                    attributes.add(.autocomplete, literal: "street-address")
                }
                html.element(
                    .button, #"type="submit" id="find-address" name="find" value="1" class="secondary""#,
                    text: labels.findAddress)
                // Shown by the script where the browser can locate the device.
                html.element(.button, #"type="button" id="use-location" class="secondary" hidden"#) { attributes in
                    attributes.add(.dataLabel, context.picker.text(.deviceLocation))
                    attributes.add(.dataWaiting, context.picker.text(.locating))
                    attributes.add(.dataDenied, context.picker.text(.locationUnavailable))
                } content: { html in
                    html.text(labels.useMyLocation)
                }
            }
            html.empty(.p, #"id="location-note" class="muted" aria-live="polite""#)
            addressResults(to: &html)
        }
    }

    private func addressResults(to html: inout HTML) {
        guard let matches = addressMatches else { return }
        if matches.isEmpty {
            html.element(.p, #"id="address-results" role="alert""#, text: screen.labels.noAddressFound)
            return
        }
        html.element(.div, #"id="address-results""#) { html in
            html.element(.h3, #"id="address-results-heading""#, text: screen.labels.chooseAddress)
            html.element(.ul, #"class="choices" aria-labelledby="address-results-heading""#) { html in
                for match in matches {
                    html.element(.li) { html in
                        html.element(.a, attributes: { $0.add(.href, originLink(match)) }, text: match.label)
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

    private func summarySuggestion(to html: inout HTML) {
        guard let title = screen.summary.suggestionTitle, let action = screen.summary.suggestion else { return }
        let next = context.picker.state(after: action, from: screen.state, at: context.instant)
        html.element(.p) { html in
            html.element(.a) { attributes in
                attributes.add(.href, context.url(state: next))
                attributes.add(.class, literal: "button secondary")
            } content: { html in
                html.text(title)
            }
        }
    }

    private func selection(to html: inout HTML) {
        guard let row = screen.selectedRow else { return }
        var cleared = screen.state
        cleared.selectedID = nil
        html.element(.section, #"class="notice-selection" aria-labelledby="choice-heading""#) { html in
            html.element(.h2, #"id="choice-heading""#, text: screen.labels.yourChoice)
            html.element(.p) { html in
                html.element(.strong, text: row.title)
                html.text(" — \(row.detail)")
            }
            if let notice = screen.selectionNotice {
                let fix = context.picker.state(after: notice.action, from: screen.state, at: context.instant)
                html.element(.p, #"class="notice""#) { html in
                    html.text("\(notice.text) ")
                    html.element(.a, attributes: { $0.add(.href, context.url(state: fix)) }, text: notice.actionTitle)
                }
            }
            html.element(.div, #"class="row-inline""#) { html in
                // The chosen row carries "Confirm" right after its button when it is listed;
                // here only when it is not (hidden by a filter, or past the listed rows). Inside
                // <place-picker> the choice is the shop's already: no Confirm.
                if screen.nextStep?.placement == .apart {
                    html.element(.a, #"id="confirm" class="button""#) { attributes in
                        attributes.add(.href, context.url("/choice", state: screen.state))
                    } content: { html in
                        html.text(screen.labels.confirm)
                    }
                }
                html.element(.a, #"class="button secondary""#) { attributes in
                    attributes.add(.href, context.url(state: cleared))
                } content: { html in
                    html.text(screen.labels.clearSelection)
                }
            }
        }
    }

    private func viewSwitch(to html: inout HTML) {
        html.element(.nav, #"class="view-switch""#) { attributes in
            attributes.add(.ariaLabel, screen.labels.viewSwitch)
        } content: { html in
            html.element(.ul) { html in
                viewLink(.list, id: "view-list", title: screen.labels.list, to: &html)
                viewLink(.map, id: "view-map", title: screen.labels.map, to: &html)
            }
        }
    }

    /// One side of the switch: a link to the page in that view, the current one marked.
    private func viewLink(_ mode: PickerMode, id: StaticString, title: String, to html: inout HTML) {
        var state = screen.state
        state.mode = mode
        html.element(.li) { html in
            html.element(.a) { attributes in
                attributes.add(.href, context.url(state: state))
                attributes.add(.id, literal: id)
                if screen.state.mode == mode { attributes.add(.ariaCurrent, literal: "page") }
            } content: { html in
                html.text(title)
            }
        }
    }
}
