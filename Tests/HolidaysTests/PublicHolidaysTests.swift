import CivilCalendar
import Holidays
import OpeningHoursSyntax
import Testing

/// `LocalDate` from "YYYY-MM-DD" (test input only).
private func day(_ text: String) -> LocalDate {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return LocalDate(year: parts[0], month: parts[1], day: parts[2])
}

/// One date of one country or region: whether it is a public holiday and its names. The facts are
/// the governments' (each agrees with the PyPI `holidays` package, which checks/holidays checks in
/// full for every country, region and year).
struct HolidayCase: CustomTestStringConvertible, Sendable {
    var country: String
    var region: String?
    var date: String
    /// English name, `nil` when the date is no holiday.
    var name: String?
    /// Names in other languages, by the language asked for.
    var localized: [String: String] = [:]
    var testDescription: String { "\(country)\(region.map { "-\($0)" } ?? "") \(date)" }
}

@Suite("Public holidays")
struct PublicHolidaysTests {
    /// The resource must load: a packaging error fails here, loudly, instead of looking like a
    /// country without holidays.
    @Test func resourceLoads() throws {
        if let error = PublicHolidays.dataError { Issue.record("\(error)") }
        #expect(PublicHolidays.dataSource == "holidays 0.109")
        #expect(PublicHolidays.coveredYears == 2000...2075)
    }

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

    /// Orthodox Easter Sunday as a Gregorian date (published tables of the Orthodox churches).
    @Test(arguments: [
        (2000, "2000-04-30"), (2001, "2001-04-15"), (2010, "2010-04-04"), (2017, "2017-04-16"),
        (2021, "2021-05-02"), (2023, "2023-04-16"), (2024, "2024-05-05"), (2025, "2025-04-20"),
        (2026, "2026-04-12"), (2027, "2027-05-02"), (2075, "2075-04-07"),
    ])
    func orthodoxEasterSunday(_ c: (year: Int, date: String)) {
        #expect(Easter.orthodoxSunday(in: c.year) == day(c.date))
    }

    static let cases: [HolidayCase] = [
        // Liechtenstein: Corpus Christi (the issue's example), names in German.
        HolidayCase(country: "LI", date: "2026-06-04", name: "Corpus Christi", localized: ["de": "Fronleichnam"]),
        HolidayCase(country: "LI", date: "2026-08-15", name: "National Day", localized: ["de": "Staatsfeiertag"]),
        // Germany and its states.
        HolidayCase(country: "DE", region: "BY", date: "2026-06-04", name: "Corpus Christi"),
        HolidayCase(country: "DE", region: "BY", date: "2026-01-06", name: "Epiphany"),
        HolidayCase(country: "DE", region: "BE", date: "2026-06-04"),
        HolidayCase(country: "DE", region: "BE", date: "2027-03-08", name: "Women's Day"),
        HolidayCase(country: "DE", region: "BY", date: "2027-03-08"),
        // Assumption Day is a holiday only in Bavaria's Catholic municipalities: the package's
        // "catholic" category, not its public one, so not PH for all of Bavaria.
        HolidayCase(country: "DE", region: "BY", date: "2026-08-15"),
        HolidayCase(
            country: "DE", region: "SN", date: "2026-11-18", name: "Repentance and Prayer Day",
            localized: ["de": "Buß- und Bettag", "de-DE": "Buß- und Bettag"]),
        HolidayCase(country: "DE", region: "Augsburg", date: "2026-08-08", name: "Augsburg Peace Festival"),
        HolidayCase(country: "DE", date: "2017-10-31", name: "Reformation Day"),
        HolidayCase(country: "DE", date: "2026-10-31"),
        // United Kingdom: Scotland's own days, substitute days.
        HolidayCase(country: "GB", region: "SCT", date: "2026-01-02", name: "New Year Holiday"),
        HolidayCase(country: "GB", region: "SCT", date: "2026-04-06"),
        HolidayCase(country: "GB", region: "SCT", date: "2026-11-30", name: "Saint Andrew's Day"),
        HolidayCase(country: "GB", date: "2026-12-28", name: "Boxing Day (observed)"),
        HolidayCase(country: "GB", region: "NIR", date: "2026-07-13", name: "Battle of the Boyne (observed)"),
        // United States federal days observed on the nearest weekday.
        HolidayCase(country: "US", date: "2026-07-03", name: "Independence Day (observed)"),
        HolidayCase(country: "US", date: "2027-12-24", name: "Christmas Day (observed)"),
        HolidayCase(country: "US", date: "2027-12-31", name: "New Year's Day (observed)"),
        HolidayCase(country: "US", date: "2020-06-19"),  // Juneteenth is federal from 2021
        HolidayCase(country: "US", date: "2021-06-19", name: "Juneteenth National Independence Day"),
        // Finland and Sweden, in Finnish and Swedish.
        HolidayCase(
            country: "FI", date: "2026-06-20", name: "Midsummer Day",
            localized: ["fi": "Juhannuspäivä", "sv": "Midsommardagen", "sv-FI": "Midsommardagen"]),
        HolidayCase(
            country: "FI", date: "2026-12-06", name: "Independence Day",
            localized: ["fi": "Itsenäisyyspäivä", "sv_fi": "Självständighetsdagen", "ja": "Independence Day"]),
        HolidayCase(country: "SE", date: "2026-06-06", name: "National Day", localized: ["sv": "Nationaldagen"]),
        // Multilingual countries.
        HolidayCase(
            country: "CH", date: "2026-08-01", name: "National Day",
            localized: [
                "de": "Nationalfeiertag", "de-CH": "Nationalfeiertag", "fr": "Fête nationale", "it": "Festa nazionale",
            ]),
        HolidayCase(
            country: "BE", date: "2026-07-21", name: "National Day",
            localized: ["nl": "Nationale feestdag", "fr": "Fête nationale", "de": "Nationalfeiertag"]),
        // Orthodox Easter.
        HolidayCase(country: "GR", date: "2026-04-13", name: "Easter Monday", localized: ["el": "Δευτέρα του Πάσχα"]),
    ]

