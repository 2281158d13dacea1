// TEMPORARY STAND-INS — the lead deletes this whole file when the holidays/sun branch is merged.
//
// They mirror the contract of `Sources/OpeningHours/Holidays` and `Sources/OpeningHours/Sun`
// (written by another helper) just enough for this module to build and be tested:
// `PublicHolidays` knows only 1 January, 25 and 26 December; `SunCalculator` returns the
// specification's default times for every place.
import Foundation

/// Stand-in: a calendar of school holidays supplied by the caller.
public protocol SchoolHolidayCalendar: Sendable {
    /// Whether `date` is a school holiday.
    ///
    /// - Parameter date: The local date.
    /// - Returns: `true` on school holidays.
    func isSchoolHoliday(_ date: LocalDate) -> Bool
}

/// Stand-in: a named public holiday.
public struct Holiday: Sendable, Hashable {
    /// The date.
    public var date: LocalDate
    /// The name.
    public var name: String
}

/// Stand-in: public holidays of a country (only New Year and Christmas here).
public struct PublicHolidays: Sendable {
    /// ISO 3166-1 alpha-2 code.
    public var country: String
    /// Region code, if any.
    public var region: String?

    /// Creates the calendar of a country, or `nil` for an unknown code.
    ///
    /// - Parameters:
    ///   - country: ISO 3166-1 alpha-2 code.
    ///   - region: Region code, if any.
    public init?(country: String, region: String? = nil) {
        guard country.count == 2 else { return nil }
        self.country = country.uppercased()
        self.region = region
    }

    /// Whether `date` is a public holiday.
    ///
    /// - Parameter date: The date.
    /// - Returns: `true` on holidays.
    public func isHoliday(_ date: LocalDate) -> Bool {
        (date.month == 1 && date.day == 1) || (date.month == 12 && (date.day == 25 || date.day == 26))
    }

    /// The holidays of a year.
    ///
    /// - Parameter year: The year.
    /// - Returns: Holidays in date order.
    public func holidays(in year: Int) -> [Holiday] {
        [
            Holiday(date: LocalDate(year: year, month: 1, day: 1), name: "New Year's Day"),
            Holiday(date: LocalDate(year: year, month: 12, day: 25), name: "Christmas Day"),
            Holiday(date: LocalDate(year: year, month: 12, day: 26), name: "Boxing Day"),
        ]
    }
}

/// Stand-in: a sun event.
public enum SunEvent: Sendable {
    /// Civil dawn.
    case dawn
    /// Sunrise.
    case sunrise
    /// Sunset.
    case sunset
    /// Civil dusk.
    case dusk
}

/// Stand-in: sun times (the specification's defaults everywhere).
public enum SunCalculator {
    /// Minutes after local midnight of a sun event.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - date: The local date.
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    ///   - timeZone: The place's zone.
    /// - Returns: Minutes after local midnight, or `nil` when the event does not occur.
    public static func minutes(
        of event: SunEvent, on date: LocalDate, latitude: Double, longitude: Double, timeZone: TimeZone
    ) -> Int? {
        switch event {
        case .dawn: 330
        case .sunrise: 360
        case .sunset: 1080
        case .dusk: 1110
        }
    }
}
