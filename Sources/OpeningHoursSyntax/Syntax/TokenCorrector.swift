/// Rewrites the words and phrases that real values use in place of the syntax (`till`, `and`,
/// `daily`, `24 hours`, `public holidays`, `late`, `geschlossen`, `nach Vereinbarung`, `Uhr` …)
/// into canonical tokens, with one warning each, before the parser reads the tokens.
///
/// The phrases are those opening_hours.js corrects with a warning (its word-correction table), as
/// far as each has one meaning; see docs/reference/opening-hours.md ("Tolerance rules") for the list and
/// for the forms left out on purpose. A phrase is matched on whole tokens, case-insensitively and
/// regardless of spaces (`7days`, `7 days`), longest first, and some only where their meaning is
/// clear: a word for "to" only between two times or days, a word for "and" only between two day
/// or time selectors, `Uhr` only after a number.
///
/// The replacement tokens span the written phrase (so later diagnostics point at it) and are
/// marked ``Token/corrected``: the parser does not check their spelling again.
enum TokenCorrector {
    /// Where a phrase may be rewritten.
    enum Context: Sendable {
        /// Anywhere.
        case any
        /// At the start of a rule or after a selector: not right after a dash, colon, number, `+`
        /// or comma (`24 hours` on its own, not `18-24 hours`; `daily` before times, not
        /// `08:00-18:00, daily`, which would be an additional rule open all day).
        case standalone
        /// Not right after a weekday: `Sunday Holiday` (in Indian English, "closed on Sundays")
        /// would read as "Sundays that are public holidays".
        case notAfterWeekday
        /// Right after a range's dash or range word (`08:00-midnight`).
        case rangeEnd
        /// Between the end of a time or day and the start of another (`12:00 till 14:00`,
        /// `lunes a viernes`).
        case range
        /// Between two selectors (`Mo and We`, `08:00-12:00 & 14:00-18:00`).
        case list
        /// After a time, possibly with a range word before it (`17:00-late`, `17:00 bis open end`).
        case openEnd
        /// After a number (`18 Uhr`, `17 hs`).
        case afterNumber
        /// Next to another weekday in a range or list (`M-F`, `Tu-Th, F`, `F-Sa`).
        case besideWeekday
    }

    /// How the warning words a correction.
    enum Style: Sendable {
        /// `Write "-" for a range, not "till"`.
        case range
        /// `Write "," between selectors, not "and"`.
        case list
        /// `Write "Mo-Su", not "daily"`.
        case replace
        /// `Leave out "Uhr"`.
        case omit
        /// `Write the comment "by appointment" in quotes`.
        case quote
    }

    /// Phrases with one meaning: what is written (alternatives, atoms separated by spaces), what
    /// it means in the syntax, and where it may be read.
    private struct Phrase {
        var written: [String]
        var meant: String
        var context: Context = .any
        var style: Style = .replace
        var kind: HoursDiagnostic.Kind = .nameFormat
    }

