import Foundation
import Geodesy
import PlacePicker
import PlaceQuery
import PlaceQueryModel
import Places
import Testing

@testable import PlaceSelection

/// A choice made, signed and checked without the web app: what `verify-selection` runs.
@Suite("A signed choice")
struct SelectionTests {
    static let instant = Date(timeIntervalSince1970: 1_796_025_600)

    static func picker(status: String? = nil) throws -> PickerModel {
        var properties: [String: JSONValue] = ["carrier": .string("inpost"), "carrier:name": .string("InPost")]
        if let status { properties["pickup:status"] = .string(status) }
        let place = Place(
            id: "inpost/WAW07AP", name: "WAW07AP", coordinate: Coordinate(uncheckedLatitude: 52.23, longitude: 21.01),
            categories: ["parcel_locker"], openingHours: "24/7", timeZone: "Europe/Warsaw", properties: properties)
        var options = EmbeddingOptions()
        options.origin = Origin(coordinate: place.coordinate, source: .default, label: "Here")
        return try PickerModel(places: [place], options: options, locale: .fallback, clock: { instant })
    }

    static func selection(signer: SelectionSigner?) throws -> Selection {
        let picker = try picker()
        let result = try #require(
            picker.engine.result(
                forID: "inpost/WAW07AP",
                query: Query(origin: picker.configuration.defaultOrigin.coordinate, instant: instant)))
        return Selection.make(
            result: result, row: picker.row(for: result, isSelected: true, at: instant), parcel: nil,
            offerSource: nil, dataVersion: "7", now: instant, signer: signer)
    }

    @Test func theTokenSignsWhatTheShopperSaw() throws {
        let signer = try SelectionSigner(key: String(repeating: "k", count: 32), lifetime: 600)
        let selection = try Self.selection(signer: signer)
        #expect(selection.name == "InPost WAW07AP" && selection.carrier == "inpost" && selection.dataVersion == "7")
        let formatter = ISO8601DateFormatter()
        let issued = try #require(formatter.date(from: selection.issuedAt))
        let expires = try #require(formatter.date(from: selection.expiresAt))
        #expect(issued == Self.instant && expires.timeIntervalSince(issued) == 600)
        let token = try #require(selection.token)
        let verdict = Selection.verify(token, signer: signer, picker: try Self.picker(), now: Self.instant)
        #expect(verdict.valid && verdict.selection == selection)
        let later = Selection.verifySignature(token, signer: signer, now: Self.instant.addingTimeInterval(601))
        #expect(later.reason == "expired" && later.selection?.id == "inpost/WAW07AP")
        let disabled = Selection.verify(
            token, signer: signer, picker: try Self.picker(status: "disabled"), now: Self.instant)
        #expect(disabled.reason == "disabled" && disabled.place?.id == "inpost/WAW07AP")
    }

    @Test func withoutAKeyThereIsNoToken() throws {
        #expect(try Self.selection(signer: nil).token == nil)
        #expect(throws: SelectionSigner.KeyProblem.self) { try SelectionSigner(key: "short\n") }
        // A file's last newline is not part of the key.
        let fromFile = try SelectionSigner(key: String(repeating: "k", count: 32) + "\n")
        #expect(fromFile.keyID == (try SelectionSigner(key: String(repeating: "k", count: 32))).keyID)
    }
}
