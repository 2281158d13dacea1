import Geodesy
import HTMLWriting
import HTTPMessage
import MapDrawing
import PickerLocalization
import PlacePicker
import PlaceQuery
import PlaceSearch

/// The delivery-address flow (`/address`): search → choose a result from a list → map preview →
/// entrance notes → confirm. Nobody drags a pin: the address is chosen from a list, and anything
/// the address does not say goes in the notes. Nothing entered is asked for twice (WCAG 3.3.7):
/// "Change" takes the chosen address back into the search field and the notes along, and choosing
/// again keeps the notes.
struct AddressPage {
    enum Step {
        case search(query: String, matches: [AddressMatch]?, notes: String = "")
        case chosen(match: AddressMatch, notes: String)
        case confirmed(label: String, coordinate: Coordinate, notes: String)
    }

    var step: Step
    var screen: Screen
    var context: PageContext

    func render() -> [UInt8] {
        let picker = context.picker
        let title = picker.text(.deliveryAddress)
        return PageLayout(
            languageTag: screen.languageTag, title: context.pageTitle(title), themeHref: context.themeHref,
            skipLinkText: screen.labels.skipToResults,
            skipTarget: nil, attribution: screen.attribution
        ).document { html in
            html.element(.main, #"id="app""#) { attributes in
                attributes.add(.dataEmbedOrigin, context.embedOrigin)
            } content: { html in
                html.element(.h1, text: title)
                ProblemsSection(problems: context.problems, heading: screen.labels.problems).write(to: &html)
                switch step {
                case .search(let query, let matches, let notes):
                    searchForm(query, notes: notes, to: &html)
                    results(matches, notes: notes, to: &html)
                case .chosen(let match, let notes):
                    chosen(match, notes: notes, to: &html)
                case .confirmed(let label, let coordinate, let notes):
                    confirmed(label, coordinate: coordinate, notes: notes, to: &html)
                }
            }
        }
    }

