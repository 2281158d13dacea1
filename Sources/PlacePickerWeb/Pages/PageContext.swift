import Foundation
import HTMLWriting
import HTTPMessage
import PickerLocalization
import PlacePicker
import PlaceQuery
import PlaceQueryModel
import PlaceSelection

/// What one page request needs besides the screen: the language, the instant, links that keep
/// the state, and the problems found in the URL.
struct PageContext {
    var picker: PickerModel
    var state: PickerState
    var instant: Date
    var problems: [ParameterProblem]
    /// Parameters that belong to the page, kept in every link: `lang`, `at`, `units`, `accent`,
    /// `embed`, `return`, `state`.
    var pageItems: [HTTPRequest.QueryItem]
    var configuration: WebConfiguration
    /// The hand-off for this request (`return=` and `state=`, or `--return-url`), if any.
    var handOff: HandOff? = nil
    /// The accent colour in force (`accent=` or `--accent`), already checked for contrast.
    var accent: String? = nil
    /// The origin of the page whose `<place-picker>` shows this page (`embed=ORIGIN`, an allowed
    /// `--embed-origin`): the page then tells the element its size and the choice by `postMessage`
    /// to exactly that origin.
    var embedOrigin: String? = nil
    /// Where the offers shown come from: `server` (`--offers`), `page` (`offers=`), or `nil`.
    var offerSource: String? = nil
    /// The data's version, for the hand-off (``WebApp/dataVersion``).
    var dataVersion: String? = nil

    /// A page's status: 400 when its parameters have problems (the page shows them), else 200.
    var status: HTTPStatus { problems.isEmpty ? .ok : 400 }

    /// The hand-off of a point as this page shows it, signed with the server's key when it has one.
    func selection(result: PlaceResult, row: PlaceRow) -> Selection {
        Selection.make(
            result: result, row: row, parcel: state.filters.parcel, offerSource: offerSource,
            dataVersion: dataVersion, now: instant, signer: configuration.selectionSigner)
    }

    /// The hand-off as the return URL's query gives it (`place_id`, `carrier`, `name`, …, `token`).
    func returnFields(_ selection: Selection) -> [HTTPRequest.QueryItem] {
        let fields: [(String, String?)] = [
            ("place_id", selection.id), ("carrier", selection.carrier), ("name", selection.name),
            ("address", selection.address), ("price", selection.price), ("currency", selection.currency),
            ("delivery", selection.delivery), ("data_version", selection.dataVersion), ("token", selection.token),
        ]
        return fields.compactMap { name, value in value.map { HTTPRequest.QueryItem(name, $0) } }
    }

    /// The page title with the shop's name, when configured: "Choose a pickup point — Kauppa".
    func pageTitle(_ title: String) -> String {
        configuration.shopName.map { "\(title) — \($0)" } ?? title
    }

    /// What the button that hands the choice to the shop says: "Continue to Kauppa", or
    /// "Continue to the shop" when the shop has no name here.
    var continueTitle: String {
        configuration.shopName.map { picker.text(Phrase(.continueToNamedShop, ["name": .text($0)])) }
            ?? picker.text(.continueToShop)
    }

    /// The accent stylesheet, when an accent is in force.
    var themeHref: String? {
        accent.map { "/assets/theme.css?" + FormEncoding.encode([.init("accent", $0)]) }
    }

    /// The state's parameters plus the page's.
    func items(for state: PickerState) -> [HTTPRequest.QueryItem] {
        URLState.encode(state, defaultOrigin: picker.configuration.defaultOrigin) + pageItems
    }

    /// A URL on this site that shows `state`.
    func url(_ path: String = "/", state: PickerState, extra: [HTTPRequest.QueryItem] = []) -> String {
        Self.link(path, query: FormEncoding.encode(items(for: state) + extra))
    }

    /// A path with its encoded query, if any: the one way every link here is joined.
    static func link(_ path: String, query: String) -> String {
        query.isEmpty ? path : path + "?" + query
    }

    /// Links to places' cards that keep the state: the state's query is encoded once for all of a
    /// page's rows and pins, not once per link.
    struct CardLinks {
        /// The state's and the page's parameters, encoded.
        let query: String
        /// `?` and the query, escaped for an attribute value (nothing when there is no query):
        /// what follows every card path in an `href`.
        let escapedQuerySuffix: [UInt8]

        init(query: String) {
            self.query = query
            var suffix: [UInt8] = []
            if !query.isEmpty {
                suffix.append(UInt8(ascii: "?"))
                HTMLEscaping.appendAttributeValue(query, to: &suffix)
            }
            escapedQuerySuffix = suffix
        }

        /// The page for a place's card.
        func url(_ id: String) -> String {
            PageContext.link("/places/" + FormEncoding.pathSegment(id), query: query)
        }
    }

