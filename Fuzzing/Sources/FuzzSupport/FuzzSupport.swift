import CarrierFeeds
import Foundation
import PlaceReaders
import Places

/// What every harness needs: the input as bytes or text, and a check that stops the run with a message.
///
/// libFuzzer treats any crash as a finding and saves the input; ``expect(_:_:)`` makes a broken
/// invariant one, with a message that says which (a `precondition` message is dropped in optimized builds).
public enum Fuzz {
    /// The input as a buffer (valid for the call only).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    }

    /// The input as text (bytes that are not UTF-8 become U+FFFD, as when a file is read).
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: bytes(data, size), as: UTF8.self)
    }

    /// Stops the run, printing `message`, unless `condition` holds.
    public static func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        FileHandle.standardError.write(Data("Fuzz invariant broken: \(message())\n".utf8))
        abort()
    }

    /// Reads places in a format and checks what every reader promises: the report's counts match,
    /// ids are unique, every place has a name and a valid latitude, every diagnostic says where and why,
    /// and writing the places as GeoJSON and reading that back gives equal places with no error.
    public static func readPlaces(_ data: UnsafePointer<UInt8>?, _ size: Int, format: PlaceFormat) {
        check(PlaceReader.read(Data(bytes(data, size)), format: format))
    }

    /// Reads a carrier's feed: the first byte picks the carrier (``CarrierFormat/allCases``), the rest
    /// is the feed; the same checks as ``readPlaces(_:_:format:)``, and a carrier-scoped id on each place.
    public static func readCarrierFeed(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        let input = bytes(data, size)
        guard let selector = input.first else { return }
        let carrier = CarrierFormat.allCases[Int(selector) % CarrierFormat.allCases.count]
        let result = FeedReader.read(Data(input.dropFirst()), format: .carrier(carrier), today: "2026-12-07")
        for place in result.places {
            expect(place.id.hasPrefix(carrier.rawValue + "/"), "id \(place.id) is not \(carrier)'s")
        }
        check(result)
    }

    /// What every reader promises of its result (see ``readPlaces(_:_:format:)``).
    static func check(_ result: ImportResult) {
        let counts = result.report.counts
        expect(counts.places == result.places.count, "place count \(counts.places) ≠ \(result.places.count)")
        expect(counts.records == counts.places + counts.addressPoints + counts.skipped, "record counts \(counts)")
        expect(Set(result.places.map(\.id)).count == result.places.count, "repeated ids")
        for place in result.places {
            expect((-90...90).contains(place.coordinate.latitude) && !place.name.isEmpty, "place \(place)")
        }
        for diagnostic in result.report.diagnostics {
            expect(!diagnostic.message.isEmpty && !diagnostic.location.description.isEmpty, "\(diagnostic)")
        }
        let written = GeoJSONWriter().text(places: result.places, addressPoints: result.addressPoints)
        let again = PlaceReader.read(written, format: .geojson)
        expect(again.report.errors.isEmpty, "re-reading the written GeoJSON: \(again.report.errors)\n\(written)")
        expect(again.places == result.places, "places differ after a GeoJSON round trip:\n\(written)")
        expect(again.addressPoints == result.addressPoints, "address points differ after a round trip:\n\(written)")
    }
}
