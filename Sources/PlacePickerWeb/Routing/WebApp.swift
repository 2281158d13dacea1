import Foundation
import Geodesy
import HTMLWriting
import HTTPMessage
import PickerLocalization
import PlacePicker
import PlaceSearch
import Places
import WebAssets

/// The web picker as a pure function of request, catalog and clock: `handle(_:)` returns the
/// response for any request, with no sockets involved (``HTTPServer`` hosts it). What every
/// answer goes through is the ``ResponsePolicy``'s; a page's request is read once into a
/// ``PageRequest``; the routes here pick what answers it.
///
/// A page request carrying the select button's `select=<id>` that succeeds is answered with
/// 303 See Other to the canonical state URL (`sel=<id>`), unless it is the script's in-page
/// update (see ``updateHeader``); an unknown id keeps the page with its error (400).
public struct WebApp: Sendable {
    /// The picker in the default language.
    public let picker: PickerModel
    /// Server settings.
    public let configuration: WebConfiguration
    /// The data version and the database link, when the places follow a database; `nil` for a file.
    public let liveData: LiveData?
    /// Answers computed this minute, for identical requests (see ``AnswerCache``); each data version
    /// is a new app, so an answer is never kept across versions.
    let answers = AnswerCache()

    /// Creates the app.
    ///
    /// - Parameters:
    ///   - picker: The picker (its locale is the default language).
    ///   - configuration: Return URL, tiles, fixed clock.
    ///   - liveData: The data version, when the places follow a database.
    public init(picker: PickerModel, configuration: WebConfiguration = WebConfiguration(), liveData: LiveData? = nil) {
        self.picker = picker
        self.configuration = configuration
        self.liveData = liveData
    }

