import Foundation
import Geodesy
import HTTPMessage
import JSONWriting
import PickerLocalization
import PlacePicker
import PlaceQuery
import Places

/// The JSON API: the same parameters and the same results as the pages.
struct APIRoutes {
    let app: WebApp
    /// The request's one reading of the clock (see ``WebApp/handle(_:)``).
    let now: Date
    /// The version of the data every answer leads with (``APIAnswer``), when the places follow a database.
    let dataVersion: Int64?

    struct ErrorBody: Encodable {
        struct Detail: Encodable {
            var message: String
            var parameter: String?
            var reason: String?
        }
        var error: Detail
    }

    func error(status: HTTPStatus, message: String, parameter: String?, reason: String? = nil) -> HTTPResponse {
        json(ErrorBody(error: .init(message: message, parameter: parameter, reason: reason)), status: status)
    }

    /// An answer: the body encoded with the data version (``APIAnswer``).
    func json(_ body: some Encodable, status: HTTPStatus = .ok) -> HTTPResponse {
        .json(APIAnswer(dataVersion: dataVersion, body: body).bytes, status: status)
    }

    /// `GET /api/sources`: where the places come from and when each was last read.
    func sources() -> HTTPResponse {
        let body = "{\"sources\":\(SourceStatus.jsonArray(app.configuration.sources()))}\n"
        return .json(APIAnswer(dataVersion: dataVersion, encoded: Array(body.utf8)).bytes)
    }

    /// The first parameter problem (400), or for a route that measures from the origin an
    /// `address=` of which nothing was found (422): never an answer from the default origin instead.
    private func firstProblem(_ context: APIRequest, measures: Bool = true) -> HTTPResponse? {
        if let problem = context.problems.first {
            return error(status: 400, message: problem.message, parameter: problem.parameter)
        }
        guard measures, let text = context.state.origin.unfoundAddress else { return nil }
        let message = context.picker.text(Phrase(.noAddressFoundFor, ["name": .text(text)]))
        return error(status: .unprocessableContent, message: message, parameter: "address", reason: "addressNotFound")
    }

    /// `GET /api/places`: the visible set.
    func places(_ request: HTTPRequest) -> HTTPResponse {
        let context = APIRequest(request, app: app, now: now)
        if let problem = firstProblem(context) { return problem }
        let picker = context.picker
        if let id = context.state.selectedID, !picker.hasPlace(id: id) {
            // The page reports an unknown `sel` too; silently answering without it would hide a typo.
            return error(
                status: 400, message: "No place has the id “\(id)”. Use an id from places[].id, such as sel=node/123.",
                parameter: "sel")
        }
        // The JSON has no map: its pins and clusters are not computed.
        let screen = picker.screen(for: context.state, at: context.instant, parts: [])
        return json(ScreenJSON(screen: screen))
    }

    struct CardBody: Encodable {
        struct Day: Encodable {
            var label: String
            var date: String
            var hours: String
            var isToday: Bool
            var holiday: String?
        }
        var place: PlaceJSON
        var distanceText: String
        var week: [Day]
        var facts: [String: String]
        var comments: [String]
    }

    /// `GET /api/places/{id}`: one place with its week.
    func place(_ request: HTTPRequest, id: String) -> HTTPResponse {
        let context = APIRequest(request, app: app, now: now)
        if let problem = firstProblem(context) { return problem }
        let picker = context.picker
        guard let card = picker.card(for: id, in: context.state, at: context.instant) else {
            return error(status: 404, message: "No place has the id “\(id)”.", parameter: "id")
        }
        let body = CardBody(
            place: PlaceJSON(result: card.result, row: card.row),
            distanceText: card.distanceText,
            week: card.week.map {
                .init(
                    label: $0.label, date: $0.dateText, hours: $0.hoursText, isToday: $0.isToday,
                    holiday: $0.holidayName)
            },
            facts: Dictionary(card.facts.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first }),
            comments: card.comments)
        return json(body)
    }

    struct ClustersBody: Encodable {
        struct Node: Encodable {
            var kind: String
            var id: String
            var latitude: Double
            var longitude: Double
            var count: Int
            var openCount: Int
            var label: String
            var hint: String?
            var expansionZoom: Int?
        }
        var zoom: Int
        var bbox: [Double]
        var nodes: [Node]
    }

    /// `GET /api/clusters?bbox=south,west,north,east&zoom=z`: the visible set as pins and clusters.
    func clusters(_ request: HTTPRequest) -> HTTPResponse {
        let context = APIRequest(request, app: app, now: now)
        if let problem = firstProblem(context) { return problem }
        guard let bboxText = context.value("bbox") else {
            return error(
                status: 400, message: "Give bbox=south,west,north,east, such as bbox=60.16,24.93,60.18,24.96.",
                parameter: "bbox")
        }
        let box: BoundingBox
        do {
            box = try BoundingBox(parsing: bboxText)
        } catch {
            return self.error(status: 400, message: error.description, parameter: "bbox")
        }
        guard let zoomText = context.value("zoom"), let zoom = Int(zoomText),
            (0...19).contains(zoom)
        else {
            return error(
                status: 400, message: "Give zoom as a whole number from 0 to 19, such as zoom=14.", parameter: "zoom")
        }
        let map = context.picker.map(for: context.state, in: box, zoom: zoom, at: context.instant)
        var nodes: [ClustersBody.Node] = []
        for pin in map.pins {
            nodes.append(
                .init(
                    kind: "place", id: pin.id, latitude: pin.coordinate.latitude, longitude: pin.coordinate.longitude,
                    count: 1, openCount: pin.stateKind == .open || pin.stateKind == .closingSoon ? 1 : 0,
                    label: pin.accessibilityLabel, hint: nil, expansionZoom: nil))
        }
        for cluster in map.clusters {
            var expansion: Int?
            if case .zoomIn(let zoom) = cluster.activation { expansion = zoom }
            nodes.append(
                .init(
                    kind: "cluster", id: cluster.id, latitude: cluster.coordinate.latitude,
                    longitude: cluster.coordinate.longitude, count: cluster.count, openCount: cluster.openCount,
                    label: cluster.accessibilityLabel, hint: cluster.accessibilityHint, expansionZoom: expansion))
        }
        return json(ClustersBody(zoom: zoom, bbox: [box.south, box.west, box.north, box.east], nodes: nodes))
    }

    struct AddressesBody: Encodable {
        struct Address: Encodable {
            var label: String
            var latitude: Double
            var longitude: Double
            var street: String?
            var houseNumber: String?
            var postcode: String?
            var city: String?
        }
        var query: String
        var addresses: [Address]
    }

    /// `GET /api/addresses?q=…`: ranked addresses for setting the origin.
    func addresses(_ request: HTTPRequest) -> HTTPResponse {
        let context = APIRequest(request, app: app, now: now)
        if let problem = firstProblem(context, measures: false) { return problem }
        guard let query = context.value("q"),
            !query.trimmingCharacters(in: .whitespaces).isEmpty
        else {
            return error(
                status: 400, message: "Give q, the address typed so far, such as q=Mannerheimintie 5.", parameter: "q")
        }
        let matches = context.picker.addressMatches(for: query)
        return json(
            AddressesBody(
                query: query,
                addresses: matches.map {
                    .init(
                        label: $0.label, latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude,
                        street: $0.address.street, houseNumber: $0.address.houseNumber,
                        postcode: $0.address.postcode,
                        city: $0.address.city)
                }))
    }
}
