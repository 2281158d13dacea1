import OpeningHours
import Testing

/// `LocalDate` from "YYYY-MM-DD" (test input only).
private func day(_ text: String) -> LocalDate {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return LocalDate(year: parts[0], month: parts[1], day: parts[2])
}

@Suite("Holiday rules")
struct HolidayRuleTests {
    /// Western Easter Sunday; values from published Easter tables (and `dateutil.easter`).
    @Test(arguments: [
        (1583, "1583-04-10"), (1818, "1818-03-22"), (1900, "1900-04-15"), (1943, "1943-04-25"),
        (1961, "1961-04-02"), (2000, "2000-04-23"), (2008, "2008-03-23"), (2011, "2011-04-24"),
        (2019, "2019-04-21"), (2024, "2024-03-31"), (2025, "2025-04-20"), (2026, "2026-04-05"),
        (2027, "2027-03-28"), (2030, "2030-04-21"), (2035, "2035-03-25"), (2038, "2038-04-25"),
        (2100, "2100-03-28"), (2285, "2285-03-22"), (2400, "2400-04-16"),
    ])
    func easterSunday(_ c: (year: Int, date: String)) {
        #expect(Easter.sunday(in: c.year) == day(c.date))
    }

    /// Single dates named in the task and in the sources: (country, region, date, is holiday, name).
    @Test(
        arguments: [
            ("FI", nil, "2026-04-03", true, "Good Friday"),
            ("FI", nil, "2026-04-06", true, "Easter Monday"),
            ("FI", nil, "2026-06-19", false, ""),  // Midsummer Eve: a day off by custom, not a public holiday
            ("FI", nil, "2026-06-20", true, "Midsummer Day"),
            ("FI", nil, "2025-06-21", true, "Midsummer Day"),
            ("FI", nil, "2026-10-31", true, "All Saints' Day"),
            ("FI", nil, "2025-11-01", true, "All Saints' Day"),
            ("FI", nil, "2026-11-01", false, ""),
            ("SE", nil, "2026-06-20", true, "Midsummer Day"),
            ("US", nil, "2026-07-03", true, "Independence Day (observed)"),
            ("US", nil, "2026-07-04", true, "Independence Day"),
            ("US", nil, "2027-12-24", true, "Christmas Day (observed)"),
            ("US", nil, "2027-12-31", true, "New Year's Day (observed)"),  // 1 Jan 2028 is a Saturday
            ("US", nil, "2026-11-26", true, "Thanksgiving Day"),
            ("US", nil, "2020-06-19", false, ""),  // Juneteenth is federal from 2021
            ("GB", nil, "2026-12-28", true, "Boxing Day (substitute day)"),
            ("GB", nil, "2027-12-27", true, "Christmas Day (substitute day)"),
            ("GB", nil, "2027-12-28", true, "Boxing Day (substitute day)"),
            ("GB", nil, "2022-06-03", true, "Platinum Jubilee"),
            ("GB", "SCT", "2026-01-02", true, "2nd January"),
            ("GB", "SCT", "2026-04-06", false, ""),  // no Easter Monday in Scotland
            ("GB", "SCT", "2026-11-30", true, "St Andrew's Day"),
            ("GB", "SCT", "2025-12-01", true, "St Andrew's Day (substitute day)"),
            ("GB", "NIR", "2026-07-13", true, "Battle of the Boyne (Orangemen's Day) (substitute day)"),
            ("GB", "NIR", "2026-03-17", true, "St Patrick's Day"),
            ("NL", nil, "2025-04-26", true, "King's Day"),  // 27 April 2025 is a Sunday
            ("NL", nil, "2025-04-27", false, ""),
            ("NL", nil, "2026-04-27", true, "King's Day"),
            ("NL", nil, "2006-04-29", true, "Queen's Day"),
            ("IE", nil, "2026-02-02", true, "St Brigid's Day"),
            ("IE", nil, "2030-02-01", true, "St Brigid's Day"),  // 1 February 2030 is a Friday
            ("DE", "BY", "2026-01-06", true, "Epiphany"),
            ("DE", "BE", "2026-01-06", false, ""),
            ("DE", "BE", "2026-03-09", false, ""),
            ("DE", "BE", "2027-03-08", true, "International Women's Day"),
            ("DE", "BY", "2027-03-08", false, ""),
            ("DE", "BY", "2026-06-04", true, "Corpus Christi"),
            ("DE", "BE", "2026-06-04", false, ""),
            ("DE", "SN", "2026-11-18", true, "Repentance and Prayer Day"),
            ("DE", "SN", "2025-11-19", true, "Repentance and Prayer Day"),
            ("DE", nil, "2017-10-31", true, "Reformation Day"),
            ("DE", nil, "2026-10-31", false, ""),
            ("DE", "TH", "2026-09-20", true, "World Children's Day"),
            ("FR", nil, "2026-12-26", false, ""),
            ("FR", "57", "2026-12-26", true, "St. Stephen's Day"),
            ("FR", "FR-67", "2026-04-03", true, "Good Friday"),
            ("DK", nil, "2023-05-05", true, "Great Prayer Day"),
            ("DK", nil, "2024-04-26", false, ""),  // abolished from 2024
            ("PL", nil, "2024-12-24", false, ""),
            ("PL", nil, "2025-12-24", true, "Christmas Eve"),
            ("PT", nil, "2014-06-19", false, ""),  // Corpus Christi suspended 2013–2015
            ("PT", nil, "2026-06-04", true, "Corpus Christi"),
            ("IT", nil, "2026-10-04", true, "St. Francis of Assisi Day"),
            ("CH", nil, "2026-08-01", true, "Swiss National Day"),
            ("EE", nil, "2026-06-23", true, "Victory Day"),
            ("CZ", nil, "2026-11-17", true, "Struggle for Freedom and Democracy Day"),
        ] as [(String, String?, String, Bool, String)])
    func namedDate(_ c: (country: String, region: String?, date: String, holiday: Bool, name: String)) throws {
        let holidays = try #require(PublicHolidays(country: c.country, region: c.region))
        let date = day(c.date)
        #expect(holidays.isHoliday(date) == c.holiday)
        let names = holidays.holidays(in: date.year).filter { $0.date == date }.map(\.name)
        #expect(names == (c.holiday ? [c.name] : []))
    }

