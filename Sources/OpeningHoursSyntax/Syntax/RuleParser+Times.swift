import RawMemory

extension RuleParser {
    func startsTime(_ token: Token) -> Bool {
        switch token.kind {
        case .number: return true
        case .openParen: return true
        case .word: return token.keyword.event != nil
        default: return false
        }
    }

    mutating func parseTimes(into rule: inout Rule) throws(ParseFailure) {
        guard startsTime(current) else { return }
        // A span already read after a missing comma.
        var pending: TimeSpan?
        while true {
            if let span = pending {
                rule.times.append(span)
                pending = nil
            } else {
                rule.times.append(try parseTimeSpan())
            }
            // `08:00-20:00, 24/7` is an additional rule `24/7`, not a time.
            if current.kind == .comma, startsTime(peek()), !isYear(at: index + 1), !isTwentyFourSeven(at: index + 1) {
                advance()
                continue
            }
            if startsTime(current), case .number = current.kind, !isYear(at: index), rule.times.last?.end != nil {
                // `09:00-12:00 13:00-17:00`: two ranges with the comma missing. `8:00 18:00` (a
                // missing dash) is ambiguous and stays an error.
                // Read in place (no copy of the parser): if the span has no end, the value is an
                // error anyway.
                let start = current
                let span = try parseTimeSpan()
                guard span.end != nil else {
                    throw failure(
                        .unexpected, "A time range needs \"-\" between its times", at: start,
                        example: "08:00-12:00,14:00-18:00")
                }
                warn(.missingSeparator, "Separate times with \",\"", at: start, example: "08:00-12:00,14:00-18:00")
                pending = span
                continue
            }
            return
        }
    }

    mutating func parseTimeSpan() throws(ParseFailure) -> TimeSpan {
        let hourOnly = current.digits <= 2 && (isRangeDash(peek()) || peek().kind == .plus)
        let startToken = current
        let startIndex = index
        lastMeridiem = nil
        let start = try parseTimePoint(hourOnlyAllowed: hourOnly, extended: false)
        let startMeridiem = lastMeridiem
        let bareStart = index == startIndex + 1 && (1...2).contains(startToken.digits)
        var span = TimeSpan(start: start)
        if current.kind == .plus {
            span.isOpenEnded = true
            advance()
            return span
        }
        guard isRangeDash(current) else { return span }
        let dash = current
        if dash.spaceBefore || peek().spaceBefore {
            warn(.punctuation, "Write time ranges without spaces around \"-\"", at: dash, example: "08:00-18:00")
        }
        if word(dash) != nil {
            warn(.punctuation, "Write \"-\" for a range, not \"\(text(dash))\"", at: dash, example: "08:00-18:00")
        }
        advance()
        let endToken = current
        let endIndex = index
        lastMeridiem = nil
        span.end = try parseTimePoint(hourOnlyAllowed: true, extended: true)
        if startMeridiem == nil, lastMeridiem == true, case .clock(let from) = start, case .clock(let to)? = span.end,
            (60..<720).contains(from), from + 720 < to
        {
            // `5-9 PM`, `5:30-9:30 PM`: the start shares the end's "PM" (17:00-21:00). `11-2 PM`
            // keeps its morning start, since 23:00 would come after 14:00.
            span.start = .clock(from + 720)
            warn(
                .timeFormat,
                "Read \"\(text(startToken))\" as \(Self.clockText(from + 720)), in the afternoon like the end",
                at: startToken, example: Self.clockText(from + 720))
        }
        if bareStart, index == endIndex + 1, (1...2).contains(endToken.digits), looksLikeDayStep() {
            // `Mo-Fr 01-31/2`: "every other day of the month", not 01:00-31:00 every 2 minutes.
            let stepToken = peek().kind == .end ? current : peek()
            let written = "\(text(startToken))-\(text(endToken))/\(stepToken.kind == .slash ? "" : text(stepToken))"
            throw ParseFailure(
                diagnostic: HoursDiagnostic(
                    severity: .error,
                    message: "\"\(written)\" is not a time range: bare numbers with a step look like days of the "
                        + "month (every other day), which cannot be read as hours",
                    offset: startToken.start, length: stepToken.end - startToken.start, kind: .unexpected,
                    example: "Mo-Fr 09:00-13:00"))
        }
        if current.kind == .plus {
            span.isOpenEnded = true
            advance()
        } else if current.kind == .slash {
            advance()
            span.repeatEvery = try parseRepeatInterval()
        }
        return span
    }

