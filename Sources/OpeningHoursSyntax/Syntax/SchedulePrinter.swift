/// Writes a ``Schedule`` in the canonical `opening_hours` syntax.
///
/// The output parses in ``ParseMode/strict`` to the same schedule: two-digit hours, `Mo`-style
/// weekdays, `Jan`-style months, `"; "` between rules, `", "` before additional rules, `" || "`
/// before fallback rules, commas without spaces inside lists.
enum SchedulePrinter {
    static func print(_ schedule: Schedule) -> String {
        var text = ""
        for (index, rule) in schedule.rules.enumerated() {
            if index > 0 {
                switch rule.separator {
                case .normal: text += "; "
                case .additional: text += ", "
                case .fallback: text += " || "
                }
            }
            text += print(rule)
            let next = index + 1 < schedule.rules.count ? schedule.rules[index + 1] : nil
            if let next, next.separator == .additional,
                endsWithDaySelector(rule) && startsWithDaySelector(next) || endsWithTimes(rule) && startsWithTimes(next)
            {
                // `We, Sa 10:00-12:00` would read as one weekday list, `Apr 01, May 01 off` as one list of dates
                // (fuzz-hours) and `Mo-Sa 10:00-17:00, 12:00-13:00 off` as one list of times; `We open, Sa …`,
                // `Apr 01 open, May 01 off` and `… 10:00-17:00 open, 12:00-13:00 off` keep two rules.
                text += " open"
            }
        }
        return text
    }

    static func endsWithDaySelector(_ rule: Rule) -> Bool {
        rule.times.isEmpty && rule.modifier == nil && rule.comment == nil && !rule.isTwentyFourSeven
    }

    static func endsWithTimes(_ rule: Rule) -> Bool {
        !rule.times.isEmpty && rule.modifier == nil && rule.comment == nil
    }

    static func startsWithTimes(_ rule: Rule) -> Bool {
        !rule.hasDaySelectors && !rule.isTwentyFourSeven && !rule.times.isEmpty
    }

    static func startsWithDaySelector(_ rule: Rule) -> Bool {
        rule.hasDaySelectors
    }

    static func print(_ rule: Rule) -> String {
        var parts: [String] = []
        if !rule.years.isEmpty { parts.append(rule.years.map(print).joined(separator: ",")) }
        if !rule.dates.isEmpty {
            var dates = rule.dates.map(print).joined(separator: ",")
            // `Mar Su[-1]-Oct Su[1]` or `Dec 25,Jul Su[1]` would read the weekday as part of a date;
            // a colon ends the dates.
            if rule.weeks.isEmpty, let first = rule.weekdays.first, first.nth.count == 1, first.nth[0].to == nil,
                !rule.holidaysFirst || rule.holidays.isEmpty, let last = rule.dates.last
            {
                var startsWithNth = false
                if case .nthWeekday = last.from.kind, last.to != nil { startsWithNth = true }
                if case .month = (last.to ?? last.from).kind, startsWithNth || rule.dates.count > 1 { dates += ":" }
            }
            parts.append(dates)
        }
        if !rule.weeks.isEmpty { parts.append("week " + rule.weeks.map(print).joined(separator: ",")) }
        if rule.isTwentyFourSeven { parts.append("24/7") }
        let weekdays = rule.weekdays.map(print).joined(separator: ",")
        let holidays = rule.holidays.map(print).joined(separator: ",")
        if !weekdays.isEmpty && !holidays.isEmpty {
            let glue = rule.holidaysAndWeekdaysIntersect ? " " : ","
            parts.append(rule.holidaysFirst ? holidays + glue + weekdays : weekdays + glue + holidays)
        } else if !weekdays.isEmpty {
            parts.append(weekdays)
        } else if !holidays.isEmpty {
            parts.append(holidays)
        }
        if !rule.times.isEmpty { parts.append(rule.times.map(print).joined(separator: ",")) }
        switch rule.modifier {
        case .open: parts.append("open")
        case .closed: parts.append("closed")
        case .off: parts.append("off")
        case .unknown: parts.append("unknown")
        case nil: break
        }
        if let comment = rule.comment { parts.append("\"\(comment)\"") }
        return parts.joined(separator: " ")
    }

