import CivilCalendar

extension RuleParser {
    func monthNumber(_ token: Token) -> Int? { token.month == 0 ? nil : token.month }

    /// A year directly followed by a month or `easter`: `2026 Dec 24`.
    func isDatedMonth(at position: Int) -> Bool {
        let token = tokens[min(position, tokens.count - 1)]
        guard let value = token.number, token.digits == 4, value >= 1900 else { return false }
        let next = tokens[min(position + 1, tokens.count - 1)]
        return monthNumber(next) != nil || next.keyword == .easter
    }

    func startsDate(at position: Int) -> Bool {
        let token = tokens[min(position, tokens.count - 1)]
        return monthNumber(token) != nil || token.keyword == .easter || isDatedMonth(at: position)
    }

    /// Whether the token at `position` is a day of the month (not the hour of a time).
    func isDayOfMonth(at position: Int) -> Bool {
        let token = tokens[min(position, tokens.count - 1)]
        guard token.number != nil, token.digits <= 2 else { return false }
        let next = tokens[min(position + 1, tokens.count - 1)]
        if next.kind == .colon {
            let after = tokens[min(position + 2, tokens.count - 1)]
            return after.spaceBefore || after.number == nil || after.digits != 2
        }
        if next.kind == .dot {
            // `Dec 24.-25.`, `Dec 24.,Jan 02`, `Dec 24. 18:00`: a dot after the day; `Dec 08.00` is a time.
            let after = tokens[min(position + 2, tokens.count - 1)]
            return !next.spaceBefore && !(after.kind == .number && !after.spaceBefore)
        }
        if next.kind == .slash || next.keyword == .h || next.keyword == .am || next.keyword == .pm {
            return false
        }
        // `Dec 8-18` would be hours; a day range needs a day after the dash.
        return true
    }

    mutating func parseDates(into rule: inout Rule) throws(ParseFailure) {
        guard startsDate(at: index) else { return }
        rule.dates.append(try parseDateRange(in: rule))
        while true {
            if current.kind == .comma, startsDate(at: index + 1) {
                advance()
                var next = try parseDateRange(in: rule, inList: true)
                // `2016 Jun,Jul,Aug`: the year written first holds for the dates after it.
                if next.from.year == nil, let year = rule.dates.last?.from.year {
                    next.from.year = year
                    if next.to != nil, next.to?.year == nil { next.to?.year = year }
                }
                rule.dates.append(next)
                continue
            }
            if current.kind == .comma, case .monthDay(let month, _) = rule.dates.last?.from.kind,
                rule.dates.last?.from.year == nil,
                isDayOfMonth(at: index + 1), !startsTimeRange(at: index + 1)
            {
                let comma = current
                advance()
                warn(
                    .punctuation, "Repeat the month before each day of a list", at: comma, through: current,
                    example: "Dec 24,Dec 31")
                let day = try dayOfMonth(month: month)
                var range = DateRange(from: DateSpec(kind: .monthDay(month: month, day: day)))
                if current.kind == .dash, isDayOfMonth(at: index + 1) || isSteppedDay(at: index + 1),
                    !startsTimeRange(at: index + 1)
                {
                    advance()
                    let last = current
                    let end = try dayOfMonth(month: month)
                    try checkOrder(month: month, from: day, to: end, at: last)
                    range.to = DateSpec(kind: .monthDay(month: month, day: end))
                    range.step = try parseDayStep()
                }
                rule.dates.append(range)
                continue
            }
            return
        }
    }

    /// A date range, checked against the rule's years: a range with a year only at its end
    /// (`easter -2 days-2012 easter`, `Dec 25-2026 Jan 06`) does not say which year it starts in
    /// and is an error, unless a year came before it in the rule (`2025 Jun-Oct, Dec-2026 Jan`).
    /// `inList` when it follows another date of the rule's list.
    mutating func parseDateRange(in rule: Rule, inList: Bool = false) throws(ParseFailure) -> DateRange {
        let start = current
        let range = try parseDateRange(inList: inList)
        if rule.years.isEmpty, range.from.year == nil, let year = range.to?.year,
            !rule.dates.contains(where: { $0.from.year != nil })
        {
            throw failure(
                .unexpected, "A date range with a year at its end needs a year at its start too", at: start,
                example: "\(year - 1) Dec 25-\(year) Jan 06")
        }
        return range
    }

