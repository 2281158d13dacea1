/// The time zone and the holiday country a place's hours are evaluated in, and where each came
/// from.
public struct PlaceZone: Sendable, Hashable {
    /// Where a place's time zone came from.
    public enum ZoneSource: String, Sendable, Hashable, CaseIterable {
        /// The place's own `timezone` (or `tz`) property.
        case data
        /// The time-zone boundaries at the place's coordinates (``TimeZoneResolver``).
        case coordinates
        /// The boundaries put the place at sea: a nautical zone (`Etc/GMT±N`), which has no country.
        case sea
        /// The catalog's default (`--timezone`, or the sample's own zone).
        case catalogDefault
    }

    /// Where a place's holiday country came from.
    public enum CountrySource: String, Sendable, Hashable, CaseIterable {
        /// The place's `addr:country`.
        case address
        /// The catalog's country (`--country`, or the sample's own).
        case catalog
        /// The place's time zone, through tzdata's `zone.tab`.
        case zone
    }

    /// IANA zone identifier, or `nil` when none could be found: the hours are then unknown, never
    /// read in UTC.
    public var timeZone: String?
    /// Where ``timeZone`` came from; `nil` without a zone.
    public var timeZoneSource: ZoneSource?
    /// ISO 3166-1 alpha-2 country for public holidays, or `nil`.
    public var country: String?
    /// Subdivision (ISO 3166-2 without the country prefix, such as `CN` for the Canary Islands),
    /// where the zone says it.
    public var region: String?
    /// Where ``country`` came from; `nil` without a country.
    public var countrySource: CountrySource?
    /// The place's `addr:country` when it names no known country (it is then not used).
    public var unreadableCountry: String?

    /// Creates a zone assignment.
    ///
    /// - Parameters:
    ///   - timeZone: The zone identifier.
    ///   - timeZoneSource: Where it came from.
    ///   - country: The country code.
    ///   - region: The subdivision code.
    ///   - countrySource: Where the country came from.
    ///   - unreadableCountry: An `addr:country` value that names no known country.
    public init(
        timeZone: String? = nil, timeZoneSource: ZoneSource? = nil, country: String? = nil, region: String? = nil,
        countrySource: CountrySource? = nil, unreadableCountry: String? = nil
    ) {
        self.timeZone = timeZone
        self.timeZoneSource = timeZoneSource
        self.country = country
        self.region = region
        self.countrySource = countrySource
        self.unreadableCountry = unreadableCountry
    }
}
