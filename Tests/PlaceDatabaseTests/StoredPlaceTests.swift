import Foundation
import Testing

@testable import PlaceDatabase
@testable import PlaceReaders
@testable import Places

/// Rows of `placepicker.places` as text, into places, without a server.
@Suite("Database rows")
struct StoredPlaceTests {
    static func row(
        status: String = "operating", until: String? = nil, capacity: String? = nil, maxParcel: String? = nil,
        tags: String = #"{"amenity": "parcel_locker", "wheelchair": "yes"}"#, latitude: Double = 60.17,
        longitude: Double = 24.94
    ) -> StoredPlace {
        StoredPlace(
            id: "locker/1", name: "Kamppi locker", latitude: latitude, longitude: longitude,
            openingHours: "Mo-Su 00:00-24:00", status: status, statusUntil: until, capacity: capacity,
            maxParcel: maxParcel, tags: tags, version: 7)
    }

    @Test func typedColumnsWinOverTags() throws {
        let row = Self.row(
            status: "full", until: "2026-12-05T18:00:00Z", capacity: "low",
            maxParcel: #"{"weight_kg": 25, "length_cm": 64}"#,
            tags: #"{"name": "stale", "opening_hours": "Mo 10:00-11:00", "amenity": "parcel_locker"}"#)
        let (coordinate, tags) = try row.taggedRecord()
        #expect(coordinate.latitude == 60.17 && coordinate.longitude == 24.94)
        #expect(tags["name"] == .string("Kamppi locker"))
        #expect(tags["opening_hours"] == .string("Mo-Su 00:00-24:00"))
        #expect(tags["pickup:status"] == .string("full"))
        #expect(tags["pickup:status_until"] == .string("2026-12-05T18:00:00Z"))
        #expect(tags["pickup:capacity"] == .string("low"))
        #expect(tags["pickup:max_parcel"] == .object(["weight_kg": .number(25), "length_cm": .number(64)]))
        #expect(tags["amenity"] == .string("parcel_locker"))
    }

    @Test func operatingHasNoStatusProperty() throws {
        let (_, tags) = try Self.row(until: "2026-12-05T18:00:00Z").taggedRecord()
        #expect(tags["pickup:status"] == nil)
        #expect(tags["pickup:status_until"] == nil)
    }

    @Test(arguments: [
        (row(status: "broken"), "status", "unknown status \"broken\""),
        (row(capacity: "some"), "capacity", "unknown capacity \"some\""),
        (row(latitude: 91), "geom", "off the globe"),
        (row(longitude: -180.5), "geom", "off the globe"),
        (row(latitude: .nan), "geom", "off the globe"),
        (row(tags: "[1]"), "tags", "JSON object"),
        (row(tags: "{\"a\": "), "tags", "not JSON"),
        (row(maxParcel: #"{"weight_kg": -1}"#), "max_parcel", "positive numbers"),
        (row(maxParcel: #"{"weight_kg": "heavy"}"#), "max_parcel", "positive numbers"),
    ])
    func badRowsSayWhichColumnAndWhy(_ row: StoredPlace, column: String, words: String) {
        #expect(throws: StoredPlace.Problem.self) { try row.taggedRecord() }
        do {
            _ = try row.taggedRecord()
        } catch {
            #expect(error.column == column)
            #expect(error.message.contains(words), "\(error.message)")
            #expect(error.description.contains("place \"locker/1\""))
        }
    }

    @Test func copyTextIsUnescaped() {
        func field(_ text: String) -> String? { StoredPlace.copyField(text) }
        #expect(field(#"\N"#) == nil)
        #expect(field("plain") == "plain")
        #expect(field(#"a\tb\nc\\d\re"#) == "a\tb\nc\\d\re")
        #expect(field(#"\101\x42\x4"#) == "AB\u{4}")
        #expect(field(#"\b\f\v"#) == "\u{8}\u{c}\u{b}")
        #expect(field(#"ends with \"#) == #"ends with \"#)
    }

    @Test func copyLinesNeedElevenColumns() throws {
        let good = Array(
            "node/1\tKiosk\t60.1\t24.9\t\\N\tfull\t2026-12-05T18:00:00Z\tlow\t\\N\t{\"shop\": \"kiosk\"}\t12".utf8)
        let row = try StoredPlace(copyLine: good)
        #expect(row.id == "node/1" && row.openingHours == nil && row.status == "full" && row.version == 12)
        let short = Array("node/1\tKiosk\t60.1".utf8)
        #expect(throws: StoredPlace.Problem.self) { try StoredPlace(copyLine: short) }
    }

    @Test func rowsBecomePlacesByTheFileRules() {
        let rows = [
            Self.row(),
            StoredPlace(
                id: "x/2", name: "  ", latitude: 1, longitude: 1, openingHours: nil, status: "operating",
                statusUntil: nil, capacity: nil, maxParcel: nil, tags: "{}", version: 3),
            Self.row(status: "nope"),
        ]
        let (places, problems) = PlaceStore.places(of: rows, source: "test")
        #expect(places.map(\.place.id) == ["locker/1"])
        #expect(places.first?.version == 7)
        #expect(places.first?.place.wheelchair == .yes)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.contains("x/2") && $0.contains("no name") })
        #expect(problems.contains { $0.contains("unknown status") })
    }

    @Test func statusUntilInstantsEndTheStatus() throws {
        let (coordinate, tags) = try Self.row(status: "full", until: "2026-12-05T18:00:00Z").taggedRecord()
        var reader = TaggedRecordReader()
        reader.add(id: "locker/1", coordinate: coordinate, tags: tags, index: 0)
        let place = try #require(reader.result().places.first)
        let before = try #require(Unavailability.utcInstant("2026-12-05T17:59:59Z"))
        let after = try #require(Unavailability.utcInstant("2026-12-05T18:00:00Z"))
        let during = Unavailability.of(place, at: before, today: { "2026-12-05" }, localDate: { _ in "2026-12-05" })
        #expect(during == Unavailability(reason: .full, until: "2026-12-05"))
        #expect(Unavailability.of(place, at: after, today: { "2026-12-05" }, localDate: { _ in "2026-12-05" }) == nil)
    }

    @Test func utcInstantsAgreeWithFoundation() throws {
        var generator = SystemRandomNumberGenerator()
        let formatter = ISO8601DateFormatter()
        for _ in 0..<2_000 {
            let seconds = Double(Int64.random(in: -2_000_000_000...8_000_000_000, using: &generator))
            let date = Date(timeIntervalSince1970: seconds)
            let text = formatter.string(from: date)
            #expect(Unavailability.utcInstant(text) == date, "\(text)")
        }
        #expect(Unavailability.utcInstant("2026-13-01T00:00:00Z") == nil)
        #expect(Unavailability.utcInstant("2026-12-01 00:00:00Z") == nil)
        #expect(Unavailability.utcInstant("2026-12-01T00:00:00+02:00") == nil)
    }
}
