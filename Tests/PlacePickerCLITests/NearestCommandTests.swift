import Foundation
import Testing

@testable import PlacePickerCLI

/// `placepicker nearest` on the embedded sample at fixed instants (Monday 30 November 2026).
@Suite("placepicker nearest")
struct NearestCommandTests {
    @Test func answersTheTaskInText() {
        let result = runTool(["nearest", "--at", "2026-11-30T10:00", "--open", "--limit", "3"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Distances from Helsinki central railway station.")
        #expect(lines[1].hasPrefix("20 pickup points open now. Nearest open pickup point: Stop@Station, 20"))
        #expect(lines[1].hasSuffix("17 pickup points with unknown hours not shown."))
        #expect(lines[3] == "1. Stop@Station — 20\u{A0}m south-east · Open until 23:00")
        #expect(lines[4] == "   Asemahalli, Kaivokatu 1, 00100 Helsinki")
        #expect(result.output.contains("© OpenStreetMap contributors, ODbL 1.0"))
        #expect(result.error.isEmpty)
    }

    @Test func speaksFinnish() {
        let result = runTool(["nearest", "--at", "2026-11-30T10:00", "--lang", "fi", "--limit", "1"])
        #expect(result.status == 0)
        #expect(result.output.contains("1. Stop@Station — 20\u{A0}m kaakkoon · Auki klo 23.00 asti"))
        #expect(result.output.hasPrefix("Etäisyydet paikasta: Helsinki central railway station."))
    }

    @Test func closedPlacesSayWhenTheyOpen() {
        let result = runTool(["nearest", "--at", "2026-11-30T03:00", "--category", "post_office", "--limit", "5"])
        #expect(result.status == 0)
        #expect(result.output.contains("Helsinki 00130 — "))
        #expect(result.output.contains("Closed · opens at 09:00"))
    }

    @Test func jsonCarriesTheRowTexts() throws {
        let result = runTool(["nearest", "--at", "2026-11-30T10:00+02:00", "--json", "--limit", "2"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let places = try #require(object["places"] as? [[String: Any]])
        #expect(places.count == 2)
        let first = places[0]
        #expect(first["id"] as? String == "node/1369465688")
        #expect(first["name"] as? String == "Stop@Station")
        #expect(first["direction"] as? String == "southEast")
        #expect((first["distanceMeters"] as? Double).map { abs($0 - 17.5) < 0.2 } == true)
        #expect(first["accessibilityLabel"] as? String == "Pick up at Stop@Station")
        #expect(first["inputLabels"] as? [String] == ["Pick up here", "Pick up at Stop@Station", "Stop@Station"])
        let state = try #require(first["openingState"] as? [String: Any])
        #expect(state["state"] as? String == "open")
        #expect(state["until"] as? String == "2026-11-30T23:00:00+02:00")
        #expect(state["text"] as? String == "Open until 23:00")
        #expect((object["summary"] as? String)?.hasPrefix("37 pickup points, 20 open now.") == true)
    }

    @Test func addressSetsTheOrigin() {
        let result = runTool([
            "nearest", "--at", "2026-11-30T10:00", "--address", "Aleksanterinkatu 52", "--limit", "1",
        ])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Distances from Aleksanterinkatu 52, 00100 Helsinki."))
    }

    @Test func anAddressPartlyFoundIsTheOriginAndTheSummarySaysWhatWasNot() throws {
        let street = runTool([
            "nearest", "--at", "2026-11-30T10:00", "--address", "Mannerheimintie 99, 00100 Helsinki", "--limit", "1",
        ])
        #expect(street.status == 0)
        let lines = street.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Distances from Mannerheimintie, 00100 Helsinki.")
        #expect(
            lines.dropFirst().first?.hasPrefix(
                "Showing pickup points near Mannerheimintie, 00100 Helsinki: the house number was not found. ") == true)
        let area = runTool(["nearest", "--address", "Olematonkatu 3, 00130 Helsinki", "--lang", "fi", "--json"])
        #expect(area.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(area.output.utf8)) as? [String: Any])
        let origin = try #require(object["origin"] as? [String: Any])
        #expect(origin["fallback"] as? String == "streetNotFound")
        #expect(origin["label"] as? String == "00130 Helsinki")
        #expect(
            (object["summary"] as? String)?.hasPrefix(
                "Näytetään noutopisteitä lähellä kohdetta 00130 Helsinki: katua ei löytynyt. ") == true)
    }

    @Test func ambiguousAddressesAreListedNotGuessed() {
        let result = runTool(["nearest", "--address", "Aleksanterinkatu"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Several addresses match \"Aleksanterinkatu\"."))
        #expect(result.output.contains("  --address \"Aleksanterinkatu 5, Helsinki\""))
        #expect(!result.output.contains("Distances from"))
    }

    @Test(arguments: [
        (
            ["nearest", "--address", "Nowhere street 1"], 65,
            "placepicker nearest: no address matches \"Nowhere street 1\""
        ),
        (
            ["nearest", "--address", "Zzyzxqqq 1, 99999 Atlantis", "--json"], 65,
            "placepicker nearest: no address matches \"Zzyzxqqq 1, 99999 Atlantis\"; try a street and house number"
        ),
        (["nearest", "--near", "95,10"], 64, "placepicker nearest: '--near'"),
        (["nearest", "--limit", "0"], 64, "placepicker nearest: '--limit'"),
        (["nearest", "--lang", "xx"], 64, "placepicker nearest: '--lang': 'xx' is not a language"),
        (["nearest", "--sort", "random"], 64, "placepicker nearest: '--sort'"),
        (["nearest", "--at", "yesterday"], 64, "placepicker nearest: '--at'"),
        (
            ["nearest", "--data", "/no/such/file.geojson"], 66,
            "placepicker nearest: cannot open '/no/such/file.geojson'"
        ),
    ])
    func badInputGetsAClearError(_ arguments: [String], _ status: Int32, _ message: String) {
        let result = runTool(arguments)
        #expect(result.status == status)
        #expect(result.error.hasPrefix(message), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func wheelchairAndSearchFilter() {
        let result = runTool([
            "nearest", "--at", "2026-11-30T10:00", "--wheelchair", "--search", "alepa", "--limit", "20",
        ])
        #expect(result.status == 0)
        let rows = result.output.split(separator: "\n").filter { $0.first?.isNumber == true }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.lowercased().contains("alepa") })
    }
}
