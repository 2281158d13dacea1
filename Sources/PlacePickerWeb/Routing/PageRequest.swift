import CivilCalendar
import Foundation
import HTTPMessage
import OpeningHoursSyntax
import PickerFormatting
import PlacePicker
import Places
import ShopOffers
import WebAssets

/// A request as the routes read it: its parameters decoded once (the query, then a posted form's
/// fields), and from them the page's language, instant, units, accent, embedding, offers,
/// hand-off and state, checked once into a ``PageContext``.
///
/// A name given more than once counts by its **last** value, as ``HTTPRequest/queryValue(_:)``
/// reads it: a form posted to a URL with a query overrides the query's fields. (Names that may
/// repeat, such as `cat=`, are read by ``URLState``.)
struct PageRequest {
    let http: HTTPRequest
    /// The query, then a posted form's fields (``HTTPRequest/parameters``).
    let parameters: [HTTPRequest.QueryItem]
    /// The page's language, instant, state and links, with the problems found in the parameters.
    let context: PageContext
    /// Why the `return=` (or `state=`) given may not be followed, if it may not.
    let handOffRefusal: HandOff.Refusal?

    /// Reads `http` once for `app`; `now` is the request's one reading of the clock.
    init(_ http: HTTPRequest, app: WebApp, now: Date) {
        self.http = http
        parameters = http.parameters
        var reader = ContextReader(parameters, app: app, now: now)
        reader.languageInstantAndUnits(acceptLanguage: http.header("accept-language"))
        reader.accent()
        reader.embedOrigin()
        reader.offersAndOrigin()
        handOffRefusal = reader.handOff()
        context = reader.finished
    }

    /// The last value given for a name, or `nil`.
    func value(_ name: String) -> String? { Self.value(name, in: parameters) }
    static func value(_ name: String, in parameters: [HTTPRequest.QueryItem]) -> String? {
        parameters.last { $0.name == name }?.value
    }

    /// The id the select button sent (`select=`): a choice to make on this request.
    var select: String? { value("select") }
    /// Whether this is the page script's in-page update (``WebApp/updateHeader``), not a navigation.
    var isUpdate: Bool { http.header(WebApp.updateHeader) != nil }
}

/// Checks a request's parameters into a context that starts with the server's settings, one step
/// each: a value the page uses is kept in its links, one it cannot use is a problem it shows. A page
/// (``PageRequest``) takes every step; the API (``APIRequest``) only those that change its answers.
struct ContextReader {
    let parameters: [HTTPRequest.QueryItem]
    var context: PageContext
    /// The state's own problems (``URLState``), which follow the steps' problems.
    private let stateProblems: [ParameterProblem]

    /// Starts from `app`'s settings and the state decoded from `parameters`; `now` is the request's
    /// one reading of the clock.
    init(_ parameters: [HTTPRequest.QueryItem], app: WebApp, now: Date) {
        self.parameters = parameters
        let decoded = URLState.decode(parameters, defaultOrigin: app.picker.configuration.defaultOrigin)
        stateProblems = decoded.problems
        context = PageContext(
            picker: app.picker, state: decoded.state, instant: now, problems: [], pageItems: [],
            configuration: app.configuration, accent: app.configuration.accent,
            offerSource: app.picker.configuration.offers.isEmpty ? nil : "server", dataVersion: app.dataVersion)
    }

    /// The context after the steps taken, with every problem found.
    var finished: PageContext {
        var context = context
        context.problems += stateProblems
        return context
    }

    func value(_ name: String) -> String? { PageRequest.value(name, in: parameters) }

    private mutating func refuse(_ name: String, _ value: String, _ message: String) {
        context.problems.append(ParameterProblem(parameter: name, value: value, message: message))
    }

    /// The steps every answer takes first: its language (and the default origin's name in it), its
    /// instant and its units.
    mutating func languageInstantAndUnits(acceptLanguage: String?) {
        language(acceptLanguage: acceptLanguage)
        defaultOriginName()
        instant()
        units()
    }

    /// The steps that set what is answered from: the request's offers and its origin.
    mutating func offersAndOrigin() {
        offers()
        address()
        deviceLocation()
    }

    /// `lang=`, else a language the browser asks for that the picker speaks, else the configured one.
    mutating func language(acceptLanguage: String?) {
        if let lang = value("lang") {
            guard let locale = PickerLocale(identifier: lang) else {
                return refuse("lang", lang, "Use one of en, de, fi, sv, fr, such as lang=fi.")
            }
            context.pageItems.append(.init("lang", lang))
            context.picker = context.picker.localized(locale)
        } else if let acceptLanguage, PickerLocale.speaksAny(of: acceptLanguage) {
            // Only when the browser asks for a language we speak: otherwise the configured
            // language stays (negotiation alone would fall back to plain English, not e.g. en-GB).
            context.picker = context.picker.localized(PickerLocale.negotiated(acceptLanguage: acceptLanguage))
        }
    }

