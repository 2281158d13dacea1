import Foundation
import Geodesy

/// A question about the catalog: which places, from where, at what instant, in what order.
///
/// The one ``Results`` it produces feeds the list rows, the map pins and the clusters.
public struct Query: Sendable, Hashable {
    /// Where distances and directions are measured from.
    public var origin: Coordinate
    /// The instant opening states are computed for (each in its place's zone). Callers inject it
    /// from a clock; nothing in the query reads the system time.
    public var instant: Date
    /// The filters.
    public var filters: PlaceFilters
    /// The order.
    public var sort: PlaceSort
    /// Page size: at most this many places in ``Results/places``.
    public var limit: Int
    /// How many ordered places to skip (for paging).
    public var offset: Int
    /// Only places within this many metres of the origin, if set.
    public var maximumDistance: Double?
    /// Whether to count the whole matching set (``Results/matchingCount`` and the other counts).
    ///
    /// Counting visits every place; without it, a distance-ordered query with no text search is
    /// answered by a nearest-neighbour search that stops one match after the page, which is what a
    /// million-place catalog needs. The page and the first `offset + limit` matching positions are
    /// then exactly those of the counted answer; `openCount` and `unknownCount` are those of the
    /// page, `nearestOpen` is the nearest open place among the first `offset + limit` matches,
    /// `hiddenUnknownCount` is 0 and `categoryCounts` is empty. Other sorts and text searches
    /// always count.
    public var includeCounts: Bool
    /// The keys ``PlaceSort/price`` and ``PlaceSort/delivery`` order by, or `nil` (those sorts are
    /// then by distance).
    public var ranking: PlaceRanking?

    /// Creates a query.
    ///
    /// - Parameters:
    ///   - origin: Origin.
    ///   - instant: Instant for opening states.
    ///   - filters: Filters.
    ///   - sort: Order.
    ///   - limit: Page size.
    ///   - offset: Places to skip.
    ///   - maximumDistance: Radius in metres.
    ///   - includeCounts: Count the whole matching set.
    public init(
        origin: Coordinate, instant: Date, filters: PlaceFilters = PlaceFilters(), sort: PlaceSort = .distance,
        limit: Int = 20, offset: Int = 0, maximumDistance: Double? = nil, includeCounts: Bool = true
    ) {
        self.origin = origin
        self.instant = instant
        self.filters = filters
        self.sort = sort
        self.limit = limit
        self.offset = offset
        self.maximumDistance = maximumDistance
        self.includeCounts = includeCounts
    }
}

// MARK: - Sort order

/// The order of the visible set.
public enum PlaceSort: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nearest first (the default). With a text search, better matches come first, then distance.
    case distance
    /// By name, in the locale-independent folded order, then distance.
    case name
    /// Open places that close latest first; then closed places by when they open; unknown last.
    case closingTime
    /// "Cheapest nearby": the places within ``PlaceRanking/within`` by their key (the shop's price),
    /// those without one after them, each tie by distance; then the places farther away by distance.
    case price
    /// "Earliest": by key (the day the shop promises), those without one last, ties by distance.
    case delivery
}

/// Keys a query orders places by (``PlaceSort/price``, ``PlaceSort/delivery``), given per carrier
/// and category: what a shop's offers make of its carriers. Smaller first.
public struct PlaceRanking: Sendable, Hashable {
    /// Keys by carrier key (`dhl`), then by category (`parcel_locker`); the category `""` is the
    /// carrier's key for points of any other category.
    public var keys: [String: [String: Double]]
    /// Only places within this many metres are ordered by key; the others follow by distance.
    public var within: Double?

    /// Creates a ranking.
    ///
    /// - Parameters:
    ///   - keys: Keys by carrier and category.
    ///   - within: The distance within which places are ordered by key, or `nil` for all.
    public init(keys: [String: [String: Double]], within: Double? = nil) {
        self.keys = keys
        self.within = within
    }

    /// The key of a point of a carrier with these categories (the first category with its own
    /// key, else the carrier's), or `nil`.
    ///
    /// - Parameters:
    ///   - carrier: The carrier key.
    ///   - categories: The categories, main first.
    /// - Returns: The key.
    public func key(carrier: String?, categories: [String]) -> Double? {
        guard let carrier, let byCategory = keys[carrier] else { return nil }
        for category in categories {
            if let key = byCategory[category] { return key }
        }
        return byCategory[""]
    }
}
