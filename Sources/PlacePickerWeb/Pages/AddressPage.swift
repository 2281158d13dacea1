import Geodesy
import HTTPMessage
import PickerLocalization
import PlacePicker
import PlaceQuery
import PlaceSearch

/// The delivery-address flow (`/address`): search → choose a result from a list → map preview →
/// entrance notes → confirm. Nobody drags a pin: the address is chosen from a list, and anything
/// the address does not say goes in the notes.
struct AddressPage {
    enum Step {
        case search(query: String, matches: [AddressMatch]?)
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
        ).document {
            HTMLNode("main", [.init("id", "app"), .init("data-embed-origin", context.embedOrigin)]) {
                HTMLNode("h1") { title }
                ProblemsSection(problems: context.problems, heading: screen.labels.problems).render()
                switch step {
                case .search(let query, let matches):
                    searchForm(query)
                    results(matches)
                case .chosen(let match, let notes):
                    chosen(match, notes: notes)
                case .confirmed(let label, let coordinate, let notes):
                    confirmed(label, coordinate: coordinate, notes: notes)
                }
            }
        }
    }

    private func searchForm(_ query: String) -> HTMLNode {
        HTMLNode("form", [.init("method", "get"), .init("action", "/address"), .init("data-reload", "1")]) {
            langInput()
            HTMLNode("div", [.init("class", "field")]) {
                HTMLNode("label", [.init("for", "address-q")]) { screen.labels.addressSearch }
                HTMLNode(
                    "input",
                    [
                        .init("type", "search"), .init("id", "address-q"), .init("name", "q"), .init("value", query),
                        .init("autocomplete", "street-address"),
                    ])
                HTMLNode("button", [.init("type", "submit"), .init("id", "address-find")]) { screen.labels.findAddress }
            }
        }
    }

    private func results(_ matches: [AddressMatch]?) -> HTMLNode {
        guard let matches else { return .empty }
        if matches.isEmpty {
            return HTMLNode("p", [.init("id", "address-results"), .init("role", "alert")]) {
                screen.labels.noAddressFound
            }
        }
        return HTMLNode(
            "section", [.init("id", "address-results"), .init("aria-labelledby", "address-results-heading")]
        ) {
            HTMLNode("h2", [.init("id", "address-results-heading")]) { screen.labels.chooseAddress }
            HTMLNode("ul", [.init("class", "choices")]) {
                for match in matches {
                    HTMLNode("li") {
                        HTMLNode("a", [.init("href", chooseURL(match))]) { match.label }
                    }
                }
            }
        }
    }

    private func chosen(_ match: AddressMatch, notes: String) -> HTMLNode {
        let camera = MapCamera(center: match.coordinate, zoom: 17)
        let preview = MapScreen(
            camera: camera, pins: [], clusters: [], origin: match.coordinate, canZoomIn: false, canZoomOut: false,
            attribution: screen.map.attribution, prefersMutedEmphasis: false)
        return HTMLNode("form", [.init("method", "post"), .init("action", "/address"), .init("data-reload", "1")]) {
            langInput()
            HTMLNode("input", [.init("type", "hidden"), .init("name", "label"), .init("value", match.label)])
            HTMLNode(
                "input",
                [.init("type", "hidden"), .init("name", "near"), .init("value", URLState.format(match.coordinate))])
            // Said as the page arrives (Orca heard only "Delivery address heading level 1" before).
            HTMLNode("p", [.init("id", "chosen-address"), .init("role", "status")]) {
                HTMLNode("strong") { match.label }
            }
            HTMLNode("p") {
                HTMLNode("a", [.init("href", "/address" + langQuery())]) { screen.labels.change }
            }
            HTMLNode("h2") { context.picker.text(.mapPreview) }
            HTMLNode("div", [.init("class", "map-wrap")]) {
                SVGMap(
                    map: preview, width: 480, height: 240, title: match.label, originLabel: match.label,
                    tileURLTemplate: context.configuration.tileURLTemplate, basemap: context.configuration.basemap
                ).render(
                    pinLink: { _ in "#" }, clusterLink: { _ in "#" })
            }
            HTMLNode("p", [.init("class", "attribution")]) { screen.map.attribution }
            HTMLNode("div") {
                HTMLNode("label", [.init("for", "entrance-notes")]) { screen.labels.entranceNotes }
                HTMLNode("p", [.init("id", "entrance-notes-hint"), .init("class", "muted")]) {
                    context.picker.text(.entranceNotesHint)
                }
                HTMLNode(
                    "textarea",
                    [
                        .init("id", "entrance-notes"), .init("name", "notes"), .init("rows", "4"),
                        .init("maxlength", "500"),
                        .init("aria-describedby", "entrance-notes-hint"),
                    ]
                ) { notes }
            }
            HTMLNode("p") {
                HTMLNode("button", [.init("type", "submit"), .init("id", "confirm-address")]) { screen.labels.confirm }
            }
        }
    }

    private func confirmed(_ label: String, coordinate: Coordinate, notes: String) -> HTMLNode {
        HTMLNode("section", [.init("id", "address-confirmed"), .init("aria-labelledby", "address-confirmed-heading")]) {
            HTMLNode("h2", [.init("id", "address-confirmed-heading")]) { context.picker.text(.addressSaved) }
            HTMLNode("div", [.init("role", "status"), .init("class", "status")]) {
                HTMLNode("p") { label }
            }
            HTMLNode("dl", [.init("class", "facts")]) {
                HTMLNode("dt") { context.picker.text(.deliveryAddress) }
                HTMLNode("dd") { label }
                HTMLNode("dt") { screen.labels.entranceNotes }
                HTMLNode("dd", [.init("class", "notes")]) { notes.isEmpty ? "—" : notes }
            }
            if context.handOff != nil {
                // The same hand-off as a place: a top-level GET through /continue, answered 303 to the
                // shop with the address, its coordinates and the entrance notes (and `state`).
                HTMLNode("form", [.init("method", "get"), .init("action", "/continue"), .init("data-reload", "1")]) {
                    langInput()
                    HTMLNode("input", [.init("type", "hidden"), .init("name", "address"), .init("value", label)])
                    HTMLNode(
                        "input",
                        [.init("type", "hidden"), .init("name", "point"), .init("value", URLState.format(coordinate))])
                    HTMLNode(
                        "input", [.init("type", "hidden"), .init("name", "entrance_notes"), .init("value", notes)])
                    HTMLNode("button", [.init("type", "submit"), .init("id", "continue")]) {
                        context.configuration.shopName.map {
                            context.picker.text(Phrase(.continueToNamedShop, ["name": .text($0)]))
                        } ?? context.picker.text(.continueToShop)
                    }
                }
            }
            HTMLNode("p") {
                HTMLNode("a", [.init("href", "/address" + langQuery())]) { screen.labels.change }
            }
        }
    }

    private func chooseURL(_ match: AddressMatch) -> String {
        let items =
            [
                HTTPRequest.QueryItem("label", match.label), .init("near", URLState.format(match.coordinate)),
            ] + context.pageItems
        return "/address?" + FormEncoding.encode(items)
    }

    private func langInput() -> HTMLNode {
        .fragment(
            context.pageItems.map {
                HTMLNode("input", [.init("type", "hidden"), .init("name", $0.name), .init("value", $0.value)])
            })
    }

    private func langQuery() -> String {
        context.pageItems.isEmpty ? "" : "?" + FormEncoding.encode(context.pageItems)
    }
}
