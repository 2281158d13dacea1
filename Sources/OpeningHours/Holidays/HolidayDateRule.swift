/// One holiday's rule: its English name, how its date is found in a year, and the years it applies.
struct HolidayDateRule: Sendable {
    /// How a holiday's date is found in a given year.
    enum DateRule: Sendable {
        /// The same month and day every year.
        case fixed(month: Int, day: Int)
        /// Days after (negative: before) Western Easter Sunday.
        case easter(offset: Int)
        /// The `n`th ISO weekday of a month; negative `n` counts from the end (-1 is the last).
        case nthWeekday(Int, weekday: Int, month: Int)
        /// The first ISO weekday on or after a month and day, e.g. Finland's Midsummer Day:
        /// the Saturday on or after 20 June.
        case weekdayOnOrAfter(weekday: Int, month: Int, day: Int)
        /// A fixed date moved by `shift` days when it falls on a Sunday (the Netherlands'
        /// King's Day, 27 April, is kept on Saturday 26 April).
        case fixedUnlessSunday(month: Int, day: Int, shift: Int)
        /// Any other rule; `nil` when there is no such day that year.
        case custom(@Sendable (Int) -> LocalDate?)

        /// The date in `year`, or `nil` when the rule gives none.
        func date(in year: Int) -> LocalDate? {
            switch self {
            case .fixed(let month, let day):
                return LocalDate(year: year, month: month, day: day)
            case .easter(let offset):
                return Easter.sunday(in: year).adding(days: offset)
            case .nthWeekday(let n, let weekday, let month):
                if n > 0 {
                    let first = LocalDate(year: year, month: month, day: 1)
                    let skip = (weekday - first.isoWeekday + 7) % 7
                    return first.adding(days: skip + 7 * (n - 1))
                }
                let last = LocalDate(year: year, month: month, day: LocalDate.daysInMonth(month, year: year))
                let back = (last.isoWeekday - weekday + 7) % 7
                return last.adding(days: -back - 7 * (-n - 1))
            case .weekdayOnOrAfter(let weekday, let month, let day):
                let start = LocalDate(year: year, month: month, day: day)
                return start.adding(days: (weekday - start.isoWeekday + 7) % 7)
            case .fixedUnlessSunday(let month, let day, let shift):
                let date = LocalDate(year: year, month: month, day: day)
                return date.isoWeekday == 7 ? date.adding(days: shift) : date
            case .custom(let rule):
                return rule(year)
            }
        }
    }

    /// English name, e.g. "Whit Monday".
    var name: String
    /// How the date is found.
    var rule: DateRule
    /// Years in which the holiday exists.
    var years: ClosedRange<Int> = Int.min...Int.max

    /// The holiday in `year`, or `nil` when it does not apply that year.
    func holiday(in year: Int) -> Holiday? {
        guard years.contains(year), let date = rule.date(in: year) else { return nil }
        return Holiday(date: date, name: name)
    }

    /// This rule limited to `year` and later.
    func from(_ year: Int) -> HolidayDateRule {
        var copy = self
        copy.years = max(year, years.lowerBound)...years.upperBound
        return copy
    }

    /// This rule limited to `year` and earlier.
    func until(_ year: Int) -> HolidayDateRule {
        var copy = self
        copy.years = years.lowerBound...min(year, years.upperBound)
        return copy
    }

    /// A holiday on the same month and day every year.
    static func fixed(_ name: String, _ month: Int, _ day: Int) -> HolidayDateRule {
        HolidayDateRule(name: name, rule: .fixed(month: month, day: day))
    }

    /// A holiday `offset` days from Easter Sunday.
    static func easter(_ name: String, _ offset: Int) -> HolidayDateRule {
        HolidayDateRule(name: name, rule: .easter(offset: offset))
    }

    /// A holiday on the `n`th (negative: from the end) ISO weekday of a month.
    static func nth(_ name: String, _ n: Int, weekday: Int, month: Int) -> HolidayDateRule {
        HolidayDateRule(name: name, rule: .nthWeekday(n, weekday: weekday, month: month))
    }

    /// A holiday on the first ISO weekday on or after a month and day.
    static func weekday(_ name: String, _ weekday: Int, onOrAfter month: Int, _ day: Int) -> HolidayDateRule {
        HolidayDateRule(name: name, rule: .weekdayOnOrAfter(weekday: weekday, month: month, day: day))
    }

    /// A holiday that happened once, on one date.
    static func once(_ name: String, _ year: Int, _ month: Int, _ day: Int) -> HolidayDateRule {
        HolidayDateRule(name: name, rule: .fixed(month: month, day: day), years: year...year)
    }
}

/// ISO weekday numbers used by the country tables.
enum ISOWeekday {
    static let monday = 1
    static let tuesday = 2
    static let wednesday = 3
    static let thursday = 4
    static let friday = 5
    static let saturday = 6
    static let sunday = 7
}