    @Test(arguments: cases)
    func holidayOnDate(_ c: HolidayCase) throws {
        let holidays = try PublicHolidays(validatingCountry: c.country, region: c.region)
        let date = day(c.date)
        #expect(holidays.isHoliday(date) == (c.name != nil))
        let found = holidays.holidays(in: date.year).filter { $0.date == date }
        #expect(found.map(\.name) == (c.name.map { [$0] } ?? []))
        for (language, expected) in c.localized {
            #expect(found.first?.name(for: language) == expected, "in \(language)")
        }
    }

    /// Country and region codes are case-insensitive, the country prefix optional, aliases
    /// accepted; an unknown region falls back to the country.
    @Test(
        arguments: [
            ("de", "by", "DE", "BY"), ("DE", "DE-BY", "DE", "BY"), ("De", "de-by", "DE", "BY"),
            ("DE", "Bayern", "DE", "BY"), ("DE", "bayern", "DE", "BY"), ("DE", "XX", "DE", nil),
            ("GB", "gb-sct", "GB", "SCT"), ("us", "CA", "US", "CA"), ("fi", nil, "FI", nil), ("FR", "6AE", "FR", "6AE"),
        ] as [(String, String?, String, String?)])
    func codesAreNormalized(_ c: (country: String, region: String?, code: String, normalized: String?)) throws {
        let holidays = try #require(PublicHolidays(country: c.country, region: c.region))
        #expect(holidays.country == c.code)
        #expect(holidays.region == c.normalized)
    }

