/// The United Kingdom and Ireland.
extension HolidayCountry {
    /// Early May bank holiday: the first Monday of May, moved to 8 May in 1995 and 2020 (VE Day).
    private static let earlyMay = HolidayDateRule(
        name: "Early May Bank Holiday",
        rule: .custom { year in
            if year == 1995 || year == 2020 { return LocalDate(year: year, month: 5, day: 8) }
            return HolidayDateRule.DateRule.nthWeekday(1, weekday: ISOWeekday.monday, month: 5).date(in: year)
        })

    /// Spring bank holiday: the last Monday of May, moved for the jubilees of 2002, 2012 and 2022.
    private static let spring = HolidayDateRule(
        name: "Spring Bank Holiday",
        rule: .custom { year in
            switch year {
            case 2002, 2012: return LocalDate(year: year, month: 6, day: 4)
            case 2022: return LocalDate(year: year, month: 6, day: 2)
            default: return HolidayDateRule.DateRule.nthWeekday(-1, weekday: ISOWeekday.monday, month: 5).date(in: year)
            }
        })

    /// One-off bank holidays proclaimed for the whole United Kingdom.
    private static let britishOneOffs: [HolidayDateRule] = [
        .once("Millennium Day", 1999, 12, 31), .once("Golden Jubilee", 2002, 6, 3),
        .once("Royal Wedding", 2011, 4, 29), .once("Diamond Jubilee", 2012, 6, 5),
        .once("Platinum Jubilee", 2022, 6, 3), .once("State Funeral of Queen Elizabeth II", 2022, 9, 19),
        .once("Coronation of King Charles III", 2023, 5, 8),
    ]

    /// United Kingdom: England and Wales by default; region "SCT" (Scotland) or "NIR" (Northern
    /// Ireland). "ENG" and "WLS" are accepted and give the default.
    ///
    /// Sources: Banking and Financial Dealings Act 1971 (schedule 1), St Andrew's Day Bank Holiday
    /// (Scotland) Act 2007, the Royal Proclamations of moved and extra days, and gov.uk/bank-holidays.
    /// A day falling on a weekend gives a substitute day on the next free weekday.
    static let unitedKingdom = HolidayCountry(regions: ["ENG", "WLS", "SCT", "NIR"]) { region in
        var rules = [HolidayDateRule.newYearsDay, .goodFriday, earlyMay, spring, .christmasDay, .boxingDay]
        rules += britishOneOffs
        switch region {
        case "SCT":
            rules += [
                .fixed("2nd January", 1, 2),
                .nth("Summer Bank Holiday", 1, weekday: ISOWeekday.monday, month: 8),
                HolidayDateRule.fixed("St Andrew's Day", 11, 30).from(2007),
            ]
        case "NIR":
            rules += [
                .easterMonday, .nth("Summer Bank Holiday", -1, weekday: ISOWeekday.monday, month: 8),
                .fixed("St Patrick's Day", 3, 17), .fixed("Battle of the Boyne (Orangemen's Day)", 7, 12),
            ]
        default:
            rules += [.easterMonday, .nth("Summer Bank Holiday", -1, weekday: ISOWeekday.monday, month: 8)]
        }
        return HolidayRuleSet(rules: rules, observance: .nextFreeWeekday)
    }

    /// Ireland. Source: Organisation of Working Time Act 1997, schedule 2 (as amended: St Brigid's
    /// Day from 2023). St Brigid's Day is the first Monday of February, or 1 February
    /// when that is a Friday. Good Friday is not a public holiday. A holiday on a weekend gives
    /// employees another day off of the employer's choosing, so no substitute dates are modelled.
    static let ireland = nationwide([
        .newYearsDay,
        HolidayDateRule(
            name: "St Brigid's Day",
            rule: .custom { year in
                let first = LocalDate(year: year, month: 2, day: 1)
                if first.isoWeekday == ISOWeekday.friday { return first }
                return HolidayDateRule.DateRule.nthWeekday(1, weekday: ISOWeekday.monday, month: 2).date(in: year)
            }
        ).from(2023),
        .fixed("St Patrick's Day", 3, 17), .once("Day of Remembrance and Recognition", 2022, 3, 18),
        .easterMonday,
        .nth("May Bank Holiday", 1, weekday: ISOWeekday.monday, month: 5),
        .nth("June Bank Holiday", 1, weekday: ISOWeekday.monday, month: 6),
        .nth("August Bank Holiday", 1, weekday: ISOWeekday.monday, month: 8),
        .nth("October Bank Holiday", -1, weekday: ISOWeekday.monday, month: 10),
        .christmasDay, .stStephensDay,
    ])
}
