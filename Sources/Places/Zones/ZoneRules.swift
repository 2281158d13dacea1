import Foundation
import Geodesy

/// Decides each place's time zone and holiday country: the rules of DESIGN principle 9 ("time
/// is the place's time; never a silent UTC").
///
/// Time zone, first found wins:
/// 1. the place's own `timezone`/`tz` property (``Place/timeZone``);
/// 2. the ``resolver`` at the place's coordinates, unless that is at sea;
/// 3. the catalog default (``defaultTimeZone``: `--timezone`, or the sample's zone);
/// 4. at sea without a default, the nautical zone the resolver gave (`Etc/GMT±N`);
/// 5. none: the place's hours are unknown (and `validate` warns), never read in UTC.
///
/// Holiday country, first found wins: the place's `addr:country` (a code or a name, read by
/// ``ZoneCountry/code(forCountry:)``); the catalog's ``country`` (`--country`); the country of
/// the place's zone (tzdata's `zone.tab`). The region is the zone's (`Atlantic/Canary` → `CN`)
/// when the zone's country is the place's country.
public struct ZoneRules: Sendable {
    /// Finds zones from coordinates, or `nil` to use only the data's zones and the default.
    public var resolver: (any TimeZoneResolver)?
    /// The zone for places whose zone cannot be found otherwise, or `nil`.
    public var defaultTimeZone: String?
    /// The country for places without a readable `addr:country`, or `nil` to take it from the zone.
    public var country: String?
    /// Whether Foundation knows each zone name met so far (checked once per name).
    private var knownZones: [String: Bool] = [:]

    /// Creates the rules.
    ///
    /// - Parameters:
    ///   - resolver: Finds zones from coordinates.
    ///   - defaultTimeZone: IANA zone for places whose zone cannot be found otherwise.
    ///   - country: Country code (or name) for places without a readable `addr:country`.
    public init(resolver: (any TimeZoneResolver)? = nil, defaultTimeZone: String? = nil, country: String? = nil) {
        self.resolver = resolver
        self.defaultTimeZone = defaultTimeZone
        self.country = country.map { ZoneCountry.code(forCountry: $0) ?? $0.uppercased() }
    }

    /// The zone and country of a place.
    ///
    /// - Parameter place: The place.
    /// - Returns: Its zone and country with their sources.
    /// - Complexity: One resolver lookup for a place without its own zone, plus hash lookups.
    public mutating func zone(for place: Place) -> PlaceZone {
        var result = PlaceZone()
        var nautical: String?
        if let own = place.timeZone, isKnown(own) {
            (result.timeZone, result.timeZoneSource) = (own, .data)
        } else if let found = resolver?.timeZoneIdentifier(at: place.coordinate), isKnown(found) {
            if found.hasPrefix("Etc/") {
                nautical = found
            } else {
                (result.timeZone, result.timeZoneSource) = (found, .coordinates)
            }
        }
        if result.timeZone == nil, let fallback = defaultTimeZone, isKnown(fallback) {
            (result.timeZone, result.timeZoneSource) = (fallback, .catalogDefault)
        }
        if result.timeZone == nil, let nautical {
            (result.timeZone, result.timeZoneSource) = (nautical, .sea)
        }
        let fromZone = result.timeZone.flatMap(ZoneCountry.country(ofZone:))
        if let raw = place.address.country {
            if let code = ZoneCountry.code(forCountry: raw) {
                (result.country, result.countrySource) = (code, .address)
            } else {
                result.unreadableCountry = raw
            }
        }
        if result.country == nil, let country {
            (result.country, result.countrySource) = (country, .catalog)
        }
        if result.country == nil, let fromZone {
            (result.country, result.countrySource) = (fromZone.country, .zone)
        }
        if let fromZone, fromZone.country == result.country { result.region = fromZone.region }
        return result
    }

    private mutating func isKnown(_ zone: String) -> Bool {
        if let known = knownZones[zone] { return known }
        let known = TimeZone(identifier: zone) != nil
        knownZones[zone] = known
        return known
    }
}

// MARK: - Finding the zone of a coordinate

/// Finds the IANA time zone of a coordinate: what a place without a `timezone` of its own is
/// evaluated in.
///
/// `Places` and `PlaceQuery` do not carry a boundary table; an app or the command-line tool
/// passes one in (the `TimeZoneBoundaries` module's `ZoneLookup`, wrapped in a type conforming
/// to this protocol), or none, and then only the data's own zones and the catalog default apply.
public protocol TimeZoneResolver: Sendable {
    /// The zone at a coordinate.
    ///
    /// - Parameter coordinate: The place's coordinate.
    /// - Returns: An IANA identifier such as `Europe/Helsinki` (a nautical `Etc/GMT±N` zone at
    ///   sea), or `nil` when the resolver knows none.
    func timeZoneIdentifier(at coordinate: Coordinate) -> String?
}