    /// Answers one request: the ``ResponsePolicy`` answers a preflight and keeps answers, a route
    /// makes the answer, and the policy finishes it.
    ///
    /// - Parameter request: The request.
    /// - Returns: The response; never throws, every problem is a page or JSON error.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.decodedPath ?? request.path
        // The clock is read once: the minute an answer is kept for and the instant it shows are one
        // reading, so a kept answer never shows an instant of another minute.
        let now = configuration.fixedInstant ?? picker.now
        let policy = ResponsePolicy(request: request, path: path, configuration: configuration)
        var response: HTTPResponse
        if let preflight = policy.preflight {
            response = preflight
        } else if ["GET", "HEAD", "POST"].contains(request.method) {
            response = policy.answer(from: answers, at: now, liveData: liveData) {
                route(request, path: path, now: now)
            }
        } else {
            response =
                path.hasPrefix("/api/")
                ? api(at: now, versioned: false).error(
                    status: 405, message: "Use GET (or HEAD) for \(path).", parameter: nil)
                : message(
                    PageRequest(request, app: self, now: now), title: "405", text: "Use GET, HEAD or POST.", status: 405
                )
            response.headers["Allow"] = "GET, HEAD, POST"
        }
        policy.finish(&response)
        return response
    }

    /// The routes: the API, the assets and `/healthz` by path; every other path is a page, its
    /// request read once into a ``PageRequest`` (as the API reads its own).
    private func route(_ request: HTTPRequest, path: String, now: Date) -> HTTPResponse {
        switch path {
        case "/healthz":
            let places = picker.placeCount
            let sources = SourceStatus.jsonArray(configuration.sources())
            return liveData?.healthResponse(places: places, sources: sources)
                ?? .json("{\"status\":\"ok\",\"places\":\(places),\"sources\":\(sources)}\n")
        case "/api/sources": return api(at: now).sources()
        case "/assets/picker.css": return asset(Stylesheet.css, type: "text/css; charset=utf-8")
        case "/assets/picker.js": return asset(Script.javascript, type: "text/javascript; charset=utf-8")
        case "/assets/theme.css": return theme(request)
        case "/embed.js": return asset(EmbedScript.javascript, type: "text/javascript; charset=utf-8")
        case "/openapi.json": return .json(Array(OpenAPIDocument.json.utf8))
        case "/api/places": return api(at: now).places(request)
        case "/api/clusters": return api(at: now).clusters(request)
        case "/api/addresses": return api(at: now).addresses(request)
        case "/api/selections": return api(at: now).makeSelection(request)
        case "/api/selections/verify": return api(at: now).verifySelection(request)
        default:
            if path.hasPrefix("/api/places/") {
                return api(at: now).place(request, id: String(path.dropFirst("/api/places/".count)))
            }
            if path.hasPrefix("/api/") {
                return api(at: now).error(status: 404, message: "No such API route: \(path).", parameter: nil)
            }
            return page(PageRequest(request, app: self, now: now), path: path)
        }
    }

    /// The pages, from the request read once.
    private func page(_ request: PageRequest, path: String) -> HTTPResponse {
        // A `return` the picker may not follow is refused with a page, before anything else.
        if ["/", "/choice", "/address", "/continue"].contains(path) || path.hasPrefix("/places/"),
            let refusal = request.handOffRefusal
        {
            return message(request, title: "400", text: Self.refusalText(refusal), status: 400)
        }
        switch path {
        case "/": return pickerPage(request)
        case "/choice": return choicePage(request)
        case "/address": return addressPage(request)
        case "/continue": return continueToShop(request)
        case "/accessibility": return AccessibilityPage(context: request.context).response()
        default:
            if path.hasPrefix("/places/") {
                return cardPage(request, id: String(path.dropFirst("/places/".count)))
            }
            return message(request, title: request.context.picker.text(.notFound), text: path, status: 404)
        }
    }

    /// The JSON API's routes for a request whose clock reading is `now`. Their answers lead with the
    /// data version (``APIAnswer``) unless `versioned` is `false`: a method refused before any route
    /// runs is no answer from the data.
    func api(at now: Date, versioned: Bool = true) -> APIRoutes {
        APIRoutes(app: self, now: now, dataVersion: versioned ? liveData?.version : nil)
    }

    // MARK: Pages

    /// `/`: what ``PickerController`` answers, the page or the select button's redirect.
    private func pickerPage(_ request: PageRequest) -> HTTPResponse {
        switch PickerController(request: request).answer() {
        case .redirect(let location):
            var response = HTTPResponse.seeOther(location)
            response.headers.add(name: "Vary", value: Self.updateHeader)
            return response
        case .page(let page, let status, let variesByUpdate):
            var response = HTTPResponse.html(page.render(), status: status)
            if variesByUpdate { response.headers.add(name: "Vary", value: Self.updateHeader) }
            return response
        }
    }

    /// The request header the page script sets on its in-page updates (`X-Picker-Update: 1`). Those
    /// get the page, not a redirect: `fetch` follows redirects silently, so the one-shot announcement
    /// would be lost, and the script already puts the canonical URL (`data-state-url`) in the address bar.
    static let updateHeader = "X-Picker-Update"

    private func cardPage(_ request: PageRequest, id: String) -> HTTPResponse {
        let context = request.context
        // The card and choice pages show the screen's labels and state, not its list or map.
        let screen = context.picker.screen(for: context.state, at: context.instant, parts: [])
        guard let card = context.picker.card(for: id, in: context.state, at: context.instant) else {
            return message(
                request, title: context.picker.text(.notFound), text: "No place has the id “\(id)”.", status: 404)
        }
        return .html(CardPage(card: card, screen: screen, context: context).render(), status: context.status)
    }

    private func choicePage(_ request: PageRequest) -> HTTPResponse {
        let context = request.context
        let screen = context.picker.screen(for: context.state, at: context.instant, parts: [])
        guard let id = context.state.selectedID,
            let card = context.picker.card(for: id, in: context.state, at: context.instant)
        else {
            return .seeOther(context.url(state: context.state))
        }
        return .html(ChoicePage(card: card, screen: screen, context: context).render(), status: context.status)
    }

    private func addressPage(_ request: PageRequest) -> HTTPResponse {
        let context = request.context
        let value = request.value
        let screen = context.picker.screen(
            for: PickerState(origin: picker.configuration.defaultOrigin), at: context.instant)
        let step: AddressPage.Step
        if value("change") == nil, let label = value("label"), let near = value("near"),
            let coordinate = try? Coordinate(parsing: near)
        {
            let notes = String((value("notes") ?? "").prefix(500))
            if request.http.method == "POST" {
                step = .confirmed(label: label, coordinate: coordinate, notes: notes)
            } else {
                step = .chosen(
                    match: AddressMatch(address: .init(), coordinate: coordinate, label: label, score: 0), notes: notes)
            }
        } else {
            // "Change" (change=1) searches for the chosen address again and keeps the notes (WCAG 3.3.7).
            let query = (value("change") != nil ? value("label") : value("q")) ?? ""
            step = .search(
                query: query, matches: query.isEmpty ? nil : context.picker.addressMatches(for: query),
                notes: String((value("notes") ?? "").prefix(500)))
        }
        return .html(AddressPage(step: step, screen: screen, context: context).render(), status: context.status)
    }

    /// `GET /continue?sel=ID&return=URL&state=S`: the no-JavaScript hand-off, a top-level
    /// `303 See Other` to the shop's URL with `place_id` (and `state` unchanged), so the shop's
    /// `SameSite=Lax` cookies arrive. Without a hand-off it goes to `/choice`.
    private func continueToShop(_ request: PageRequest) -> HTTPResponse {
        let context = request.context
        if let address = request.value("address"), !address.isEmpty, let handOff = context.handOff {
            // The address flow: the address, its coordinates and the entrance notes.
            guard let point = request.value("point").flatMap({ try? Coordinate(parsing: $0) }) else {
                return message(
                    request, title: "400", text: "The address has no coordinates (point=LAT,LON).", status: 400)
            }
            var response = HTTPResponse.seeOther(
                handOff.target([
                    .init("address", address), .init("latitude", String(point.latitude)),
                    .init("longitude", String(point.longitude)),
                    .init("entrance_notes", String((request.value("entrance_notes") ?? "").prefix(500))),
                ]))
            response.headers["Referrer-Policy"] = "no-referrer"
            return response
        }
        guard let id = context.state.selectedID, context.picker.hasPlace(id: id) else {
            return message(
                request, title: "400", text: "Choose a place first (sel=… is missing or unknown).", status: 400)
        }
        guard let handOff = context.handOff else { return .seeOther(context.url("/choice", state: context.state)) }
        guard let result = context.picker.result(forID: id, in: context.state, at: context.instant) else {
            return message(request, title: "400", text: "Choose a place first.", status: 400)
        }
        let row = context.picker.row(for: result, isSelected: true, at: context.instant)
        var response = HTTPResponse.seeOther(
            handOff.target(context.returnFields(context.selection(result: result, row: row))))
        response.headers["Referrer-Policy"] = "no-referrer"
        return response
    }

    // MARK: Shared

    /// The version of the data, as a hand-off names it: the database's version, else when the
    /// newest source was read.
    var dataVersion: String? {
        if let liveData { return String(liveData.version) }
        return configuration.sources().map(\.readAt).max()
    }

    static func refusalText(_ refusal: HandOff.Refusal) -> String {
        switch refusal {
        case .notAURL(let text):
            "The return address “\(text)” is not an http or https URL, so the picker will not send your choice "
                + "there. Go back to the shop and start again."
        case .originNotAllowed(let origin):
            "The picker does not send choices to \(origin): it is not one of the shops this picker works for. "
                + "Go back to the shop and start again. (Whoever runs the picker can allow it with "
                + "--embed-origin \(origin).)"
        case .stateTooLong(let count):
            "The shop's state is \(count) bytes long; at most 512 are kept. Go back to the shop and start again."
        }
    }

    private func theme(_ request: HTTPRequest) -> HTTPResponse {
        let asked = PageRequest.value("accent", in: request.parameters) ?? configuration.accent ?? ""
        do {
            return asset(try Theme(accent: asked).css, type: "text/css; charset=utf-8")
        } catch {
            return HTTPResponse(
                status: 400, headers: ["Content-Type": "text/css; charset=utf-8"],
                body: Array(
                    "/* accent refused: \(error.description.replacingOccurrences(of: "*/", with: "")) */\n".utf8))
        }
    }

    /// A short page in the request's language: a title, a sentence, and the way back to the list.
    private func message(_ request: PageRequest, title: String, text: String, status: HTTPStatus) -> HTTPResponse {
        let page = MessagePage(
            languageTag: request.context.picker.locale.identifier, title: title, message: text,
            backTitle: request.context.picker.text(.backToList), attribution: picker.configuration.attribution)
        return .html(page.render(), status: status)
    }

    private func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(
            status: .ok, headers: ["Content-Type": type, "Cache-Control": "public, max-age=3600"],
            body: Array(text.utf8))
    }
}