    /// The phrase table, from opening_hours.js's corrections (values are facts, the table is ours).
    private static let phrases: [Phrase] = {
        var list: [Phrase] = [
            Phrase(
                written: ["till", "til", "until", "through", "a", "as", "á", "ás", "à", "às", "ate", "до", "="],
                meant: "-", context: .range, style: .range, kind: .punctuation),
            Phrase(
                written: ["and", "und", "u", "auch", "et", "&"], meant: ",", context: .list, style: .list,
                kind: .punctuation),
            Phrase(
                written: ["late", "open end", "openend", "open - end"], meant: "+", context: .openEnd,
                kind: .timeFormat),
            Phrase(
                written: [
                    "daily", "everyday", "every day", "all days", "7 days", "7 / 7", "7 j / 7", "7 days a week",
                    "7 days / week", "täglich", "taeglich",
                ], meant: "Mo-Su", context: .standalone),
            Phrase(
                written: [
                    "always", "always open", "nonstop", "non - stop", "24 x 7", "anytime", "all day",
                    "24 hours 7 days a week",
                ], meant: "24/7", context: .standalone),
            Phrase(written: ["always closed"], meant: "closed"),
            Phrase(written: ["24 hours"], meant: "00:00-24:00", context: .standalone, kind: .timeFormat),
            Phrase(written: ["midnight"], meant: "24:00", context: .rangeEnd, kind: .timeFormat),
            Phrase(written: ["midnight"], meant: "00:00", kind: .timeFormat),
            Phrase(written: ["midday"], meant: "12:00", kind: .timeFormat),
            Phrase(written: ["weekend", "weekends"], meant: "Sa,Su"),
            Phrase(written: ["weekday", "weekdays", "on work day", "on work days", "vardagar"], meant: "Mo-Fr"),
            Phrase(written: ["werktag", "werktags"], meant: "Mo-Sa"),
            Phrase(
                written: [
                    "holiday", "holidays", "public holiday", "public holidays", "feiertag", "feiertags", "feiertage",
                    "feiertagen", "an feiertag", "an feiertags", "an feiertage", "an feiertagen", "feestdag",
                    "feestdagen", "jours fériés",
                ], meant: "PH", context: .notAfterWeekday),
            Phrase(written: ["day after public holiday", "one day after public holiday"], meant: "PH +1 day"),
            Phrase(written: ["day before public holiday", "one day before public holiday"], meant: "PH -1 day"),
            Phrase(
                written: [
                    "school holiday", "school holidays", "schoolholiday", "schoolholidays", "ferien", "schulferien",
                ], meant: "SH"),
            Phrase(written: ["daylight", "daytime"], meant: "sunrise-sunset", kind: .timeFormat),
            Phrase(written: ["sundown", "sonnenuntergang"], meant: "sunset", kind: .timeFormat),
            Phrase(written: ["sonnenaufgang"], meant: "sunrise", kind: .timeFormat),
            Phrase(written: ["morgendämmerung"], meant: "dawn", kind: .timeFormat),
            Phrase(written: ["abenddämmerung"], meant: "dusk", kind: .timeFormat),
            Phrase(written: ["ostern"], meant: "easter"),
            Phrase(
                written: ["geschlossen", "geschl", "geschl .", "gesloten", "fermé", "ruhetag", "ruhetage", "оff"],
                meant: "off"),
            Phrase(
                written: ["on appointment", "on appointments", "on_appointment", "on_appointments"],
                meant: "\"on appointment\"", style: .quote, kind: .punctuation),
            Phrase(
                written: ["by appointment", "by appointments", "by_appointment", "by_appointments"],
                meant: "\"by appointment\"", style: .quote, kind: .punctuation),
            Phrase(
                written: ["nach vereinbarung", "nach_vereinbarung"], meant: "\"Nach Vereinbarung\"", style: .quote,
                kind: .punctuation),
            Phrase(
                written: ["nach absprache", "nach_absprache"], meant: "\"Nach Absprache\"", style: .quote,
                kind: .punctuation),
            Phrase(
                written: ["sur rendez vous", "sur rendez - vous", "sur_rendez_vous", "sur_rendez - vous"],
                meant: "\"Sur rendez-vous\"", style: .quote, kind: .punctuation),
            Phrase(
                written: ["uhr", "hs", "hrs", "hours"], meant: "", context: .afterNumber, style: .omit,
                kind: .unexpected),
            Phrase(
                written: [
                    "geöffnet", "durchgehend", "öffnungszeit", "öffnungszeit :", "öffnungszeiten", "öffnungszeiten :",
                    "opening_hours =",
                ], meant: "", style: .omit, kind: .unexpected),
        ]
        // `M-F`, `F-Sa`: the single letters that name one weekday in English.
        list.append(Phrase(written: ["m"], meant: "Mo", context: .besideWeekday))
        list.append(Phrase(written: ["w"], meant: "We", context: .besideWeekday))
        list.append(Phrase(written: ["f"], meant: "Fr", context: .besideWeekday))
        // `Sonn- und Feiertags`, `an Sonn- und Feiertagen`, `nur Sonn-/Feiertags`: Sundays and holidays.
        var sundays: [String] = []
        for prefix in ["", "an ", "nur "] {
            for middle in [" - und ", " und ", " - / ", " / "] {
                for end in ["feiertag", "feiertags", "feiertage", "feiertagen"] {
                    sundays.append(prefix + "sonn" + middle + end)
                }
            }
        }
        list.append(Phrase(written: sundays, meant: "PH,Su"))
        // `SHWe`, `PHSa`: a holiday and a weekday written as one word.
        for holiday in ["ph", "sh"] {
            for (index, day) in Names.weekdays.enumerated() {
                list.append(
                    Phrase(
                        written: [holiday + day.lowercased()],
                        meant: holiday.uppercased() + " " + Names.weekdays[index],
                        style: .replace, kind: .punctuation))
            }
        }
        // `PHoff`, `Suoff`, `Moclosed`: a day and a modifier written as one word.
        for day in Names.weekdays + ["PH", "SH"] {
            for modifier in ["off", "closed"] {
                list.append(
                    Phrase(
                        written: [day.lowercased() + modifier], meant: day + " " + modifier, style: .replace,
                        kind: .punctuation))
            }
        }
        // `MarSa-Su`: a month and a weekday written as one word.
        for month in Names.months {
            for day in Names.weekdays {
                list.append(
                    Phrase(
                        written: [month.lowercased() + day.lowercased()], meant: month + " " + day, style: .replace,
                        kind: .punctuation))
            }
        }
        return list
    }()

