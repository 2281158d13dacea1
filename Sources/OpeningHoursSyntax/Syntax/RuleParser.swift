/// Recursive-descent parser over the tokens of one `opening_hours` value.
///
/// Follows the grammar of the OpenStreetMap specification
/// (<https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification>). Every tolerated
/// deviation is recorded as a warning; the caller decides whether warnings are acceptable.
/// Offsets here are Unicode scalar offsets.
struct RuleParser {
    var tokens: [Token]
    /// The lexer's spellings of words and comments (see ``Token/spelling``).
    let words: [String]
    /// The value's scalars, for the text of a token.
    let scalars: [Unicode.Scalar]
    var index = 0
    var warnings: [HoursDiagnostic] = []
    /// Whether the last clock time read was written with "pm" (`true`), "am" (`false`), or
    /// neither (`nil`): a range like `5-9 PM` takes the end's half of the day for its start.
    var lastMeridiem: Bool?

    init(tokens: [Token], words: [String], scalars: [Unicode.Scalar]) {
        self.tokens = tokens
        self.words = words
        self.scalars = scalars
    }

    /// A token as written (a number's digits in ASCII, whatever script they were written in; a
    /// comment's text without its quotes).
    func text(_ token: Token) -> String {
        switch token.kind {
        case .end: return ""
        case .comment: return words[token.spelling]
        default: break
        }
        let written = scalars[token.start..<token.end]
        guard token.kind == .number else { return Lexer.string(written) }
        // Digits of any script, spelled in ASCII.
        return Lexer.string(
            written.lazy.map { scalar in
                scalar.isASCII ? scalar : Unicode.Scalar(UInt8(48 + Int(scalar.properties.numericValue ?? 0)))
            })
    }

    /// A word's lowercased spelling, or `nil` for other tokens.
    func word(_ token: Token) -> String? { token.kind == .word ? words[token.spelling] : nil }

    /// Whether a token is written exactly as `expected`.
    func isSpelled(_ token: Token, _ expected: String) -> Bool {
        // A corrected token was put in canonically; its warning names what was written.
        if token.corrected { return true }
        var written = scalars[token.start..<token.end].makeIterator()
        for scalar in expected.unicodeScalars where written.next() != scalar { return false }
        return written.next() == nil
    }

    var current: Token {
        _read { yield tokens[index] }
    }

    func peek(_ distance: Int = 1) -> Token { tokens[min(index + distance, tokens.count - 1)] }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    mutating func warn(
        _ kind: HoursDiagnostic.Kind, _ message: DiagnosticText, at token: Token, through last: Token? = nil,
        example: String? = nil
    ) {
        let end = (last ?? token).end
        let warning = HoursDiagnostic(
            severity: .warning, text: message, offset: token.start, length: max(0, end - token.start), kind: kind,
            example: example)
        // Kept in input order (a warning about an earlier token, such as the start of `4:30-8:30 PM`
        // read in the afternoon, comes after those of later tokens), so no sort is needed later.
        var position = warnings.count
        while position > 0, warnings[position - 1].offset > warning.offset { position -= 1 }
        if position == warnings.count {
            warnings.append(warning)
        } else {
            warnings.insert(warning, at: position)
        }
    }

    func failure(
        _ kind: HoursDiagnostic.Kind, _ message: DiagnosticText, at token: Token, example: String?
    ) -> ParseFailure {
        ParseFailure(
            diagnostic: HoursDiagnostic(
                severity: .error, text: message, offset: token.start, length: max(0, token.end - token.start),
                kind: kind, example: example))
    }

    func unexpected(_ token: Token, expecting: String, example: String) -> ParseFailure {
        if token.kind == .end {
            return failure(
                .unexpectedEnd, "The value ends where \(expecting) was expected", at: token, example: example)
        }
        return failure(
            .unexpected, "Unexpected \"\(text(token))\" where \(expecting) was expected", at: token, example: example)
    }

    // MARK: Rule sequence

