/// The United States' federal holidays.
extension HolidayCountry {
    /// United States federal holidays. Source: 5 U.S.C. 6103 (Juneteenth added by Pub. L. 117-17
    /// in 2021; Monday holidays by the Uniform Monday Holiday Act, in force 1971). A holiday on
    /// Saturday is observed on the Friday before, on Sunday on the Monday after (6103(b) and
    /// Executive Order 11582); both the day itself and the observed day count as holidays here.
    /// State holidays and Inauguration Day are not modelled.
    static let unitedStates = nationwide(
        [
            .newYearsDay,
            .nth("Martin Luther King Jr. Day", 3, weekday: ISOWeekday.monday, month: 1),
            .nth("Washington's Birthday", 3, weekday: ISOWeekday.monday, month: 2),
            .nth("Memorial Day", -1, weekday: ISOWeekday.monday, month: 5),
            HolidayDateRule.fixed("Juneteenth National Independence Day", 6, 19).from(2021),
            .fixed("Independence Day", 7, 4),
            .nth("Labor Day", 1, weekday: ISOWeekday.monday, month: 9),
            .nth("Columbus Day", 2, weekday: ISOWeekday.monday, month: 10),
            .fixed("Veterans Day", 11, 11),
            .nth("Thanksgiving Day", 4, weekday: ISOWeekday.thursday, month: 11),
            .christmasDay,
        ],
        observance: .nearestWeekday
    )
}
