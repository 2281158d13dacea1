import Foundation
import Holidays
import Places

/// What an engine was built with: a changed place is prepared the same way.
struct BuildSettings: Sendable {
    var country: String?
    var schoolHolidays: (any SchoolHolidayCalendar)?
    var zoneResolver: (any TimeZoneResolver)?
    /// The zone for places without one (the caller's, else the catalog's).
    var defaultTimeZone: String?
    var referenceDate: Date
}
