/// Germany: the nationwide days and each of the 16 states' own.
///
/// Sources: the Einigungsvertrag (German Unity Day, art. 2) and each state's Feiertagsgesetz
/// (e.g. Bavaria's FTG, Berlin's FeiertG with International Women's Day since 2019 and one-off
/// days in 2020, 2025 and 2028, Thuringia's ThürFtG with World Children's Day since 2019, the
/// 2018 amendments adding Reformation Day in Bremen, Hamburg, Lower Saxony and Schleswig-Holstein, Mecklenburg-Vorpommern's 2023 amendment
/// adding International Women's Day).
///
/// Days that are holidays only in some municipalities of a state are included or left out as a
/// whole: Assumption Day is included for Bavaria (kept in most municipalities, Munich among them)
/// and Saarland; Corpus Christi is left out for Saxony and Thuringia (a few Sorbian or Catholic
/// municipalities only); Augsburg's Peace Festival (8 August) is left out.
extension HolidayCountry {
    /// The state codes (ISO 3166-2:DE without prefix).
    private static let germanStates: Set<String> = [
        "BW", "BY", "BE", "BB", "HB", "HH", "HE", "MV", "NI", "NW", "RP", "SL", "SN", "ST", "SH", "TH",
    ]

    /// Nationwide holidays.
    private static let germanNationwide: [HolidayDateRule] = [
        .newYearsDay, .goodFriday, .easterMonday, .labourDay, .ascensionDay, .whitMonday,
        HolidayDateRule.fixed("German Unity Day", 10, 3).from(1990),
        HolidayDateRule.once("Reformation Day", 2017, 10, 31),
        HolidayDateRule.weekday("Repentance and Prayer Day", ISOWeekday.wednesday, onOrAfter: 11, 16).until(1994),
        .christmasDay, .secondDayOfChristmas,
    ]

    /// Reformation Day, 31 October.
    private static let reformationDay = HolidayDateRule.fixed("Reformation Day", 10, 31)
    /// International Women's Day, 8 March.
    private static let womensDay = HolidayDateRule.fixed("International Women's Day", 3, 8)

    /// Extra days per state.
    private static func germanStateRules(_ state: String) -> [HolidayDateRule] {
        switch state {
        case "BW": [.epiphany, .corpusChristi, .allSaintsDay]
        case "BY": [.epiphany, .corpusChristi, .assumptionDay, .allSaintsDay]
        case "BE":
            [
                womensDay.from(2019),
                .once("Liberation Day", 2020, 5, 8), .once("Liberation Day", 2025, 5, 8),
                .once("75th Anniversary of the Uprising of 17 June 1953", 2028, 6, 17),
            ]
        case "BB": [.easterSunday, .whitSunday, reformationDay.from(1991).until(2016), reformationDay.from(2018)]
        case "HB", "HH", "NI", "SH": [reformationDay.from(2018)]
        case "HE": [.corpusChristi]
        case "MV": [reformationDay.from(1991).until(2016), reformationDay.from(2018), womensDay.from(2023)]
        case "NW", "RP": [.corpusChristi, .allSaintsDay]
        case "SL": [.corpusChristi, .assumptionDay, .allSaintsDay]
        case "SN":
            [
                reformationDay.from(1991).until(2016), reformationDay.from(2018),
                .weekday("Repentance and Prayer Day", ISOWeekday.wednesday, onOrAfter: 11, 16).from(1995),
            ]
        case "ST": [.epiphany, reformationDay.from(1991).until(2016), reformationDay.from(2018)]
        case "TH":
            [
                reformationDay.from(1991).until(2016), reformationDay.from(2018),
                HolidayDateRule.fixed("World Children's Day", 9, 20).from(2019),
            ]
        default: []
        }
    }

    /// Germany, with `region` one of the 16 states.
    static let germany = HolidayCountry(regions: germanStates) { state in
        HolidayRuleSet(rules: germanNationwide + (state.map(germanStateRules) ?? []))
    }
}
