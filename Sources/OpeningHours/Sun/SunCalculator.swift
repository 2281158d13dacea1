import Foundation

/// Times of sunrise, sunset and civil dawn and dusk for a place and date.
///
/// Uses the NOAA solar calculator's method (NOAA Global Monitoring Laboratory, "General Solar
/// Position Calculations"; equations from Meeus, *Astronomical Algorithms*): the hour angle at
/// which the sun reaches the event's zenith (90.833° for sunrise and sunset, 96° for civil dawn
/// and dusk), corrected by the equation of time, refined twice at the event's own instant.
/// Agrees with NOAA's published times to within a minute at mid latitudes; near the polar circles,
/// where the sun grazes the horizon, small errors in the model become minutes.
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
        guard let utc = utcMinutes(of: event, dayNumber: date.dayNumber, latitude: latitude, longitude: longitude)
        else { return nil }
        let offset = Double(offsetSeconds(of: timeZone, atNoonOf: date.dayNumber)) / 60
        return Int((utc + offset).rounded())
    }

    /// The event in minutes after 00:00 UT of the date, or `nil` when it does not occur.
    static func utcMinutes(of event: SunEvent, dayNumber: Int, latitude: Double, longitude: Double) -> Double? {
        let midnightJulianDay = 2_440_587.5 + Double(dayNumber)
        let cosZenith = cos(radians(event.zenith))
        let phi = radians(latitude)
        var minutes = 720 - 4 * longitude  // first guess: local solar noon
        for _ in 0..<3 {
            let sun = SolarPosition(julianDay: midnightJulianDay + minutes / 1440)
            let cosHourAngle = cosZenith / (cos(phi) * cos(sun.declination)) - tan(phi) * tan(sun.declination)
            guard (-1...1).contains(cosHourAngle) else { return nil }
            let hourAngle = degrees(acos(cosHourAngle))
            let signed = event.isMorning ? hourAngle : -hourAngle
            minutes = 720 - 4 * (longitude + signed) - sun.equationOfTime
        }
        return minutes
    }

    /// The zone's offset from UTC in seconds at 12:00 local time of a date.
    static func offsetSeconds(of timeZone: TimeZone, atNoonOf dayNumber: Int) -> Int {
        let noonUTC = Double(dayNumber) * 86_400 + 43_200
        let guess = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noonUTC))
        return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noonUTC - Double(guess)))
    }
}
