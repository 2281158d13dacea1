import CivilCalendar
import Holidays
import OpeningHoursSyntax
import Testing

@Suite("School holidays as data (opening_hours.js's OpenHolidays dates)")
struct RegionalSchoolHolidaysTests {
    static func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(iso: text) else { preconditionFailure("bad date \(text)") }
        return date
    }

    /// Baden-Württemberg's Christmas holidays 2024/25 (23 December to 4 January) and the school
    /// days around them; the region by its name, its code and its ISO form.
    @Test(arguments: ["Baden-Württemberg", "baden-württemberg", "BW", "DE-BW"])
    func germanStateByNameOrCode(_ region: String) throws {
        let calendar = try #require(RegionalSchoolHolidays.calendar(country: "de", region: region))
        #expect(!calendar.isSchoolHoliday(Self.date("2024-12-20")))
        #expect(calendar.isSchoolHoliday(Self.date("2024-12-23")))
        #expect(calendar.isSchoolHoliday(Self.date("2025-01-04")))
        #expect(!calendar.isSchoolHoliday(Self.date("2025-01-07")))
    }

    /// Germany's school holidays are set by each state: without a known state there is no calendar.
    @Test func germanyWithoutStateHasNone() {
        #expect(RegionalSchoolHolidays.calendar(country: "DE", region: nil) == nil)
        #expect(RegionalSchoolHolidays.calendar(country: "DE", region: "Atlantis") == nil)
    }

    /// A country without regional lists (Romania's are national) answers for every region.
    @Test func nationalListServesEveryRegion() throws {
        let national = try #require(RegionalSchoolHolidays.calendar(country: "RO", region: nil))
        let unknownRegion = try #require(RegionalSchoolHolidays.calendar(country: "RO", region: "Nowhere"))
        #expect(national.ranges == unknownRegion.ranges)
        #expect(!national.ranges.isEmpty)
    }

    /// Vienna's school holidays are Austria's (Christmas, Easter) and Vienna's own (the summer).
    @Test func regionAddsToItsCountry() throws {
        let vienna = try #require(RegionalSchoolHolidays.calendar(country: "AT", region: "Wien"))
        let austria = try #require(RegionalSchoolHolidays.calendar(country: "AT", region: nil))
        #expect(vienna.isSchoolHoliday(Self.date("2024-01-02")))
        #expect(austria.isSchoolHoliday(Self.date("2024-01-02")))
        #expect(vienna.isSchoolHoliday(Self.date("2024-07-15")))
        #expect(!austria.isSchoolHoliday(Self.date("2024-07-15")))
    }

    @Test func unknownCountryHasNone() {
        #expect(RegionalSchoolHolidays.calendar(country: "US", region: "California") == nil)
        #expect(RegionalSchoolHolidays.supportedCountries.contains("DE"))
        #expect(RegionalSchoolHolidays.supportedCountries.count == 33)
    }
}
