import CivilCalendar
import Foundation
import OpeningHoursSyntax

/// Times of sunrise, sunset and civil dawn and dusk for a place and date.
///
/// Uses the NOAA solar calculator's method (NOAA Global Monitoring Laboratory, "General Solar
/// Position Calculations"; equations from Meeus, *Astronomical Algorithms*): the hour angle at
/// which the sun reaches the event's zenith (90.833° for sunrise and sunset, 96° for civil dawn
/// and dusk), corrected by the equation of time, refined once at the event's own instant (a
/// second refinement changes the minute on under 1 % of days), with the sun's position
/// interpolated between daily samples (``SunClock``, which serves many days).
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
    /// - Returns: Minutes after local midnight: the minute the event falls in (its seconds dropped,
    ///   as a clock shows it and as opening_hours.js takes it); may be negative or
    ///   1440 and more where the zone is far from the place's solar time. `nil` when the sun does
    ///   not reach the event's angle that day (polar day or night, or white nights for dawn/dusk).
    /// - Complexity: O(1).
    public static func minutes(
        of event: SunEvent, on date: LocalDate, latitude: Double, longitude: Double, timeZone: TimeZone
    ) -> Int? {
        var clock = SunClock(latitude: latitude, longitude: longitude, zone: ZoneTransitions.table(for: timeZone))
        return clock.minutes(of: event, dayNumber: date.dayNumber)
    }
}