    /// Parses the whole value.
    mutating func parseSchedule() throws(ParseFailure) -> Schedule {
        var rules: [Rule] = []
        var separator = Rule.Separator.normal
        // A rule already read while looking ahead (`Mo 10:00-12:00 Tu …` with the `;` missing).
        var pending: Rule?
        while true {
            while pending == nil && (current.kind == .semicolon || (rules.isEmpty && current.kind == .comma)) {
                warn(
                    .punctuation, "Empty rule: \"\(text(current))\" with nothing before it", at: current,
                    example: "Mo-Fr 08:00-18:00; Sa 09:00-12:00")
                advance()
            }
            if pending == nil && current.kind == .end { break }
            var rule: Rule
            if let read = pending {
                rule = read
                pending = nil
            } else {
                rule = try parseRule()
            }
            rule.separator = rules.isEmpty ? .normal : separator
            rules.append(rule)
            let separatorToken = current
            switch current.kind {
            case .end:
                return Schedule(rules: rules)
            case .semicolon:
                separator = .normal
                advance()
                if current.kind == .end {
                    warn(
                        .punctuation, "Trailing \";\" ends the value", at: separatorToken, example: "Mo-Fr 08:00-18:00")
                }
            case .pipes:
                separator = .fallback
                advance()
            case .comma:
                separator = .additional
                advance()
                if current.kind == .end || current.kind == .semicolon {
                    warn(.punctuation, "Trailing \",\" ends a rule", at: separatorToken, example: "Mo-Fr 08:00-18:00")
                    separator = .normal
                }
            default:
                let start = current
                if !rule.weekdays.isEmpty, isWeekday(current) || isHoliday(current) || startsDate(at: index),
                    !rule.times.isEmpty, let next = readRuleAhead()
                {
                    // `Mo-Fr 10:00-21:00 Sa 09:00-21:00`: day groups with the `;` missing.
                    warn(
                        .missingSeparator, "A new rule starts at \"\(text(start))\" without \"; \" before it",
                        at: start, example: "Mo-Fr 08:00-18:00; Sa 09:00-12:00")
                    separator = .normal
                    // Keep what the look-ahead read instead of reading the rule again.
                    pending = next
                } else {
                    throw unexpected(
                        current, expecting: "\"; \" or the end of the value",
                        example: "Mo-Fr 08:00-18:00; Sa 09:00-12:00")
                }
            }
        }
        guard !rules.isEmpty else {
            throw failure(.unexpectedEnd, "The value has no rules", at: current, example: "Mo-Fr 08:00-18:00")
        }
        return Schedule(rules: rules)
    }

    /// The rule starting at the current token when it has times or a modifier (so it can start a
    /// rule after one whose `;` is missing), read in place; otherwise `nil`, with nothing consumed
    /// and no warning kept.
    ///
    /// Reading in place instead of on a copy of the parser saves copying the parser and its
    /// warnings for every day group of long values such as `Monday 9-12 Tuesday 9-12 …`.
    mutating func readRuleAhead() -> Rule? {
        let start = checkpoint()
        if let rule = try? parseRule(), !rule.times.isEmpty || rule.modifier != nil { return rule }
        rewind(to: start)
        return nil
    }

    /// Where the parser stands: its token, the warnings kept so far and the last meridiem.
    struct Checkpoint {
        var index: Int
        var warningCount: Int
        var lastMeridiem: Bool?
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(index: index, warningCount: warnings.count, lastMeridiem: lastMeridiem)
    }

    /// Back to `checkpoint`, dropping the warnings kept since: they concern the tokens read since,
    /// all after those of the warnings kept before.
    mutating func rewind(to checkpoint: Checkpoint) {
        index = checkpoint.index
        warnings.removeSubrange(checkpoint.warningCount...)
        lastMeridiem = checkpoint.lastMeridiem
    }

    /// Whether a day selector (weekday, holiday, month, easter, week, dated year) starts at `position`.
    func startsDaySelector(at position: Int) -> Bool {
        let token = tokens[min(position, tokens.count - 1)]
        guard token.kind == .word else { return false }
        switch token.keyword {
        case .ph, .sh, .easter, .week: return true
        default: return token.weekday != 0 || token.month != 0
        }
    }

    // MARK: Rule