    /// One piece of a written phrase.
    private enum Atom: Hashable {
        case word(String)
        case number(Int)
        case kind(Token.Kind)
        case character(Unicode.Scalar)

        init(_ text: String) {
            switch text {
            case "-": self = .kind(.dash)
            case "/": self = .kind(.slash)
            case ":": self = .kind(.colon)
            case ".": self = .kind(.dot)
            case "=", "&": self = .character(text.unicodeScalars.first ?? "=")
            default:
                if let value = Int(text) {
                    self = .number(value)
                } else {
                    self = .word(text)
                }
            }
        }
    }

    /// A phrase ready to match: its atoms and its replacement, lexed once.
    private struct Entry {
        /// Position in the table, so that of two phrases of one length the first is tried first.
        var order: Int
        var atoms: [Atom]
        var phrase: Phrase
        var tokens: [Token]
        var words: [String]
    }

    /// The entries by their first atom, longest first.
    private static let entries: [Atom: [Entry]] = {
        var table: [Atom: [Entry]] = [:]
        var order = 0
        for phrase in phrases {
            var lexer = Lexer(phrase.meant)
            let tokens = lexer.tokens().filter { $0.kind != .end }
            for written in phrase.written {
                let atoms = written.split(separator: " ").map { Atom(String($0)) }
                guard let first = atoms.first else { continue }
                table[first, default: []].append(
                    Entry(order: order, atoms: atoms, phrase: phrase, tokens: tokens, words: lexer.words))
                order += 1
            }
        }
        for key in table.keys {
            table[key]?.sort { ($0.atoms.count, -$0.order) > ($1.atoms.count, -$1.order) }
        }
        return table
    }()

    /// The lowercased words that start a phrase, for the lexer's name table (built from the
    /// phrase table's text alone, so the lexer's table does not depend on lexed entries).
    static let firstWords: Set<String> = {
        var words: Set<String> = ["feira"]
        for phrase in phrases {
            for written in phrase.written {
                guard let first = written.split(separator: " ").first, case .word(let word) = Atom(String(first))
                else { continue }
                words.insert(word)
            }
        }
        return words
    }()