    private func searchForm(_ query: String, notes: String, to html: inout HTML) {
        html.element(.form, #"method="get" action="/address" data-reload="1""#) { html in
            pageInputs(to: &html)
            if !notes.isEmpty { html.void(.input, #"type="hidden" name="notes""#) { $0.add(.value, notes) } }
            html.element(.div, #"class="field""#) { html in
                html.element(.label, #"for="address-q""#, text: screen.labels.addressSearch)
                html.void(.input, #"type="search" id="address-q" name="q""#) { attributes in
                    attributes.add(.value, query)
                    attributes.add(.autocomplete, literal: "street-address")
                }
                html.element(.button, #"type="submit" id="address-find""#, text: screen.labels.findAddress)
            }
        }
    }

    private func results(_ matches: [AddressMatch]?, notes: String, to html: inout HTML) {
        guard let matches else { return }
        if matches.isEmpty {
            html.element(.p, #"id="address-results" role="alert""#, text: screen.labels.noAddressFound)
            return
        }
        html.element(.section, #"id="address-results" aria-labelledby="address-results-heading""#) { html in
            html.element(.h2, #"id="address-results-heading""#, text: screen.labels.chooseAddress)
            html.element(.ul, #"class="choices""#) { html in
                for match in matches {
                    html.element(.li) { html in
                        html.element(
                            .a, attributes: { $0.add(.href, chooseURL(match, notes: notes)) }, text: match.label)
                    }
                }
            }
        }
    }

    private func chosen(_ match: AddressMatch, notes: String, to html: inout HTML) {
        let camera = MapCamera(center: match.coordinate, zoom: 17)
        let preview = MapScreen(
            camera: camera, pins: [], clusters: [], origin: match.coordinate, canZoomIn: false, canZoomOut: false,
            attribution: screen.map.attribution, prefersMutedEmphasis: false)
        html.element(.form, #"method="post" action="/address" data-reload="1""#) { html in
            pageInputs(to: &html)
            html.void(.input, #"type="hidden" name="label""#) { $0.add(.value, match.label) }
            html.void(.input, #"type="hidden" name="near""#) { $0.add(.value, URLState.format(match.coordinate)) }
            // Said as the page arrives (Orca heard only "Delivery address heading level 1" before).
            html.element(.p, #"id="chosen-address" role="status""#) { html in
                html.element(.strong, text: match.label)
            }
            // "Change" sends this form by GET with `change=1`: the address goes back into the search
            // field and the notes typed so far come along, so nothing is typed twice.
            html.element(.p) { html in
                html.element(
                    .button,
                    #"type="submit" class="secondary" id="change-address" name="change" value="1" formmethod="get" formaction="/address""#,
                    text: screen.labels.change)
            }
            html.element(.h2, text: context.picker.text(.mapPreview))
            html.element(.div, #"class="map-wrap""#) { html in
                // The preview has no symbols, only the address marked.
                SVGMap(
                    map: preview, width: 480, height: 240, title: match.label, originLabel: match.label,
                    tileURLTemplate: context.configuration.tileURLTemplate, basemap: context.configuration.basemap
                ).write(links: .none, to: &html)
            }
            html.element(
                .p, #"class="attribution""#,
                text: PageLayout.credit(screen.map.attribution, languageTag: screen.languageTag))
            html.element(.div) { html in
                html.element(.label, #"for="entrance-notes""#, text: screen.labels.entranceNotes)
                html.element(
                    .p, #"id="entrance-notes-hint" class="muted""#, text: context.picker.text(.entranceNotesHint))
                html.element(
                    .textarea,
                    #"id="entrance-notes" name="notes" rows="4" maxlength="500" aria-describedby="entrance-notes-hint""#,
                    text: notes)
            }
            html.element(.p) { html in
                html.element(.button, #"type="submit" id="confirm-address""#, text: screen.labels.confirm)
            }
        }
    }

    private func confirmed(_ label: String, coordinate: Coordinate, notes: String, to html: inout HTML) {
        html.element(.section, #"id="address-confirmed" aria-labelledby="address-confirmed-heading""#) { html in
            html.element(.h2, #"id="address-confirmed-heading""#, text: context.picker.text(.addressSaved))
            html.element(.div, #"role="status" class="status""#) { html in
                html.element(.p, text: label)
            }
            html.element(.dl, #"class="facts""#) { html in
                html.element(.dt, text: context.picker.text(.deliveryAddress))
                html.element(.dd, text: label)
                html.element(.dt, text: screen.labels.entranceNotes)
                html.element(.dd, #"class="notes""#, text: notes.isEmpty ? "—" : notes)
            }
            if context.handOff != nil {
                // The same hand-off as a place: a top-level GET through /continue, answered 303 to the
                // shop with the address, its coordinates and the entrance notes (and `state`).
                html.element(.form, #"method="get" action="/continue" data-reload="1""#) { html in
                    pageInputs(to: &html)
                    html.void(.input, #"type="hidden" name="address""#) { $0.add(.value, label) }
                    html.void(.input, #"type="hidden" name="point""#) { $0.add(.value, URLState.format(coordinate)) }
                    html.void(.input, #"type="hidden" name="entrance_notes""#) { $0.add(.value, notes) }
                    html.element(.button, #"type="submit" id="continue""#, text: context.continueTitle)
                }
            }
            html.element(.p) { html in
                let again = [HTTPRequest.QueryItem("q", label)] + (notes.isEmpty ? [] : [.init("notes", notes)])
                html.element(
                    .a, #"id="change-address""#,
                    attributes: { $0.add(.href, "/address?" + FormEncoding.encode(again + context.pageItems)) },
                    text: screen.labels.change)
            }
        }
    }

    private func chooseURL(_ match: AddressMatch, notes: String) -> String {
        let items =
            [
                HTTPRequest.QueryItem("label", match.label), .init("near", URLState.format(match.coordinate)),
            ] + (notes.isEmpty ? [] : [.init("notes", notes)]) + context.pageItems
        return "/address?" + FormEncoding.encode(items)
    }

    /// The page's own parameters (`lang`, `at`, …), carried through a form.
    private func pageInputs(to html: inout HTML) {
        PageContext.writeHiddenInputs(context.pageItems, to: &html)
    }
}
