import Foundation
import Places
import Testing

@testable import PlacePickerWeb

@Suite("The map API and the list API show one visible set")
struct ClusterSetTests {
    static func placeCount(_ json: JSONValue?) -> Int {
        (json?["nodes"]?.array ?? []).reduce(0) { $0 + Int($1["count"]?.number ?? 0) }
    }

    @Test(arguments: ["", "&limit=40", "&open=1", "&cat=kiosk", "&limit=5&sort=name"])
    func clustersCountTheSamePlacesAsTheList(_ extra: String) throws {
        // The map shows the whole visible set, not the list's page.
        let body = WebFixture.get("/api/places?limit=20\(extra)").json
        let matching = try #require(body?["counts"]?["matching"]?.number)
        let rest = extra.split(separator: "&").filter { !$0.hasPrefix("limit=") }.map { "&" + $0 }.joined()
        let all = WebFixture.get("/api/places?limit=500\(rest)")
        let everything = try #require(all.json?["places"]?.array)
        #expect(everything.count == Int(matching))
        for zoom in [3, 12, 19] {
            let world = "/api/clusters?bbox=-89,-179.9,89,179.9&zoom=\(zoom)\(extra)"
            let clusters = WebFixture.get(world).json
            #expect(Self.placeCount(clusters) == Int(matching), "\(extra) zoom \(zoom)")
            let ids = Set(
                (clusters?["nodes"]?.array ?? []).compactMap {
                    $0["kind"] == .string("place") ? $0["id"]?.string : nil
                })
            #expect(ids.isSubset(of: Set(everything.compactMap { $0["id"]?.string })))
        }
    }

    @Test func parametersThatShapeTheSetAreDocumented() throws {
        let documented = try #require(
            OpenAPIConformanceTests.document["paths"]?["/api/clusters"]?["get"]?["parameters"]?.array
        ).compactMap { OpenAPIConformanceTests.checker.resolve($0)?["name"]?.string }
        #expect(Set(["bbox", "zoom", "limit", "sort", "open", "cat", "q"]).isSubset(of: Set(documented)))
    }
}
