import CivilCalendar
import Holidays
import OpeningHoursSyntax

/// Decides whether a rule's day selectors match a local day.
struct DayMatcher {
    /// The context's holiday calendars, behind one reference: copying the matcher (which the
    /// compiler does around calls on it) then costs one retain, not one per field of the context.
    private let holidays: Holidays

    private final class Holidays: Sendable {
        let publicHolidays: PublicHolidays?
        let publicHolidayDates: Set<LocalDate>?
        let schoolHolidays: (any SchoolHolidayCalendar)?
        /// The reference's reading of `PH Mo-Fr` (either), for the differential test.
        let holidayOrWeekday: Bool

        init(_ context: EvaluationContext, schoolHolidays: (any SchoolHolidayCalendar)?) {
            holidayOrWeekday = context.referenceReadings.contains(.holidayOrWeekday)
            publicHolidays = context.publicHolidays
            publicHolidayDates = context.publicHolidayDates
            self.schoolHolidays = schoolHolidays
        }
    }

    /// A matcher for the holidays of a context.
    ///
    /// - Parameters:
    ///   - context: The context (its public holidays are used).
    ///   - schoolHolidays: The school holidays `SH` means, or `nil` when they are unknown: `SH`
    ///     then matches every day, and the evaluator makes the rules that name it unknown.
    init(context: EvaluationContext, schoolHolidays: (any SchoolHolidayCalendar)?) {
        holidays = Holidays(context, schoolHolidays: schoolHolidays)
    }

    /// A day with its derived parts, computed once per day.
    struct Day {
        let number: Int
        let date: LocalDate
        let weekday: Int

        init(number: Int) {
            self.number = number
            self.date = LocalDate(dayNumber: number)
            self.weekday = date.isoWeekday
        }
    }

    /// Whether a rule's day selectors match a day. Inlined so callers read the rule in place in
    /// the schedule's rules instead of copying it (and retaining its arrays) for every day.
    @inline(__always)
    func matches(_ rule: Rule, _ day: Day) -> Bool {
        if !rule.years.isEmpty, !rule.years.contains(where: { matches($0, day.date.year) }) { return false }
        if !rule.weeks.isEmpty {
            let week = CalendarMath.isoWeek(day.date)
            if !rule.weeks.contains(where: { matches($0, week) }) { return false }
        }
        if !rule.dates.isEmpty, !rule.dates.contains(where: { matches($0, day) }) { return false }
        let hasWeekdays = !rule.weekdays.isEmpty
        let hasHolidays = !rule.holidays.isEmpty
        if hasWeekdays && hasHolidays {
            let weekday = rule.weekdays.contains { matches($0, day) }
            let holiday = rule.holidays.contains { matches($0, day) }
            return rule.holidaysAndWeekdaysIntersect && !holidays.holidayOrWeekday
                ? weekday && holiday : weekday || holiday
        }
        if hasWeekdays { return rule.weekdays.contains { matches($0, day) } }
        if hasHolidays { return rule.holidays.contains { matches($0, day) } }
        return true
    }

    func matches(_ range: YearRange, _ year: Int) -> Bool {
        if range.isOpenEnded {
            guard let step = range.step, step > 1 else { return year >= range.from }
            return year >= range.from && (year - range.from) % step == 0
        }
        let last = range.to ?? range.from
        guard year >= range.from, year <= last else { return false }
        if let step = range.step, step > 1 { return (year - range.from) % step == 0 }
        return true
    }

    func matches(_ range: WeekRange, _ week: Int) -> Bool {
        let last = range.to ?? range.from
        let inside = range.from <= last ? (week >= range.from && week <= last) : (week >= range.from || week <= last)
        guard inside else { return false }
        if let step = range.step, step > 1 {
            let distance = week >= range.from ? week - range.from : week + 53 - range.from
            return distance % step == 0
        }
        return true
    }

    func matches(_ range: WeekdayRange, _ day: Day) -> Bool {
        let target = range.dayOffset == 0 ? day : Day(number: day.number - range.dayOffset)
        let last = range.to ?? range.from
        let weekday = target.weekday
        let inside =
            range.from <= last ? (weekday >= range.from && weekday <= last) : (weekday >= range.from || weekday <= last)
        guard inside else { return false }
        guard !range.nth.isEmpty else { return true }
        let fromStart = (target.date.day - 1) / 7 + 1
        let fromEnd = -((LocalDate.daysInMonth(target.date.month, year: target.date.year) - target.date.day) / 7 + 1)
        return range.nth.contains { nth in
            if let to = nth.to { return fromStart >= nth.from && fromStart <= to }
            return nth.from == fromStart || nth.from == fromEnd
        }
    }

    func matches(_ holiday: HolidayRule, _ day: Day) -> Bool {
        let date = holiday.dayOffset == 0 ? day.date : day.date.adding(days: -holiday.dayOffset)
        switch holiday.kind {
        case .publicHoliday:
            if let dates = holidays.publicHolidayDates { return dates.contains(date) }
            return holidays.publicHolidays?.isHoliday(date) ?? false
        case .schoolHoliday: return holidays.schoolHolidays?.isSchoolHoliday(date) ?? true
        }
    }

    // MARK: Dates

    func matches(_ range: DateRange, _ day: Day) -> Bool {
        matchesByMonthAndDay(range, day) ?? matchesByDayNumbers(range, day)
    }

