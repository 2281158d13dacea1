import CivilCalendar
import OpeningHours
import OpeningHoursSyntax
import PlaceQueryModel
import Places

extension PlaceEngine {
    /// Whether any place has a status, a capacity or a largest parcel (``Unavailability``): only then
    /// can "Only places with space" or a parcel size change anything, so pickers offer them only then.
    public var hasAvailabilityData: Bool {
        positionsWithStatus.count + version.addedAvailabilityCount > 0
    }

    /// Why the place at a position cannot be chosen for a query, or `nil` when it can.
    func unavailability(_ position: Int, query: Query, hours: PlaceHours? = nil) -> Unavailability? {
        // Most catalogs have no statuses: skip hashing the position then.
        guard !positionsWithStatus.isEmpty, positionsWithStatus.contains(position) else { return nil }
        return Self.unavailability(of: catalog.places[position], hours: hours ?? self.hours[position], query: query)
    }

    /// Why a changed place cannot be chosen for a query, or `nil` when it can.
    static func unavailability(of change: ChangedPlace, query: Query) -> Unavailability? {
        guard change.mayBeUnavailable else { return nil }
        return unavailability(of: change.place, hours: change.hours, query: query)
    }

    private static func unavailability(of place: Place, hours: PlaceHours, query: Query) -> Unavailability? {
        let zone = hours.context.timeZone
        return Unavailability.of(
            place, at: query.instant, today: { LocalDate(instant: query.instant, in: zone).description },
            localDate: { LocalDate(instant: $0, in: zone).description }, parcel: query.filters.parcel)
    }

    /// Whether a place is open now in the sense a shopper acts on: open by its hours and choosable
    /// (not full, closed for a while, out of service or too small for the parcel). "Open now", the
    /// open count and the nearest open place all mean this, so the summary never names a place whose
    /// button is disabled.
    func isOpenAndChoosable(_ position: Int, query: Query) -> Bool {
        if let change = version.change(at: position) { return Self.isOpenAndChoosable(change, query: query) }
        return hours[position].status(at: query.instant) == .open && hasSpace(position, query: query)
    }

    /// The same for a changed place.
    static func isOpenAndChoosable(_ change: ChangedPlace, query: Query) -> Bool {
        change.hours.isOpen(at: query.instant) && unavailability(of: change, query: query) == nil
    }

    /// Whether the place at a position can take a parcel now (the "Only places with space" filter).
    func hasSpace(_ position: Int, query: Query) -> Bool {
        unavailability(position, query: query) == nil
    }
}
