extension RuleParser {
    // MARK: Years

    /// Whether the token at `position` is a 4-digit year (1900…9999) rather than a time.
    func isYear(at position: Int) -> Bool {
        let token = tokens[min(position, tokens.count - 1)]
        guard let value = token.number, token.digits == 4, value >= 1900 else { return false }
        let next = tokens[min(position + 1, tokens.count - 1)]
        return next.kind != .colon && next.kind != .dot && next.keyword != .h
    }

    mutating func parseYears(into rule: inout Rule) throws(ParseFailure) {
        guard isYear(at: index), !isDatedMonth(at: index) else { return }
        let start = index
        var years: [YearRange] = []
        while isYear(at: index), !isDatedMonth(at: index), let from = current.number {
            var range = YearRange(from: from)
            advance()
            if current.kind == .dash, isYear(at: index + 1), let to = peek().number {
                guard to >= from else {
                    if years.isEmpty, prefersYears(from, to) {
                        throw failure(
                            .outOfRange, "The year range \(from)-\(to) ends before it starts", at: tokens[index - 1],
                            example: "\(to)-\(from)")
                    }
                    // `2200-0600` is a time range written without colons.
                    index = start
                    return
                }
                range.to = to
                advance()
                advance()
            }
            if current.kind == .slash, let step = peek().number {
                guard step >= 1 else {
                    throw failure(.outOfRange, "A year step must be 1 or more", at: peek(), example: "2026-2040/2")
                }
                // `2055/2` alone: 2055 and every second year after it.
                range.step = step
                if range.to == nil { range.isOpenEnded = true }
                advance()
                advance()
            } else if current.kind == .plus, range.to == nil,
                !(peek().number != nil && word(peek(2))?.hasPrefix("day") == true)
            {
                range.isOpenEnded = true
                advance()
            }
            years.append(range)
            if current.kind == .comma, isYear(at: index + 1) {
                advance()
                continue
            }
            break
        }
        // `2000-2200` alone is a time range written without colons, not two centuries; `2026` alone
        // is a year.
        if isRuleEnd(current), years.count == 1, let only = years.first, let to = only.to, only.step == nil,
            looksLikeTime(only.from), looksLikeTime(to), !prefersYears(only.from, to)
        {
            index = start
            return
        }
        rule.years = years
    }

    func looksLikeTime(_ value: Int) -> Bool { value / 100 <= 24 && value % 100 < 60 }

    /// Whether a lone `from-to` of two four-digit numbers that could be times or years reads as
    /// years: both lie in 1990…2100 and their last two digits are not both `00` or `30` (`2012-2016`
    /// and `2040-2050` are years, as in opening_hours.js; `2000-2230` and `1930-2100` are times).
    func prefersYears(_ from: Int, _ to: Int) -> Bool {
        let roundish = { (value: Int) in value % 100 == 0 || value % 100 == 30 }
        return (1990...2100).contains(from) && (1990...2100).contains(to) && !(roundish(from) && roundish(to))
    }

    func isRuleEnd(_ token: Token) -> Bool {
        switch token.kind {
        case .end, .semicolon, .pipes, .comma: true
        default: false
        }
    }

    // MARK: Weeks

    mutating func parseWeeks(into rule: inout Rule) throws(ParseFailure) {
        guard current.keyword == .week else { return }
        if current.hasUpper {
            warn(.nameFormat, "Write \"week\" in lower case", at: current, example: "week 01-26")
        }
        advance()
        while true {
            let from = try weekNumber()
            var range = WeekRange(from: from)
            if current.kind == .dash {
                advance()
                range.to = try weekNumber()
            }
            if current.kind == .slash {
                advance()
                guard let step = current.number, step >= 1 else {
                    throw unexpected(current, expecting: "a week step", example: "week 01-53/2")
                }
                range.step = step
                advance()
            }
            rule.weeks.append(range)
            // `week 01,03: 10:00`: a colon with a space after it ends the weeks; `week 01, 03:00`
            // goes on with a time.
            if current.kind == .comma, peek().number != nil, peek(2).kind != .colon || peek(3).spaceBefore {
                advance()
                continue
            }
            return
        }
    }

    mutating func weekNumber() throws(ParseFailure) -> Int {
        guard let value = current.number else {
            throw unexpected(current, expecting: "a week number", example: "week 01-26")
        }
        guard (1...53).contains(value) else {
            throw failure(.outOfRange, "Week \(value) is not between 1 and 53", at: current, example: "week 01-53")
        }
        advance()
        return value
    }

    // MARK: Weekdays and holidays

    func isWeekday(_ token: Token) -> Bool { token.weekday != 0 }

    func isHoliday(_ token: Token) -> Bool { token.keyword == .ph || token.keyword == .sh }

