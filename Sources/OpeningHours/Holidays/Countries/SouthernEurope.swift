/// Spain, Italy and Portugal.
extension HolidayCountry {
    /// Spain, national days only. Source: Real Decreto 2001/1983 art. 45 and the yearly BOE
    /// resolution of the Dirección General de Trabajo listing the holidays. Each autonomous
    /// community adds days (Maundy Thursday, Easter Monday, its own day) and may move a national
    /// day that falls on Sunday to Monday; those yearly choices are not modelled.
    static let spain = nationwide([
        .newYearsDay, .epiphany, .goodFriday, .labourDay, .assumptionDay,
        .fixed("National Day of Spain", 10, 12), .allSaintsDay, .fixed("Constitution Day", 12, 6),
        .immaculateConception, .christmasDay,
    ])

    /// Italy. Sources: Legge 260/1949 as amended by Legge 54/1977 and DPR 792/1985; Republic Day
    /// restored in 2001 (Legge 336/2000); St. Francis of Assisi Day (4 October) restored from 2026
    /// (law passed by Parliament in October 2025). Local patron saints' days are not modelled.
    static let italy = nationwide([
        .newYearsDay, .epiphany, .easterSunday, .easterMonday, .fixed("Liberation Day", 4, 25),
        .labourDay, HolidayDateRule.fixed("Republic Day", 6, 2).from(2001), .assumptionDay,
        HolidayDateRule.fixed("St. Francis of Assisi Day", 10, 4).from(2026), .allSaintsDay,
        .immaculateConception, .christmasDay, .stStephensDay,
    ])

    /// Portugal. Source: Código do Trabalho art. 234 (Lei 7/2009); Corpus Christi, Republic Day,
    /// All Saints' Day and Restoration of Independence were suspended 2013–2015 (Lei 23/2012) and
    /// restored by Lei 8/2016. Carnival and municipal days are optional and not modelled.
    static let portugal = nationwide([
        .newYearsDay, .goodFriday, .easterSunday, .fixed("Freedom Day", 4, 25), .labourDay,
        restoredIn2016(.corpusChristi), .fixed("Portugal Day", 6, 10), .assumptionDay,
        restoredIn2016(.fixed("Republic Day", 10, 5)), restoredIn2016(.allSaintsDay),
        restoredIn2016(.fixed("Restoration of Independence", 12, 1)), .immaculateConception, .christmasDay,
    ])

    /// A Portuguese holiday suspended from 2013 to 2015.
    private static func restoredIn2016(_ rule: HolidayDateRule) -> HolidayDateRule {
        HolidayDateRule(
            name: rule.name,
            rule: .custom { year in
                (2013...2015).contains(year) ? nil : rule.rule.date(in: year)
            })
    }
}