    @Test(arguments: ["XX", "", "DEU", "ZZ", "D"])
    func unknownCountry(_ code: String) {
        #expect(PublicHolidays(country: code) == nil)
        #expect(throws: HolidayLookupError.unknownCountry(code)) {
            try PublicHolidays(validatingCountry: code)
        }
    }

    @Test func unknownRegionIsAnErrorWhenValidating() throws {
        do {
            _ = try PublicHolidays(validatingCountry: "DE", region: "XX")
            Issue.record("DE-XX was accepted")
        } catch {
            guard case .unknownRegion("XX", "DE", let known) = error else { throw error }
            #expect(known.contains("BY") && known.count == 17)
            #expect(error.description.contains("such as \"Augsburg\""))
        }
        #expect(throws: HolidayLookupError.self) { try PublicHolidays(validatingCountry: "FI", region: "01x") }
    }

    @Test func supportedCountriesAndRegions() {
        let countries = PublicHolidays.supportedCountries
        #expect(countries.count == 251)
        #expect(["DE", "LI", "FI", "US", "JP", "BR", "IN", "ZA"].allSatisfy(countries.contains))
        #expect(PublicHolidays.supportedRegions(of: "de").count == 17)
        #expect(PublicHolidays.supportedRegions(of: "GB") == ["ENG", "NIR", "SCT", "WLS"])
        #expect(PublicHolidays.supportedRegions(of: "LI").isEmpty)
        #expect(PublicHolidays.supportedRegions(of: "XX").isEmpty)
        #expect(PublicHolidays.aliases(ofRegion: "BY", in: "DE") == ["Bayern"])
    }

    @Test func languagesPutEnglishFirst() throws {
        #expect(try PublicHolidays(validatingCountry: "DE").languages == ["en-US", "de"])
        #expect(try PublicHolidays(validatingCountry: "CH").languages == ["en-US", "de", "fr", "it"])
        #expect(try PublicHolidays(validatingCountry: "FI").languages == ["en-US", "fi", "sv-FI"])
        #expect(try PublicHolidays(validatingCountry: "BE").languages == ["en-US", "de", "fr", "nl"])
        #expect(try PublicHolidays(validatingCountry: "GB").languages == ["en-GB", "en-US"])
        #expect(try PublicHolidays(validatingCountry: "NZ").languages == ["en"])
    }

    /// Outside the years of the data there are no holidays, and `covers(year:)` says so.
    @Test(arguments: ["1999-12-25", "2076-01-01", "2076-12-25", "1970-01-01"])
    func outsideTheCoveredYears(_ date: String) throws {
        let holidays = try PublicHolidays(validatingCountry: "DE")
        #expect(!holidays.isHoliday(day(date)))
        #expect(holidays.holidays(in: day(date).year).isEmpty)
        #expect(!holidays.covers(year: day(date).year))
        #expect(holidays.covers(year: 2075) && holidays.isHoliday(day("2075-12-25")))
        #expect(holidays.isHoliday(day("2000-01-01")))
    }

    /// `isHoliday` agrees with `holidays(in:)` on every day of every year, for a country and a
    /// region that adds and removes days.
    @Test(arguments: [("DE", "BY"), ("GB", "SCT"), ("US", nil), ("IN", "WB")] as [(String, String?)])
    func bitmapAgreesWithTheList(_ c: (country: String, region: String?)) throws {
        let holidays = try PublicHolidays(validatingCountry: c.country, region: c.region)
        for year in PublicHolidays.coveredYears {
            let listed = Set(holidays.holidays(in: year).map(\.date))
            let start = LocalDate(year: year, month: 1, day: 1)
            let marked = Set(
                (0..<366).map { start.adding(days: $0) }.filter { $0.year == year && holidays.isHoliday($0) })
            #expect(listed == marked, "\(year)")
            #expect(holidays.holidays(in: year) == holidays.holidays(in: year).sorted { $0.date < $1.date })
        }
    }

    /// `name(for:)` falls back from a region variant to the language, from English variants to
    /// the English name, and from anything unknown to English.
    @Test func nameFallbacks() {
        let holiday = Holiday(
            date: day("2026-12-06"), name: "Independence Day",
            names: ["en-US": "Independence Day", "fi": "Itsenäisyyspäivä", "sv-FI": "Självständighetsdagen"])
        #expect(holiday.name(for: "fi-FI") == "Itsenäisyyspäivä")
        #expect(holiday.name(for: "SV") == "Självständighetsdagen")
        #expect(holiday.name(for: "en-GB") == "Independence Day")
        #expect(holiday.name(for: "") == "Independence Day")
        #expect(Holiday(date: day("2026-01-01"), name: "New Year").name(for: "de") == "New Year")
    }

    /// Many tasks reading one value at once agree with the list.
    @Test func concurrentLookups() async throws {
        let holidays = try PublicHolidays(validatingCountry: "DE", region: "BY")
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
        #expect(expected == 4 * 12)  // Bavaria: 12 public holidays a year
        #expect(counts == Array(repeating: expected, count: 8))
    }
}
