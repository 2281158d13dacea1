import PlaceQuery
import PlaceQueryModel

/// The filter controls, with their localized labels and current values.
public struct FilterPanel: Sendable, Hashable {
    /// One category checkbox.
    public struct CategoryOption: Sendable, Hashable, Identifiable {
        /// The category key from the data, e.g. `post_office`.
        public var id: String
        /// "Post office".
        public var label: String
        /// How many places of this category match the other filters.
        public var count: Int
        /// Whether it is ticked.
        public var isOn: Bool

        /// Creates an option.
        ///
        /// - Parameters:
        ///   - id: Category key.
        ///   - label: Localized name.
        ///   - count: Matching count.
        ///   - isOn: Ticked.
        public init(id: String, label: String, count: Int, isOn: Bool) {
            self.id = id
            self.label = label
            self.count = count
            self.isOn = isOn
        }
    }

    /// One sort choice.
    public struct SortOption: Sendable, Hashable, Identifiable {
        /// The order.
        public var id: PlaceSort
        /// "Distance", "Name", "Closing time".
        public var label: String

        /// Creates an option.
        ///
        /// - Parameters:
        ///   - id: The order.
        ///   - label: Localized label.
        public init(id: PlaceSort, label: String) {
            self.id = id
            self.label = label
        }
    }

    /// "Filters" (the legend).
    public var legend: String
    /// "Open now".
    public var openNowLabel: String
    /// Whether "Open now" is on.
    public var isOpenNow: Bool
    /// "Step-free access".
    public var stepFreeLabel: String
    /// Whether step-free is on.
    public var isStepFreeOnly: Bool
    /// "Only places with space", or `nil` when no place in the data says whether it has room (the
    /// control is then left out).
    public var withSpaceLabel: String?
    /// Whether "Only places with space" is on.
    public var isWithSpaceOnly = false
    /// "Categories".
    public var categoriesLabel: String
    /// The categories present in the data, most common first.
    public var categories: [CategoryOption]
    /// "Carriers", the legend of the carrier filter.
    public var carriersLabel = ""
    /// The carriers to filter by (id: the carrier key, label: its name), with how many of each
    /// match the other filters; empty unless the places are of two carriers or more.
    public var carriers: [CategoryOption] = []
    /// "Sort by".
    public var sortLabel: String
    /// The orders.
    public var sortOptions: [SortOption]
    /// The current order.
    public var sort: PlaceSort
    /// "Search".
    public var searchLabel: String
    /// The current search text.
    public var searchText: String

    /// Creates a panel.
    ///
    /// - Parameters:
    ///   - legend: Legend.
    ///   - openNowLabel: Label.
    ///   - isOpenNow: Value.
    ///   - stepFreeLabel: Label.
    ///   - isStepFreeOnly: Value.
    ///   - categoriesLabel: Label.
    ///   - categories: Options.
    ///   - sortLabel: Label.
    ///   - sortOptions: Options.
    ///   - sort: Value.
    ///   - searchLabel: Label.
    ///   - searchText: Value.
    public init(
        legend: String, openNowLabel: String, isOpenNow: Bool, stepFreeLabel: String, isStepFreeOnly: Bool,
        categoriesLabel: String, categories: [CategoryOption], sortLabel: String, sortOptions: [SortOption],
        sort: PlaceSort, searchLabel: String, searchText: String
    ) {
        self.legend = legend
        self.openNowLabel = openNowLabel
        self.isOpenNow = isOpenNow
        self.stepFreeLabel = stepFreeLabel
        self.isStepFreeOnly = isStepFreeOnly
        self.categoriesLabel = categoriesLabel
        self.categories = categories
        self.sortLabel = sortLabel
        self.sortOptions = sortOptions
        self.sort = sort
        self.searchLabel = searchLabel
        self.searchText = searchText
    }
}