    /// One date or date range; `inList` when it follows another date of the rule's list.
    mutating func parseDateRange(inList: Bool = false) throws(ParseFailure) -> DateRange {
        let from = try parseDateSpec(inList: inList)
        var range = DateRange(from: from)
        if current.kind == .dash {
            if let month = from.kind.dayRangeMonth, isDayOfMonth(at: index + 1) || isSteppedDay(at: index + 1),
                !startsTimeRange(at: index + 1)
            {
                advance()
                let last = current
                let day = try dayOfMonth(month: month)
                if case .monthDay(_, let first) = from.kind, from.dayOffset == 0, from.weekdayOffset == 0 {
                    try checkOrder(month: month, from: first, to: day, at: last)
                }
                range.to = DateSpec(year: from.year, kind: .monthDay(month: month, day: day))
                range.to?.dayOffset = try parseDayOffset() ?? 0
            } else if startsDate(at: index + 1) {
                advance()
                // `Mar 05-Mar 01`, with the month written again, wraps through the year (unlike `Jun 30-24`).
                range.to = try parseDateSpec(after: from)
            }
            // `Jan 01-31/8`: every eighth day of the range.
            if case .monthDay = range.to?.kind, case .monthDay = from.kind {
                range.step = try parseDayStep()
            }
        } else if current.kind == .plus, !(peek().number != nil && word(peek(2))?.hasPrefix("day") == true) {
            if case .monthDay = from.kind {
                range.isOpenEnded = true
                advance()
            }
        }
        return range
    }

    /// `/8` after a range of days (`Jan 01-31/8`: every eighth day), or `nil`.
    mutating func parseDayStep() throws(ParseFailure) -> Int? {
        // `/8:` followed by a space is the step and the wide-selector colon (`Jan 01-31/8: 10:00-12:00`);
        // `/8:00` is not a step.
        guard current.kind == .slash, let step = peek().number,
            peek(2).kind != .colon || peek(3).spaceBefore || peek(3).number == nil
        else { return nil }
        guard step >= 1 else {
            throw failure(.outOfRange, "A day step must be 1 or more", at: peek(), example: "Jan 01-31/8")
        }
        advance()
        advance()
        return step
    }

    /// Rejects a range of days of one month, written with the month once, that ends before it
    /// starts (`Jun 30-24`): a typo, not the eleven months from June 30 to the next June 24.
    /// (`Mar 05-Mar 01`, with the month written again, is read as the range through the year.)
    func checkOrder(month: Int, from: Int, to: Int, at token: Token) throws(ParseFailure) {
        guard to < from else { return }
        let name = Names.months[month - 1]
        throw failure(
            .outOfRange,
            "The range \(name) \(SchedulePrinter.twoDigits(from))-\(SchedulePrinter.twoDigits(to)) ends before it starts",
            at: token,
            example: "\(name) \(SchedulePrinter.twoDigits(to))-\(SchedulePrinter.twoDigits(from))")
    }

    /// Whether the token at `position` is a day of the month followed by a day step (`31/8` in
    /// `Jan 01-31/8`).
    func isSteppedDay(at position: Int) -> Bool {
        let token = tokens[min(position, tokens.count - 1)]
        let next = tokens[min(position + 1, tokens.count - 1)]
        let after = tokens[min(position + 2, tokens.count - 1)]
        let following = tokens[min(position + 3, tokens.count - 1)]
        let last = tokens[min(position + 4, tokens.count - 1)]
        return token.number != nil && token.digits <= 2 && next.kind == .slash && after.number != nil
            && (following.kind != .colon || last.spaceBefore || last.number == nil)
    }

    /// Whether the nth weekday starting at `position` (`Su[-1]`) belongs to a date: a single
    /// occurrence followed by the rest of a date range (`Mar Su[-1]-Oct Su[-1]`, `Jul Mo[2]-31`),
    /// ending a range that did not start with a whole month, or one of a list of dates
    /// (`Dec 25,Jul Sa[3]`). Otherwise it is a weekday selector after the months, as in
    /// opening_hours.js: `Dec-Oct Mo[2,4]`, `Aug-Jul Su[4]`, and `Aug Su[-1] +1 day` (the day after
    /// August's last Sunday, when that day is still in August).
    func nthWeekdayOfDate(at position: Int, endingRangeFrom start: DateSpec?, inList: Bool) -> Bool {
        let at = { (offset: Int) in self.tokens[min(position + offset, self.tokens.count - 1)] }
        guard isWeekday(at(0)), at(1).kind == .openBracket else { return false }
        var offset = 2
        if at(offset).kind == .dash { offset += 1 }
        guard at(offset).number != nil, at(offset + 1).kind == .closeBracket else { return false }
        offset += 2
        // As the end of a range: part of the date unless the range started with a whole month.
        if let start {
            if case .month = start.kind { return false }
            return true
        }
        // A day offset may follow (`May Mo[-1] -2 days-Sep Mo[1]`).
        if at(offset).kind == .plus || at(offset).kind == .dash, at(offset + 1).number != nil,
            word(at(offset + 2))?.hasPrefix("day") == true
        {
            offset += 3
        }
        // In a list of dates (`Dec 25,Jul Sa[3]`, `Jul Sa[3],Dec 25`) it is one of the dates.
        if inList || (at(offset).kind == .comma && startsDate(at: position + offset + 1)) { return true }
        guard at(offset).kind == .dash else { return false }
        // `Jul Mo[2]-31`: to a day of the same month; `Mar Su[-1]-Oct Su[-1]`: to another date.
        return startsDate(at: position + offset + 1)
            || (isDayOfMonth(at: position + offset + 1) && !startsTimeRange(at: position + offset + 1))
    }