    mutating func parseRule() throws(ParseFailure) -> Rule {
        var rule = Rule()
        let startIndex = index
        // A comment or modifier written before the selectors or times it belongs after.
        var early = EarlyParts()
        if current.kind == .comment, startsRuleBody(peek()) {
            early.comment = current
            advance()
        }
        takeEarlyModifier(into: &early, atRuleStart: true)
        if parseTwentyFourSeven() {
            rule.isTwentyFourSeven = true
            skipColon(after: "24/7")
        } else {
            try parseYears(into: &rule)
            try parseDates(into: &rule)
            if !rule.dates.isEmpty, current.kind == .colon, peek().keyword == .week {
                warn(
                    .punctuation, "Leave out \":\" between dates and weeks", at: current,
                    example: "Jan 11 week 02: 10:00-12:00")
                advance()
            }
            try parseWeeks(into: &rule)
            if rule.hasDaySelectors, current.kind == .colon {
                advance()
            }
            if rule.hasDaySelectors, parseTwentyFourSeven() {
                rule.isTwentyFourSeven = true
                skipColon(after: "24/7")
            } else {
                try parseWeekdaysAndHolidays(into: &rule)
                skipSelectorPunctuation(after: rule)
                let first = current
                if !rule.weekdays.isEmpty || !rule.holidays.isEmpty, parseTwentyFourSeven() {
                    // `Mo,We 24/7`: those days all day.
                    warn(
                        .timeFormat, "Write \"00:00-24:00\" for whole days, not \"24/7\" after days", at: first,
                        through: tokens[index - 1], example: "Mo,We 00:00-24:00")
                    rule.times = [TimeSpan(start: .clock(0), end: .clock(1440))]
                } else {
                    if early.comment == nil, current.kind == .comment, startsTime(peek()) {
                        // `We "call first" 10:00-16:00`.
                        early.comment = current
                        advance()
                    }
                    takeEarlyModifier(into: &early)
                    try parseTimes(into: &rule)
                }
            }
            try parseSelectorsOutOfOrder(into: &rule, modifier: early.modifier)
        }
        if index > startIndex, early.comment == nil, early.modifier == nil, current.kind == .comment,
            peek().keyword.modifier != nil
        {
            // `Mo-Fr 11:00-14:00 "lunch" open`.
            early.comment = current
            advance()
        }
        if let modifier = current.keyword.modifier, early.modifier == nil {
            if current.hasUpper {
                let word = words[current.spelling]
                warn(
                    .nameFormat, "Write \"\(word)\" in lower case, not \"\(text(current))\"", at: current, example: word
                )
            }
            rule.modifier = modifier
            advance()
            if current.kind == .comment || current.kind == .colon && peek().kind == .comment {
                skipColon(after: "\(words[tokens[index - 1].spelling])")
            }
        }
        if let modifier = early.modifier { rule.modifier = modifier }
        if current.kind == .comment, early.comment == nil {
            rule.comment = try commentText(current)
            advance()
        }
        if let comment = early.comment {
            rule.comment = try commentText(comment)
            warn(
                .missingSeparator, "Write the comment at the end of the rule", at: comment,
                example: "We 10:00-16:00 \"call first\"")
        }
        if index == startIndex {
            throw unexpected(current, expecting: "a rule", example: "Mo-Fr 08:00-18:00")
        }
        return rule
    }

    /// A comment's text, or an error when it holds a mark that ends a comment in straight quotes.
    ///
    /// A comment in other quotes (`'call "Anna"'`, `‘…’`, `「…」`) may hold `"`, `“`, `”` or `»`; the value is
    /// written with straight quotes, where the first of those ends the comment, so the written value would
    /// not read back (found by fuzz-hours, docs/reference/reliability.md). A comment in double quotes ends at the first
    /// such mark and never holds one.
    func commentText(_ token: Token) throws(ParseFailure) -> String {
        let text = words[token.spelling]
        guard let mark = text.unicodeScalars.first(where: { Lexer.closes($0, "\"") }) else { return text }
        throw failure(
            .unexpected,
            DiagnosticText(
                "A comment cannot hold \"\(mark)\": in straight quotes it would end the comment there; "
                    + "leave it out or write ' instead"),
            at: token, example: "Mo 10:00-12:00 \"call 'Anna' first\"")
    }

    /// A comment or modifier met before the part of the rule it belongs after.
    struct EarlyParts {
        var comment: Token?
        var modifier: Rule.Modifier?
    }

    /// `Off 14:00-16:00`, `We open 10:00-16:00`, `open week 06 Feb`: a modifier written before its
    /// times, or at the start of the rule before its selectors.
    mutating func takeEarlyModifier(into early: inout EarlyParts, atRuleStart: Bool = false) {
        guard early.modifier == nil, let modifier = current.keyword.modifier else { return }
        let beforeTimes = startsTime(peek()) && (peek().kind != .openParen || peek(2).keyword.event != nil)
        let beforeSelectors = atRuleStart && startsDaySelector(at: index + 1)
        guard beforeTimes || beforeSelectors else { return }
        let word = words[current.spelling]
        warn(
            .missingSeparator,
            beforeTimes
                ? "Write \"\(word)\" after the times, not before them"
                : "Write \"\(word)\" after the days, not before them", at: current,
            example: beforeTimes ? "14:00-16:00 \(word)" : "week 06 Feb \(word)")
        if current.hasUpper {
            warn(.nameFormat, "Write \"\(word)\" in lower case, not \"\(text(current))\"", at: current, example: word)
        }
        early.modifier = modifier
        advance()
    }

