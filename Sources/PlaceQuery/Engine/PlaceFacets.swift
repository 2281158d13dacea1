import PlaceQueryModel
import Places

/// The values a place is filtered and counted by besides its text and traits: its categories and
/// its carrier. Both are coded in one vocabulary (``CategoryCodes``), so the counted path reads a
/// place's facets in one loop; a carrier is coded under a name no category can have.
///
/// Within a facet the filter's values are alternatives (a locker *or* a post office); across
/// facets they all apply (a locker *and* DHL's). A count per value (``Results/categoryCounts``,
/// ``Results/carrierCounts``) counts the places that pass every other filter and the other facet,
/// so each count says how many the list would show with that value ticked alone.
public enum PlaceFacets {
    /// The prefix of a carrier's code name: a control character no category has.
    static let carrierPrefix = "\u{1F}carrier:"

    /// The names the engine codes a place by: its categories, then its carrier's code name.
    static func codes(of place: Place) -> [String] {
        guard let carrier = place.carrier else { return place.categories }
        return place.categories + [carrierPrefix + carrier]
    }

    /// The carrier key a code name stands for, or `nil` for a category.
    static func carrier(ofCode name: String) -> String? {
        name.hasPrefix(carrierPrefix) ? String(name.dropFirst(carrierPrefix.count)) : nil
    }

    /// Splits counts by code name into the categories' and the carriers' (by key).
    static func split(_ counts: [String: Int]) -> (categories: [String: Int], carriers: [String: Int]) {
        var categories: [String: Int] = [:]
        var carriers: [String: Int] = [:]
        for (name, count) in counts {
            if let carrier = carrier(ofCode: name) {
                carriers[carrier] = count
            } else {
                categories[name] = count
            }
        }
        return (categories, carriers)
    }

    /// The facets' counts as the engine keeps them: all of them, the categories', and the carriers'
    /// by key (each list in the order given).
    static func lists(_ counts: [PlaceEngine.CategoryCount]) -> (
        all: [PlaceEngine.CategoryCount], categories: [PlaceEngine.CategoryCount], carriers: [PlaceEngine.CategoryCount]
    ) {
        let carriers = counts.compactMap { count in
            carrier(ofCode: count.name).map { PlaceEngine.CategoryCount(name: $0, count: count.count) }
        }
        return (counts, counts.filter { carrier(ofCode: $0.name) == nil }, carriers)
    }

    /// The facet a code name belongs to, as a bit: categories 1, carriers 2.
    static func group(of name: String) -> UInt8 { name.hasPrefix(carrierPrefix) ? 2 : 1 }

    /// Whether the filters want a code name (a ticked category, or a ticked carrier's code).
    static func wants(_ name: String, _ filters: PlaceFilters) -> Bool {
        if let carrier = carrier(ofCode: name) { return filters.carriers.contains(carrier) }
        return filters.categories.contains(name)
    }
}

/// A category and carrier filter over the codes of ``CategoryCodes``: which codes it wants, each
/// as its facet's bit, and which facets it filters on. A place passes when every filtered facet has
/// a wanted code among the place's.
struct FacetFilter: Sendable {
    /// For each code, its facet's bit when the filter wants it, else 0.
    let wanted: [UInt8]
    /// For each code, its facet's bit.
    let group: [UInt8]
    /// The facets the filter filters on.
    let required: UInt8

    /// The filter over a vocabulary, or `nil` when neither the categories nor the carriers are
    /// filtered (every place passes).
    init?(names: [String], filters: PlaceFilters) {
        let required: UInt8 = (filters.categories.isEmpty ? 0 : 1) | (filters.carriers.isEmpty ? 0 : 2)
        guard required != 0 else { return nil }
        self.required = required
        group = names.map(PlaceFacets.group(of:))
        wanted = zip(names, group).map { PlaceFacets.wants($0, filters) ? $1 : 0 }
    }

    /// The facets still missing once a place's wanted codes are seen (`hits`: their bits or'ed).
    @inline(__always)
    func missing(_ hits: UInt8) -> UInt8 { required & ~hits }

    /// Whether a code is counted for a place missing the facets `missing`: only when the one facet
    /// missing, if any, is the code's own (the count ignores its own facet's filter).
    @inline(__always)
    func counts(code: Int, missing: UInt8) -> Bool { missing & ~group[code] == 0 }
}
