import Foundation
import Geodesy
import HTTPMessage
import OpeningHours
import PlacePicker
import PlaceQuery

/// The web picker as a pure function of request, catalog and clock: `handle(_:)` returns the
/// response for any request, with no sockets involved (``HTTPServer`` hosts it).
///
/// Routes: `/` (picker), `/places/{id}` (card), `/choice` (choice made), `/address` (delivery
/// address flow), `/api/places`, `/api/places/{id}`, `/api/clusters`, `/api/addresses`,
/// `/openapi.json`, `/assets/picker.css`, `/assets/picker.js`, `/healthz`.
///
/// A page request carrying the select button's `select=<id>` that succeeds is answered with
/// 303 See Other to the canonical state URL (`sel=<id>`), unless it is the script's in-page
/// update (see ``updateHeader``); an unknown id keeps the page with its error (400).
public struct WebApp: Sendable {
    /// The picker in the default language.
    public let picker: PickerModel
    /// Server settings.
    public let configuration: WebConfiguration
    /// Answers computed this minute, for identical requests (see ``AnswerCache``).
    let answers = AnswerCache()

    /// Creates the app.
    ///
    /// - Parameters:
    ///   - picker: The picker (its locale is the default language).
    ///   - configuration: Return URL, tiles, fixed clock.
    public init(picker: PickerModel, configuration: WebConfiguration = WebConfiguration()) {
        self.picker = picker
        self.configuration = configuration
    }