    /// Whether a rule's selectors or times start at `token`, so a comment before it belongs to
    /// that rule.
    func startsRuleBody(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .openParen: return true
        case .word:
            switch token.keyword {
            case .ph, .sh, .easter, .week: return true
            default: return token.weekday != 0 || token.month != 0 || token.keyword.event != nil
            }
        default: return false
        }
    }

    /// `00:00-24:00 week 05 Feb`, `week 05 Feb 2012-2014`, `open week 06 Feb`: selectors written after
    /// the times or out of their order (years, dates, weeks, weekdays and holidays, times), each
    /// kind read once, with a warning; opening_hours.js reads them in any order too.
    ///
    /// After the rule's times or modifier, words that read as a rule of their own with times or a
    /// modifier (`10:00-12:00 PH off`) are left to the next rule, whose `;` is missing: they are
    /// not this rule's selectors.
    mutating func parseSelectorsOutOfOrder(into rule: inout Rule, modifier: Rule.Modifier?) throws(ParseFailure) {
        // `10am Sunday`: a point in time before a day stays an error (from 10:00 until when?).
        guard !rule.isTwentyFourSeven, !rule.times.contains(where: { $0.end == nil && !$0.isOpenEnded }) else {
            return
        }
        while true {
            let start = index
            if !rule.times.isEmpty || modifier != nil, startsOwnRule() { return }
            if rule.years.isEmpty, isYear(at: index), !isDatedMonth(at: index) {
                try parseYears(into: &rule)
            } else if rule.dates.isEmpty, startsDate(at: index) {
                try parseDates(into: &rule)
            } else if rule.weeks.isEmpty, current.keyword == .week {
                try parseWeeks(into: &rule)
            } else if rule.weekdays.isEmpty, rule.holidays.isEmpty, isWeekday(current) || isHoliday(current) {
                try parseWeekdaysAndHolidays(into: &rule)
            } else if rule.times.isEmpty, startsTime(current), current.kind != .openParen || peek().keyword.event != nil
            {
                try parseTimes(into: &rule)
            }
            guard index > start else { return }
            warn(
                .punctuation, "Write the selectors in the order years, dates, weeks, days, times",
                at: tokens[start], through: tokens[index - 1], example: "2012 Feb week 05 Mo-Su 00:00-24:00")
        }
    }

    /// Whether the tokens from here read as a rule of their own with times or a modifier; nothing is
    /// consumed and no warning kept.
    mutating func startsOwnRule() -> Bool {
        guard startsDaySelector(at: index) || startsTime(current) || isYear(at: index) else { return false }
        let start = checkpoint()
        defer { rewind(to: start) }
        return readRuleAhead() != nil
    }

    /// `24/7: closed`, `closed: "…"`: a colon where none belongs.
    mutating func skipColon(after written: String) {
        guard current.kind == .colon else { return }
        warn(.punctuation, "Leave out \":\" after \"\(written)\"", at: current, example: "24/7 closed \"always\"")
        advance()
    }

    /// `24/7`, also with stray spaces.
    mutating func parseTwentyFourSeven() -> Bool {
        guard current.number == 24, current.digits == 2, peek().kind == .slash, peek(2).number == 7,
            peek(2).digits == 1
        else { return false }
        let first = current
        if peek().spaceBefore || peek(2).spaceBefore {
            warn(.punctuation, "Write \"24/7\" without spaces", at: first, through: peek(2), example: "24/7")
        }
        advance()
        advance()
        advance()
        return true
    }

    /// `Mo-Fr: 08:00`, `Mo-Fr. 08:00`, `Mo-Fr08:00`: punctuation between days and times.
    mutating func skipSelectorPunctuation(after rule: Rule) {
        guard !rule.weekdays.isEmpty || !rule.holidays.isEmpty else { return }
        var skipped = false
        while current.kind == .colon || current.kind == .dot {
            warn(
                .punctuation, "Leave out \"\(text(current))\" between days and times", at: current,
                example: "Mo-Fr 08:00-18:00")
            advance()
            skipped = true
        }
        if !skipped, case .number = current.kind, !current.spaceBefore {
            warn(.punctuation, "Put a space between days and times", at: current, example: "Mo-Fr 08:00-18:00")
        }
    }
}

// MARK: - The failure that stops parsing

/// An error that stops parsing; carries the diagnostic to report.
struct ParseFailure: Error {
    var diagnostic: HoursDiagnostic
}
