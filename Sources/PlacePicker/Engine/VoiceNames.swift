import Foundation
import PlaceQuery

/// Makes place names unique among the rows on one screen, so that every spoken label ("Pick up at
/// R-kioski, Kaivokatu") addresses exactly one place by voice.
///
/// Names are compared case- and diacritic-insensitively ("R-kioski" and "R-Kioski" are the same
/// to a listener). Each group of equal names is disambiguated in steps, stopping at the first that
/// makes the group unique: the street ("R-kioski, Kaivokatu"); the street and house number
/// ("R-kioski, Kaivokatu 8"); the distance ("R-kioski, 350 m"); finally a position ("R-kioski (2)").
/// Names that are already unique are left as they are.
enum VoiceNames {
    static func unique(for results: [PlaceResult], distanceText: @escaping (PlaceResult) -> String) -> [String] {
        var names = results.map { $0.place.name.trimmingCharacters(in: .whitespacesAndNewlines) }
        let steps: [(PlaceResult, String) -> String?] = [
            { result, name in result.place.address.street.map { "\(name), \($0)" } },
            { result, name in result.place.address.streetLine.map { "\(name), \($0)" } },
            { result, name in "\(name), \(distanceText(result))" },
        ]
        for step in steps {
            let groups = duplicateGroups(names)
            if groups.isEmpty { return names }
            for group in groups {
                let base = group.map { results[$0].place.name.trimmingCharacters(in: .whitespacesAndNewlines) }
                let candidates = zip(group, base).map { step(results[$0], $1) }
                // Only apply a step to a group when every member has something to add.
                guard candidates.allSatisfy({ $0 != nil }) else { continue }
                for (position, candidate) in zip(group, candidates) { names[position] = candidate ?? names[position] }
            }
        }
        for group in duplicateGroups(names) {
            for (ordinal, position) in group.enumerated() where ordinal > 0 {
                names[position] += " (\(ordinal + 1))"
            }
        }
        return names
    }

    /// Positions of names that share a folded form with another, grouped.
    static func duplicateGroups(_ names: [String]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        for (position, name) in names.enumerated() {
            groups[fold(name), default: []].append(position)
        }
        return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }

    static func fold(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
