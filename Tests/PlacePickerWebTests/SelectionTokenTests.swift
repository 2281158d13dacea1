import Foundation
import Geodesy
import HTTPMessage
import PlacePicker
import PlaceSelection
import Places
import ShopOffers
import Testing

@testable import PlacePickerWeb

/// The hand-off's token through the API: made by `POST /api/selections`, accepted by
/// `/api/selections/verify`, and refused with its own reason once expired, signed with another key,
/// or once its point is disabled, full, removed or too small for the parcel.
@Suite("Signed choices")
struct SelectionTokenTests {
    static let instant = Date(timeIntervalSince1970: 1_796_025_600)
    static let key = "a shop's key of at least thirty-two bytes"

    static func app(
        status: String? = nil, removed: Bool = false, key: String = key, at instant: Date = instant,
        maximumKilograms: Double = 10
    ) throws -> WebApp {
        var properties: [String: JSONValue] = ["carrier": .string("dhl"), "carrier:name": .string("DHL")]
        if let status { properties["pickup:status"] = .string(status) }
        properties["pickup:max_parcel"] = .object(["weight_kg": .number(maximumKilograms)])
        let places = [
            Place(
                id: removed ? "dhl/2" : "dhl/1", name: "Packstation 1",
                coordinate: Coordinate(uncheckedLatitude: 60.17, longitude: 24.94), categories: ["parcel_locker"],
                openingHours: "24/7", timeZone: "Europe/Helsinki", properties: properties)
        ]
        var options = EmbeddingOptions()
        options.origin = Origin(
            coordinate: Coordinate(uncheckedLatitude: 60.17, longitude: 24.93), source: .default, label: "Here")
        options.offers = try OfferTable(
            json: .object(["dhl": .object(["price": .string("4.90"), "currency": .string("EUR")])]))
        let picker = try PickerModel(places: places, options: options, locale: .fallback, clock: { instant })
        var configuration = WebConfiguration(fixedInstant: instant)
        configuration.selectionSigner = try SelectionSigner(key: key, lifetime: 3_600)
        return WebApp(picker: picker, configuration: configuration)
    }

    static func post(_ app: WebApp, _ path: String, _ body: String) -> (status: Int, json: [String: Any]) {
        let response = app.handle(HTTPRequest(method: "POST", target: path, body: Array(body.utf8)))
        let json = (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
        return (Int(response.status.code), json)
    }

    static func token(parcel: String? = nil) throws -> String {
        let body = parcel.map { #"{"id": "dhl/1", "parcel": "\#($0)"}"# } ?? #"{"id": "dhl/1"}"#
        let made = post(try app(), "/api/selections", body)
        #expect(made.status == 200)
        #expect(made.json["carrier"] as? String == "dhl")
        #expect(made.json["name"] as? String == "DHL Packstation 1")
        #expect(made.json["price"] as? String == "4.90")
        return try #require(made.json["token"] as? String)
    }

    static func verdict(_ app: WebApp, _ token: String) -> [String: Any] {
        post(app, "/api/selections/verify", #"{"token": "\#(token)"}"#).json
    }

    @Test func aFreshChoiceIsAccepted() throws {
        let result = Self.verdict(try Self.app(), try Self.token())
        #expect(result["valid"] as? Bool == true)
        #expect((result["place"] as? [String: Any])?["id"] as? String == "dhl/1")
    }

    @Test func eachRefusalHasItsReason() throws {
        let token = try Self.token()
        let cases: [(WebApp, String)] = [
            (try Self.app(status: "disabled"), "disabled"),
            (try Self.app(status: "full"), "full"),
            (try Self.app(removed: true), "removed"),
            (try Self.app(at: Self.instant.addingTimeInterval(3_601)), "expired"),
            (try Self.app(key: "another shop's key of at least thirty-two bytes"), "otherKey"),
        ]
        for (app, reason) in cases {
            let result = Self.verdict(app, token)
            #expect(result["valid"] as? Bool == false)
            #expect(result["reason"] as? String == reason)
        }
        // Chosen for an 8 kg parcel; the point now takes 5 kg at most.
        let heavy = try Self.token(parcel: "8kg")
        #expect(Self.verdict(try Self.app(), heavy)["valid"] as? Bool == true)
        #expect(Self.verdict(try Self.app(maximumKilograms: 5), heavy)["reason"] as? String == "tooSmall")
        #expect(Self.post(try Self.app(), "/api/selections", #"{"id": "dhl/1", "parcel": "12kg"}"#).status == 409)
        #expect(Self.verdict(try Self.app(), "v1.x.y.z")["reason"] as? String == "malformed")
    }

    /// The hand-off and the verdict carry exactly the properties /openapi.json documents.
    @Test func answersConformToTheDocument() throws {
        let app = try Self.app(status: "full")
        let made = app.handle(
            HTTPRequest(method: "POST", target: "/api/selections", body: Array(#"{"id": "dhl/1"}"#.utf8)))
        let healthy = try Self.app()
        let selection = healthy.handle(
            HTTPRequest(method: "POST", target: "/api/selections", body: Array(#"{"id": "dhl/1"}"#.utf8)))
        let token = try #require(selection.json?["token"]?.stringValue)
        let verdict = app.handle(
            HTTPRequest(method: "POST", target: "/api/selections/verify", body: Array(#"{"token": "\#(token)"}"#.utf8)))
        let document = try #require(healthy.handle(HTTPRequest(method: "GET", target: "/openapi.json")).json)
        let checker = JSONSchemaChecker(document: document)
        for (path, response, status) in [
            ("/api/selections", selection, 200), ("/api/selections", made, 409),
            ("/api/selections/verify", verdict, 200),
        ] {
            #expect(Int(response.status.code) == status)
            let documented = try #require(document["paths"]?[path]?["post"]?["responses"]?[String(status)])
            let schema = try #require(checker.resolve(documented)?["content"]?["application/json"]?["schema"])
            let problems = checker.problems(try #require(response.json), schema)
            #expect(problems.isEmpty, "\(path) \(status): \(problems)")
        }
    }

    @Test func badRequestsSayWhy() throws {
        let app = try Self.app()
        #expect(Self.post(app, "/api/selections", "{}").status == 400)
        #expect(Self.post(app, "/api/selections", #"{"id": "dhl/9"}"#).status == 404)
        #expect(Self.post(app, "/api/selections/verify", "not json").status == 400)
        let disabled = Self.post(try Self.app(status: "disabled"), "/api/selections", #"{"id": "dhl/1"}"#)
        #expect(disabled.status == 409)
        var noKey = WebConfiguration(fixedInstant: Self.instant)
        noKey.selectionSigner = nil
        let plain = WebApp(picker: app.picker, configuration: noKey)
        #expect(Self.post(plain, "/api/selections/verify", #"{"token": "v1.a.b.c"}"#).status == 503)
        let unsigned = Self.post(plain, "/api/selections", #"{"id": "dhl/1"}"#)
        #expect(unsigned.status == 200 && unsigned.json["token"] == nil)
    }
}
