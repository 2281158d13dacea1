import Foundation
import Geodesy
import HTMLWriting
import HTTPMessage
import OpeningHours
import OpeningHoursSyntax
import PickerFormatting
import PickerLocalization
import PlacePicker
import PlaceQuery
import PlaceSearch
import Places
import WebAssets

/// The web picker as a pure function of request, catalog and clock: `handle(_:)` returns the
/// response for any request, with no sockets involved (``HTTPServer`` hosts it).
///
/// Routes: `/` (picker), `/places/{id}` (card), `/choice` (choice made), `/address` (delivery
/// address flow), `/api/places`, `/api/places/{id}`, `/api/clusters`, `/api/addresses`,
/// `/openapi.json`, `/assets/picker.css`, `/assets/picker.js`, `/healthz`, `/accessibility` (the
/// conformance report).
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

    /// Answers one request.
    ///
    /// - Parameter request: The request.
    /// - Returns: The response; never throws, every problem is a page or JSON error.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.decodedPath ?? request.path
        // The clock is read once: the minute an answer is kept for and the instant it shows are one
        // reading, so a kept answer never shows an instant of another minute.
        let now = configuration.fixedInstant ?? picker.now
        var response: HTTPResponse
        let corsOrigin = request.header("origin").flatMap { configuration.embedOrigins.contains($0) ? $0 : nil }
        if request.method == "OPTIONS", path.hasPrefix("/api/") {
            // CORS preflight: allowed origins get the grant, others a 403 without CORS headers.
            response = HTTPResponse(status: corsOrigin == nil ? 403 : 204, headers: [:], body: [])
            if corsOrigin != nil {
                response.headers["Access-Control-Allow-Methods"] = "GET, HEAD, POST"
                response.headers["Access-Control-Allow-Headers"] = "Accept, Accept-Language, Content-Type"
                response.headers["Access-Control-Max-Age"] = "600"
            }
        } else if request.method == "GET" || request.method == "HEAD", path != "/healthz" {
            // The same request in the same minute gets the same answer: computed once.
            let key = AnswerCache.Key(
                target: request.target, acceptLanguage: request.header("accept-language") ?? "",
                isUpdate: request.header(Self.updateHeader) != nil)
            let minute = AnswerCache.minute(of: now)
            if let kept = answers.answer(for: key, minute: minute) {
                response = kept
            } else {
                response = route(request, path: path, now: now)
                if !path.hasPrefix("/assets/") { liveData?.mark(&response, isAPI: path.hasPrefix("/api/")) }
                answers.keep(response, for: key, minute: minute)
            }
        } else if ["GET", "HEAD", "POST"].contains(request.method) {
            response = route(request, path: path, now: now)
            if path != "/healthz" { liveData?.mark(&response, isAPI: path.hasPrefix("/api/")) }
        } else {
            response =
                path.hasPrefix("/api/")
                ? api(at: now).error(status: 405, message: "Use GET (or HEAD) for \(path).", parameter: nil)
                : HTTPResponse.html(
                    message(request, now: now, title: "405", text: "Use GET, HEAD or POST."), status: 405)
            response.headers["Allow"] = "GET, HEAD, POST"
        }
        // Every response carries the security headers; answers that change with the data are not cached.
        if path.hasPrefix("/api/") {
            if let corsOrigin { response.headers["Access-Control-Allow-Origin"] = corsOrigin }
            response.headers.add(name: "Vary", value: "Origin")
        }
        for (name, value) in Self.securityHeaders(
            tileOrigin: configuration.tileOrigin, frameAncestors: configuration.embedOrigins)
        where !response.headers.contains(name: name) {
            response.headers.add(name: name, value: value)
        }
        if response.headers["Cache-Control"] == nil, path.hasPrefix("/api/") || path == "/healthz" {
            response.headers["Cache-Control"] = "no-store"
        }
        // A client that already has this version of the answer (its ETag, which only a replica following a
        // database sets) gets 304 without the body.
        if let tag = response.headers["ETag"], response.status == .ok,
            let known = request.header("if-none-match"),
            known.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag || $0 == "*" })
        {
            response.status = .notModified
            response.body = []
        }
        // HEAD is answered as GET: the server sends the headers and the body's length, not the body.
        return response
    }

    /// The headers every response carries: a strict Content Security Policy (no inline script or
    /// style; images also from the tile server, if any), no MIME sniffing, same-origin referrers.
    ///
    /// - Parameters:
    ///   - tileOrigin: The tile server's origin, if the map uses one.
    ///   - frameAncestors: The `--embed-origin`s, which may frame the pages (nothing else may).
    /// - Returns: The fields, in order.
    public static func securityHeaders(tileOrigin: String?, frameAncestors: [String] = []) -> [(
        name: String, value: String
    )] {
        let images = tileOrigin.map { "img-src 'self' data: \($0)" } ?? "img-src 'self' data:"
        let ancestors = (["'self'"] + frameAncestors).joined(separator: " ")
        return [
            (
                "Content-Security-Policy",
                "default-src 'self'; script-src 'self'; style-src 'self'; \(images); "
                    + "connect-src 'self'; form-action 'self' http: https:; frame-ancestors \(ancestors); "
                    + "base-uri 'none'"
            ),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
        ]
    }

    private func route(_ request: HTTPRequest, path: String, now: Date) -> HTTPResponse {
        if ["/", "/choice", "/address", "/continue"].contains(path) || path.hasPrefix("/places/") {
            // A `return` the picker may not follow is refused with a page, before anything else.
            let parameters = request.parameters
            do {
                _ = try HandOff.resolve(
                    returnParameter: parameters.last { $0.name == "return" }?.value,
                    state: parameters.last { $0.name == "state" }?.value, configuration: configuration)
            } catch {
                return .html(message(request, now: now, title: "400", text: Self.refusalText(error)), status: 400)
            }
        }
        switch path {
        case "/": return pickerPage(request, now: now)
        case "/choice": return choicePage(request, now: now)
        case "/address": return addressPage(request, now: now)
        case "/accessibility": return AccessibilityPage(context: pageContext(request, now: now)).response()
        case "/healthz":
            let places = picker.engine.placeCount
            let sources = SourceStatus.jsonArray(configuration.sources())
            return liveData?.healthResponse(places: places, sources: sources)
                ?? .json("{\"status\":\"ok\",\"places\":\(places),\"sources\":\(sources)}\n")
        case "/api/sources":
            return .json("{\"sources\":\(SourceStatus.jsonArray(configuration.sources()))}\n")
        case "/assets/picker.css": return asset(Stylesheet.css, type: "text/css; charset=utf-8")
        case "/assets/picker.js": return asset(Script.javascript, type: "text/javascript; charset=utf-8")
        case "/assets/theme.css": return theme(request)
        case "/embed.js": return asset(EmbedScript.javascript, type: "text/javascript; charset=utf-8")
        case "/continue": return continueToShop(request, now: now)
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
            if path.hasPrefix("/places/") {
                return cardPage(request, now: now, id: String(path.dropFirst("/places/".count)))
            }
            if path.hasPrefix("/api/") {
                return api(at: now).error(status: 404, message: "No such API route: \(path).", parameter: nil)
            }
            let context = pageContext(request, now: now)
            return .html(
                message(request, now: now, title: context.picker.text(.notFound), text: path), status: 404)
        }
    }

    /// The JSON API's routes for a request whose clock reading is `now`.
    func api(at now: Date) -> APIRoutes { APIRoutes(app: self, now: now) }

    // MARK: Pages

    private func pickerPage(_ request: HTTPRequest, now: Date) -> HTTPResponse {
        var context = pageContext(request, now: now)
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
        // A second press on the selected place's button keeps it selected and says so.
        let alreadySelected = value("select").flatMap { $0.isEmpty || $0 != context.state.selectedID ? nil : $0 }
        if !actions.isEmpty {
            let screen = context.picker.apply(actions, to: context.state, at: context.instant, parts: PickerPage.parts)
            if let id = value("select"), screen.state.selectedID != id, context.picker.engine.position(ofID: id) == nil
            {
                context.problems.append(
                    ParameterProblem(parameter: "select", value: id, message: "No place has this id."))
            }
            context.state = screen.state
            applied = screen
        }
        if let selected = context.state.selectedID, context.picker.engine.position(ofID: selected) == nil {
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
        if let selected = value("select"), request.header(Self.updateHeader) == nil, alreadySelected == nil,
            context.problems.isEmpty, matches == nil, selected.isEmpty || context.state.selectedID == selected
        {
            // Post/Redirect/Get for the no-JavaScript select button: reload, bookmark and share
            // give the canonical state URL (`sel=`), not the one-shot `select=` action.
            // The page comes back at the chosen row's button (the fragment), so the next Tab
            // reaches "Confirm" right after it, as with the script.
            let fragment =
                !selected.isEmpty && context.state.mode == .list ? "#" + DOMID.make("select", selected) : ""
            var response = HTTPResponse.seeOther(context.url(state: context.state) + fragment)
            response.headers.add(name: "Vary", value: Self.updateHeader)
            return response
        }
        // One screen per request: the actions' own, unless the state changed after them.
        let screen =
            applied.flatMap { $0.state == context.state ? $0 : nil }
            ?? context.picker.screen(for: context.state, at: context.instant, parts: PickerPage.parts)
        // The status region shows the summary, so an announcement that ends with it adds its lead.
        var announcement = applied?.announcement.flatMap { $0.endsWithSummary ? $0.lead : $0.text }
        if let matches {
            // The address search's result is said in the status region too.
            announcement =
                matches.isEmpty
                ? context.picker.text(.announceNoAddress)
                : context.picker.text(Phrase(.announceAddressesFound, ["count": .count(matches.count)]))
        } else if alreadySelected != nil, let row = screen.selectedRow {
            announcement = context.picker.text(Phrase(.announceAlreadySelected, ["name": .text(row.title)]))
        }
        // A choice just made is said with what comes next (the summary did not change, and is
        // not said again): inside a shop's checkout the place is the order's at once; on the
        // page "Confirm" stands right after the chosen row's button.
        var announcesChoiceOnly = false
        if matches == nil, alreadySelected == nil, let id = value("select"), !id.isEmpty,
            let row = screen.selectedRow, row.id == id
        {
            let key: TextKey = context.embedOrigin != nil ? .announceSelectedForOrder : .announceSelectedNext
            if context.embedOrigin != nil || screen.nextStepIsInRow {
                announcement = context.picker.text(Phrase(key, ["name": .text(row.title)]))
                announcesChoiceOnly = true
            }
        }
        // Inside <place-picker> the element says the choice in the shop's own page (Orca drops a
        // live region inside a cross-origin frame now and then: "not in active tab"), so the
        // frame's status region keeps its summary and the words go with the place.
        var handedOver: String?
        if announcesChoiceOnly, context.embedOrigin != nil {
            handedOver = announcement
            announcement = nil
            announcesChoiceOnly = false
        }
        let page = PickerPage(
            screen: screen, context: context, addressQuery: addressQuery, addressMatches: matches,
            announcement: announcement, announcesChoiceOnly: announcesChoiceOnly, handOverAnnouncement: handedOver)
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

    private func cardPage(_ request: HTTPRequest, now: Date, id: String) -> HTTPResponse {
        let context = pageContext(request, now: now)
        // The card and choice pages show the screen's labels and state, not its list or map.
        let screen = context.picker.screen(for: context.state, at: context.instant, parts: [])
        guard let card = context.picker.card(for: id, in: context.state, at: context.instant) else {
            return .html(
                message(request, now: now, title: context.picker.text(.notFound), text: "No place has the id “\(id)”."),
                status: 404)
        }
        return .html(
            CardPage(card: card, screen: screen, context: context).render(),
            status: context.problems.isEmpty ? 200 : 400)
    }

    private func choicePage(_ request: HTTPRequest, now: Date) -> HTTPResponse {
        let context = pageContext(request, now: now)
        let screen = context.picker.screen(for: context.state, at: context.instant, parts: [])
        guard let id = context.state.selectedID,
            let card = context.picker.card(for: id, in: context.state, at: context.instant)
        else {
            return .seeOther(context.url(state: context.state))
        }
        return .html(
            ChoicePage(card: card, screen: screen, context: context).render(),
            status: context.problems.isEmpty ? 200 : 400)
    }

    private func addressPage(_ request: HTTPRequest, now: Date) -> HTTPResponse {
        let context = pageContext(request, now: now)
        let parameters = request.parameters
        func value(_ name: String) -> String? { parameters.last { $0.name == name }?.value }
        let screen = context.picker.screen(
            for: PickerState(origin: picker.configuration.defaultOrigin), at: context.instant)
        let step: AddressPage.Step
        if value("change") == nil, let label = value("label"), let near = value("near"),
            let coordinate = try? Coordinate(parsing: near)
        {
            let notes = String((value("notes") ?? "").prefix(500))
            if request.method == "POST" {
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
        return .html(
            AddressPage(step: step, screen: screen, context: context).render(),
            status: context.problems.isEmpty ? 200 : 400)
    }

    // MARK: Shared

    /// The picker in the request's language, the decoded state and the instant.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - now: The request's one reading of the clock (``handle(_:)``); the instant unless `at=` is given.
    /// - Returns: The context; problems with the page's parameters are in it, never thrown.
    func pageContext(_ request: HTTPRequest, now: Date) -> PageContext {
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
        var instant = now
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
        func value(_ name: String) -> String? { parameters.last { $0.name == name }?.value }
        // Units: the URL's, else the server's, else the convention of the data's country (not the browser's).
        var units = configuration.units
        if let asked = value("units") {
            if ["metric", "imperial"].contains(asked) {
                units = asked
                pageItems.append(.init("units", asked))
            } else {
                problems.append(
                    ParameterProblem(parameter: "units", value: asked, message: "Use units=metric or units=imperial."))
            }
        }
        var locale = localized.locale
        switch units {
        case "metric": locale.measurementSystemOverride = .metric
        case "imperial": locale.measurementSystemOverride = locale.effectiveRegion == "GB" ? .uk : .us
        default: locale.measurementSystemOverride = Self.measurementSystem(country: dataCountry)
        }
        if locale.measurementSystemOverride != localized.locale.measurementSystem {
            localized = localized.localized(locale)
        }
        var accent = configuration.accent
        if let asked = value("accent") {
            do {
                accent = try Theme(accent: asked).light
                pageItems.append(.init("accent", asked))
            } catch {
                problems.append(ParameterProblem(parameter: "accent", value: asked, message: error.description))
            }
        }
        // `embed=ORIGIN`: the page runs in <place-picker> on that page; only an allowed origin counts.
        var embedOrigin: String?
        if let asked = value("embed") {
            if configuration.embedOrigins.contains(asked) {
                embedOrigin = asked
                pageItems.append(.init("embed", asked))
            } else {
                problems.append(
                    ParameterProblem(
                        parameter: "embed", value: asked,
                        message: "This origin may not embed the picker; start the server with --embed-origin \(asked)."
                    ))
            }
        }
        // `offers=JSON`: the page's own offers (the element's `offers` attribute), over the server's.
        var offerSource: String? = picker.configuration.offers.isEmpty ? nil : "server"
        if let asked = value("offers"), !asked.isEmpty {
            do {
                let table = try OfferTable(json: try JSONDecoder().decode(JSONValue.self, from: Data(asked.utf8)))
                localized = localized.configured { $0.offers = table }
                offerSource = table.isEmpty ? nil : "page"
                pageItems.append(.init("offers", asked))
            } catch {
                problems.append(
                    ParameterProblem(
                        parameter: "offers", value: asked,
                        message: "The offers are not usable: \((error as? OfferError)?.description ?? "not JSON")."))
            }
        }
        for name in ["return", "state"] {
            if let given = value(name) { pageItems.append(.init(name, given)) }
        }
        let handOff = try? HandOff.resolve(
            returnParameter: value("return"), state: value("state"), configuration: configuration)
        let decoded = URLState.decode(parameters, defaultOrigin: picker.configuration.defaultOrigin)
        return PageContext(
            picker: localized, state: decoded.state, instant: instant, problems: problems + decoded.problems,
            pageItems: pageItems, configuration: configuration, handOff: handOff ?? nil, accent: accent,
            embedOrigin: embedOrigin, offerSource: offerSource, dataVersion: dataVersion)
    }

    /// The version of the data, as a hand-off names it: the database's version, else when the
    /// newest source was read.
    var dataVersion: String? {
        if let liveData { return String(liveData.version) }
        return configuration.sources().map(\.readAt).max()
    }

    /// The country most of the data is in (its first place's), whose conventions set the default units.
    var dataCountry: String? {
        picker.engine.catalog.places.first.flatMap { picker.engine.zone(forID: $0.id)?.country }
    }

    /// CLDR's measurement system of a country: US customary in the US, Liberia, Myanmar and Puerto
    /// Rico, imperial road distances in the UK, metric elsewhere; `nil` when the country is unknown.
    static func measurementSystem(country: String?) -> MeasurementSystem? {
        switch country?.uppercased() {
        case nil: nil
        case "US", "LR", "MM", "PR": .us
        case "GB": .uk
        default: .metric
        }
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
        let asked = request.parameters.last { $0.name == "accent" }?.value ?? configuration.accent ?? ""
        do {
            return asset(try Theme(accent: asked).css, type: "text/css; charset=utf-8")
        } catch {
            return HTTPResponse(
                status: 400, headers: ["Content-Type": "text/css; charset=utf-8"],
                body: Array(
                    "/* accent refused: \(error.description.replacingOccurrences(of: "*/", with: "")) */\n".utf8))
        }
    }

    /// `GET /continue?sel=ID&return=URL&state=S`: the no-JavaScript hand-off, a top-level
    /// `303 See Other` to the shop's URL with `place_id` (and `state` unchanged), so the shop's
    /// `SameSite=Lax` cookies arrive. Without a hand-off it goes to `/choice`.
    private func continueToShop(_ request: HTTPRequest, now: Date) -> HTTPResponse {
        let context = pageContext(request, now: now)
        let parameters = request.parameters
        func value(_ name: String) -> String? { parameters.last { $0.name == name }?.value }
        if let address = value("address"), !address.isEmpty, let handOff = context.handOff {
            // The address flow: the address, its coordinates and the entrance notes.
            guard let point = value("point").flatMap({ try? Coordinate(parsing: $0) }) else {
                return .html(
                    message(request, now: now, title: "400", text: "The address has no coordinates (point=LAT,LON)."),
                    status: 400
                )
            }
            var response = HTTPResponse.seeOther(
                handOff.target([
                    .init("address", address), .init("latitude", String(point.latitude)),
                    .init("longitude", String(point.longitude)),
                    .init("entrance_notes", String((value("entrance_notes") ?? "").prefix(500))),
                ]))
            response.headers["Referrer-Policy"] = "no-referrer"
            return response
        }
        guard let id = context.state.selectedID, context.picker.engine.position(ofID: id) != nil else {
            return .html(
                message(request, now: now, title: "400", text: "Choose a place first (sel=… is missing or unknown)."),
                status: 400
            )
        }
        guard let handOff = context.handOff else { return .seeOther(context.url("/choice", state: context.state)) }
        let query = context.picker.query(for: context.state, at: context.instant)
        guard let result = context.picker.engine.result(forID: id, query: query) else {
            return .html(message(request, now: now, title: "400", text: "Choose a place first."), status: 400)
        }
        let row = context.picker.row(for: result, isSelected: true, at: context.instant)
        var response = HTTPResponse.seeOther(
            handOff.target(context.returnFields(context.selection(result: result, row: row))))
        response.headers["Referrer-Policy"] = "no-referrer"
        return response
    }

    /// Whether any language range in an `Accept-Language` header is one the picker speaks.
    static func speaksAny(of acceptLanguage: String) -> Bool {
        acceptLanguage.split(separator: ",").contains { range in
            let tag = range.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return PickerLocale(identifier: tag) != nil
        }
    }

    private func message(_ request: HTTPRequest, now: Date, title: String, text: String) -> [UInt8] {
        let context = pageContext(request, now: now)
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