    /// Whether the tokens from the current one read `/N` with a one- or two-digit `N`, written
    /// tight and not starting another time (`/14-18`, `/18.30`, `/1:30`): the step of `01-31/2`.
    func looksLikeDayStep() -> Bool {
        guard current.kind == .slash, !current.spaceBefore else { return false }
        let step = peek()
        guard (1...2).contains(step.digits), !step.spaceBefore else { return false }
        let after = peek(2)
        switch after.kind {
        case .dash, .dot: return false
        case .colon: return peek(3).number == nil || peek(3).spaceBefore
        default: return true
        }
    }

    func isRangeDash(_ token: Token) -> Bool {
        token.kind == .dash || token.keyword == .to || token.keyword == .bis
    }

    mutating func parseRepeatInterval() throws(ParseFailure) -> Int {
        guard let first = current.number else {
            throw unexpected(current, expecting: "a repeat interval", example: "10:00-16:00/01:30")
        }
        let token = current
        advance()
        var minutes = first
        if current.kind == .colon, let second = peek().number {
            minutes = first * 60 + second
            if token.digits != 2 || peek().digits != 2 {
                warn(
                    .timeFormat,
                    "Write the interval \"\(text(token)):\(text(peek()))\" as hours and minutes of two digits",
                    at: token, through: peek(), example: Self.clockText(minutes))
            }
            advance()
            advance()
        }
        guard minutes > 0 else {
            throw failure(
                .outOfRange, "A repeat interval must be longer than 0", at: token, example: "10:00-16:00/01:30")
        }
        // Longer than a day has no two-digit hours to be written with (fuzz-hours: `/743:0` was printed as
        // `/743:00`, which does not read back).
        guard minutes <= 24 * 60 else {
            throw failure(
                .outOfRange, "A repeat interval must be at most 24:00", at: token, example: "10:00-16:00/01:30")
        }
        return minutes
    }

    mutating func parseTimePoint(hourOnlyAllowed: Bool, extended: Bool) throws(ParseFailure) -> TimePoint {
        if let event = current.keyword.event {
            if current.hasUpper {
                let word = Names.name(of: event)
                warn(.nameFormat, "Write \"\(word)\" in lower case", at: current, example: word)
            }
            advance()
            return .event(event, 0)
        }
        if current.kind == .openParen {
            advance()
            guard let event = current.keyword.event else {
                throw unexpected(current, expecting: "sunrise, sunset, dawn or dusk", example: "(sunset-01:00)")
            }
            let open = tokens[index - 1]
            advance()
            var offset = 0
            let bare = current.kind == .closeParen
            if current.kind == .plus || current.kind == .dash {
                let sign = current.kind == .plus ? 1 : -1
                advance()
                offset = sign * (try parseClock(hourOnlyAllowed: false, extended: false))
            }
            guard current.kind == .closeParen else {
                throw unexpected(current, expecting: "\")\"", example: "(sunset-01:00)")
            }
            if bare {
                // `(sunrise)`: brackets are only for a sun time with an offset.
                let name = Names.name(of: event)
                warn(
                    .punctuation, "Write \"\(name)\" without brackets (they are for an offset)", at: open,
                    through: current, example: name)
            }
            advance()
            return .event(event, offset)
        }
        return .clock(try parseClock(hourOnlyAllowed: hourOnlyAllowed, extended: extended))
    }

