/// The Netherlands and Belgium.
extension HolidayCountry {
    /// King's Day from 2014 (27 April, kept on Saturday 26 April when the 27th is a Sunday);
    /// Queen's Day 1949–2013 (30 April, on Saturday 29 April when the 30th is a Sunday, the rule
    /// since 1980).
    private static let kingsDay = HolidayDateRule(
        name: "King's Day",
        rule: .custom { year in
            if year >= 2014 {
                return HolidayDateRule.DateRule.fixedUnlessSunday(month: 4, day: 27, shift: -1).date(in: year)
            }
            return nil
        })
    /// Queen's Day until 2013.
    private static let queensDay = HolidayDateRule(
        name: "Queen's Day", rule: .fixedUnlessSunday(month: 4, day: 30, shift: -1), years: 1980...2013
    )

    /// The Netherlands. Source: Algemene termijnenwet art. 3 (Easter and Whit Monday, Ascension,
    /// Christmas, King's Day, Liberation Day 5 May) and the Besluit of 2013 setting King's Day.
    /// Liberation Day is listed every year although many collective agreements give the day off
    /// only every fifth year. Good Friday is not a public holiday.
    static let netherlands = nationwide([
        .newYearsDay, .easterSunday, .easterMonday, kingsDay, queensDay, .fixed("Liberation Day", 5, 5),
        .ascensionDay, .whitSunday, .whitMonday, .christmasDay, .secondDayOfChristmas,
    ])

    /// Belgium. Source: Arrêté royal du 18 avril 1974 (ten legal public holidays). A holiday on a
    /// Sunday gives a replacement day chosen per company, which is not modelled.
    static let belgium = nationwide([
        .newYearsDay, .easterMonday, .labourDay, .ascensionDay, .whitMonday,
        .fixed("National Day", 7, 21), .assumptionDay, .allSaintsDay, .fixed("Armistice Day", 11, 11),
        .christmasDay,
    ])
}