    /// Country and region codes are case-insensitive; an unknown region falls back to the country.
    @Test(
        arguments: [
            ("de", "by", "DE", "BY"), ("DE", "DE-BY", "DE", "BY"), ("De", "de-by", "DE", "BY"),
            ("DE", "XX", "DE", nil), ("GB", "gb-sct", "GB", "SCT"), ("us", "CA", "US", nil), ("fi", nil, "FI", nil),
        ] as [(String, String?, String, String?)])
    func codesAreNormalized(_ c: (country: String, region: String?, code: String, normalized: String?)) throws {
        let holidays = try #require(PublicHolidays(country: c.country, region: c.region))
        #expect(holidays.country == c.code)
        #expect(holidays.region == c.normalized)
    }

    @Test(arguments: ["XX", "", "DEU", "ZZ"])
    func unknownCountryIsNil(_ code: String) {
        #expect(PublicHolidays(country: code) == nil)
    }

    @Test func supportedCountriesAndRegions() {
        #expect(
            PublicHolidays.supportedCountries == [
                "AT", "BE", "CH", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "IE", "IT", "NL", "NO", "PL",
                "PT", "SE", "US",
            ])
        #expect(PublicHolidays.supportedRegions(of: "de").count == 16)
        #expect(PublicHolidays.supportedRegions(of: "GB") == ["ENG", "NIR", "SCT", "WLS"])
        #expect(PublicHolidays.supportedRegions(of: "FI").isEmpty)
    }

    /// Many tasks filling and reading the per-year cache at once agree with the uncached list.
    @Test func concurrentLookups() async throws {
        let holidays = try #require(PublicHolidays(country: "DE", region: "BY"))
        let start = LocalDate(year: 2024, month: 1, day: 1)
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    // 1,461 days: 2024 through 2027.
                    (0..<1461).filter { holidays.isHoliday(start.adding(days: $0)) }.count
                }
            }
            var all: [Int] = []
            for await count in group { all.append(count) }
            return all
        }
        let expected = (2024...2027).reduce(0) { $0 + Set(holidays.holidays(in: $1).map(\.date)).count }
        #expect(expected == 4 * 13)
        #expect(counts == Array(repeating: expected, count: 8))
    }
}
