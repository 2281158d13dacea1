import Geodesy
import PlaceSamples
import Places
import TestSupport
import Testing

@testable import PlaceSearch

/// ``AddressSearch`` groups addresses by street and compares the typed words with a street's
/// words once for all its house numbers. Here its answers are compared with the search's
/// definition written out plainly: every distinct single-line address (the first of each, address
/// points before places) scored word by word on its own, then ranked.
@Suite struct AddressSearchDefinitionTests {
    private struct Candidate {
        var address: Address
        var coordinate: Coordinate
        var label: String
        var street: [String]
        var city: [String]
        var number: String
    }

    private static func definition(_ catalog: Catalog, _ text: String, limit: Int) -> [AddressMatch] {
        var seen = Set<String>()
        let all =
            catalog.addressPoints.map { ($0.address, $0.coordinate) }
            + catalog.places.map { ($0.address, $0.coordinate) }
        let candidates = all.compactMap { address, coordinate -> Candidate? in
            guard address.streetLine != nil, seen.insert(address.singleLine).inserted else { return nil }
            return Candidate(
                address: address, coordinate: coordinate, label: address.singleLine,
                street: SearchText(address.street ?? "").words, city: SearchText(address.city ?? "").words,
                number: AddressSearch.normalizedHouseNumber(address.houseNumber ?? ""))
        }
        let typed = AddressSearch.parse(text)
        guard !typed.words.isEmpty || typed.number != nil else { return [] }
        func score(_ candidate: Candidate) -> Int? {
            let (street, city, number) = (candidate.street, candidate.city, candidate.number)
            let postcode = candidate.address.postcode ?? ""
            var total = 0
            for word in typed.words {
                if word.first?.isNumber == true {
                    guard word == postcode || word == number else { return nil }
                    total += 4
                    continue
                }
                let best = max(
                    street.compactMap { WordMatch.between(typed: word, word: $0)?.rawValue }.max().map { $0 * 2 } ?? 0,
                    city.compactMap { WordMatch.between(typed: word, word: $0)?.rawValue }.max() ?? 0)
                if best == 0 { return nil }
                total += best
            }
            if let typedNumber = typed.number {
                if typedNumber == number {
                    total += 8
                } else if typedNumber.count == 5, typedNumber == postcode {
                    total += 6
                } else if number.hasPrefix(typedNumber) {
                    total += 2
                } else {
                    return nil
                }
            }
            return total
        }
        let scored = candidates.compactMap { candidate in score(candidate).map { (candidate, $0) } }
        func value(_ candidate: Candidate) -> Int { Int(candidate.number.prefix { $0.isNumber }) ?? Int.max }
        let ranked = scored.sorted { lhs, rhs in
            if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
            if lhs.0.street.count != rhs.0.street.count { return lhs.0.street.count < rhs.0.street.count }
            let leftStreet = lhs.0.address.street ?? ""
            let rightStreet = rhs.0.address.street ?? ""
            if leftStreet != rightStreet { return leftStreet < rightStreet }
            if value(lhs.0) != value(rhs.0) { return value(lhs.0) < value(rhs.0) }
            return lhs.0.label < rhs.0.label
        }
        return ranked.prefix(limit).map {
            AddressMatch(address: $0.0.address, coordinate: $0.0.coordinate, label: $0.0.label, score: $0.1)
        }
    }

    /// Typed text made of a random address's words: its street (whole, a prefix, a typo), its
    /// city, its number (whole or a prefix, letters apart), its postcode.
    private static func typedTexts(_ catalog: Catalog, count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let addresses = catalog.addressPoints.map(\.address) + catalog.places.map(\.address)
        return (0..<count).map { _ in
            let address = addresses.randomElement(using: &random) ?? Address()
            var parts: [String] = []
            if let street = address.street, !street.isEmpty {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: parts.append(String(street.prefix(Int.random(in: 1...street.count, using: &random))))
                case 1: parts.append(String(street.dropFirst()))
                default: parts.append(street)
                }
            }
            if let number = address.houseNumber, Bool.random(using: &random) {
                parts.append(Bool.random(using: &random) ? number : String(number.prefix(1)))
            }
            if let city = address.city, Int.random(in: 0..<4, using: &random) == 0 { parts.append(city) }
            if let postcode = address.postcode, Int.random(in: 0..<4, using: &random) == 0 { parts.append(postcode) }
            return parts.joined(separator: " ")
        } + ["1", "00100", "5 b", "zzz", "", "katu", "Helsinki 2"]
    }

    /// Searches made in one or in many chunks (merged streets, duplicates across chunks).
    private static func compare(_ catalog: Catalog, seed: UInt64) {
        let searches = [AddressSearch(catalog: catalog), AddressSearch(catalog: catalog, chunkSize: 97)]
        let distinct = Set(
            (catalog.addressPoints.map(\.address) + catalog.places.map(\.address)).filter { $0.streetLine != nil }.map(
                \.singleLine))
        for search in searches { #expect(search.count == distinct.count) }
        var found = 0
        for text in typedTexts(catalog, count: 80, seed: seed) {
            let expected = definition(catalog, text, limit: 25)
            for search in searches { #expect(search.search(text, limit: 25) == expected, "\(text)") }
            found += expected.count
        }
        #expect(found > 500, "the texts find addresses")
    }

    @Test func helsinkiSample() throws {
        Self.compare(try HelsinkiSample.load().catalog, seed: 3)
    }

    @Test func syntheticCatalogWithDuplicates() throws {
        let places = SyntheticCatalog.generate(count: 1_500, seed: 8).places
        // The same addresses again further on, at other coordinates: the first one is kept.
        let again = places.prefix(200).enumerated().map { index, place in
            Place(
                id: "again/\(index)", name: place.name,
                coordinate: Coordinate(uncheckedLatitude: 10, longitude: Double(index) / 100), address: place.address)
        }
        Self.compare(try Catalog(places: places + again), seed: 4)
    }
}
