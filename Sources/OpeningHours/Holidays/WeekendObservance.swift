/// How a country gives another day off when a holiday falls on a weekend.
enum WeekendObservance: Sendable {
    /// No substitute days (most of continental Europe).
    case none
    /// United Kingdom: a holiday on Saturday or Sunday gives a "substitute day" on the next weekday
    /// that is not already a holiday (Banking and Financial Dealings Act 1971, schedule 1, and the
    /// yearly Royal Proclamations; see gov.uk/bank-holidays).
    case nextFreeWeekday
    /// United States federal rule (5 U.S.C. 6103(b), Executive Order 11582): a holiday on Saturday
    /// is observed on the Friday before, on Sunday on the Monday after.
    case nearestWeekday

    /// Adds the substitute days for `holidays` (any order); the result is sorted by date.
    ///
    /// - Complexity: O(*n* log *n*) for *n* holidays.
    func applied(to holidays: [Holiday]) -> [Holiday] {
        let sorted = holidays.sorted(by: Holiday.calendarOrder)
        switch self {
        case .none:
            return sorted
        case .nearestWeekday:
            var result = sorted
            for holiday in sorted {
                switch holiday.date.isoWeekday {
                case ISOWeekday.saturday:
                    result.append(Holiday(date: holiday.date.adding(days: -1), name: "\(holiday.name) (observed)"))
                case ISOWeekday.sunday:
                    result.append(Holiday(date: holiday.date.adding(days: 1), name: "\(holiday.name) (observed)"))
                default:
                    break
                }
            }
            return result.sorted(by: Holiday.calendarOrder)
        case .nextFreeWeekday:
            var taken = Set(sorted.map(\.date.dayNumber))
            var result = sorted
            for holiday in sorted where holiday.date.isoWeekday >= ISOWeekday.saturday {
                var day = holiday.date.adding(days: 1)
                while day.isoWeekday >= ISOWeekday.saturday || taken.contains(day.dayNumber) {
                    day = day.adding(days: 1)
                }
                taken.insert(day.dayNumber)
                result.append(Holiday(date: day, name: "\(holiday.name) (substitute day)"))
            }
            return result.sorted(by: Holiday.calendarOrder)
        }
    }
}
