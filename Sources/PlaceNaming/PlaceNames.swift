import ConcurrencyPrimitives
import Foundation
import PlaceQuery
import PlaceSearch
import Places

/// The name every front end shows for each place: its own name, made unique across the whole
/// catalog once, so that every spoken label ("Pick up at R-kioski, Kaivokatu") addresses exactly
/// one place by voice and a place has the same name in the list, on the map, in a cluster's list,
/// on its card and in the API, whatever the origin, the units or the page.
///
/// Names are compared case-, diacritic- and width-insensitively ("R-kioski" and "R-Kioski" are the
/// same to a listener). Names that are already unique are left as they are. Each group of equal
/// names is told apart in steps, each applied only to the members still equal after the step
/// before, and only when it tells at least two of them apart (a shared city or postcode is not
/// added to every name): 1. the street ("R-kioski, Kaivokatu"), or the city for a member without a street;
/// 2. the street and house number ("R-kioski, Kaivokatu 8"); 3. the postcode; 4. numbers in
/// catalog order for every member of the group ("R-kioski, Kaivokatu (1)", "… (2)"), skipping
/// any number that is already someone's name. Nothing that changes with the origin (distance, direction) is ever part of a name.
///
/// A carrier's point is named with its carrier first ("DHL Packstation 165") unless its own name
/// already says the carrier: in a list of several carriers' points, the carrier is in the words
/// every front end says, not only in a logo.
package final class PlaceNames: Sendable {
    /// Unique names by catalog position for the places whose own name is shared (`nil` for the
    /// others, which keep their own).
    private let renamed: [String?]
    /// Each carrier's name as its points give it (`carrier:name`), by key (`dhl`).
    package let carrierNames: [String: String]
    /// Whether any place of the catalog is a carrier's: without, no name is looked at for a carrier
    /// (a place added later by a change is, ``name(position:place:)``).
    package let hasCarriers: Bool

    /// Makes the names of a catalog unique.
    ///
    /// - Parameters:
    ///   - catalog: The places.
    ///   - hasCarriers: Whether any place is a carrier's (``PlaceEngine/carriers``); without, no
    ///     place's properties are read.
    /// - Complexity: O(n) folds and dictionary work for n places; each place's name and address
    ///   are read once.
    package init(catalog: Catalog, hasCarriers: Bool = true) {
        let places = catalog.places
        // The carriers' names first: a catalog without carriers (the engine knows) reads no place's.
        let carrierNames = hasCarriers ? Self.carrierNames(places) : [:]
        self.carrierNames = carrierNames
        self.hasCarriers = !carrierNames.isEmpty
        // Every name trimmed and folded, on all cores.
        let prepared = ParallelChunks.map(count: places.count) { range in
            range.map { position -> (trimmed: String, folded: String) in
                let place = places[position]
                let trimmed = carrierNames.isEmpty ? Self.trimmed(place.name) : Self.base(of: place)
                return (trimmed, Self.fold(trimmed))
            }
        }
        let trimmedNames = prepared.flatMap { $0.map(\.trimmed) }
        let foldedNames = prepared.flatMap { $0.map(\.folded) }
        var groups: [String: [Int]] = [:]
        groups.reserveCapacity(places.count)
        for (position, folded) in foldedNames.enumerated() { groups[folded, default: []].append(position) }
        var names = [String?](repeating: nil, count: places.count)
        for positions in groups.values where positions.count > 1 {
            for position in positions { names[position] = trimmedNames[position] }
        }
        groups = groups.filter { $0.value.count > 1 }
        // The places whose name is shared, in catalog order, with their addresses.
        let members = names.indices.filter { names[$0] != nil }
        guard !members.isEmpty else {
            renamed = names
            return
        }
        let bases = names
        let addresses = ParallelChunks.map(count: places.count) { range in
            range.map { position -> Address? in bases[position] == nil ? nil : places[position].address }
        }
        .flatMap { $0 }
        // What tells a member apart, refined step by step for the members still equal.
        let steps: [@Sendable (Address, String?) -> String?] = [
            { address, _ in Self.nonEmpty(address.street) ?? Self.nonEmpty(address.city) },
            { address, current in Self.nonEmpty(address.streetLine) ?? current },
            { address, current in
                guard let postcode = Self.nonEmpty(address.postcode) else { return current }
                return current.map { "\($0), \(postcode)" } ?? postcode
            },
        ]
        // Refines a set of members, in catalog order: at each step, the members whose current
        // names are equal are told apart by it unless it gives them all the same words. Returns
        // each member's name and fold, and the groups still equal after the last step (in
        // catalog order, ordered by their first member).
        @Sendable func refine(_ positions: [Int]) -> (names: [(String, String)], equal: [[Int]]) {
            var names = positions.map { (bases[$0] ?? "", foldedNames[$0]) }
            var qualifiers = [String?](repeating: nil, count: positions.count)
            func equalGroups() -> [[Int]] {
                var groups: [String: [Int]] = [:]
                var order: [String] = []
                for index in positions.indices {
                    if groups[names[index].1]?.append(index) == nil {
                        groups[names[index].1] = [index]
                        order.append(names[index].1)
                    }
                }
                return order.compactMap { groups[$0] }.filter { $0.count > 1 }
            }
            for step in steps {
                for group in equalGroups() {
                    let candidates = group.map { index -> (qualifier: String?, name: String, folded: String) in
                        let base = bases[positions[index]] ?? ""
                        let qualifier = addresses[positions[index]].flatMap { step($0, qualifiers[index]) }
                        let name = qualifier.map { "\(base), \($0)" } ?? base
                        return (qualifier, name, Self.fold(name))
                    }
                    // A step that gives every member the same words tells none apart: skip it.
                    guard Set(candidates.map(\.folded)).count > 1 else { continue }
                    for (index, candidate) in zip(group, candidates) {
                        qualifiers[index] = candidate.qualifier
                        names[index] = (candidate.name, candidate.folded)
                    }
                }
            }
            return (names, equalGroups().map { $0.map { positions[$0] } })
        }
        // Names of different groups can only become equal when one group's folded name, a comma
        // and more is another's: a qualified name keeps its base's fold before its first comma
        // (the base ends in a character that cannot join the comma). Without such a pair, each
        // group is refined on its own, on all cores; with one, all members are refined together.
        let independent =
            groups.keys.allSatisfy { !$0.contains(",") }
            && members.allSatisfy { position in
                guard let last = bases[position]?.unicodeScalars.last else { return true }
                return last.isASCII || SearchText.canStandApart(String(last))
            }
        let runs = independent ? groups.values.map { $0 }.sorted { $0[0] < $1[0] } : [members]
        groups = [:]
        let refined = ParallelChunks.map(count: runs.count, chunkSize: 1_024) { range in
            range.map { (runs[$0], refine(runs[$0])) }
        }
        var folds = [String?](repeating: nil, count: places.count)
        var stillEqual: [[Int]] = []
        for chunk in refined {
            for (positions, result) in chunk {
                for (position, name) in zip(positions, result.names) {
                    names[position] = name.0
                    folds[position] = name.1
                }
                stillEqual.append(contentsOf: result.equal)
            }
        }
        stillEqual.sort { $0[0] < $1[0] }
        var used = Set<String>()
        used.reserveCapacity(places.count)
        for position in places.indices { used.insert(folds[position] ?? foldedNames[position]) }
        for group in stillEqual {
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
    package func name(position: Int?, place: Place) -> String {
        if let position, renamed.indices.contains(position) {
            return renamed[position] ?? (hasCarriers ? Self.base(of: place) : Self.trimmed(place.name))
        }
        return Self.base(of: place)
    }

    /// A place's own name, trimmed, with its carrier's name first when it is a carrier's point
    /// whose name does not already say it.
    package static func base(of place: Place) -> String {
        let name = trimmed(place.name)
        guard place.carrier != nil, let carrier = carrierName(of: place) else { return name }
        if fold(name).contains(fold(carrier)) { return name }
        return name.isEmpty ? carrier : "\(carrier) \(name)"
    }

    /// The carrier's name a point gives (`carrier:name`), else its key.
    package static func carrierName(of place: Place) -> String? {
        let name = place.properties[Place.carrierNameKey]?.stringValue.map(trimmed)
        if let name, !name.isEmpty { return name }
        return place.carrier
    }

    /// Every carrier's name by key, from the first of its points that names it.
    private static func carrierNames(_ places: [Place]) -> [String: String] {
        let found = ParallelChunks.map(count: places.count) { range in
            var names: [String: String] = [:]
            for position in range {
                guard let key = places[position].carrier, names[key] == nil else { continue }
                names[key] = carrierName(of: places[position])
            }
            return names
        }
        return found.reduce(into: [:]) { all, names in all.merge(names) { first, _ in first } }
    }

    /// The form two names are compared in: case, diacritics and width ignored (ASCII names only
    /// lowercased, without Foundation's folding).
    package static func fold(_ name: String) -> String {
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

    /// The text without surrounding white space, or `nil` when nothing is left.
    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text.map(trimmed), !text.isEmpty else { return nil }
        return text
    }
}
