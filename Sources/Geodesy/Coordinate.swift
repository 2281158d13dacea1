/// A point on the WGS84 ellipsoid, in degrees.
///
/// Latitude is in −90…90. Longitude is normalized into −180…180 (180 is kept as −180's twin only
/// when given exactly; 540 becomes 180, −190 becomes 170). Non-finite values and latitudes outside
/// the range are rejected with a ``CoordinateError`` that names the value.
public struct Coordinate: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Geodetic latitude in degrees, −90…90, positive north.
    public let latitude: Double
    /// Longitude in degrees, −180…180, positive east.
    public let longitude: Double

    /// Creates a validated coordinate.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north, −90…90.
    ///   - longitude: Degrees east; any finite value, normalized into −180…180.
    /// - Throws: ``CoordinateError`` when a value is not finite or the latitude is out of range.
    public init(latitude: Double, longitude: Double) throws(CoordinateError) {
        guard latitude.isFinite else { throw .notFinite(field: .latitude, value: latitude) }
        guard longitude.isFinite else { throw .notFinite(field: .longitude, value: longitude) }
        guard (-90.0...90.0).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        self.latitude = latitude
        self.longitude = Coordinate.normalizedLongitude(longitude)
    }

    /// Creates a coordinate from values the caller has already validated.
    ///
    /// Use this only on hot paths with trusted input (for example a decoded index). Latitude is
    /// clamped and longitude normalized so the invariants hold even for slightly wrong input.
    public init(uncheckedLatitude latitude: Double, longitude: Double) {
        self.latitude = min(90, max(-90, latitude))
        self.longitude = Coordinate.normalizedLongitude(longitude)
    }

    /// Reduces any finite longitude into −180…180.
    ///
    /// - Parameter longitude: Degrees east.
    /// - Returns: The same meridian, expressed in −180…180.
    public static func normalizedLongitude(_ longitude: Double) -> Double {
        if (-180.0...180.0).contains(longitude) { return longitude }
        var reduced = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if reduced < 0 { reduced += 360 }
        // An odd multiple of 180 keeps its sign: 540 → 180, −540 → −180.
        if reduced == 0 && longitude > 0 { return 180 }
        return reduced - 180
    }

    /// `"60.17100, 24.94140"`: latitude then longitude, five decimals (about 1 m).
    public var description: String {
        "\(Coordinate.format(latitude)), \(Coordinate.format(longitude))"
    }

    private static func format(_ value: Double) -> String {
        let scaled = (value * 100_000).rounded() / 100_000
        return String(scaled)
    }

    private enum CodingKeys: String, CodingKey {
        case latitude
        case longitude
    }

    /// Decodes `{"latitude": …, "longitude": …}` and validates it like ``init(latitude:longitude:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        try self.init(latitude: latitude, longitude: longitude)
    }
}