    static func print(_ range: YearRange) -> String {
        var text = "\(range.from)"
        if let to = range.to { text += "-\(to)" }
        if let step = range.step { text += "/\(step)" }
        // `2055/2` is open-ended already; `2055/2+` would not read.
        if range.isOpenEnded, range.step == nil { text += "+" }
        return text
    }

    static func print(_ range: WeekRange) -> String {
        var text = twoDigits(range.from)
        if let to = range.to { text += "-" + twoDigits(to) }
        if let step = range.step { text += "/\(step)" }
        return text
    }

    static func print(_ range: WeekdayRange) -> String {
        var text = Names.weekdays[range.from - 1]
        if let to = range.to { text += "-" + Names.weekdays[to - 1] }
        if !range.nth.isEmpty {
            text +=
                "["
                + range.nth.map { nth in nth.to.map { "\(nth.from)-\($0)" } ?? "\(nth.from)" }.joined(separator: ",")
            text += "]"
        }
        text += dayOffset(range.dayOffset)
        return text
    }

    static func print(_ holiday: HolidayRule) -> String {
        (holiday.kind == .publicHoliday ? "PH" : "SH") + dayOffset(holiday.dayOffset)
    }

    static func dayOffset(_ days: Int) -> String {
        guard days != 0 else { return "" }
        return " " + (days > 0 ? "+" : "-") + "\(abs(days)) " + (abs(days) == 1 ? "day" : "days")
    }

    static func print(_ range: DateRange) -> String {
        var text = print(range.from)
        if let to = range.to {
            // `Mar 05-Mar 01` (through the year) keeps its second month: `Mar 05-01` would not read.
            if case .monthDay(let fromMonth, let fromDay) = range.from.kind,
                case .monthDay(let toMonth, let day) = to.kind,
                fromMonth == toMonth, day >= fromDay, to.year == nil || to.year == range.from.year,
                to.weekdayOffset == 0, range.from.weekdayOffset == 0, range.from.dayOffset == 0
            {
                text += "-" + twoDigits(day) + dayOffset(to.dayOffset)
            } else {
                text += "-" + print(to)
            }
        }
        if let step = range.step { text += "/\(step)" }
        if range.isOpenEnded { text += "+" }
        return text
    }

    static func print(_ spec: DateSpec) -> String {
        var text = spec.year.map { "\($0) " } ?? ""
        switch spec.kind {
        case .month(let month): text += Names.months[month - 1]
        case .monthDay(let month, let day): text += Names.months[month - 1] + " " + twoDigits(day)
        case .easter: text += "easter"
        case .nthWeekday(let month, let weekday, let nth):
            text += Names.months[month - 1] + " " + Names.weekdays[weekday - 1] + "[\(nth)]"
        }
        if spec.weekdayOffset != 0 {
            text += " " + (spec.weekdayOffset > 0 ? "+" : "-") + Names.weekdays[abs(spec.weekdayOffset) - 1]
        }
        text += dayOffset(spec.dayOffset)
        return text
    }

    static func print(_ span: TimeSpan) -> String {
        var text = print(span.start)
        if let end = span.end { text += "-" + print(end) }
        if span.isOpenEnded { text += "+" }
        if let every = span.repeatEvery { text += "/" + RuleParser.clockText(every) }
        return text
    }

    static func print(_ point: TimePoint) -> String {
        switch point {
        case .clock(let minutes):
            return RuleParser.clockText(minutes)
        case .event(let event, let offset):
            let name = Names.name(of: event)
            guard offset != 0 else { return name }
            return "(" + name + (offset > 0 ? "+" : "-") + RuleParser.clockText(abs(offset)) + ")"
        }
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
