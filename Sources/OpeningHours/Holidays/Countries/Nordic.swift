/// Finland, Sweden, Norway, Denmark and Estonia.
extension HolidayCountry {
    /// Finland. Sources: Church Act (Kirkkolaki) for the church
    /// holidays, with Midsummer Day and All Saints' Day on the Saturday between 20–26 June and
    /// 31 October–6 November; separate acts for May Day and Independence Day.
    /// Midsummer Eve and Christmas Eve are customary days off under the Working Hours Act
    /// (872/2019) but not public holidays, so they are not listed.
    static let finland = nationwide([
        .newYearsDay, .epiphany, .goodFriday, .easterSunday, .easterMonday,
        .fixed("May Day", 5, 1), .ascensionDay, .whitSunday,
        .weekday("Midsummer Day", ISOWeekday.saturday, onOrAfter: 6, 20),
        .weekday("All Saints' Day", ISOWeekday.saturday, onOrAfter: 10, 31),
        .fixed("Independence Day", 12, 6), .christmasDay, .stStephensDay,
    ])

    /// Sweden. Source: Lag (1989:253) om allmänna helgdagar; National Day since 2005.
    /// Midsummer Eve, Christmas Eve and New Year's Eve are de facto days off, not public holidays.
    static let sweden = nationwide([
        .newYearsDay, .epiphany, .goodFriday, .easterSunday, .easterMonday,
        .fixed("May Day", 5, 1), .ascensionDay, .whitSunday,
        .fixed("National Day", 6, 6).from(2005),
        .weekday("Midsummer Day", ISOWeekday.saturday, onOrAfter: 6, 20),
        .weekday("All Saints' Day", ISOWeekday.saturday, onOrAfter: 10, 31),
        .christmasDay, .boxingDay,
    ])

    /// Norway. Sources: Lov om helligdager og helligdagsfred (1995) and
    /// Lov om 1. og 17. mai som høgtidsdager (1947).
    static let norway = nationwide([
        .newYearsDay, .maundyThursday, .goodFriday, .easterSunday, .easterMonday,
        .labourDay, .fixed("Constitution Day", 5, 17), .ascensionDay, .whitSunday, .whitMonday,
        .christmasDay, .secondDayOfChristmas,
    ])

    /// Denmark. Source: Danish church holidays (helligdagsloven); Great Prayer
    /// Day abolished from 2024 by an act of February 2023. Constitution Day (5 June) and
    /// Christmas Eve are customary half or whole days off, not public holidays.
    static let denmark = nationwide([
        .newYearsDay, .maundyThursday, .goodFriday, .easterSunday, .easterMonday,
        HolidayDateRule.easter("Great Prayer Day", 26).until(2023), .ascensionDay, .whitSunday, .whitMonday,
        .christmasDay, .secondDayOfChristmas,
    ])

    /// Estonia. Source: Pühade ja tähtpäevade seadus (Public Holidays and Days of National
    /// Importance Act), § 2.
    static let estonia = nationwide([
        .newYearsDay, .fixed("Independence Day", 2, 24), .goodFriday, .easterSunday,
        .fixed("Spring Day", 5, 1), .whitSunday, .fixed("Victory Day", 6, 23),
        .fixed("Midsummer Day", 6, 24), .fixed("Day of Restoration of Independence", 8, 20).from(1998),
        HolidayDateRule.christmasEve.from(2005), .christmasDay, .secondDayOfChristmas,
    ])
}
