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
    /// Positions in the catalog of every matching place, in order (for clustering the same set).
    public var matchingPositions: [Int]
    /// The engine's KD-tree slot of each matching place and its state, by the index in
    /// ``matchingPositions`` (the counted path fills them, for the map; empty otherwise): the
    /// map reads coordinates in slot order, where the query's own reads left them in cache.
    var matchingSlots: [Int32] = []
    var matchingStatuses: [OpeningSnapshot.Status] = []

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
        self.matchingPositions = matchingPositions
    }

    /// Whether more places follow this page (a negative offset counts as 0).
    public var hasMore: Bool { max(0, query.offset) + places.count < matchingCount }
}
