import Foundation
import PlaceQuery

/// Makes place names unique among the rows on one screen, so that every spoken label ("Pick up at
/// R-kioski, Kaivokatu") addresses exactly one place by voice.
///
/// Names are compared case- and diacritic-insensitively ("R-kioski" and "R-Kioski" are the same
/// to a listener). Names that are already unique are left as they are. Each group of equal names
/// is disambiguated in steps, each applied only to the groups still equal after the step before:
///
/// 1. the street ("R-kioski, Kaivokatu"); a member without a street gets where it is instead
///    ("R-kioski, 350 m north-east"), so every member of the group says something about its place;
/// 2. the street and house number ("R-kioski, Kaivokatu 8") for members that have a number;
/// 3. where it is, added to members that do not say it yet ("R-kioski, Kaivokatu 8, 20 m south");
/// 4. finally a position ("R-kioski, 20 m south (2)"), skipping any number whose result is
///    already someone's name.
///
/// The street comes first because it does not change with the origin or the units; the location
/// is the fallback for data without addresses.
enum VoiceNames {
    /// Unique names for results shown together.
    ///
    /// - Parameters:
    ///   - results: The places, in screen order.
    ///   - locationText: Where a place is from the origin, e.g. "350 m north-east".
    /// - Returns: One name per result, in the same order, unique after folding.
    /// - Complexity: O(n) dictionary work per step for n results.
    static func unique(for results: [PlaceResult], locationText: (PlaceResult) -> String) -> [String] {
        let bases = results.map { $0.place.name.trimmingCharacters(in: .whitespacesAndNewlines) }
        var names = bases
        var saysLocation = [Bool](repeating: false, count: results.count)
        for group in duplicateGroups(names) {
            for position in group {
                if let street = nonEmpty(results[position].place.address.street) {
                    names[position] = "\(bases[position]), \(street)"
                } else {
                    names[position] = "\(bases[position]), \(locationText(results[position]))"
                    saysLocation[position] = true
                }
            }
        }
        for group in duplicateGroups(names) {
            for position in group where !saysLocation[position] {
                let address = results[position].place.address
                if let line = nonEmpty(address.streetLine), line != nonEmpty(address.street) {
                    names[position] = "\(bases[position]), \(line)"
                }
            }
        }
        for group in duplicateGroups(names) {
            for position in group where !saysLocation[position] {
                names[position] += ", \(locationText(results[position]))"
                saysLocation[position] = true
            }
        }
        var used = Set(names.map(fold))
        for group in duplicateGroups(names) {
            for (ordinal, position) in group.enumerated() where ordinal > 0 {
                var number = ordinal + 1
                while used.contains(fold("\(names[position]) (\(number))")) { number += 1 }
                names[position] += " (\(number))"
                used.insert(fold(names[position]))
            }
        }
        return names
    }

    /// Positions of names that share a folded form with another, grouped, in order of first use.
    static func duplicateGroups(_ names: [String]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        for (position, name) in names.enumerated() {
            groups[fold(name), default: []].append(position)
        }
        return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }

    /// The form two names are compared in: case, diacritics and width ignored.
    static func fold(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
