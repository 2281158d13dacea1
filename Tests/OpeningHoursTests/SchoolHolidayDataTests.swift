import CivilCalendar
import Foundation
import Holidays
import OpeningHours
import OpeningHoursSyntax
import Testing

/// `SH` read from the place's country and region, from a given calendar, or unknown without either.
@Suite("SH from the place's school holidays")
struct SchoolHolidayDataTests {
    static func state(_ value: String, _ at: String, _ context: EvaluationContext) throws -> OpeningState {
        let parsed = try #require(schedule(value))
        return parsed.compiled(for: context).state(at: instant(at))
    }

    static let stuttgart = EvaluationContext(
        timeZone: Zones.berlin, country: "DE", region: "BW", coordinate: nil)

    // The regional data and SH without it are in ReferenceSuiteFamilyTests ("SH data", "SH unknown").

    /// A calendar given by the caller takes the place of the regional data.
    @Test func givenCalendarWins() throws {
        var context = Self.stuttgart
        context.schoolHolidays = DateRangeSchoolHolidays(ranges: [
            LocalDate(year: 2025, month: 1, day: 13)...LocalDate(year: 2025, month: 1, day: 13)
        ])
        #expect(try Self.state("SH Mo-Fr 10:00-12:00", "2025-01-13T11:00+01:00", context).status == .open)
        #expect(try Self.state("SH Mo-Fr 10:00-12:00", "2024-12-23T11:00+01:00", context).status == .closed)
    }

    /// The warning says why `SH` is unknown.
    @Test func warningNamesThePlace() throws {
        let parsed = try #require(schedule("SH off"))
        let warnings = parsed.warnings(for: EvaluationContext(timeZone: Zones.berlin, country: "DE"))
        #expect(warnings.contains { $0.message.contains("\"SH\" is unknown") && $0.message.contains("DE") })
        #expect(parsed.warnings(for: Self.stuttgart).isEmpty)
    }
}
