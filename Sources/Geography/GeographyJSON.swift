import Foundation
import PlaceSearch

/// Search results as one JSON line (`geography search --batch`, the checks' input): the query and
/// each result's label, kind, coordinate and parts, keys sorted, parts without a value left out.
public enum GeographyJSON {
    private struct Line: Encodable {
        struct Result: Encodable {
            var label: String
            var kind: String
            var lat: Double
            var lon: Double
            var street, houseNumber, postcode, city, country: String?
        }
        var query: String
        var results: [Result]
    }

    /// The line for a query's results.
    public static func line(query: String, matches: [AddressMatch]) -> String {
        let line = Line(
            query: query,
            results: matches.map {
                Line.Result(
                    label: $0.label, kind: $0.kind.rawValue, lat: $0.coordinate.latitude, lon: $0.coordinate.longitude,
                    street: $0.address.street, houseNumber: $0.address.houseNumber, postcode: $0.address.postcode,
                    city: $0.address.city, country: $0.address.country)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(line)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
