import Places

/// The filters of a query. They define the visible set, so the list and the map share them.
public struct PlaceFilters: Sendable, Hashable, Codable {
    /// Only places open at the query instant. Places with unknown hours are excluded, and the
    /// results count them (``Results/hiddenUnknownCount``) so the summary can say so.
    public var openNow: Bool
    /// Only places in one of these categories; empty means every category.
    public var categories: Set<String>
    /// Only places with step-free access (`wheelchair=yes`; `limited` does not count).
    public var stepFreeOnly: Bool
    /// Only places open around the clock (`24/7`).
    public var alwaysOpen: Bool
    /// Only places open past 20:00 local time on some day.
    public var openLate: Bool
    /// Only places open on some Sunday hours.
    public var openOnSunday: Bool
    /// Text to match against name, address and category; empty means no text filter.
    public var text: String
    /// Only the points of these carriers, by key (`dhl`, `inpost`: a place's `carrier` property);
    /// empty means every place, a carrier's or not.
    public var carriers: Set<String> = []
    /// Only places that can take a parcel now: not full, closed or out of service, and (with
    /// ``parcel``) large enough for it (``Unavailability``).
    public var withSpaceOnly: Bool = false
    /// The shopper's parcel: places too small for it are listed but cannot be chosen, saying why.
    public var parcel: ParcelSize?

    /// Creates filters; the defaults filter nothing.
    ///
    /// - Parameters:
    ///   - openNow: Open at the instant.
    ///   - categories: Categories to keep.
    ///   - stepFreeOnly: Step-free only.
    ///   - alwaysOpen: 24/7 only.
    ///   - openLate: Open past 20:00.
    ///   - openOnSunday: Open on Sundays.
    ///   - text: Text search.
    public init(
        openNow: Bool = false, categories: Set<String> = [], stepFreeOnly: Bool = false, alwaysOpen: Bool = false,
        openLate: Bool = false, openOnSunday: Bool = false, text: String = ""
    ) {
        self.openNow = openNow
        self.categories = categories
        self.stepFreeOnly = stepFreeOnly
        self.alwaysOpen = alwaysOpen
        self.openLate = openLate
        self.openOnSunday = openOnSunday
        self.text = text
    }

    /// Whether any filter is set.
    public var isActive: Bool { self != PlaceFilters() }
}
