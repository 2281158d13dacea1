/// The public holidays of a country or one of its regions: the `PH` selector of `opening_hours`.
///
/// Dates come from rules (fixed dates, Easter-relative days, nth weekdays, "the Saturday between …",
/// weekend substitute days), so any year works; the sources of each country's rules are cited in
/// the country tables and summarized in `docs/holidays.md`.
///
/// ```swift
/// let bavaria = PublicHolidays(country: "DE", region: "BY")
/// bavaria?.isHoliday(LocalDate(year: 2026, month: 6, day: 4))  // true: Corpus Christi
/// ```
public struct PublicHolidays: Sendable {
    /// The ISO 3166-1 alpha-2 country code, upper case, e.g. "DE".
    public let country: String
    /// The region whose extra holidays are included, e.g. "BY"; `nil` for the country-wide set.
    public let region: String?
    /// The rules in force.
    private let rules: HolidayRuleSet
    /// Per-year memo shared by copies of this value.
    private let cache = HolidayYearCache()

    /// Holidays of a country, optionally with a region's extra days.
    ///
    /// Region codes are ISO 3166-2 subdivision codes with or without the country prefix, case
    /// insensitive ("BY" or "de-by"). A region that has no extra days of its own, or that the tables
    /// do not know, gives the country-wide holidays (``region`` is then `nil`).
    /// - Parameters:
    ///   - country: ISO 3166-1 alpha-2 code, e.g. "FI"; case-insensitive.
    ///   - region: Optional subdivision, e.g. "BY", "DE-BY", "SCT", "57".
    ///
    /// Fails (`nil`) when the country is not in ``supportedCountries``.
    public init?(country: String, region: String? = nil) {
        let code = country.uppercased()
        guard let table = HolidayCountry.all[code] else { return nil }
        var normalized = region?.uppercased()
        if let value = normalized, value.hasPrefix(code + "-") {
            normalized = String(value.dropFirst(code.count + 1))
        }
        if let value = normalized, !table.regions.contains(value) {
            normalized = nil
        }
        self.country = code
        self.region = normalized
        self.rules = table.rules(normalized)
    }

    /// Whether `date` is a public holiday here, substitute days included.
    ///
    /// - Parameter date: The local calendar date.
    /// - Returns: `true` on a holiday.
    /// - Complexity: O(1) amortized: each year's holidays are computed once, under a lock.
    public func isHoliday(_ date: LocalDate) -> Bool {
        cache.contains(date) { rules.holidays(in: date.year) }
    }

    /// The holidays of a year, substitute days included, sorted by date (then name).
    ///
    /// - Parameter year: The Gregorian year.
    /// - Returns: The holidays; two may share a date (e.g. Ascension Day on 1 May).
    /// - Complexity: O(*n* log *n*) for the *n* rules of the country.
    public func holidays(in year: Int) -> [Holiday] {
        rules.holidays(in: year)
    }

    /// The ISO 3166-1 alpha-2 codes of the countries with holiday rules, sorted.
    public static var supportedCountries: [String] {
        HolidayCountry.all.keys.sorted()
    }

    /// The region codes (without country prefix) that have extra holidays in a country.
    ///
    /// - Parameter country: ISO 3166-1 alpha-2 code, case-insensitive.
    /// - Returns: Sorted region codes; empty for an unknown country or one without regional rules.
    public static func supportedRegions(of country: String) -> [String] {
        HolidayCountry.all[country.uppercased()]?.regions.sorted() ?? []
    }
}