    mutating func parseWeekdaysAndHolidays(into rule: inout Rule) throws(ParseFailure) {
        var sawWeekday = false
        var sawHoliday = false
        while true {
            let lastWasHoliday: Bool
            if isWeekday(current) {
                if sawHoliday && !sawWeekday { rule.holidaysFirst = true }
                sawWeekday = true
                rule.weekdays.append(try parseWeekdayRange())
                lastWasHoliday = false
            } else if isHoliday(current) {
                sawHoliday = true
                rule.holidays.append(try parseHoliday())
                lastWasHoliday = true
            } else {
                return
            }
            if lastWasHoliday, isHoliday(current) {
                // `SH PH -1 day Mo-We`: holidays listed with a space; either one matches.
                warn(.punctuation, "Separate holidays with \",\"", at: current, example: "SH,PH Mo-We")
                continue
            }
            if current.kind == .colon,
                (sawHoliday && !sawWeekday && isWeekday(peek())) || (sawWeekday && !sawHoliday && isHoliday(peek()))
            {
                // `PH: We,Fr`, `We,Fr: PH`: holidays that fall on those weekdays.
                warn(
                    .punctuation, "Leave out \":\" between holidays and weekdays (both must match)", at: current,
                    example: "PH We,Fr")
                advance()
                rule.holidaysAndWeekdaysIntersect = true
                continue
            }
            if current.kind == .comma, isWeekday(peek()) || isHoliday(peek()) {
                if peek().spaceBefore || current.spaceBefore {
                    warn(
                        .punctuation, "Write day lists without spaces", at: current, through: peek(),
                        example: "Mo,We,Fr")
                }
                advance()
                continue
            }
            if isHoliday(current) && sawWeekday && !sawHoliday || isWeekday(current) && sawHoliday && !sawWeekday {
                rule.holidaysAndWeekdaysIntersect = true
                continue
            }
            return
        }
    }

    mutating func weekdayName() -> Int? {
        let day = current.weekday
        guard day != 0 else { return nil }
        let canonical = Names.weekdays[day - 1]
        if !isSpelled(current, canonical) {
            warn(
                .nameFormat, "Write the weekday \"\(text(current))\" as \"\(canonical)\"", at: current,
                example: canonical)
        }
        advance()
        if current.kind == .dot, !current.spaceBefore,
            peek().kind == .comma || peek().kind == .dash || isWeekday(peek())
        {
            warn(.punctuation, "Leave out the \".\" after a weekday", at: current, example: canonical)
            advance()
        }
        return day
    }

    mutating func parseWeekdayRange() throws(ParseFailure) -> WeekdayRange {
        guard let from = weekdayName() else {
            throw unexpected(current, expecting: "a weekday", example: "Mo-Fr")
        }
        var range = WeekdayRange(from: from)
        if current.kind == .dash || current.keyword == .to || current.keyword == .bis, isWeekday(peek()) {
            if word(current) != nil {
                warn(
                    .punctuation, "Write \"-\" between weekdays, not \"\(text(current))\"", at: current,
                    example: "Mo-Fr"
                )
            } else if current.spaceBefore || peek().spaceBefore {
                warn(
                    .punctuation, "Write weekday ranges without spaces", at: current, through: peek(), example: "Mo-Fr")
            }
            advance()
            range.to = weekdayName()
        }
        if current.kind == .openBracket {
            advance()
            range.nth = try parseNthList()
            range.dayOffset = try parseDayOffset() ?? 0
        }
        return range
    }

    mutating func parseNthList() throws(ParseFailure) -> [NthRange] {
        var list: [NthRange] = []
        while true {
            let from = try nthNumber()
            var range = NthRange(from: from)
            if current.kind == .dash, from > 0 {
                advance()
                range.to = try nthNumber()
            }
            list.append(range)
            if current.kind == .comma {
                advance()
                continue
            }
            guard current.kind == .closeBracket else {
                throw unexpected(current, expecting: "\"]\"", example: "Mo[1,3]")
            }
            advance()
            return list
        }
    }

    mutating func nthNumber() throws(ParseFailure) -> Int {
        var sign = 1
        if current.kind == .dash {
            sign = -1
            advance()
        }
        guard let value = current.number else {
            throw unexpected(current, expecting: "a number 1…5 or -1…-5", example: "Su[-1]")
        }
        guard (1...5).contains(value) else {
            throw failure(.outOfRange, "\(value) is not between 1 and 5", at: current, example: "Mo[1]")
        }
        advance()
        return sign * value
    }

    /// `+2 days`, `-1 day`; `nil` when no offset follows.
    mutating func parseDayOffset() throws(ParseFailure) -> Int? {
        guard current.kind == .plus || current.kind == .dash, let value = peek().number,
            let unit = word(peek(2)), unit == "day" || unit == "days"
        else { return nil }
        let sign = current.kind == .plus ? 1 : -1
        if peek().spaceBefore {
            // `PH + 2 days`, `Mo[2] - 7 days`.
            warn(
                .punctuation, "Write the day offset without a space after \"\(text(current))\"", at: current,
                through: peek(), example: "PH +1 day")
        }
        advance()
        advance()
        advance()
        return sign * value
    }

    mutating func parseHoliday() throws(ParseFailure) -> HolidayRule {
        let kind: HolidayRule.Kind = current.keyword == .ph ? .publicHoliday : .schoolHoliday
        let canonical = kind == .publicHoliday ? "PH" : "SH"
        if !isSpelled(current, canonical) {
            warn(.nameFormat, "Write \"\(text(current))\" as \"\(canonical)\"", at: current, example: canonical)
        }
        advance()
        return HolidayRule(kind: kind, dayOffset: try parseDayOffset() ?? 0)
    }
}
