/// All holiday rules of one country or region, and its weekend-substitution practice.
struct HolidayRuleSet: Sendable {
    /// The rules, in any order.
    var rules: [HolidayDateRule]
    /// How weekend holidays are made up for.
    var observance: WeekendObservance = .none

    /// The holidays in `year`, substitute days included, sorted by date.
    ///
    /// Substitutes are worked out over the neighbouring years too, so that e.g. the US observes
    /// New Year's Day 2022 (a Saturday) on Friday 31 December 2021.
    func holidays(in year: Int) -> [Holiday] {
        guard case .none = observance else {
            let nearby = (year - 1...year + 1).flatMap { y in rules.compactMap { $0.holiday(in: y) } }
            return observance.applied(to: nearby).filter { $0.date.year == year }
        }
        return rules.compactMap { $0.holiday(in: year) }.sorted(by: Holiday.calendarOrder)
    }
}