    /// Answers one request.
    ///
    /// - Parameter request: The request.
    /// - Returns: The response; never throws, every problem is a page or JSON error.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.decodedPath ?? request.path
        var response: HTTPResponse
        if request.method == "GET" || request.method == "HEAD", path != "/healthz" {
            // The same request in the same minute gets the same answer: computed once.
            let key = AnswerCache.Key(
                target: request.target, acceptLanguage: request.header("accept-language") ?? "",
                isUpdate: request.header(Self.updateHeader) != nil)
            let minute = AnswerCache.minute(of: configuration.fixedInstant ?? picker.now)
            if let kept = answers.answer(for: key, minute: minute) {
                response = kept
            } else {
                response = route(request, path: path)
                answers.keep(response, for: key, minute: minute)
            }
        } else if ["GET", "HEAD", "POST"].contains(request.method) {
            response = route(request, path: path)
        } else {
            response =
                path.hasPrefix("/api/")
                ? api.error(status: 405, message: "Use GET (or HEAD) for \(path).", parameter: nil)
                : HTTPResponse.html(message(request, title: "405", text: "Use GET, HEAD or POST."), status: 405)
            response.headers["Allow"] = "GET, HEAD, POST"
        }
        // Every response carries the security headers; answers that change with the data are not cached.
        for (name, value) in Self.securityHeaders(tileOrigin: configuration.tileOrigin)
        where !response.headers.contains(name: name) {
            response.headers.add(name: name, value: value)
        }
        if response.headers["Cache-Control"] == nil, path.hasPrefix("/api/") || path == "/healthz" {
            response.headers["Cache-Control"] = "no-store"
        }
        // HEAD is answered as GET: the server sends the headers and the body's length, not the body.
        return response
    }

    /// The headers every response carries: a strict Content Security Policy (no inline script or
    /// style; images also from the tile server, if any), no MIME sniffing, same-origin referrers.
    ///
    /// - Parameter tileOrigin: The tile server's origin, if the map uses one.
    /// - Returns: The fields, in order.
    public static func securityHeaders(tileOrigin: String?) -> [(name: String, value: String)] {
        let images = tileOrigin.map { "img-src 'self' data: \($0)" } ?? "img-src 'self' data:"
        return [
            (
                "Content-Security-Policy",
                "default-src 'self'; script-src 'self'; style-src 'self'; \(images); "
                    + "connect-src 'self'; form-action 'self' http: https:; frame-ancestors 'self'; base-uri 'none'"
            ),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
        ]
    }

    private func route(_ request: HTTPRequest, path: String) -> HTTPResponse {
        switch path {
        case "/": return pickerPage(request)
        case "/choice": return choicePage(request)
        case "/address": return addressPage(request)
        case "/healthz":
            return .text("ok \(picker.engine.catalog.places.count) places\n")
        case "/assets/picker.css": return asset(Stylesheet.css, type: "text/css; charset=utf-8")
        case "/assets/picker.js": return asset(Script.javascript, type: "text/javascript; charset=utf-8")
        case "/openapi.json": return .json(Array(OpenAPIDocument.json.utf8))
        case "/api/places": return api.places(request)
        case "/api/clusters": return api.clusters(request)
        case "/api/addresses": return api.addresses(request)
        default:
            if path.hasPrefix("/api/places/") {
                return api.place(request, id: String(path.dropFirst("/api/places/".count)))
            }
            if path.hasPrefix("/places/") {
                return cardPage(request, id: String(path.dropFirst("/places/".count)))
            }
            if path.hasPrefix("/api/") {
                return api.error(status: 404, message: "No such API route: \(path).", parameter: nil)
            }
            let context = pageContext(request)
            return .html(
                message(request, title: context.picker.text(.notFound), text: path), status: 404)
        }
    }

    var api: APIRoutes { APIRoutes(app: self) }

    // MARK: Pages

    private func pickerPage(_ request: HTTPRequest) -> HTTPResponse {
        var context = pageContext(request)
        let parameters = request.parameters
        func value(_ name: String) -> String? { parameters.last { $0.name == name }?.value }
        var applied: Screen?
        var actions: [PickerAction] = []
        if let id = value("select"), !id.isEmpty { actions.append(.select(id: id)) }
        if value("more") != nil { actions.append(.showMore) }
        if let move = value("map") {
            switch move {
            case "in": actions.append(.zoomIn)
            case "out": actions.append(.zoomOut)
            case "fit": actions.append(.resetCamera)
            default:
                if let direction = PanDirection(rawValue: move) {
                    actions.append(.pan(direction))
                } else {
                    context.problems.append(
                        ParameterProblem(
                            parameter: "map", value: move, message: "Use map=in, out, fit, north, south, east or west.")
                    )
                }
            }
            context.state.mode = .map
        }
        if !actions.isEmpty {
            let screen = context.picker.apply(actions, to: context.state, at: context.instant)
            if let id = value("select"), screen.state.selectedID != id, context.picker.engine.catalog[id: id] == nil {
                context.problems.append(
                    ParameterProblem(parameter: "select", value: id, message: "No place has this id."))
            }
            context.state = screen.state
            applied = screen
        }
        if let selected = context.state.selectedID, context.picker.engine.catalog[id: selected] == nil {
            context.problems.append(
                ParameterProblem(parameter: "sel", value: selected, message: "No place has this id."))
            context.state.selectedID = nil
        }
        let addressQuery = value("address") ?? ""
        // "Find address" is the form's first submit button, so Enter in any field (e.g. the text
        // filter) submits find=1 too; with nothing typed in the address field that is not a search.
        let hasAddress = !addressQuery.trimmingCharacters(in: .whitespaces).isEmpty
        let searched = hasAddress && (value("find") != nil || actions.isEmpty)
        let matches = searched ? context.picker.addressMatches(for: addressQuery) : nil
        if let selected = value("select"), request.header(Self.updateHeader) == nil,
            context.problems.isEmpty, matches == nil, selected.isEmpty || context.state.selectedID == selected
        {
            // Post/Redirect/Get for the no-JavaScript select button: reload, bookmark and share
            // give the canonical state URL (`sel=`), not the one-shot `select=` action.
            var response = HTTPResponse.seeOther(context.url(state: context.state))
            response.headers.add(name: "Vary", value: Self.updateHeader)
            return response
        }
        // One screen per request: the actions' own, unless the state changed after them.
        let screen =
            applied.flatMap { $0.state == context.state ? $0 : nil }
            ?? context.picker.screen(for: context.state, at: context.instant)
        // The status region shows the summary, so an announcement that ends with it adds its lead.
        let announcement = applied?.announcement.flatMap { $0.endsWithSummary ? $0.lead : $0.text }
        let page = PickerPage(
            screen: screen, context: context, addressQuery: addressQuery, addressMatches: matches,
            announcement: announcement)
        var response = HTTPResponse.html(page.render(), status: context.problems.isEmpty ? 200 : 400)
        if value("select") != nil { response.headers.add(name: "Vary", value: Self.updateHeader) }
        return response
    }

    /// The request header the page script sets on its in-page updates (`X-Picker-Update: 1`).
    ///
    /// Those get the page itself, not a redirect: `fetch` follows redirects silently, so the
    /// one-shot announcement ("Selected Alepa") would be lost, and the script already puts the
    /// canonical URL in the address bar from `data-state-url`.
    static let updateHeader = "X-Picker-Update"

    private func cardPage(_ request: HTTPRequest, id: String) -> HTTPResponse {
        let context = pageContext(request)
        let screen = context.picker.screen(for: context.state, at: context.instant)
        guard let card = context.picker.card(for: id, in: context.state, at: context.instant) else {
            return .html(
                message(request, title: context.picker.text(.notFound), text: "No place has the id “\(id)”."),
                status: 404)
        }
        return .html(
            CardPage(card: card, screen: screen, context: context).render(),
            status: context.problems.isEmpty ? 200 : 400)
    }

    private func choicePage(_ request: HTTPRequest) -> HTTPResponse {
        let context = pageContext(request)
        let screen = context.picker.screen(for: context.state, at: context.instant)
        guard let id = context.state.selectedID,
            let card = context.picker.card(for: id, in: context.state, at: context.instant)
        else {
            return .seeOther(context.url(state: context.state))
        }
        return .html(
            ChoicePage(card: card, screen: screen, context: context).render(),
            status: context.problems.isEmpty ? 200 : 400)
    }

    private func addressPage(_ request: HTTPRequest) -> HTTPResponse {
        let context = pageContext(request)
        let parameters = request.parameters
        func value(_ name: String) -> String? { parameters.last { $0.name == name }?.value }
        let screen = context.picker.screen(
            for: PickerState(origin: picker.configuration.defaultOrigin), at: context.instant)
        let step: AddressPage.Step
        if let label = value("label"), let near = value("near"), let coordinate = try? Coordinate(parsing: near) {
            let notes = String((value("notes") ?? "").prefix(500))
            if request.method == "POST" {
                step = .confirmed(label: label, coordinate: coordinate, notes: notes)
            } else {
                step = .chosen(
                    match: AddressMatch(address: .init(), coordinate: coordinate, label: label, score: 0), notes: notes)
            }
        } else {
            let query = value("q") ?? ""
            step = .search(query: query, matches: query.isEmpty ? nil : context.picker.addressMatches(for: query))
        }
        return .html(
            AddressPage(step: step, screen: screen, context: context).render(),
            status: context.problems.isEmpty ? 200 : 400)
    }

    // MARK: Shared

    /// The picker in the request's language, the decoded state and the instant.
    func pageContext(_ request: HTTPRequest) -> PageContext {
        let parameters = request.parameters
        var problems: [ParameterProblem] = []
        var pageItems: [HTTPRequest.QueryItem] = []
        var localized = picker
        if let lang = parameters.last(where: { $0.name == "lang" })?.value {
            if let locale = PickerLocale(identifier: lang) {
                localized = picker.localized(locale)
                pageItems.append(.init("lang", lang))
            } else {
                problems.append(
                    ParameterProblem(
                        parameter: "lang", value: lang, message: "Use one of en, de, fi, sv, fr, such as lang=fi."))
            }
        } else if let header = request.header("accept-language"), Self.speaksAny(of: header) {
            // Only when the browser asks for a language we speak: otherwise the configured
            // language stays (negotiation alone would fall back to plain English, not e.g. en-GB).
            localized = picker.localized(PickerLocale.negotiated(acceptLanguage: header))
        }
        var instant = configuration.fixedInstant ?? picker.now
        if let at = parameters.last(where: { $0.name == "at" })?.value {
            // In a query string an unencoded "+02:00" arrives as " 02:00" (form decoding turns
            // "+" into a space); read it as the offset it was meant to be.
            var text = at
            if let space = text.lastIndex(of: " "), text.distance(from: text.startIndex, to: space) >= 16 {
                text.replaceSubrange(space...space, with: "+")
            }
            do {
                instant = try InstantText.parse(text, zone: picker.configuration.wallClockZone)
                pageItems.append(.init("at", at))
            } catch {
                problems.append(ParameterProblem(parameter: "at", value: at, message: error.message))
            }
        }
        let decoded = URLState.decode(parameters, defaultOrigin: picker.configuration.defaultOrigin)
        return PageContext(
            picker: localized, state: decoded.state, instant: instant, problems: problems + decoded.problems,
            pageItems: pageItems, configuration: configuration)
    }

    /// Whether any language range in an `Accept-Language` header is one the picker speaks.
    static func speaksAny(of acceptLanguage: String) -> Bool {
        acceptLanguage.split(separator: ",").contains { range in
            let tag = range.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return PickerLocale(identifier: tag) != nil
        }
    }

    private func message(_ request: HTTPRequest, title: String, text: String) -> String {
        let context = pageContext(request)
        return MessagePage(
            languageTag: context.picker.locale.identifier, title: title, message: text,
            backTitle: context.picker.text(.backToList), attribution: picker.configuration.attribution
        ).render()
    }

    private func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(
            status: .ok, headers: ["Content-Type": type, "Cache-Control": "public, max-age=3600"],
            body: Array(text.utf8))
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
