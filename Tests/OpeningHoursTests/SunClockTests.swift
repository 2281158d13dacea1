import CivilCalendar
import Foundation
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// ``SunClock`` (daily samples of the sun's position, interpolated; each day's events kept)
/// against the direct computation it replaces and against itself with nothing cached.
@Suite("Sun clock")
struct SunClockTests {
    static let places: [(latitude: Double, longitude: Double, zone: String)] = [
        (52.52, 13.405, "Europe/Berlin"), (60.1699, 24.9384, "Europe/Helsinki"), (40.7128, -74.006, "America/New_York"),
        (-33.8688, 151.2093, "Australia/Sydney"), (69.6492, 18.9553, "Europe/Oslo"), (0, -170, "Pacific/Kiritimati"),
        (35.6762, 139.6503, "Asia/Tokyo"), (-54.8, -68.3, "America/Argentina/Ushuaia"),
    ]

    /// The direct computation: a full ``SolarPosition`` at each of three refinements (the method of
    /// NOAA's calculator, as ``SunCalculator`` did before daily samples).
    static func direct(_ event: SunEvent, dayNumber: Int, latitude: Double, longitude: Double, zone: TimeZone) -> Int? {
        let table = ZoneTransitions.table(for: zone)
        let noonUTC = dayNumber * 86_400 + 43_200
        let offset = Double(table.offset(at: noonUTC - table.offset(at: noonUTC))) / 60
        let localNoon = 720 - offset
        let midnightJulianDay = 2_440_587.5 + Double(dayNumber)
        let phi = radians(latitude)
        var solarNoon = 720 - 4 * longitude
        while solarNoon - localNoon > 720 { solarNoon -= 1440 }
        while localNoon - solarNoon > 720 { solarNoon += 1440 }
        var minutes = solarNoon
        for _ in 0..<3 {
            let sun = SolarPosition(julianDay: midnightJulianDay + minutes / 1440)
            let cosHourAngle =
                cos(radians(event.zenith)) / (cos(phi) * cos(sun.declination)) - tan(phi) * tan(sun.declination)
            guard (-1...1).contains(cosHourAngle) else { return nil }
            let noon = solarNoon - sun.equationOfTime
            let hourAngle = degrees(acos(cosHourAngle))
            minutes = event.isMorning ? noon - 4 * hourAngle : noon + 4 * hourAngle
        }
        return Int((minutes + offset).rounded(.down))
    }

    /// Over two years every day, the interpolated times are the direct ones (at most a minute off
    /// where the exact time is near a whole minute, or where the sun barely reaches the angle), and
    /// they occur on the same days.
    @Test(arguments: places.indices)
    func agreesWithDirectComputation(_ index: Int) throws {
        let place = Self.places[index]
        let zone = try #require(TimeZone(identifier: place.zone))
        var clock = SunClock(
            latitude: place.latitude, longitude: place.longitude, zone: ZoneTransitions.table(for: zone))
        let first = LocalDate(year: 2026, month: 1, day: 1).dayNumber
        var equal = 0
        var total = 0
        for day in first..<(first + 730) {
            for event in SunEvent.allCases {
                let expected = Self.direct(
                    event, dayNumber: day, latitude: place.latitude, longitude: place.longitude, zone: zone)
                let got = clock.minutes(of: event, dayNumber: day)
                guard let expected, let got else {
                    // Where one says the event does not happen the other may just reach it.
                    let near = [day - 1, day + 1].contains { neighbour in
                        (Self.direct(
                            event, dayNumber: neighbour, latitude: place.latitude, longitude: place.longitude,
                            zone: zone) == nil) != (expected == nil)
                    }
                    #expect(expected == got || near, "\(place.zone) day \(day) \(event): \(String(describing: got))")
                    continue
                }
                total += 1
                if got == expected { equal += 1 }
                let tolerance = abs(place.latitude) > 65 ? 3 : 1
                #expect(abs(got - expected) <= tolerance, "\(place.zone) day \(day) \(event): \(got) vs \(expected)")
            }
        }
        // Near the polar circle the sun crosses the event's angle slowly, so the interpolation moves
        // the minute more often (Tromsø: 98.8 % equal).
        let share = abs(place.latitude) > 65 ? 0.98 : 0.99
        #expect(Double(equal) >= share * Double(total), "\(place.zone): \(equal) of \(total) equal")
    }

    /// A clock reused over days in any order (its caches hit, miss and are overwritten) gives what a
    /// fresh clock gives, which is what ``SunCalculator`` gives.
    @Test func cachedTimesEqualFreshOnes() throws {
        let zone = Zones.berlin
        let table = ZoneTransitions.table(for: zone)
        var reused = SunClock(latitude: 52.52, longitude: 13.405, zone: table)
        let first = LocalDate(year: 2026, month: 3, day: 20).dayNumber
        let days = (0..<200).map { step in first + (step * 37) % 41 - 20 }
        for day in days {
            for event in SunEvent.allCases {
                var fresh = SunClock(latitude: 52.52, longitude: 13.405, zone: table)
                let expected = fresh.minutes(of: event, dayNumber: day)
                #expect(reused.minutes(of: event, dayNumber: day) == expected, "day \(day) \(event)")
                #expect(
                    SunCalculator.minutes(
                        of: event, on: LocalDate(dayNumber: day), latitude: 52.52, longitude: 13.405, timeZone: zone)
                        == expected)
            }
        }
    }
}
