import Foundation
import HTTPMessage
import Places
import Testing

@testable import PlacePickerWeb

@Suite("The API answers exactly as /openapi.json documents")
struct OpenAPIConformanceTests {
    static let document: JSONValue = WebFixture.get("/openapi.json").json ?? .null
    static let checker = JSONSchemaChecker(document: document)

    /// The schema documented for a path, method and status.
    static func schema(_ path: String, status: Int) -> JSONValue? {
        guard let response = document["paths"]?[path]?["get"]?["responses"]?[String(status)],
            let resolved = checker.resolve(response)
        else { return nil }
        return resolved["content"]?["application/json"]?["schema"]
    }

    @Test func documentIsOpenAPI31JSON() throws {
        let raw = WebFixture.get("/openapi.json").body
        let object = try #require(try JSONSerialization.jsonObject(with: Data(raw)) as? [String: Any])
        #expect(object["openapi"] as? String == "3.1.0")
        let paths = try #require(object["paths"] as? [String: Any])
        #expect(
            Set(paths.keys) == [
                "/api/places", "/api/places/{id}", "/api/clusters", "/api/addresses", "/api/sources", "/api/selections",
                "/api/selections/verify",
            ])
    }

    @Test func everyReferenceResolves() {
        func references(_ value: JSONValue) -> [String] {
            switch value {
            case .object(let object):
                (object["$ref"]?.string.map { [$0] } ?? []) + object.values.flatMap(references)
            case .array(let array): array.flatMap(references)
            default: []
            }
        }
        let all = references(Self.document)
        #expect(all.count > 20)
        for reference in all {
            #expect(Self.checker.resolve(.object(["$ref": .string(reference)])) != nil, "\(reference)")
        }
    }

    @Test func everyObjectSchemaIsClosed() {
        func objects(_ value: JSONValue, _ path: String) -> [String] {
            guard case .object(let object) = value else {
                return value.array?.enumerated().flatMap { objects($1, "\(path)[\($0)]") } ?? []
            }
            var open: [String] = []
            if object["properties"] != nil && object["additionalProperties"] != .bool(false) {
                open.append(path)
            }
            for (key, member) in object { open += objects(member, "\(path)/\(key)") }
            return open
        }
        #expect(objects(Self.document["components"]?["schemas"] ?? .null, "#/components/schemas") == [])
    }

    @Test(arguments: [
        ("/api/places", "/api/places"),
        ("/api/places/{id}", "/api/places/node%2F299983771"),
        ("/api/clusters", "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14"),
        ("/api/addresses", "/api/addresses?q=Mannerheimintie"),
    ])
    func everyDocumentedPathExists(_ documented: String, _ target: String) throws {
        let response = WebFixture.get(target)
        #expect(response.status == 200)
        let parameters = try #require(Self.document["paths"]?[documented]?["get"]?["parameters"]?.array)
        for parameter in parameters {
            let resolved = try #require(Self.checker.resolve(parameter))
            #expect(resolved["name"]?.string != nil)
            #expect(["query", "path"].contains(resolved["in"]?.string ?? ""))
        }
    }

    @Test(arguments: [
        ("/api/places", "/api/places", 200),
        ("/api/places", "/api/places?sel=node%2F1876042175&open=1&limit=500&lang=fi", 200),
        ("/api/places", "/api/places?near=60.1699,24.9384&sort=closing&at=2026-12-06T12:00:00%2B02:00", 200),
        ("/api/places", "/api/places?q=zzzzzz", 200),
        ("/api/places", "/api/places?near=abc", 400),
        ("/api/places", "/api/places?address=Mannerheimintie+99", 200),
        ("/api/places", "/api/places?address=Zzyzxqqq+1&lang=fi", 422),
        ("/api/places/{id}", "/api/places/node%2F299983771?address=Mannerheimintie+5", 200),
        ("/api/places/{id}", "/api/places/node%2F299983771?address=Zzyzxqqq+1", 422),
        ("/api/clusters", "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14&address=Olematonkatu+3,+00130", 200),
        ("/api/clusters", "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14&address=Zzyzxqqq+1", 422),
        ("/api/places/{id}", "/api/places/node%2F299983771", 200),
        ("/api/places/{id}", "/api/places/node%2F1876042175?lang=de", 200),
        ("/api/places/{id}", "/api/places/node%2F299983771?at=x", 400),
        ("/api/places/{id}", "/api/places/node%2F0", 404),
        ("/api/clusters", "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=14", 200),
        ("/api/clusters", "/api/clusters?bbox=59,23,61,26&zoom=8", 200),
        ("/api/clusters", "/api/clusters?bbox=60.16,24.93,60.18,24.96&zoom=19&open=1", 200),
        ("/api/clusters", "/api/clusters?zoom=3", 400),
        ("/api/addresses", "/api/addresses?q=Mannerheimintie", 200),
        ("/api/addresses", "/api/addresses?q=zzzzzz", 200),
        ("/api/addresses", "/api/addresses", 400),
        ("/api/sources", "/api/sources", 200),
    ])
    func responsesCarryExactlyTheDocumentedProperties(_ path: String, _ target: String, _ status: Int) throws {
        let response = WebFixture.get(target)
        #expect(response.status.code == status, "\(target)")
        let schema = try #require(Self.schema(path, status: status), "\(path) \(status) is not documented")
        let json = try #require(response.json)
        let problems = Self.checker.problems(json, schema)
        #expect(problems.isEmpty, "\(target): \(problems)")
    }

    @Test func hostilePlacesConformToo() throws {
        let app = HostileFixture.app()
        for (path, target) in [
            ("/api/places", "/api/places?sel=script%2F1"), ("/api/places/{id}", "/api/places/script%2F1"),
            ("/api/places/{id}", "/api/places/x%22%3E%3Csvg%20onload%3Dalert(1)%3E"),
            ("/api/clusters", "/api/clusters?bbox=60,24,61,25&zoom=10"),
        ] {
            let response = app.handle(HTTPRequest.target(target))
            #expect(response.status == 200, "\(target)")
            let schema = try #require(Self.schema(path, status: 200))
            let problems = Self.checker.problems(try #require(response.json), schema)
            #expect(problems.isEmpty, "\(target): \(problems)")
        }
    }

    @Test func optionalPropertiesAppearSomewhere() throws {
        // Each optional Place property is exercised by the sample, so the schema check saw it.
        let json = try #require(WebFixture.get("/api/places?limit=500&sel=node%2F1876042175").json)
        let places = try #require(json["places"]?.array)
        for name in ["address", "openingHours"] {
            #expect(places.contains { $0[name] != nil }, "\(name)")
        }
        #expect(json["selected"] != nil)
        #expect(places.contains { $0["openingState"]?["until"] != nil })
        let closed = try #require(WebFixture.get("/api/places?limit=500&at=2026-11-30T03:00:00%2B02:00").json)
        #expect(closed["places"]?.array?.contains { $0["openingState"]?["opensAt"] != nil } == true)
    }

    @Test func theCheckerCatchesDepartures() throws {
        let schema = try #require(Self.schema("/api/addresses", status: 200))
        let good: JSONValue = .object(["query": .string("x"), "addresses": .array([])])
        #expect(Self.checker.problems(good, schema).isEmpty)
        let extra: JSONValue = .object(["query": .string("x"), "addresses": .array([]), "debug": .bool(true)])
        #expect(Self.checker.problems(extra, schema) == ["$: property debug is not documented"])
        let missing: JSONValue = .object(["addresses": .array([.object(["label": .string("a")])])])
        #expect(Self.checker.problems(missing, schema).count == 3)
        let wrongType: JSONValue = .object(["query": .number(1), "addresses": .array([])])
        #expect(Self.checker.problems(wrongType, schema) == ["$.query: expected string, got number 1.0"])
        let place = try #require(Self.schema("/api/places", status: 200))
        let badEnum = try #require(WebFixture.get("/api/places?limit=1").json).replacing(
            path: ["places", "0", "direction"], with: .string("up"))
        #expect(Self.checker.problems(badEnum, place).count == 1)
    }
}
