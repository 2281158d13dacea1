import CivilCalendar
import Foundation
import OpeningHoursSyntax

/// Reads the events of an iCalendar text (RFC 5545) as inclusive date ranges: the subset that
/// school-holiday calendars published by authorities and sites use.
///
/// Read: content lines with CRLF or LF endings, folded lines (RFC 5545 §3.1), parameters with
/// quoted values; `VEVENT`s inside `VCALENDAR` (other components, and components nested in an
/// event such as `VALARM`, are skipped); `DTSTART` as `DATE` or `DATE-TIME` (floating, UTC with
/// `Z`, or with `TZID`, whose wall-clock date is taken as is); the end from `DTEND` (exclusive) or
/// `DURATION`, else one day (RFC 5545 §3.6.1); `RRULE` with `FREQ=YEARLY` and `INTERVAL`, `COUNT`
/// or `UNTIL`; `STATUS:CANCELLED` events are left out. Anything that would change the dates and
/// is not read (`RDATE`, `EXDATE`, `RRULE` with other parts, a repetition without end) is an error
/// naming the line, never silently ignored.
enum ICalendarReader {
    /// One unfolded content line.
    struct ContentLine {
        /// Property name, upper case (`DTSTART`).
        var name: String
        /// Parameters by upper-case name (`VALUE` → `DATE`); quotes removed.
        var parameters: [String: String]
        /// The value after the first unquoted colon.
        var value: String
        /// 1-based number of the line it starts on.
        var line: Int
    }

    /// A `DATE` or `DATE-TIME` value.
    struct Moment {
        /// The calendar date (for UTC times, in the reader's zone).
        var date: LocalDate
        /// Seconds after midnight; `nil` for a `DATE`.
        var seconds: Int?
    }

    /// The events' dates.
    ///
    /// - Parameters:
    ///   - text: The iCalendar text.
    ///   - timeZone: The zone whose dates UTC times (`…Z`) fall on.
    /// - Returns: One inclusive range per event occurrence, in file order.
    /// - Throws: ``ICalendarError`` naming the first bad line.
    /// - Complexity: O(*n*) in the length of the text plus the occurrences.
    static func dateRanges(_ text: String, timeZone: TimeZone) throws(ICalendarError) -> [ClosedRange<LocalDate>] {
        var ranges: [ClosedRange<LocalDate>] = []
        var stack: [(name: String, line: Int)] = []
        var event: [ContentLine] = []
        var sawCalendar = false
        for line in try contentLines(text) {
            switch line.name {
            case "BEGIN":
                let component = line.value.uppercased()
                if stack.isEmpty && component != "VCALENDAR" {
                    throw ICalendarError(
                        line: line.line, message: "BEGIN:\(line.value) outside a calendar", example: "BEGIN:VCALENDAR")
                }
                if component == "VCALENDAR" { sawCalendar = true }
                if component == "VEVENT" { event = [] }
                stack.append((component, line.line))
            case "END":
                let component = line.value.uppercased()
                guard let open = stack.last else {
                    throw ICalendarError(line: line.line, message: "END:\(line.value) without a BEGIN:\(line.value)")
                }
                guard open.name == component else {
                    throw ICalendarError(
                        line: line.line,
                        message: "END:\(line.value) closes BEGIN:\(open.name) of line \(open.line)",
                        example: "END:\(open.name)")
                }
                stack.removeLast()
                if component == "VEVENT" { ranges += try eventRanges(event, line: open.line, timeZone: timeZone) }
            default:
                if stack.last?.name == "VEVENT" { event.append(line) }
            }
        }
        if let open = stack.last {
            throw ICalendarError(
                line: open.line, message: "BEGIN:\(open.name) is never closed", example: "END:\(open.name)")
        }
        guard sawCalendar else {
            throw ICalendarError(line: 1, message: "this is not an iCalendar file", example: "BEGIN:VCALENDAR")
        }
        return ranges
    }

