/// How many places of a catalog got their time zone and holiday country from where: what
/// `validate` reports and a server can log.
public struct ZoneCounts: Sendable, Hashable {
    /// Places per zone source; places without a zone are in ``withoutZone``.
    public private(set) var byZoneSource: [PlaceZone.ZoneSource: Int] = [:]
    /// Places per country source; places without a country are in ``withoutCountry``.
    public private(set) var byCountrySource: [PlaceZone.CountrySource: Int] = [:]
    /// Places with no zone at all (their hours are unknown).
    public private(set) var withoutZone = 0
    /// Places with no holiday country (`PH` matches no day).
    public private(set) var withoutCountry = 0
    /// Places with neither.
    public private(set) var withoutEither = 0

    /// Creates empty counts.
    public init() {}

    /// Counts one place.
    ///
    /// - Parameter zone: The place's zone assignment.
    public mutating func add(_ zone: PlaceZone) {
        if let source = zone.timeZoneSource { byZoneSource[source, default: 0] += 1 } else { withoutZone += 1 }
        if let source = zone.countrySource { byCountrySource[source, default: 0] += 1 } else { withoutCountry += 1 }
        if zone.timeZone == nil, zone.country == nil { withoutEither += 1 }
    }

    /// Adds the counts of other places (such as another chunk of one catalog).
    ///
    /// - Parameter other: Their counts.
    public mutating func add(_ other: ZoneCounts) {
        byZoneSource.merge(other.byZoneSource, uniquingKeysWith: +)
        byCountrySource.merge(other.byCountrySource, uniquingKeysWith: +)
        withoutZone += other.withoutZone
        withoutCountry += other.withoutCountry
        withoutEither += other.withoutEither
    }

    /// Places whose zone was inferred (from coordinates, including at sea), not given by the data
    /// or the default.
    public var inferredZones: Int { byZoneSource[.coordinates, default: 0] + byZoneSource[.sea, default: 0] }

    /// Places whose country was inferred from their zone.
    public var inferredCountries: Int { byCountrySource[.zone, default: 0] }
}