    /// The default origin named in the page's language, in the state and in the links' baseline.
    mutating func defaultOriginName() {
        let standard = context.picker.configuration.defaultOrigin
        let code = context.picker.locale.language.code
        guard let name = context.configuration.defaultOriginNames[code], name != standard.label else { return }
        var named = standard
        named.label = name
        context.picker = context.picker.configured { $0.defaultOrigin = named }
        if context.state.origin == standard { context.state.origin = named }
    }

    /// `at=`, else the clock's reading.
    mutating func instant() {
        guard let at = value("at") else { return }
        // In a query string an unencoded "+02:00" arrives as " 02:00" (form decoding turns "+"
        // into a space); read it as the offset it was meant to be.
        var text = at
        if let space = text.lastIndex(of: " "), text.distance(from: text.startIndex, to: space) >= 16 {
            text.replaceSubrange(space...space, with: "+")
        }
        do {
            context.instant = try InstantText.parse(text, zone: context.picker.configuration.wallClockZone)
            context.pageItems.append(.init("at", at))
        } catch {
            refuse("at", at, error.message)
        }
    }

    /// Units: the URL's, else the server's, else the convention of the data's country (not the browser's).
    mutating func units() {
        var units = context.configuration.units
        if let asked = value("units") {
            if ["metric", "imperial"].contains(asked) {
                units = asked
                context.pageItems.append(.init("units", asked))
            } else {
                refuse("units", asked, "Use units=metric or units=imperial.")
            }
        }
        let picker = context.picker
        var locale = picker.locale
        switch units {
        case "metric": locale.measurementSystemOverride = .metric
        case "imperial": locale.measurementSystemOverride = locale.effectiveRegion == "GB" ? .uk : .us
        default: locale.measurementSystemOverride = .convention(ofCountry: picker.dataCountry)
        }
        if locale.measurementSystemOverride != picker.locale.measurementSystem {
            context.picker = picker.localized(locale)
        }
    }

    /// `accent=`, checked for contrast, else `--accent`.
    mutating func accent() {
        guard let asked = value("accent") else { return }
        do {
            context.accent = try Theme(accent: asked).light
            context.pageItems.append(.init("accent", asked))
        } catch {
            refuse("accent", asked, error.description)
        }
    }

    /// `embed=ORIGIN`: the page runs in <place-picker> on that page; only an allowed origin counts.
    mutating func embedOrigin() {
        guard let asked = value("embed") else { return }
        guard context.configuration.embedOrigins.contains(asked) else {
            return refuse(
                "embed", asked, "This origin may not embed the picker; start the server with --embed-origin \(asked).")
        }
        context.embedOrigin = asked
        context.pageItems.append(.init("embed", asked))
    }

    /// `offers=JSON`: the page's own offers (the element's `offers` attribute), over the server's.
    mutating func offers() {
        guard let asked = value("offers"), !asked.isEmpty else { return }
        do {
            let table = try OfferTable(json: try JSONDecoder().decode(JSONValue.self, from: Data(asked.utf8)))
            context.picker = context.picker.configured { $0.offers = table }
            context.offerSource = table.isEmpty ? nil : "page"
            context.pageItems.append(.init("offers", asked))
        } catch {
            refuse("offers", asked, "The offers are not usable: \((error as? OfferError)?.description ?? "not JSON").")
        }
    }

    /// `address=TEXT` without `find` (a link's, the element's, the API's): the origin is where the
    /// text is found, saying what of it was not (``PlacePicker/Origin/Fallback``), or the default
    /// origin saying that nothing was. With `find`, it is the page's field, searched by the page.
    mutating func address() {
        guard value("find") == nil, let text = value("address"), !text.allSatisfy(\.isWhitespace) else { return }
        context.state.origin = context.picker.origin(forAddress: String(text.prefix(200)))
    }

    /// `src=device` without a name of its own (no `from`, or the button's "Your current location"):
    /// named by the nearest address, "Near Vesterbrogade 10".
    mutating func deviceLocation() {
        let from = value("from") ?? ""
        guard context.state.origin.source == .deviceLocation,
            from.isEmpty || from == context.picker.text(.deviceLocation)
        else { return }
        context.state.origin = context.picker.deviceOrigin(at: context.state.origin.coordinate)
    }

    /// `return=` and `state=`: where the choice goes back to (or `--return-url`).
    ///
    /// - Returns: Why the picker may not follow them, if it may not.
    mutating func handOff() -> HandOff.Refusal? {
        for name in ["return", "state"] {
            if let given = value(name) { context.pageItems.append(.init(name, given)) }
        }
        do {
            context.handOff = try HandOff.resolve(
                returnParameter: value("return"), state: value("state"), configuration: context.configuration)
            return nil
        } catch {
            return error
        }
    }
}
