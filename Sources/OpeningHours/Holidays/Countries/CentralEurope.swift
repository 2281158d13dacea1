/// Poland, Czechia, Austria and Switzerland.
extension HolidayCountry {
    /// Poland. Source: Ustawa z dnia 18 stycznia 1951 r. o dniach wolnych od pracy, as amended
    /// (Epiphany from 2011; 12 November 2018 once, by a special act;
    /// Christmas Eve from 2025 by the amendment of December 2024).
    static let poland = nationwide([
        .newYearsDay, HolidayDateRule.epiphany.from(2011), .easterSunday, .easterMonday,
        .fixed("Labour Day", 5, 1), .fixed("Constitution Day", 5, 3), .whitSunday, .corpusChristi,
        .assumptionDay, .allSaintsDay, .fixed("Independence Day", 11, 11),
        .once("Independence Day (100th anniversary)", 2018, 11, 12),
        HolidayDateRule.christmasEve.from(2025), .christmasDay, .secondDayOfChristmas,
    ])

    /// Czechia. Source: Zákon č. 245/2000 Sb. o státních svátcích (Good Friday from 2016).
    static let czechia = nationwide([
        .fixed("Restoration Day of the Independent Czech State", 1, 1),
        HolidayDateRule.goodFriday.from(2016), .easterMonday, .labourDay,
        .fixed("Liberation Day", 5, 8), .fixed("Saints Cyril and Methodius Day", 7, 5),
        .fixed("Jan Hus Day", 7, 6), .fixed("St. Wenceslas Day (Czech Statehood Day)", 9, 28),
        .fixed("Independent Czechoslovak State Day", 10, 28),
        .fixed("Struggle for Freedom and Democracy Day", 11, 17),
        .christmasEve, .christmasDay, .stStephensDay,
    ])

    /// Austria. Sources: Feiertagsruhegesetz 1957 § 1 and Arbeitsruhegesetz § 7 (National Day
    /// since 1967).
    static let austria = nationwide([
        .newYearsDay, .epiphany, .easterSunday, .easterMonday, .fixed("National Holiday (Labour Day)", 5, 1),
        .ascensionDay, .whitSunday, .whitMonday, .corpusChristi, .assumptionDay,
        HolidayDateRule.fixed("National Day", 10, 26).from(1967), .allSaintsDay, .immaculateConception,
        .christmasDay, .stStephensDay,
    ])

    /// Switzerland. Only Swiss National Day (1 August) is federal (Federal Constitution art. 110(3),
    /// since 1994); the Labour Act art. 20a lets each canton set up to eight more. Listed here are
    /// the days kept in all or nearly all cantons: New Year's Day, Ascension Day and Christmas Day
    /// (all 26), Good Friday (all but Valais and Ticino), Easter Monday, Whit Monday and
    /// St. Stephen's Day (most cantons). Cantonal days (Berchtold's Day, Epiphany, Corpus Christi,
    /// Assumption, All Saints' Day, …) are not modelled.
    static let switzerland = nationwide([
        .newYearsDay, .goodFriday, .easterMonday, .ascensionDay, .whitMonday,
        HolidayDateRule.fixed("Swiss National Day", 8, 1).from(1994), .christmasDay, .stStephensDay,
    ])
}
