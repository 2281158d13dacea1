import Foundation
import HTTPMessage
import PickerFormatting
import PlacePicker
import PlaceQuery
import PlaceSamples
import Places

@testable import PlacePickerWeb
@testable import PlaceReaders

/// The web app over the embedded sample at a fixed instant: Monday 30 November 2026, 10:00 in
/// Helsinki (08:00 UTC).
enum WebFixture {
    static let instant = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z

    /// The sample's engine; the sample is part of the package, so loading cannot fail in a test
    /// run (an empty catalog would make every assertion below fail loudly).
    static let engine: PlaceEngine = {
        let catalog = (try? HelsinkiSample.load().catalog) ?? Places.Catalog(importing: ImportResult())
        return PlaceEngine(catalog: catalog, country: HelsinkiSample.country, referenceDate: instant)
    }()

    static func app(locale: String = "en-GB", returnURL: String? = nil, engine: PlaceEngine = engine) -> WebApp {
        let configuration = PickerConfiguration(
            defaultOrigin: Origin(
                coordinate: HelsinkiSample.stationCoordinate, source: .default, label: HelsinkiSample.stationName),
            attribution: HelsinkiSample.attribution)
        let picker = PickerModel(
            engine: engine, configuration: configuration, locale: PickerLocale(identifier: locale) ?? .fallback,
            clock: { instant })
        return WebApp(picker: picker, configuration: WebConfiguration(returnURL: returnURL, fixedInstant: instant))
    }

    static func get(_ target: String, headers: [(name: String, value: String)] = [], app: WebApp = WebFixture.app())
        -> HTTPResponse
    {
        app.handle(HTTPRequest.target(target, headers: headers))
    }
}

extension WebFixture {
    /// A form `POST` with an `application/x-www-form-urlencoded` body.
    static func post(_ target: String, form: [HTTPRequest.QueryItem], app: WebApp = WebFixture.app()) -> HTTPResponse {
        app.handle(
            HTTPRequest.target(
                target, method: "POST",
                headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array(FormEncoding.encode(form).utf8)))
    }

    /// The request a browser makes when a form is submitted with GET: the form's named controls
    /// (hidden inputs, checked checkboxes, selected options, text fields) plus the pressed button;
    /// like a browser it follows a 303 redirect unless `followRedirects` is `false`.
    static func submit(
        _ page: ParsedHTML, form formIndex: Int, button: (name: String, value: String)? = nil,
        app: WebApp = WebFixture.app(), followRedirects: Bool = true
    ) -> HTTPResponse {
        let form = page[formIndex]
        let formID = form.id
        var items: [HTTPRequest.QueryItem] = []
        let controls =
            page.descendants(formIndex)
            + page.all { element in formID != nil && element.attribute("form") == formID }
        for index in controls.sorted() {
            let element = page[index]
            guard let name = element.attribute("name"), !element.has("disabled") else { continue }
            switch element.name {
            case "input":
                let type = element.attribute("type") ?? "text"
                if type == "checkbox" || type == "radio" {
                    if element.has("checked") { items.append(.init(name, element.attribute("value") ?? "on")) }
                } else if type != "submit" && type != "button" {
                    items.append(.init(name, element.attribute("value") ?? ""))
                }
            case "select":
                let options = page.descendants(index, named: "option")
                if let chosen = options.first(where: { page[$0].has("selected") }) ?? options.first {
                    items.append(.init(name, page[chosen].attribute("value") ?? page.text(chosen)))
                }
            case "textarea": items.append(.init(name, page.text(index)))
            default: continue
            }
        }
        if let button { items.append(.init(button.name, button.value)) }
        // The pressed button's own `formaction` and `formmethod` win over the form's, as in a browser.
        let pressed = button.flatMap { button in
            controls.map { page[$0] }.first {
                $0.name == "button" && $0.attribute("name") == button.name
                    && ($0.attribute("value") ?? "") == button.value
            }
        }
        let action = pressed?.attribute("formaction") ?? form.attribute("action") ?? "/"
        let query = FormEncoding.encode(items)
        if (pressed?.attribute("formmethod") ?? form.attribute("method"))?.lowercased() == "post" {
            return post(action, form: items, app: app)
        }
        // A browser puts the form's data before the action's fragment (`/?…#map-heading`); the
        // fragment never reaches the server.
        let path =
            action.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
            ?? action
        let response = app.handle(HTTPRequest.target(query.isEmpty ? path : "\(path)?\(query)"))
        return followRedirects ? following(response, app: app) : response
    }

    /// What a browser shows after a response: a 303 See Other is followed with a GET of its
    /// `Location` (at most a few times), anything else is the answer.
    static func following(_ response: HTTPResponse, app: WebApp = WebFixture.app()) -> HTTPResponse {
        var response = response
        for _ in 0..<3 {
            guard response.status == 303, let location = response.header("Location") else { break }
            response = app.handle(HTTPRequest.target(location))
        }
        return response
    }

    /// The header the page script sends with its in-page updates.
    static let scriptUpdate: [(name: String, value: String)] = [("X-Picker-Update", "1")]
}

extension HTTPResponse {
    /// The body parsed as HTML.
    var page: ParsedHTML { ParsedHTML(text) }
    /// The body parsed as JSON.
    var json: JSONValue? { JSONValue.parse(body) }
}
