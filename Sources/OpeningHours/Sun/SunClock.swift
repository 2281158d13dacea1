import Foundation
import OpeningHoursSyntax

/// Sun event times of one place, day after day, computing the sun's position about once per day.
///
/// The method is ``SunCalculator``'s (NOAA / Meeus: the hour angle at which the sun reaches the
/// event's zenith, corrected by the equation of time, refined at the event's own instant), but the
/// sun's declination and the equation of time are not computed afresh for every refinement: they
/// are sampled once a day, at the place's mean solar noon, and interpolated linearly between two
/// samples. Both change slowly and smoothly (second derivatives below 0.007°/day² and
/// 0.012 min/day²), so the interpolation error is under 0.001° and 0.002 minutes — far below the
/// model's own accuracy. Consecutive days share their samples, and each day's events are kept, so
/// painting a week costs about one ``SolarPosition`` per day instead of three per event.
///
/// A value type with small direct-mapped caches: create one per batch of work (a week being
/// built) and pass it `inout`; it needs no lock.
struct SunClock {
    let latitude: Double
    let longitude: Double
    let zone: ZoneTransitions
    private let sinLatitude: Double
    private let cosLatitude: Double
    /// Mean solar noon at longitude `longitude` in minutes after 00:00 UT (0…1440).
    private let meanNoon: Double
    /// Samples by grid day (slot `day & 7`).
    private var samples: [Sample]
    /// Event minutes by local day (slot `day & 7`).
    private var days: [DayEvents]

    /// The sun at one mean solar noon: the sine and cosine of its declination (interpolated
    /// themselves, so a refinement needs no trigonometry but one `acos`) and the equation of time.
    private struct Sample {
        var day = Int.min
        var sinDeclination = 0.0
        var cosDeclination = 1.0
        var equationOfTime = 0.0
    }

    private struct DayEvents {
        var day = Int.min
        /// Minutes after local midnight per ``SunEvent`` case; `unknown` when not computed yet,
        /// `none` when the event does not happen.
        var minutes = SIMD4<Int32>(repeating: DayEvents.unknown)
        static let unknown = Int32.min
        static let none = Int32.min + 1
    }

    /// A clock for a place.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north, −90…90.
    ///   - longitude: Degrees east, −180…180.
    ///   - zone: The place's zone offsets.
    init(latitude: Double, longitude: Double, zone: ZoneTransitions) {
        self.latitude = latitude
        self.longitude = longitude
        self.zone = zone
        self.sinLatitude = sin(radians(latitude))
        self.cosLatitude = cos(radians(latitude))
        self.meanNoon = 720 - 4 * longitude
        self.samples = Array(repeating: Sample(), count: 8)
        self.days = Array(repeating: DayEvents(), count: 8)
    }

    /// When a sun event happens on a local day, in minutes after local midnight; the same contract
    /// as ``SunCalculator/minutes(of:on:latitude:longitude:timeZone:)``.
    ///
    /// - Parameters:
    ///   - event: Which event.
    ///   - dayNumber: The local date as days since 1970-01-01.
    /// - Returns: Minutes after local midnight, or `nil` when the sun does not reach the event's angle.
    /// - Complexity: O(1); the first event of a day costs about one ``SolarPosition``.
    mutating func minutes(of event: SunEvent, dayNumber: Int) -> Int? {
        let slot = dayNumber & 7
        let index = Self.index(of: event)
        if days[slot].day == dayNumber {
            let known = days[slot].minutes[index]
            if known == DayEvents.none { return nil }
            if known != DayEvents.unknown { return Int(known) }
        } else {
            days[slot] = DayEvents(day: dayNumber)
        }
        let result = compute(event, dayNumber: dayNumber)
        days[slot].minutes[index] = result.map { Int32(clamping: $0) } ?? DayEvents.none
        return result
    }

    private static func index(of event: SunEvent) -> Int {
        switch event {
        case .dawn: 0
        case .sunrise: 1
        case .sunset: 2
        case .dusk: 3
        }
    }

    private mutating func compute(_ event: SunEvent, dayNumber: Int) -> Int? {
        // The zone's offset at 12:00 local time, so a daylight-saving change at night does not
        // shift the result.
        let noonUTC = dayNumber * 86_400 + 43_200
        let offset = Double(zone.offset(at: noonUTC - zone.offset(at: noonUTC))) / 60
        let localNoon = 720 - offset
        // The solar noon nearest local noon anchors the event, so that far from the zone's
        // meridian the event still belongs to the local date.
        var solarNoon = meanNoon
        while solarNoon - localNoon > 720 { solarNoon -= 1440 }
        while localNoon - solarNoon > 720 { solarNoon += 1440 }
        let cosZenith = cos(radians(event.zenith))
        // A first estimate with the sun as at solar noon, then one refinement with the sun as at
        // that estimate. A second refinement changes the minute on under 1 % of days (see
        // SunClockTests), by one minute.
        var minutes = solarNoon
        for _ in 0..<2 {
            let sun = position(dayNumber: dayNumber, utcMinutes: minutes)
            let cosHourAngle = (cosZenith - sinLatitude * sun.sinDeclination) / (cosLatitude * sun.cosDeclination)
            guard (-1...1).contains(cosHourAngle) else { return nil }
            let hourAngle = degrees(acos(cosHourAngle))
            let noon = solarNoon - sun.equationOfTime
            minutes = event.isMorning ? noon - 4 * hourAngle : noon + 4 * hourAngle
        }
        // The minute the event falls in: 07:20:45 is 07:20, as a clock shows it.
        return Int((minutes + offset).rounded(.down))
    }

    /// The sun at `utcMinutes` after 00:00 UT of a day, interpolated between the samples at the
    /// mean solar noons around it.
    private mutating func position(dayNumber: Int, utcMinutes: Double) -> Sample {
        let grid = (utcMinutes - meanNoon) / 1440
        let whole = grid.rounded(.down)
        let day = dayNumber + Int(whole)
        let fraction = grid - whole
        let before = sample(day)
        let after = sample(day + 1)
        return Sample(
            day: day,
            sinDeclination: before.sinDeclination + (after.sinDeclination - before.sinDeclination) * fraction,
            cosDeclination: before.cosDeclination + (after.cosDeclination - before.cosDeclination) * fraction,
            equationOfTime: before.equationOfTime + (after.equationOfTime - before.equationOfTime) * fraction)
    }

    /// The sample at the mean solar noon of grid day `day`.
    private mutating func sample(_ day: Int) -> Sample {
        let slot = day & 7
        if samples[slot].day == day { return samples[slot] }
        let sun = SolarPosition(julianDay: 2_440_587.5 + Double(day) + meanNoon / 1440)
        let made = Sample(
            day: day, sinDeclination: sun.sinDeclination,
            cosDeclination: (1 - sun.sinDeclination * sun.sinDeclination).squareRoot(),
            equationOfTime: sun.equationOfTime)
        samples[slot] = made
        return made
    }
}
