import Foundation
import Geodesy
import PlaceSamples
import Places
import TestSupport
import Testing

@testable import PlaceNaming

/// ``PlaceNames`` keeps its work in arrays indexed by position and reads each place once; its
/// names must be exactly those of the rules as first written (``ReferencePlaceNames``, the
/// earlier implementation kept here as the definition), on the sample, a synthetic catalog and
/// random catalogs full of repeated, look-alike and unusual names.
@Suite struct PlaceNamesDefinitionTests {
    private static func compare(_ catalog: Catalog, _ label: String) -> Int {
        let names = PlaceNames(catalog: catalog)
        let reference = ReferencePlaceNames(catalog: catalog)
        var renamed = 0
        for (position, place) in catalog.places.enumerated() {
            let expected = reference.name(position: position, place: place)
            #expect(names.name(position: position, place: place) == expected, "\(label) \(place.id)")
            if expected != place.name { renamed += 1 }
        }
        return renamed
    }

    @Test func sampleAndSyntheticCatalog() throws {
        #expect(Self.compare(try HelsinkiSample.load().catalog, "sample") > 0)
        #expect(Self.compare(SyntheticCatalog.generate(count: 20_000, seed: 4), "synthetic") > 1_000)
    }

    @Test func randomCatalogsOfRepeatedNames() throws {
        var random = SeededGenerator(seed: 17)
        let bases = [
            "Kiosk", "kiösk", "KIOSK", " Kiosk ", "Kiosk, Kaivokatu", "Kiosk (1)", "Kiosk (2)", "Alepa", "Ｋｉｏｓｋ",
        ]
        let streets: [String?] = [nil, "", "Kaivokatu", " Kaivokatu", "Mannerheimintie", "Itäkatu"]
        let cities: [String?] = [nil, "Helsinki", "Espoo", " "]
        let numbers: [String?] = [nil, "1", "2", "5 B", ""]
        let postcodes: [String?] = [nil, "00100", "00120", "  "]
        var renamed = 0
        for round in 0..<40 {
            let places = (0..<Int.random(in: 2...60, using: &random)).map { index in
                Place(
                    id: "r\(round)/\(index)", name: bases.randomElement(using: &random) ?? "Kiosk",
                    coordinate: Coordinate(uncheckedLatitude: 60, longitude: 25),
                    address: Address(
                        street: streets.randomElement(using: &random) ?? nil,
                        houseNumber: numbers.randomElement(using: &random) ?? nil,
                        postcode: postcodes.randomElement(using: &random) ?? nil,
                        city: cities.randomElement(using: &random) ?? nil))
            }
            renamed += Self.compare(try Catalog(places: places), "round \(round)")
        }
        #expect(renamed > 500)
    }
}

/// The names as the rules were first implemented: the definition the tests compare with.
final class ReferencePlaceNames: Sendable {
    /// Unique names by catalog position, for the places whose own name is shared.
    private let renamed: [Int: String]

    /// Makes the names of a catalog unique.
    ///
    /// - Parameter catalog: The places.
    /// - Complexity: O(n) folds and dictionary work for n places.
    init(catalog: Catalog) {
        let places = catalog.places
        var groups: [String: [Int]] = [:]
        for (position, place) in places.enumerated() {
            groups[Self.fold(Self.trimmed(place.name)), default: []].append(position)
        }
        var names: [Int: String] = [:]
        for positions in groups.values where positions.count > 1 {
            for position in positions { names[position] = Self.trimmed(places[position].name) }
        }
        guard !names.isEmpty else {
            renamed = [:]
            return
        }
        let bases = names
        func groupsOf(_ names: [Int: String]) -> [[Int]] {
            var groups: [String: [Int]] = [:]
            for (position, name) in names { groups[Self.fold(name), default: []].append(position) }
            return groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        }
        // What tells a member apart, refined step by step for the members still equal.
        let steps: [(Address, String?) -> String?] = [
            { address, _ in Self.nonEmpty(address.street) ?? Self.nonEmpty(address.city) },
            { address, current in Self.nonEmpty(address.streetLine) ?? current },
            { address, current in
                guard let postcode = Self.nonEmpty(address.postcode) else { return current }
                return current.map { "\($0), \(postcode)" } ?? postcode
            },
        ]
        var qualifiers: [Int: String] = [:]
        for step in steps {
            for group in groupsOf(names) {
                var candidates: [(position: Int, qualifier: String?, name: String)] = []
                for position in group {
                    guard let base = bases[position] else { continue }
                    let qualifier = step(places[position].address, qualifiers[position])
                    candidates.append((position, qualifier, qualifier.map { "\(base), \($0)" } ?? base))
                }
                // A step that gives every member the same words tells none apart: skip it.
                guard Set(candidates.map { Self.fold($0.name) }).count > 1 else { continue }
                for candidate in candidates {
                    qualifiers[candidate.position] = candidate.qualifier
                    names[candidate.position] = candidate.name
                }
            }
        }
        var used = Set(names.values.map(Self.fold))
        for (position, place) in places.enumerated() where names[position] == nil {
            used.insert(Self.fold(Self.trimmed(place.name)))
        }
        for group in groupsOf(names) {
            for (ordinal, position) in group.enumerated() {
                guard let name = names[position] else { continue }
                var number = ordinal + 1
                while used.contains(Self.fold("\(name) (\(number))")) { number += 1 }
                names[position] = "\(name) (\(number))"
                used.insert(Self.fold("\(name) (\(number))"))
            }
        }
        renamed = names
    }

    /// The unique name of the place at a catalog position.
    ///
    /// - Parameters:
    ///   - position: The catalog position.
    ///   - place: The place there.
    /// - Returns: Its name as every front end shows it.
    /// - Complexity: O(1).
    func name(position: Int?, place: Place) -> String {
        position.flatMap { renamed[$0] } ?? Self.trimmed(place.name)
    }

    /// The form two names are compared in: case, diacritics and width ignored (ASCII names only
    /// lowercased, without Foundation's folding).
    static func fold(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The name without surrounding white space; a name that starts and ends with a visible ASCII
    /// character (nearly all) is returned as it is, without Foundation's trimming.
    private static func trimmed(_ name: String) -> String {
        if let first = name.utf8.first, let last = name.utf8.last, (0x21..<0x7F).contains(first),
            (0x21..<0x7F).contains(last)
        {
            return name
        }
        return name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
