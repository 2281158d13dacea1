import CivilCalendar
import Foundation
import Geodesy
import Holidays
import OpeningHoursSyntax

/// Where and for whom a schedule is evaluated: the place's time zone, its country and region (for
/// `PH`), its coordinate (for sun times) and an optional school-holiday calendar (for `SH`).
public struct EvaluationContext: Sendable {
    /// The place's IANA time zone; all rules are read in its local time.
    public var timeZone: TimeZone
    /// ISO 3166-1 alpha-2 country code, for public holidays.
    public var country: String? {
        didSet { publicHolidays = country.flatMap { PublicHolidays(country: $0, region: region) } }
    }
    /// Region (subdivision) code, for regional public holidays.
    public var region: String? {
        didSet { publicHolidays = country.flatMap { PublicHolidays(country: $0, region: region) } }
    }
    /// The place's coordinate, for sunrise, sunset, dawn and dusk.
    public var coordinate: Coordinate?
    /// School holidays for `SH` given by the caller (`--school-holidays FILE`); they take the place
    /// of the regional data.
    public var schoolHolidays: (any SchoolHolidayCalendar)?
    /// The school holidays `SH` means here: ``schoolHolidays`` when given, else the regional data
    /// of ``country`` and ``region`` (``RegionalSchoolHolidays``), else `nil`, and then `SH` is
    /// unknown, never closed.
    public var schoolHolidayCalendar: (any SchoolHolidayCalendar)? {
        schoolHolidays ?? country.flatMap { RegionalSchoolHolidays.calendar(country: $0, region: region) }
    }
    /// The public holidays of `country`/`region`, or `nil` when unknown.
    public private(set) var publicHolidays: PublicHolidays?
    /// Readings of the differential test's reference to switch on (nothing else sets them).
    package var referenceReadings: ReferenceReadings = []
    /// Dates that replace the public holidays for `PH` (the differential test gives the
    /// reference's holidays here), or `nil`.
    package var publicHolidayDates: Set<LocalDate>?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - timeZone: The place's time zone.
    ///   - country: ISO 3166-1 alpha-2 code, if known.
    ///   - region: Region code, if known.
    ///   - coordinate: The place's coordinate, if known.
    ///   - schoolHolidays: School holidays, if known.
    public init(
        timeZone: TimeZone, country: String? = nil, region: String? = nil, coordinate: Coordinate? = nil,
        schoolHolidays: (any SchoolHolidayCalendar)? = nil
    ) {
        self.timeZone = timeZone
        self.country = country
        self.region = region
        self.coordinate = coordinate
        self.schoolHolidays = schoolHolidays
        self.publicHolidays = country.flatMap { PublicHolidays(country: $0, region: region) }
    }

    /// Minutes after local midnight of a sun event on a day: computed from the coordinate, or the
    /// specification's defaults without one (dawn 05:30, sunrise 06:00, sunset 18:00, dusk 18:30).
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - date: The local date.
    /// - Returns: Minutes after midnight, or `nil` when the event does not happen (polar day or night).
    public func minutes(of event: SunEvent, on date: LocalDate) -> Int? {
        guard let coordinate else {
            switch event {
            case .dawn: return 330
            case .sunrise: return 360
            case .sunset: return 1080
            case .dusk: return 1110
            }
        }
        return SunCalculator.minutes(
            of: event, on: date, latitude: coordinate.latitude, longitude: coordinate.longitude, timeZone: timeZone)
    }
}