    /// A clock time in minutes: `08:00` and its tolerated forms `8:00`, `0800`, `08.00`, `8h`,
    /// `8h30`, `8`, `8pm`, `8:30 a.m.`.
    mutating func parseClock(hourOnlyAllowed: Bool, extended: Bool) throws(ParseFailure) -> Int {
        let first = current
        guard let number = first.number else {
            throw unexpected(current, expecting: "a time", example: "08:00-18:00")
        }
        var hour = number
        var minute = 0
        var problem: DiagnosticText?
        lastMeridiem = nil
        advance()
        if first.digits == 3, text(first).hasPrefix("0"), current.kind == .colon, peek().digits == 2,
            !peek().spaceBefore,
            let value = peek().number
        {
            minute = value
            advance()
            advance()
            problem = "Write the hour \"\(text(first))\" with two digits"
        } else if first.digits == 3 || first.digits == 4 {
            hour = number / 100
            minute = number % 100
            problem = "Write \"\(text(first))\" with a colon"
        } else if first.digits > 4 {
            throw failure(.outOfRange, "\"\(text(first))\" is not a time", at: first, example: "08:00")
        } else if current.kind == .colon || current.kind == .dot, !current.spaceBefore, let value = peek().number,
            peek().digits == 2, !peek().spaceBefore
        {
            if current.kind == .dot { problem = "Write \"\(text(first)).\(text(peek()))\" with a colon" }
            minute = value
            advance()
            advance()
            if first.digits == 1 && problem == nil { problem = "Write the hour \"\(text(first))\" with two digits" }
        } else if current.kind == .colon, !current.spaceBefore, peek().number == 0, peek().digits == 1,
            !peek().spaceBefore
        {
            advance()
            advance()
            problem = "Write the minutes of \"\(text(first)):0\" with two digits"
        } else if current.keyword == .h, !current.spaceBefore {
            advance()
            if let value = current.number, current.digits == 2, !current.spaceBefore {
                minute = value
                advance()
            }
            problem = "Write \"\(text(first))h\" as a time with a colon"
        } else if isMeridiem(current) {
            problem = "Write \"\(text(first))\(text(current))\" as a 24-hour time"
        } else if hourOnlyAllowed {
            problem = "Write the hour \"\(text(first))\" as a time with minutes"
        } else {
            throw unexpected(current, expecting: "\":\" and minutes", example: "08:00")
        }
        if current.keyword == .h, !current.spaceBefore, problem == nil {
            problem = "Leave out the \"h\" after a time"
            advance()
        } else if current.keyword == .h, !current.spaceBefore {
            advance()
        }
        if isMeridiem(current) {
            let afternoon = current.keyword == .pm || current.keyword == .p
            if afternoon, hour > 12, hour <= 24 {
                // `20:00PM`: already a 24-hour time.
            } else if hour < 1 || hour > 12 {
                throw failure(.outOfRange, "Hour \(hour) cannot be am or pm", at: first, example: "08:00")
            } else {
                hour = afternoon ? (hour == 12 ? 12 : hour + 12) : (hour == 12 ? 0 : hour)
            }
            problem = problem ?? "Write \"\(text(first))\" as a 24-hour time"
            lastMeridiem = afternoon
            skipMeridiem()
        }
        guard minute < 60 else {
            throw failure(.outOfRange, "Minute \(minute) is not between 00 and 59", at: first, example: "08:30")
        }
        guard hour < 48 || (hour == 48 && minute == 0), extended || hour < 24 || (hour == 24 && minute == 0) else {
            throw failure(.outOfRange, "Hour \(hour) is too large", at: first, example: "18:00-02:00")
        }
        if let problem {
            let example = Self.clockText(hour * 60 + minute)
            warn(.timeFormat, problem, at: first, example: example)
        }
        return hour * 60 + minute
    }

    func isMeridiem(_ token: Token) -> Bool {
        switch token.keyword {
        case .am, .pm: return true
        case .a, .p: return peek().kind == .dot
        default: return false
        }
    }

    mutating func skipMeridiem() {
        if current.keyword == .am || current.keyword == .pm {
            advance()
            return
        }
        advance()  // a / p
        if current.kind == .dot { advance() }
        if current.keyword == .m { advance() }
        if current.kind == .dot { advance() }
    }

    /// `HH:MM` for minutes after midnight (hours may exceed 24).
    static func clockText(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if (0..<100).contains(hours), rest >= 0 {
            // Five ASCII bytes straight into a small string, no concatenation.
            return MutableByteView.string(capacity: 5) { bytes in
                bytes[unchecked: 0] = UInt8(48 + hours / 10)
                bytes[unchecked: 1] = UInt8(48 + hours % 10)
                bytes[unchecked: 2] = UInt8(ascii: ":")
                bytes[unchecked: 3] = UInt8(48 + rest / 10)
                bytes[unchecked: 4] = UInt8(48 + rest % 10)
                return 5
            }
        }
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}

extension RuleParser {
    /// Whether `24/7` starts at `position`.
    func isTwentyFourSeven(at position: Int) -> Bool {
        let at = { (offset: Int) in self.tokens[min(position + offset, self.tokens.count - 1)] }
        return at(0).number == 24 && at(0).digits == 2 && at(1).kind == .slash && at(2).number == 7
    }
}
