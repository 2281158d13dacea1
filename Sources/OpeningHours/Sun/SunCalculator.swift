import Foundation

/// Times of sunrise, sunset and civil dawn and dusk for a place and date.
///
/// Uses the NOAA solar calculator's method (NOAA Global Monitoring Laboratory, "General Solar
/// Position Calculations"; equations from Meeus, *Astronomical Algorithms*): the hour angle at
/// which the sun reaches the event's zenith (90.833° for sunrise and sunset, 96° for civil dawn
/// and dusk), corrected by the equation of time, refined twice at the event's own instant.
/// In the tests it agrees with PyEphem and with `astral` to within a minute at mid latitudes;
/// where the sun barely reaches the event's angle (white nights, near the polar circles) the
/// time is very sensitive to the model and may be a few minutes off.
public enum SunCalculator {
    /// When a sun event happens on a local date, in minutes after local midnight.
    ///
    /// The time zone's offset is taken at local noon of the date, so a daylight-saving change at
    /// night does not shift the result.
    /// - Parameters:
    ///   - event: Which event.
    ///   - date: The local calendar date.
    ///   - latitude: Degrees north, −90…90.
    ///   - longitude: Degrees east, −180…180.
    ///   - timeZone: The place's time zone, e.g. `TimeZone(identifier: "Europe/Helsinki")`.
    /// - Returns: Minutes after local midnight, rounded to the nearest minute; may be negative or
    ///   1440 and more where the zone is far from the place's solar time. `nil` when the sun does
    ///   not reach the event's angle that day (polar day or night, or white nights for dawn/dusk).
    /// - Complexity: O(1).
    public static func minutes(
        of event: SunEvent, on date: LocalDate, latitude: Double, longitude: Double, timeZone: TimeZone
    ) -> Int? {
        let offset = Double(offsetSeconds(of: timeZone, atNoonOf: date.dayNumber)) / 60
        guard
            let utc = utcMinutes(
                of: event, dayNumber: date.dayNumber, latitude: latitude, longitude: longitude,
                nearUTCMinutes: 720 - offset)
        else { return nil }
        return Int((utc + offset).rounded())
    }

    /// The event in minutes after 00:00 UT of the date.
    ///
    /// - Parameters:
    ///   - event: Which event.
    ///   - dayNumber: The date as days since 1970-01-01.
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    ///   - localNoon: Local noon of the date in minutes after 00:00 UT; the solar noon nearest
    ///     to it anchors the event, so that far from the zone's meridian the event still belongs to
    ///     the local date.
    /// - Returns: Minutes after 00:00 UT, or `nil` when the sun does not reach the event's angle.
    static func utcMinutes(
        of event: SunEvent, dayNumber: Int, latitude: Double, longitude: Double, nearUTCMinutes localNoon: Double
    ) -> Double? {
        let midnightJulianDay = 2_440_587.5 + Double(dayNumber)
        let cosZenith = cos(radians(event.zenith))
        let phi = radians(latitude)
        var solarNoon = 720 - 4 * longitude
        while solarNoon - localNoon > 720 { solarNoon -= 1440 }
        while localNoon - solarNoon > 720 { solarNoon += 1440 }
        var minutes = solarNoon  // first guess
        for _ in 0..<3 {
            let sun = SolarPosition(julianDay: midnightJulianDay + minutes / 1440)
            let cosHourAngle = cosZenith / (cos(phi) * cos(sun.declination)) - tan(phi) * tan(sun.declination)
            guard (-1...1).contains(cosHourAngle) else { return nil }
            let hourAngle = degrees(acos(cosHourAngle))
            let noon = solarNoon - sun.equationOfTime
            minutes = event.isMorning ? noon - 4 * hourAngle : noon + 4 * hourAngle
        }
        return minutes
    }

    /// The zone's offset from UTC in seconds at 12:00 local time of a date.
    static func offsetSeconds(of timeZone: TimeZone, atNoonOf dayNumber: Int) -> Int {
        // The zone's shared transition table answers in O(1) what `TimeZone` takes microseconds for.
        let zone = ZoneTransitions.table(for: timeZone)
        let noonUTC = dayNumber * 86_400 + 43_200
        return zone.offset(at: noonUTC - zone.offset(at: noonUTC))
    }
}
