/// One country's holiday tables: which regions have their own rules and how to build a rule set.
struct HolidayCountry: Sendable {
    /// Region codes without the country prefix, upper case.
    var regions: Set<String> = []
    /// The rule set for a known region, or for the whole country when `nil`.
    var rules: @Sendable (String?) -> HolidayRuleSet

    /// Every supported country by ISO 3166-1 alpha-2 code.
    static let all: [String: HolidayCountry] = [
        "AT": austria, "BE": belgium, "CH": switzerland, "CZ": czechia, "DE": germany,
        "DK": denmark, "EE": estonia, "ES": spain, "FI": finland, "FR": france,
        "GB": unitedKingdom, "IE": ireland, "IT": italy, "NL": netherlands, "NO": norway,
        "PL": poland, "PT": portugal, "SE": sweden, "US": unitedStates,
    ]

    /// A country with one rule set and no regions.
    static func nationwide(_ rules: [HolidayDateRule], observance: WeekendObservance = .none) -> HolidayCountry {
        let set = HolidayRuleSet(rules: rules, observance: observance)
        return HolidayCountry { _ in set }
    }
}
