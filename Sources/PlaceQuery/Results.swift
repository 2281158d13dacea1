import PlaceQueryModel
/// The visible set: one ordered page of places plus the counts that describe the whole set.
///
/// The single source of truth for the list and the map: both render the same value.
public struct Results: Sendable, Hashable {
    /// The query that produced these results.
    public var query: Query
    /// The page of places, in order.
    public var places: [PlaceResult]
    /// How many places match the filters (all pages). Without ``Query/includeCounts`` on the
    /// nearest-first path: the matches found, at most `offset + limit + 1` (one more than the page
    /// needs, so that ``hasMore`` is exact).
    public var matchingCount: Int
    /// How many matching places are open at the instant.
    public var openCount: Int
    /// How many matching places have unknown hours.
    public var unknownCount: Int
    /// With "open now": how many places matched every other filter but were left out because
    /// their hours are unknown (the summary says so).
    public var hiddenUnknownCount: Int
    /// The nearest matching place that is open at the instant.
    public var nearestOpen: PlaceResult?
    /// Matching count per category, for the filter panel (counted without the category filter).
    public var categoryCounts: [String: Int]
    /// Matching count per carrier key (`dhl`), for the carrier filter and the summary (counted
    /// without the carrier filter; ``PlaceFacets``).
    public var carrierCounts: [String: Int] = [:]
    /// Positions in the catalog of every matching place, in order (for clustering the same set).
    ///
    /// - Complexity: For counted results, reading it orders every match (O(m) expected, plus a
    ///   geodesic per near tie): the engine orders only what a page and its map read
    ///   (``PlaceEngine/mapLayer(for:in:zoom:radius:maxZoom:)``), so ask ``includes(position:)``
    ///   for membership.
    public var matchingPositions: [Int] {
        get { matchList.map { $0.all().map(\.position) } ?? listedPositions }
        set {
            listedPositions = newValue
            matchList = nil
        }
    }
    /// The positions given to the initializer (or set), when there is no ``matchList``.
    private var listedPositions: [Int]
    /// The counted path's matches, ordered as far as the page (the map orders further, on a copy
    /// of what it reads). With slots and states: the map reads coordinates in slot order, where
    /// the query's own reads left them in cache.
    var matchList: PlaceEngine.MatchList?

    /// Whether a catalog position is among the matches, without ordering them.
    ///
    /// - Parameter position: A catalog position.
    /// - Returns: `true` when the place matches.
    public func includes(position: Int) -> Bool {
        if let matchList { return matchList.matches.contains { $0.position == position } }
        return listedPositions.contains(position)
    }

    /// Creates results.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - places: The page.
    ///   - matchingCount: Matching places.
    ///   - openCount: Open matching places.
    ///   - unknownCount: Matching places with unknown hours.
    ///   - hiddenUnknownCount: Left out by "open now" for unknown hours.
    ///   - nearestOpen: Nearest open.
    ///   - categoryCounts: Per category.
    ///   - matchingPositions: Catalog positions of all matches.
    public init(
        query: Query, places: [PlaceResult], matchingCount: Int, openCount: Int, unknownCount: Int,
        hiddenUnknownCount: Int, nearestOpen: PlaceResult?, categoryCounts: [String: Int], matchingPositions: [Int]
    ) {
        self.query = query
        self.places = places
        self.matchingCount = matchingCount
        self.openCount = openCount
        self.unknownCount = unknownCount
        self.hiddenUnknownCount = hiddenUnknownCount
        self.nearestOpen = nearestOpen
        self.categoryCounts = categoryCounts
        self.listedPositions = matchingPositions
    }

    /// Equal when the queries, the pages, the counts and the order of every match are equal (the
    /// match lists may be ordered to different depths).
    public static func == (lhs: Results, rhs: Results) -> Bool {
        lhs.query == rhs.query && lhs.places == rhs.places && lhs.matchingCount == rhs.matchingCount
            && lhs.openCount == rhs.openCount && lhs.unknownCount == rhs.unknownCount
            && lhs.hiddenUnknownCount == rhs.hiddenUnknownCount && lhs.nearestOpen == rhs.nearestOpen
            && lhs.categoryCounts == rhs.categoryCounts && lhs.carrierCounts == rhs.carrierCounts
            && lhs.matchingPositions == rhs.matchingPositions
    }

    /// Hashes the query, the page and the counts (equal results hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(query)
        hasher.combine(places)
        hasher.combine(matchingCount)
        hasher.combine(openCount)
        hasher.combine(nearestOpen)
    }

    /// Whether more places follow this page (a negative offset counts as 0).
    public var hasMore: Bool { max(0, query.offset) + places.count < matchingCount }
}
