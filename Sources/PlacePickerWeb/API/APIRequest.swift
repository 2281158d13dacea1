import Foundation
import HTTPMessage
import PlacePicker

/// A request to the JSON API as its routes read it: its parameters decoded once (the query, then a
/// posted form's fields) and from them what changes the answer — the language, the instant, the
/// units, the offers, the origin (`address=`, the device's location) and the state — checked once.
/// The page's own parameters (the accent colour, the embedding page, the hand-off's `return` and
/// `state`) are the page's (``PageRequest``); the API leaves them alone, as it does any name it does
/// not know.
struct APIRequest {
    let http: HTTPRequest
    /// The query, then a posted form's fields (``HTTPRequest/parameters``).
    let parameters: [HTTPRequest.QueryItem]
    /// The picker in the answer's language and units, with the request's offers.
    let picker: PickerModel
    /// The state the parameters ask for.
    let state: PickerState
    /// The instant the answer is for: `at=`, else the request's reading of the clock.
    let instant: Date
    /// The problems found in the parameters, in the order they were found.
    let problems: [ParameterProblem]
    /// Where the offers came from: `server`, `page` (the request's `offers=`) or `nil` for none.
    let offerSource: String?

    /// Reads `http` once for `app`; `now` is the request's one reading of the clock.
    init(_ http: HTTPRequest, app: WebApp, now: Date) {
        self.http = http
        parameters = http.parameters
        var reader = ContextReader(parameters, app: app, now: now)
        reader.languageInstantAndUnits(acceptLanguage: http.header("accept-language"))
        reader.offersAndOrigin()
        let context = reader.finished
        picker = context.picker
        state = context.state
        instant = context.instant
        problems = context.problems
        offerSource = context.offerSource
    }

    /// The last value given for a name, or `nil`.
    func value(_ name: String) -> String? { PageRequest.value(name, in: parameters) }
}
