import Geodesy

/// Checks a carrier's point before it becomes a place: missing, zero, off the globe, or swapped
/// (latitude sent as longitude) — the last told by the country the address names.
enum CoordinateCheck {
    /// A usable point, with a note when it was mended.
    struct Checked {
        var coordinate: Coordinate
        var note: String?
    }

    /// Why a point cannot be used.
    struct Problem: Error {
        var message: String
    }

    /// Rough bounds of the countries the carriers serve (south, north, west, east, in degrees, with
    /// a margin), to tell a swapped pair from a real one. Not a border test: a point just outside is
    /// kept as it is.
    static let countryBounds: [String: (south: Double, north: Double, west: Double, east: Double)] = [
        "AT": (46.0, 49.4, 9.2, 17.5), "BE": (49.2, 51.8, 2.3, 6.6), "BG": (41.0, 44.4, 22.1, 28.8),
        "CH": (45.6, 48.0, 5.7, 10.7), "CZ": (48.3, 51.3, 11.8, 19.1), "DE": (47.0, 55.3, 5.6, 15.3),
        "DK": (54.3, 58.0, 7.8, 15.4), "EE": (57.3, 60.0, 21.5, 28.5), "ES": (27.4, 44.0, -18.4, 4.6),
        "FI": (59.5, 70.3, 19.0, 31.8), "FR": (41.1, 51.3, -5.4, 9.8), "GB": (49.6, 61.1, -8.9, 2.0),
        "GR": (34.6, 41.9, 19.2, 28.5), "HR": (42.2, 46.7, 13.3, 19.6), "HU": (45.5, 48.8, 15.9, 23.1),
        "IE": (51.2, 55.6, -10.7, -5.8), "IT": (35.2, 47.3, 6.4, 18.8), "LT": (53.6, 56.7, 20.7, 27.1),
        "LU": (49.2, 50.4, 5.5, 6.8), "LV": (55.4, 58.3, 20.7, 28.5), "NL": (50.5, 53.8, 3.1, 7.5),
        "NO": (57.7, 71.4, 4.3, 31.4), "PL": (48.8, 55.1, 13.9, 24.4), "PT": (32.4, 42.4, -31.5, -6.0),
        "RO": (43.4, 48.5, 20.0, 29.9), "SE": (55.1, 69.3, 10.7, 24.4), "SI": (45.2, 47.1, 13.2, 16.8),
        "SK": (47.5, 49.9, 16.6, 22.8),
    ]

    /// Checks a latitude and longitude.
    ///
    /// - Parameters:
    ///   - latitude: As sent, or `nil`.
    ///   - longitude: As sent, or `nil`.
    ///   - country: The address's ISO country code, if known.
    /// - Returns: The point (swapped when the country says so), or why it cannot be used.
    static func check(latitude: Double?, longitude: Double?, country: String?) -> Result<Checked, Problem> {
        guard let latitude, let longitude else {
            return .failure(
                Problem(message: "The point has no coordinates; without them it cannot be placed or sorted."))
        }
        guard latitude.isFinite, longitude.isFinite else {
            return .failure(Problem(message: "The coordinates (\(latitude), \(longitude)) are not numbers."))
        }
        if abs(latitude) < 1e-6, abs(longitude) < 1e-6 {
            return .failure(
                Problem(message: "The coordinates are (0, 0), in the ocean off Africa: the carrier left the point out.")
            )
        }
        // A longitude past ±180 is a mistake in a feed, not a meridian to wrap.
        let asSent = abs(longitude) <= 180 ? try? Coordinate(latitude: latitude, longitude: longitude) : nil
        let swapped = abs(latitude) <= 180 ? try? Coordinate(latitude: longitude, longitude: latitude) : nil
        let swapNote =
            "The latitude and longitude were swapped (\(latitude), \(longitude)); read as (\(longitude), \(latitude))."
        guard let asSent else {
            if let swapped, country.flatMap({ countryBounds[$0.uppercased()] }).map({ inside(swapped, $0) }) != false {
                return .success(Checked(coordinate: swapped, note: swapNote))
            }
            return .failure(
                Problem(
                    message: "The coordinates (\(latitude), \(longitude)) are off the globe: latitude is within ±90, "
                        + "longitude within ±180."))
        }
        if let country, let bounds = countryBounds[country.uppercased()], !inside(asSent, bounds) {
            if let swapped, inside(swapped, bounds) { return .success(Checked(coordinate: swapped, note: swapNote)) }
            return .success(
                Checked(
                    coordinate: asSent,
                    note: "The point (\(latitude), \(longitude)) lies well outside \(country.uppercased()), the "
                        + "address's country; kept as sent, check it."))
        }
        return .success(Checked(coordinate: asSent, note: nil))
    }

    private static func inside(
        _ point: Coordinate, _ bounds: (south: Double, north: Double, west: Double, east: Double)
    ) -> Bool {
        (bounds.south...bounds.north).contains(point.latitude) && (bounds.west...bounds.east).contains(point.longitude)
    }
}