    /// Whether a date range covers a day, resolving its ends to day numbers in the day's year and
    /// the year before (for ranges that wrap into the next year), or in the one year the range
    /// starts in when it names it (`2022 Nov 05-2025 Dec 31` covers every day of 2024 too).
    func matchesByDayNumbers(_ range: DateRange, _ day: Day) -> Bool {
        let year = day.date.year
        // `2023 Sep 04+`: from that day on, every later year too.
        if range.isOpenEnded, let fixed = range.from.year {
            guard let first = resolve(range.from, year: fixed, asEnd: false) else { return false }
            return day.number >= first
        }
        // A range from Easter is read in each year with that year's Easter, as `Dec 25-Jan 05` is
        // read with the days of one year: `easter-Apr 20` is Easter to 20 April in 2012, and in
        // 2011 (Easter on 24 April) the days to 20 April and from Easter on; never from the
        // previous year's Easter to this year's 20 April.
        if range.from.isEaster, range.from.year == nil, let to = range.to, to.year == nil, range.step == nil {
            guard let first = resolve(range.from, year: year, asEnd: false),
                let last = resolve(to, year: year, asEnd: true)
            else { return false }
            return first <= last ? day.number >= first && day.number <= last : day.number >= first || day.number <= last
        }
        let startYears = range.from.year.map { [$0] } ?? [year - 1, year]
        for startYear in startYears {
            guard let first = resolve(range.from, year: startYear, asEnd: false) else { continue }
            var last: Int
            if let to = range.to {
                let endYear = to.year ?? startYear
                guard let end = resolve(to, year: endYear, asEnd: true) else { continue }
                last = end
                if last < first, to.year == nil, let wrapped = resolve(to, year: startYear + 1, asEnd: true) {
                    last = wrapped
                }
            } else if range.isOpenEnded {
                // `Dec 25+`: to the year's end (`2023 Sep 04+` is handled above).
                last = LocalDate(year: startYear, month: 12, day: 31).dayNumber
            } else {
                // A single day that this year does not have (`Feb 29` in 2015) is no day at all.
                if case .monthDay(let month, let day) = range.from.kind,
                    day > LocalDate.daysInMonth(month, year: startYear)
                {
                    continue
                }
                guard let end = resolve(range.from, year: startYear, asEnd: true) else { continue }
                last = end
            }
            if day.number >= first && day.number <= last {
                guard let step = range.step, step > 1 else { return true }
                return (day.number - first) % step == 0
            }
        }
        return false
    }

    /// The answer for the common ranges that compare by month and day alone (`Dec 24`, `Jul`,
    /// `Apr 22-Apr 25`, `Dec 24-Jan 06`: no years, offsets, easter, nth weekdays or open ends, and
    /// days that exist every year), without resolving day numbers; `nil` for the others.
    func matchesByMonthAndDay(_ range: DateRange, _ day: Day) -> Bool? {
        guard !range.isOpenEnded, range.step == nil, let first = Self.key(range.from, asEnd: false) else { return nil }
        guard let last = range.to.map({ Self.key($0, asEnd: true) }) ?? Self.key(range.from, asEnd: true) else {
            return nil
        }
        let key = day.date.month * 32 + day.date.day
        return first <= last ? (key >= first && key <= last) : (key >= first || key <= last)
    }

    /// `month * 32 + day` of a date end (a month's first day, or day 31 as its end), or `nil` when
    /// it needs a year to resolve.
    private static func key(_ spec: DateSpec, asEnd: Bool) -> Int? {
        guard spec.year == nil, spec.weekdayOffset == 0, spec.dayOffset == 0 else { return nil }
        switch spec.kind {
        case .month(let month): return month * 32 + (asEnd ? 31 : 1)
        case .monthDay(let month, let day):
            guard day >= 1, day <= LocalDate.daysInMonth(month, year: 2001) else { return nil }
            return month * 32 + day
        case .easter, .nthWeekday: return nil
        }
    }

    /// The day number a date end stands for in a year (a month's first or last day for month ends).
    func resolve(_ spec: DateSpec, year: Int, asEnd: Bool) -> Int? {
        var number: Int
        switch spec.kind {
        case .month(let month):
            let day = asEnd ? LocalDate.daysInMonth(month, year: year) : 1
            number = LocalDate(year: year, month: month, day: day).dayNumber
        case .monthDay(let month, let day):
            number = LocalDate(year: year, month: month, day: 1).dayNumber + day - 1
        case .easter:
            number = CalendarMath.easter(year).dayNumber
        case .nthWeekday(let month, let weekday, let nth):
            guard let date = CalendarMath.nthWeekday(nth, weekday: weekday, month: month, year: year) else {
                return nil
            }
            number = date.dayNumber
        }
        if spec.weekdayOffset != 0 {
            let weekday = LocalDate(dayNumber: number).isoWeekday
            let target = abs(spec.weekdayOffset)
            number += spec.weekdayOffset > 0 ? (target - weekday + 7) % 7 : -((weekday - target + 7) % 7)
        }
        return number + spec.dayOffset
    }
}

extension DateSpec {
    /// Whether the date is Easter or counted from it (`easter`, `easter -2 days`).
    fileprivate var isEaster: Bool {
        if case .easter = kind { return true }
        return false
    }
}
