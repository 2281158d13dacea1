import OpeningHours
import Places

extension PlaceEngine {
    /// Whether any place has a status, a capacity or a largest parcel (``Unavailability``): only then
    /// can "Only places with space" or a parcel size change anything, so pickers offer them only then.
    public var hasAvailabilityData: Bool {
        !positionsWithStatus.isEmpty || (overlay?.delta.hasAvailabilityData ?? false)
    }

    /// Why the place at a position cannot be chosen for a query, or `nil` when it can.
    func unavailability(_ position: Int, query: Query, hours: PlaceHours? = nil) -> Unavailability? {
        // Most catalogs have no statuses: skip hashing the position then.
        guard !positionsWithStatus.isEmpty, positionsWithStatus.contains(position) else { return nil }
        let zone = (hours ?? self.hours[position]).context.timeZone
        return Unavailability.of(
            catalog.places[position], at: query.instant,
            today: { LocalDate(instant: query.instant, in: zone).description },
            localDate: { LocalDate(instant: $0, in: zone).description }, parcel: query.filters.parcel)
    }

    /// Whether the place at a position can take a parcel now (the "Only places with space" filter).
    func hasSpace(_ position: Int, query: Query) -> Bool {
        unavailability(position, query: query) == nil
    }
}