    /// Whether a time range (`10:00-12:00`) starts at `position`, so a number there is not a day.
    func startsTimeRange(at position: Int) -> Bool {
        let next = tokens[min(position + 1, tokens.count - 1)]
        let after = tokens[min(position + 2, tokens.count - 1)]
        return next.kind == .colon && !after.spaceBefore && after.digits == 2
    }

    /// One end of a date range. As the end of a range that starts with a whole month (`Nov-Feb`),
    /// it is a whole month too, so what follows is read as weekdays or times (`Nov-Feb 00-24`,
    /// `Aug-Jul Su[4]`).
    ///
    /// - Parameters:
    ///   - start: The range's first end when this is its last end.
    ///   - inList: Whether the date follows another date of the rule's list.
    /// - Returns: The date end.
    /// - Throws: A ``ParseFailure`` when no month or `easter` starts here, or a day does not exist.
    mutating func parseDateSpec(after start: DateSpec? = nil, inList: Bool = false) throws(ParseFailure) -> DateSpec {
        var year: Int?
        if isDatedMonth(at: index) {
            year = current.number
            advance()
        }
        var wholeMonthOnly = false
        if let start, case .month = start.kind { wholeMonthOnly = true }
        var spec: DateSpec
        if current.keyword == .easter {
            if current.hasUpper {
                warn(.nameFormat, "Write \"easter\" in lower case", at: current, example: "easter")
            }
            advance()
            spec = DateSpec(year: year, kind: .easter)
        } else if let month = monthNumber(current) {
            let canonical = Names.months[month - 1]
            if !isSpelled(current, canonical) {
                warn(
                    .nameFormat, "Write the month \"\(text(current))\" as \"\(canonical)\"", at: current,
                    example: canonical)
            }
            advance()
            if current.kind == .dot, !current.spaceBefore {
                // `Apr. 08:00`, `jun. 10:00-18:00`.
                warn(.punctuation, "Leave out the \".\" after a month", at: current, example: canonical)
                advance()
            }
            if !wholeMonthOnly, isDayOfMonth(at: index) {
                let day = try dayOfMonth(month: month)
                spec = DateSpec(year: year, kind: .monthDay(month: month, day: day))
            } else if !wholeMonthOnly, nthWeekdayOfDate(at: index, endingRangeFrom: start, inList: inList) {
                let weekday = weekdayName() ?? 1
                advance()
                let nth = try parseNthList()
                spec = DateSpec(year: year, kind: .nthWeekday(month: month, weekday: weekday, nth: nth[0].from))
            } else {
                spec = DateSpec(year: year, kind: .month(month))
            }
        } else {
            throw unexpected(current, expecting: "a month", example: "Dec 24-26")
        }
        // `Dec 25 +We`; not `Oct 01+ Mo-Sa` (an open end, then weekdays).
        if current.kind == .plus || current.kind == .dash, isWeekday(peek()), peek(2).kind != .openBracket,
            peek(2).kind != .dash, peek(2).kind != .comma
        {
            let sign = current.kind == .plus ? 1 : -1
            advance()
            spec.weekdayOffset = sign * (weekdayName() ?? 1)
        }
        spec.dayOffset = try parseDayOffset() ?? 0
        return spec
    }

    mutating func dayOfMonth(month: Int) throws(ParseFailure) -> Int {
        guard let day = current.number else {
            throw unexpected(current, expecting: "a day of the month", example: "Dec 24")
        }
        guard day >= 1, day <= LocalDate.daysInMonth(month, year: 2000) else {
            throw failure(
                .outOfRange, "\(Names.months[month - 1]) has no day \(day)", at: current, example: "Dec 24")
        }
        if current.digits != 2 {
            warn(
                .timeFormat, "Write the day \"\(text(current))\" with two digits", at: current,
                example: "\(Names.months[month - 1]) \(day < 10 ? "0" : "")\(day)")
        }
        advance()
        if current.kind == .dot, !current.spaceBefore, !(peek().kind == .number && !peek().spaceBefore) {
            // `Dec 24.-25.`: a dot after the day (German ordinal style).
            warn(
                .punctuation, "Leave out the \".\" after a day", at: current,
                example: "\(Names.months[month - 1]) \(SchedulePrinter.twoDigits(day))")
            advance()
        }
        return day
    }
}

extension DateSpec.Kind {
    /// The month a range starting here continues in when its end is a bare day (`Dec 24-26`,
    /// `Jul Mo[2]-31`), or `nil`.
    var dayRangeMonth: Int? {
        switch self {
        case .monthDay(let month, _), .nthWeekday(let month, _, _): month
        case .month, .easter: nil
        }
    }
}