    /// The phrases of `tokens` rewritten, or `nil` when there are none.
    ///
    /// - Parameters:
    ///   - tokens: The lexer's tokens, ending with `.end`.
    ///   - words: The lexer's spellings; the replacements' spellings are appended.
    ///   - scalars: The value's scalars.
    /// - Returns: The new tokens and one warning per rewritten phrase (scalar offsets, in input
    ///   order), or `nil` when nothing was rewritten.
    /// - Complexity: O(n) in the number of tokens (phrases are at most six tokens long).
    static func correct(
        _ tokens: [Token], words: inout [String], scalars: [Unicode.Scalar]
    ) -> (tokens: [Token], warnings: [HoursDiagnostic])? {
        var output: [Token] = []
        var warnings: [HoursDiagnostic] = []
        // Until the first phrase, the tokens kept are the input's own (`tokens[..<index]`), so a
        // value with nothing to correct costs no copy.
        var changed = false
        // Whether the next token written keeps no space before it (after `,` or `-` put in for a word).
        var tightNext = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard
                token.startsPhrase || token.kind == .other
                    || (token.kind == .number && (token.value == 7 || token.value == 24))
            else {
                // Not the start of any phrase (the numbers that start one are 7 and 24).
                if changed { keep(token, in: &output, tightNext: &tightNext) }
                index += 1
                continue
            }
            let kept = changed ? output[...] : tokens[..<index]
            if let (entry, length) = match(at: index, tokens, words, scalars, kept) {
                if !changed {
                    output.reserveCapacity(tokens.count + 4)
                    output += tokens[..<index]
                    changed = true
                }
                var start = token.start
                let end = tokens[index + length - 1].end
                var spaceBefore = tightNext ? false : token.spaceBefore
                if entry.phrase.context == .openEnd, let last = output.last, isRangeWord(last, words) {
                    // `17:00-late`, `17:00 till late`: the range word belongs to the open end.
                    start = last.start
                    spaceBefore = last.spaceBefore
                    output.removeLast()
                }
                let tight = entry.phrase.style == .range || entry.phrase.style == .list || entry.phrase.meant == "+"
                let base = words.count
                words += entry.words
                for (position, replacement) in entry.tokens.enumerated() {
                    var put = replacement
                    put.start = start
                    put.end = end
                    put.corrected = true
                    if put.spelling >= 0 { put.spelling += base }
                    if position == 0 { put.spaceBefore = tight ? false : spaceBefore }
                    output.append(put)
                }
                if !entry.tokens.isEmpty || !tightNext {
                    // An omitted word leaves a pending tight token as it was.
                    tightNext = tight
                }
                warnings.append(warning(entry.phrase, written: Lexer.string(scalars[start..<end]), start, end))
                index += length
                continue
            }
            if token.kind == .word, token.startsPhrase, words[token.spelling] == "feira",
                let dash = kept.last, dash.kind == .dash, !dash.spaceBefore, !token.spaceBefore,
                kept.count >= 2, kept[kept.endIndex - 2].weekday != 0
            {
                // Portuguese `segunda-feira`: the weekday's name ends with "-feira".
                if !changed {
                    output += tokens[..<index]
                    changed = true
                }
                output.removeLast()
                warnings.append(
                    HoursDiagnostic(
                        severity: .warning, text: "Leave out \"-feira\" after the weekday", offset: dash.start,
                        length: token.end - dash.start, kind: .nameFormat, example: "Mo-Fr"))
                index += 1
                continue
            }
            if changed { keep(token, in: &output, tightNext: &tightNext) }
            index += 1
        }
        return changed ? (output, warnings) : nil
    }

    /// Writes a token that is not rewritten; a pending tight token (after a `,` or `-` put in for
    /// a word) loses its space before, once.
    private static func keep(_ token: Token, in output: inout [Token], tightNext: inout Bool) {
        var kept = token
        if tightNext {
            kept.spaceBefore = false
            tightNext = false
        }
        output.append(kept)
    }

    /// The longest phrase starting at `index` whose context holds, with its length in tokens.
    private static func match(
        at index: Int, _ tokens: [Token], _ words: [String], _ scalars: [Unicode.Scalar], _ output: ArraySlice<Token>
    ) -> (Entry, Int)? {
        let token = tokens[index]
        let key: Atom
        switch token.kind {
        case .word where token.startsPhrase: key = .word(words[token.spelling])
        case .number where token.value == 7 || token.value == 24: key = .number(token.value)
        case .other: key = .character(scalars[token.start])
        default: return nil
        }
        guard let candidates = entries[key] else { return nil }
        for entry in candidates where index + entry.atoms.count < tokens.count {
            var matched = true
            for (offset, atom) in entry.atoms.enumerated().dropFirst()
            where !matches(atom, tokens[index + offset], words, scalars) {
                matched = false
                break
            }
            guard matched else { continue }
            let next = index + entry.atoms.count
            if holds(entry.phrase.context, output: output, tokens: tokens, next: next, words) {
                return (entry, entry.atoms.count)
            }
        }
        return nil
    }

    private static func matches(_ atom: Atom, _ token: Token, _ words: [String], _ scalars: [Unicode.Scalar]) -> Bool {
        switch atom {
        case .word(let word): token.kind == .word && words[token.spelling] == word
        case .number(let value): token.kind == .number && token.value == value
        case .kind(let kind): token.kind == kind
        case .character(let scalar): token.kind == .other && scalars[token.start] == scalar
        }
    }

    /// Whether a context holds between the tokens kept so far (`output`) and the token after the
    /// phrase (`tokens[next]`).
    private static func holds(
        _ context: Context, output: ArraySlice<Token>, tokens: [Token], next: Int, _ words: [String]
    ) -> Bool {
        let before = output.last
        let after = tokens[next]
        switch context {
        case .any:
            return true
        case .standalone:
            guard let before else { return true }
            switch before.kind {
            case .dash, .colon, .number, .plus, .slash, .comma: return false
            default: return true
            }
        case .notAfterWeekday:
            return before?.weekday ?? 0 == 0
        case .rangeEnd:
            guard let before else { return false }
            return isRangeWord(before, words)
        case .range:
            // `till midnight`: the next phrase may be a time.
            guard let before, endsTimeOrDay(before), startsTimeOrDay(after) || after.startsPhrase else { return false }
            return true
        case .list:
            guard let before, endsTimeOrDay(before) || before.keyword == .ph || before.keyword == .sh,
                startsTimeOrDay(after) || after.keyword == .ph || after.keyword == .sh || after.startsPhrase
            else { return false }
            return true
        case .openEnd:
            guard let before else { return false }
            if isRangeWord(before, words) { return true }
            return endsTime(before)
        case .afterNumber:
            return before?.kind == .number
        case .besideWeekday:
            let joins = { (token: Token) in token.kind == .dash || token.kind == .comma }
            if joins(after), next + 1 < tokens.count {
                let day = tokens[next + 1]
                if day.weekday != 0 { return true }
                if day.kind == .word, ["m", "w", "f"].contains(words[day.spelling]) { return true }
            }
            if let before, joins(before), output.count >= 2, output[output.endIndex - 2].weekday != 0 { return true }
            return false
        }
    }

    private static func endsTime(_ token: Token) -> Bool {
        token.kind == .number || token.kind == .closeParen || token.keyword.event != nil
    }

    private static func endsTimeOrDay(_ token: Token) -> Bool {
        endsTime(token) || token.weekday != 0 || token.month != 0 || token.kind == .dot
            || token.kind == .closeBracket
    }

    private static func startsTimeOrDay(_ token: Token) -> Bool {
        token.kind == .number || token.kind == .openParen || token.keyword.event != nil || token.weekday != 0
            || token.month != 0
    }

    /// `-`, `to`, `bis`, `til`, `till`, `until`: what may come before an open end.
    private static func isRangeWord(_ token: Token, _ words: [String]) -> Bool {
        if token.kind == .dash { return true }
        guard token.kind == .word else { return false }
        if token.keyword == .to || token.keyword == .bis { return true }
        let word = words[token.spelling]
        return word == "til" || word == "till" || word == "until"
    }

    private static func warning(_ phrase: Phrase, written: String, _ start: Int, _ end: Int) -> HoursDiagnostic {
        let text: DiagnosticText
        let example: String
        switch phrase.style {
        case .range:
            text = "Write \"-\" for a range, not \"\(written)\""
            example = "Mo-Fr 08:00-18:00"
        case .list:
            text = "Write \",\" between days or times, not \"\(written)\""
            example = "Mo,We 08:00-12:00,14:00-18:00"
        case .replace:
            text = "Write \"\(phrase.meant)\", not \"\(written)\""
            example = phrase.meant
        case .omit:
            text = "Leave out \"\(written)\""
            example = "Mo-Fr 08:00-18:00"
        case .quote:
            text = "Write free text as a comment in quotes: \(phrase.meant), not \"\(written)\""
            example = "Mo-Fr 08:00-12:00, Mo-Fr 14:00-18:00 \(phrase.meant)"
        }
        return HoursDiagnostic(
            severity: .warning, text: text, offset: start, length: end - start, kind: phrase.kind, example: example)
    }
}