    /// Links to one state seen through other cameras (a cluster's "zoom in"): the state's
    /// parameters before and after the camera's are encoded once for all of a page's clusters,
    /// not once per link.
    struct CameraLinks {
        /// The encoded parameters before the camera's, and after them.
        let before: String
        let after: String
        /// The same escaped as an attribute value (by ``HTMLEscaping``, byte by byte, so the
        /// pieces escaped apart join into the link escaped whole), or `nil` when they hold a quote.
        private let escapedBefore: [UInt8]?
        private let escapedAfter: [UInt8]?

        init(before: String, after: String) {
            self.before = before
            self.after = after
            escapedBefore = Self.escapedAttribute(before)
            escapedAfter = Self.escapedAttribute(after)
        }

        /// The page of the state with this camera: `/?`, the parameters before, `z=…&c=LAT%2CLON`
        /// (what ``URLState/cameraItems(_:)`` encodes to) and the parameters after, written in one
        /// buffer (a map links dozens of clusters).
        func url(_ camera: MapCamera) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(before.utf8.count + after.utf8.count + 40)
            bytes.append(contentsOf: "/?".utf8)
            if !before.isEmpty {
                bytes.append(contentsOf: before.utf8)
                bytes.append(UInt8(ascii: "&"))
            }
            bytes.append(contentsOf: "z=".utf8)
            bytes.append(contentsOf: String(camera.zoom).utf8)
            bytes.append(contentsOf: "&c=".utf8)
            URLState.append(camera.center, separator: "%2C", to: &bytes)
            if !after.isEmpty {
                bytes.append(UInt8(ascii: "&"))
                bytes.append(contentsOf: after.utf8)
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// ``url(_:)`` escaped for an attribute value, written straight into the value's bytes: the
        /// parameters around the camera are escaped once per page, not once per link. `nil` when
        /// they hold a quote (FormEncoding percent-encodes quotes, so this does not happen from
        /// a state; then `url(_:)` is escaped as any value is).
        func escapedURL(_ camera: MapCamera) -> HTML.EscapedValue? {
            guard let before = escapedBefore, let after = escapedAfter else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(before.count + after.count + 56)
            bytes.append(contentsOf: "/?".utf8)
            if !before.isEmpty {
                bytes.append(contentsOf: before)
                bytes.append(contentsOf: "&amp;".utf8)
            }
            bytes.append(contentsOf: "z=".utf8)
            bytes.appendDigits(camera.zoom)
            bytes.append(contentsOf: "&amp;c=".utf8)
            URLState.append(camera.center, separator: "%2C", to: &bytes)
            if !after.isEmpty {
                bytes.append(contentsOf: "&amp;".utf8)
                bytes.append(contentsOf: after)
            }
            return HTML.EscapedValue(escapedQuoteFree: bytes)
        }

        private static func escapedAttribute(_ query: String) -> [UInt8]? {
            var escaped: [UInt8] = []
            escaped.reserveCapacity(query.utf8.count + 16)
            let heldQuote = HTMLEscaping.appendAttributeValue(query, to: &escaped)
            return heldQuote ? nil : escaped
        }
    }

    /// Camera links for a state: ``CameraLinks/url(_:)`` equals `url(state:)` of the state with that
    /// camera.
    func cameraLinks(for state: PickerState) -> CameraLinks? {
        var probe = state
        probe.camera = MapCamera(center: state.origin.coordinate, zoom: MapCamera.minimumZoom)
        let items = items(for: probe)
        guard let zoom = items.firstIndex(where: { $0.name == "z" }), zoom + 1 < items.count,
            items[zoom + 1].name == "c"
        else { return nil }
        return CameraLinks(
            before: FormEncoding.encode(Array(items[..<zoom])), after: FormEncoding.encode(Array(items[(zoom + 2)...])))
    }

    /// Card links for the current state.
    func cardLinks() -> CardLinks { CardLinks(query: FormEncoding.encode(items(for: state))) }

    /// Writes the hidden inputs that carry the state (minus some parameters) through a form.
    func writeHiddenInputs(excluding names: Set<String> = [], to html: inout HTML) {
        Self.writeHiddenInputs(items(for: state).filter { !names.contains($0.name) }, to: &html)
    }

    /// Writes one hidden input per parameter, in order: how a form carries parameters it has no
    /// control for.
    static func writeHiddenInputs(_ items: [HTTPRequest.QueryItem], to html: inout HTML) {
        for item in items {
            html.void(.input, #"type="hidden""#) { attributes in
                attributes.add(.name, item.name)
                attributes.add(.value, item.value)
            }
        }
    }
}

extension HTML.Attributes {
    /// ` href="/places/ID?QUERY"`: a card link written in place from the page's escaped query.
    mutating func cardHref(_ id: String, links: PageContext.CardLinks) {
        add(.href) { value in
            value.append("/places/" as StaticString)
            // Percent-encoded: unreserved bytes and `%XX` only, nothing for HTML to escape.
            FormEncoding.appendPathSegment(id, to: &value)
            value.append(contentsOf: links.escapedQuerySuffix)
        }
    }
}