    /// Splits the text into unfolded content lines (blank lines are skipped).
    static func contentLines(_ text: String) throws(ICalendarError) -> [ContentLine] {
        var result: [ContentLine] = []
        var current = ""
        var currentLine = 0
        var number = 0
        func finish() throws(ICalendarError) {
            guard currentLine > 0 else { return }
            result.append(try parse(current, line: currentLine))
        }
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        // "\r\n" is one Character in Swift, so both endings are separators.
        for rawLine in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let physical = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
            if let first = physical.first, first == " " || first == "\t" {
                guard currentLine > 0 else {
                    throw ICalendarError(
                        line: number, message: "a continuation line (starting with a space) has no line to continue")
                }
                current += physical.dropFirst()
                continue
            }
            try finish()
            current = String(physical)
            currentLine = physical.allSatisfy { $0 == " " || $0 == "\t" } ? 0 : number
        }
        try finish()
        return result
    }

    /// One content line: `NAME *(";" PARAM "=" VALUE) ":" VALUE`.
    static func parse(_ text: String, line: Int) throws(ICalendarError) -> ContentLine {
        let characters = Array(text)
        var index = 0
        while index < characters.count, characters[index] != ";", characters[index] != ":" { index += 1 }
        let name = String(characters[0..<index]).uppercased()
        guard !name.isEmpty, index < characters.count else {
            throw ICalendarError(
                line: line, message: "\"\(text.prefix(40))\" is not a NAME:VALUE line",
                example: "DTSTART;VALUE=DATE:20260330")
        }
        var parameters: [String: String] = [:]
        while index < characters.count, characters[index] == ";" {
            index += 1
            let start = index
            while index < characters.count, characters[index] != "=" { index += 1 }
            let key = String(characters[start..<min(index, characters.count)]).uppercased()
            guard index < characters.count else {
                throw ICalendarError(
                    line: line, message: "parameter \(key) of \(name) has no value", example: "\(name);VALUE=DATE:…")
            }
            index += 1
            var value = ""
            var quoted = false
            while index < characters.count {
                let character = characters[index]
                if character == "\"" {
                    quoted.toggle()
                } else if !quoted && (character == ";" || character == ":") {
                    break
                } else {
                    value.append(character)
                }
                index += 1
            }
            if quoted {
                throw ICalendarError(line: line, message: "parameter \(key) of \(name) has an unclosed quote")
            }
            parameters[key] = value
        }
        guard index < characters.count, characters[index] == ":" else {
            throw ICalendarError(line: line, message: "\(name) has no \":\" before its value", example: "\(name):…")
        }
        return ContentLine(name: name, parameters: parameters, value: String(characters[(index + 1)...]), line: line)
    }

    /// The date ranges of one event (several with an `RRULE`).
    static func eventRanges(_ properties: [ContentLine], line: Int, timeZone: TimeZone) throws(ICalendarError)
        -> [ClosedRange<LocalDate>]
    {
        var byName: [String: ContentLine] = [:]
        for property in properties {
            if ["RDATE", "EXDATE", "EXRULE"].contains(property.name) {
                throw ICalendarError(
                    line: property.line,
                    message: "\(property.name) is not supported; give each holiday as its own VEVENT")
            }
            if ["DTSTART", "DTEND", "DURATION", "RRULE"].contains(property.name), byName[property.name] != nil {
                throw ICalendarError(line: property.line, message: "an event has \(property.name) twice")
            }
            byName[property.name] = property
        }
        if byName["STATUS"]?.value.uppercased() == "CANCELLED" { return [] }
        guard let startProperty = byName["DTSTART"] else {
            throw ICalendarError(
                line: line, message: "the event has no DTSTART", example: "DTSTART;VALUE=DATE:20260330")
        }
        let start = try moment(startProperty, timeZone: timeZone)
        let last: LocalDate
        if let endProperty = byName["DTEND"] {
            if byName["DURATION"] != nil {
                throw ICalendarError(line: endProperty.line, message: "an event has both DTEND and DURATION")
            }
            last = try lastDay(from: start, to: try moment(endProperty, timeZone: timeZone), line: endProperty.line)
        } else if let durationProperty = byName["DURATION"] {
            let seconds = try duration(durationProperty)
            let startSeconds = start.seconds ?? 0
            let total = startSeconds + seconds
            let days = Int((Double(total) / 86_400).rounded(.down))
            let end = Moment(
                date: start.date.adding(days: days), seconds: start.seconds.map { _ in total - days * 86_400 })
            last = try lastDay(
                from: start, to: start.seconds == nil ? Moment(date: end.date, seconds: nil) : end,
                line: durationProperty.line)
        } else {
            last = start.date
        }
        guard let rule = byName["RRULE"] else { return [start.date...last] }
        return try yearly(rule, first: start.date...last, timeZone: timeZone)
    }

    /// The last day an event covers, given its exclusive end.
    static func lastDay(from start: Moment, to end: Moment, line: Int) throws(ICalendarError) -> LocalDate {
        let startKey = start.date.dayNumber * 86_400 + (start.seconds ?? 0)
        let endKey = end.date.dayNumber * 86_400 + (end.seconds ?? 0)
        guard endKey >= startKey else {
            throw ICalendarError(line: line, message: "the event ends (\(end.date)) before it starts (\(start.date))")
        }
        // The end is exclusive: an end at midnight (or a DATE) does not include that day.
        let lastDate = end.seconds.map { $0 == 0 ? end.date.adding(days: -1) : end.date } ?? end.date.adding(days: -1)
        return max(lastDate, start.date)
    }

    /// A `DATE` (`20260330`) or `DATE-TIME` (`20260330T080000`, `…Z`) value.
    static func moment(_ property: ContentLine, timeZone: TimeZone) throws(ICalendarError) -> Moment {
        let value = property.value.trimmingCharacters(in: .whitespaces)
        let example = "\(property.name);VALUE=DATE:20260330 or \(property.name):20260330T080000"
        let digits = Array(value.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var result = 0
            for byte in digits[range] {
                guard (48...57).contains(byte) else { return nil }
                result = result * 10 + Int(byte - 48)
            }
            return result
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8), (1...12).contains(month),
            day >= 1, day <= LocalDate.daysInMonth(month, year: year)
        else {
            throw ICalendarError(
                line: property.line, message: "\(property.name) \"\(value)\" is not a date", example: example)
        }
        let date = LocalDate(year: year, month: month, day: day)
        if digits.count == 8 { return Moment(date: date, seconds: nil) }
        guard property.parameters["VALUE"]?.uppercased() != "DATE", digits.count >= 15, digits[8] == UInt8(ascii: "T"),
            let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15), hour < 24,
            minute < 60, second <= 60,
            digits.count == 15 || (digits.count == 16 && (digits[15] | 0x20) == UInt8(ascii: "z"))
        else {
            throw ICalendarError(
                line: property.line, message: "\(property.name) \"\(value)\" is not a date or a date and time",
                example: example)
        }
        let seconds = hour * 3600 + minute * 60 + min(second, 59)
        guard digits.count == 16 else { return Moment(date: date, seconds: seconds) }
        // UTC: the date and time in the reader's zone.
        let utc = Double(date.dayNumber * 86_400 + seconds)
        let local = utc + Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: utc)))
        let localDay = Int((local / 86_400).rounded(.down))
        return Moment(date: LocalDate(dayNumber: localDay), seconds: Int(local) - localDay * 86_400)
    }

    /// A `DURATION` (`P5D`, `P2W`, `PT36H`, `P1DT12H`) in seconds.
    static func duration(_ property: ContentLine) throws(ICalendarError) -> Int {
        let value = property.value.trimmingCharacters(in: .whitespaces).uppercased()
        let bad = ICalendarError(
            line: property.line, message: "DURATION \"\(value)\" is not a duration", example: "DURATION:P5D")
        var characters = Substring(value)
        if characters.first == "+" { characters = characters.dropFirst() }
        guard characters.first == "P" else { throw bad }
        characters = characters.dropFirst()
        var total = 0
        var inTime = false
        var digits = ""
        var sawUnit = false
        for character in characters {
            if character.isASCII && character.isNumber {
                digits.append(character)
                continue
            }
            if character == "T" && digits.isEmpty && !inTime {
                inTime = true
                continue
            }
            guard let amount = Int(digits), amount <= 100_000 else { throw bad }
            digits = ""
            sawUnit = true
            switch (character, inTime) {
            case ("W", false): total += amount * 7 * 86_400
            case ("D", false): total += amount * 86_400
            case ("H", true): total += amount * 3600
            case ("M", true): total += amount * 60
            case ("S", true): total += amount
            default: throw bad
            }
        }
        guard digits.isEmpty, sawUnit else { throw bad }
        return total
    }

    /// The occurrences of a yearly `RRULE`: the same month and day each `INTERVAL` years (a
    /// 29 February start skips the years without one, which do not count), while `COUNT` or
    /// `UNTIL` allows.
    static func yearly(_ rule: ContentLine, first: ClosedRange<LocalDate>, timeZone: TimeZone) throws(ICalendarError)
        -> [ClosedRange<LocalDate>]
    {
        let example = "RRULE:FREQ=YEARLY;COUNT=5 or RRULE:FREQ=YEARLY;UNTIL=20301231"
        var frequency: String?
        var count: Int?
        var until: LocalDate?
        var interval = 1
        for part in rule.value.split(separator: ";") {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pieces.count == 2 else {
                throw ICalendarError(line: rule.line, message: "RRULE part \"\(part)\" has no value", example: example)
            }
            switch pieces[0].uppercased() {
            case "FREQ": frequency = pieces[1].uppercased()
            case "COUNT":
                guard let value = Int(pieces[1]), (1...1000).contains(value) else {
                    throw ICalendarError(line: rule.line, message: "RRULE COUNT must be 1 to 1000", example: example)
                }
                count = value
            case "INTERVAL":
                guard let value = Int(pieces[1]), (1...100).contains(value) else {
                    throw ICalendarError(line: rule.line, message: "RRULE INTERVAL must be 1 to 100", example: example)
                }
                interval = value
            case "UNTIL":
                let untilLine = ContentLine(name: "UNTIL", parameters: [:], value: pieces[1], line: rule.line)
                until = try moment(untilLine, timeZone: timeZone).date
            case "WKST":
                break  // the week start changes nothing for a yearly rule without BYWEEKNO
            default:
                throw ICalendarError(
                    line: rule.line,
                    message:
                        "RRULE part \(pieces[0]) is not supported; only FREQ=YEARLY with INTERVAL, COUNT or UNTIL is",
                    example: example)
            }
        }
        guard frequency == "YEARLY" else {
            throw ICalendarError(
                line: rule.line,
                message: "RRULE FREQ=\(frequency ?? "(missing)") is not supported; only FREQ=YEARLY is",
                example: example)
        }
        guard (count == nil) != (until == nil) else {
            throw ICalendarError(
                line: rule.line,
                message: count == nil
                    ? "RRULE repeats forever; give COUNT or UNTIL" : "RRULE gives both COUNT and UNTIL; give one",
                example: example)
        }
        let length = first.upperBound.dayNumber - first.lowerBound.dayNumber
        let start = first.lowerBound
        var ranges: [ClosedRange<LocalDate>] = []
        var year = start.year
        while ranges.count < (count ?? 1000), year <= 9999 {
            defer { year += interval }
            guard start.day <= LocalDate.daysInMonth(start.month, year: year) else { continue }
            let occurrence = LocalDate(year: year, month: start.month, day: start.day)
            if let until, until < occurrence { break }
            ranges.append(occurrence...occurrence.adding(days: length))
        }
        return ranges
    }
}

/// Why an iCalendar (`.ics`) text could not be read as school holidays: the line, what is wrong
/// and a valid example.
public struct ICalendarError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the input where the offending content line starts (0 for the whole
    /// input, e.g. when it is not UTF-8).
    public var line: Int
    /// What is wrong, e.g. "DTEND 20260230 is not a date".
    public var message: String
    /// A valid form, e.g. "DTSTART;VALUE=DATE:20260330".
    public var example: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: 1-based line number.
    ///   - message: What is wrong.
    ///   - example: A valid form, if one helps.
    public init(line: Int, message: String, example: String? = nil) {
        self.line = line
        self.message = message
        self.example = example
    }

    /// `line 12: DTEND 20260230 is not a date; write it such as DTEND;VALUE=DATE:20260411`.
    public var description: String {
        let place = line > 0 ? "line \(line): " : ""
        return place + message + (example.map { "; write it such as \($0)" } ?? "")
    }
}
