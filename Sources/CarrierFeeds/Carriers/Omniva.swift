import CivilCalendar
import Foundation
import Places

/// Omniva `locations.json`: one array of every parcel machine (`TYPE` 0) and post office (1) in
/// Estonia, Latvia and Lithuania. Numbers are strings, `X_COORDINATE` is the longitude, the address
/// is in parts `A0_NAME` (country) … `A8_NAME`, and hours are Estonian, Latvian or Lithuanian text
/// with dated parts: `Alates 21.06.2021: E,T,K,N,R 09:00-17:00 L 09:00-14:00;P SULETUD`,
/// `Kuni 31.05.2021: …`, `05.07.2021 kuni 18.07.2021: SULETUD`, with temporary hours in
/// `TEMP_SERVICE_HOURS` until `TEMP_SERVICE_HOURS_UNTIL`.
enum Omniva: Carrier {
    static let name = "Omniva"
    static let signature = FeedSignature(
        strong: ["X_COORDINATE", "A0_NAME", "SERVICE_HOURS", "TEMP_SERVICE_HOURS_UNTIL"])
    static let recordPath: [String] = []
    static let idField = "ZIP"
    static let coordinateField = "X_COORDINATE"

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint {
        // Before 2021 the feed wrote an empty field as the text "NULL".
        fields = RecordFields(fields.object.mapValues { $0 == .string("NULL") ? .string("") : $0 })
        var point = CarrierPoint()
        point.ownID = fields.string("ZIP")
        point.name = fields.string("NAME")
        point.category =
            switch fields.string("TYPE") {
            case "0": .parcelLocker
            case "1": .postOffice
            default: .pickupPoint
            }
        let country = fields.string("A0_NAME")?.uppercased()
        let (street, number) = (fields.string("A5_NAME"), fields.string("A7_NAME"))
        let place = Omniva.town(
            fields.string("A1_NAME"), fields.string("A2_NAME"), fields.string("A3_NAME"))
        point.address = Address(street: street, houseNumber: number, postcode: nil, city: place.town, country: country)
        point.suburb = place.district
        for key in ["A1_NAME", "A2_NAME", "A3_NAME", "A4_NAME", "A6_NAME", "A8_NAME"] {
            if let text = fields.object[key].flatMap(RecordFields.text(of:)) { point.extra[key] = .string(text) }
        }
        point.longitude = fields.number("X_COORDINATE")
        point.latitude = fields.number("Y_COORDINATE")
        // The name carries the machine's state where the feed has no field for it: "(PERPILDYTAS)"
        // (Lithuanian, overfilled), "(Pikem ooteaeg)" (Estonian, longer wait).
        let folded = point.name?.lowercased() ?? ""
        if ["perpildytas", "pārpildīts", "parpildits", "ülekoormatud"].contains(where: folded.contains) {
            point.capacity = "none"
        } else if folded.contains("pikem ooteaeg") || folded.contains("ilgāks gaidīšanas") {
            point.capacity = "low"
        }
        point.modified = fields.string("MODIFIED")
        let language: [HoursText.Language] =
            switch country {
            case "LV": [.latvian, .estonian]
            case "LT": [.lithuanian, .estonian]
            default: [.estonian]
            }
        let starts = point.modified.flatMap(FieldText.date) ?? context.today
        var parser = OmnivaHours(languages: language, today: starts)
        for key in [
            "SERVICE_HOURS", "TEMP_SERVICE_HOURS", "TEMP_SERVICE_HOURS_UNTIL", "TEMP_SERVICE_HOURS_2",
            "TEMP_SERVICE_HOURS_2_UNTIL",
        ] {
            if let text = fields.string(key) { point.extra[key] = .string(text) }
        }
        let regular = fields.object["SERVICE_HOURS"].flatMap(RecordFields.text(of:))
        let temporary = [
            (
                fields.object["TEMP_SERVICE_HOURS"].flatMap(RecordFields.text(of:)),
                fields.object["TEMP_SERVICE_HOURS_UNTIL"].flatMap(RecordFields.text(of:)), "TEMP_SERVICE_HOURS"
            ),
            (
                fields.object["TEMP_SERVICE_HOURS_2"].flatMap(RecordFields.text(of:)),
                fields.object["TEMP_SERVICE_HOURS_2_UNTIL"].flatMap(RecordFields.text(of:)), "TEMP_SERVICE_HOURS_2"
            ),
        ]
        point.hours = parser.hours(regular: regular, temporary: temporary)
        for (text, field) in parser.unreadableBesideDated {
            context.warn(
                "The hours \"\(text)\" could not be read; the days outside the dated hours beside them are shown "
                    + "as unknown (not as closed).", field: field)
        }
        if parser.mentionsWheelchair { point.wheelchair = .yes }
        if let closed = parser.closedUntil, closed.first <= context.today, context.today <= closed.until {
            point.status = .closed(until: closed.until.description, reason: closed.reason)
        }
        if let closed = parser.closedFrom, closed.first <= context.today {
            point.status =
                closed.forGood
                ? .disabled(reason: StatusReason.closedForGood.rawValue) : .closed(until: nil, reason: nil)
        }
        for key in ["comment_est", "comment_eng", "comment_rus", "comment_lav", "comment_lit"] {
            if let text = fields.string(key) { point.extra[key] = .string(text) }
        }
        return point
    }
}

extension Omniva {
    /// The town and the district from the address parts: `A1_NAME` county (or Rīga), `A2_NAME`
    /// municipality or city, `A3_NAME` settlement or a city's district (`Kristiine linnaosa`), which
    /// is kept as the suburb with the city as the town.
    static func town(_ county: String?, _ municipality: String?, _ settlement: String?) -> (
        town: String?, district: String?
    ) {
        let districtWords = ["linnaosa", "rajons", "seniūnija", "mikrorajonas"]
        if let settlement, let municipality,
            districtWords.contains(where: { settlement.lowercased().hasSuffix($0) })
        {
            return (municipality, settlement)
        }
        if let settlement { return (settlement, nil) }
        if let municipality { return (municipality, nil) }
        // Rīga is its own first-level unit, with no municipality or settlement under it.
        if let county, !["novads", "maakond", "apskr."].contains(where: { county.lowercased().hasSuffix($0) }) {
            return (county, nil)
        }
        return (nil, nil)
    }
}

/// A closure written in words — `Haava pk on ajutiselt suletud`, `al 5.07 ajutiselt suletud`,
/// `Alates 01.09 alaliselt suletud;lähim Rakvere postkontor`, `Alates 01.03.18 suletud` — in
/// Estonian, Latvian (`no 5.07 īslaicīgi slēgts`) or Lithuanian (`nuo 5.07 laikinai uždaryta`):
/// temporarily (or simply) closed, or closed for good, from a date or from now. What follows a `;`
/// (`lähim Raadi Pk`, "nearest: …") is a note.
struct OmnivaClosureText {
    /// The first day as written (`5.07`, `01.03.2018`), or `nil` for "from now".
    var from: String?
    /// Closed for good (`alaliselt`, `pastāvīgi`, `nuolat`), not for a while.
    var forGood: Bool

    private static let fromWords = Set(OmnivaHours.fromWords + ["al", "al."])
    private static let temporaryWords: Set<String> = ["ajutiselt", "īslaicīgi", "islaicigi", "laikinai"]
    private static let forGoodWords: Set<String> = ["alaliselt", "pastāvīgi", "pastavigi", "nuolat"]
    private static let closedWords = Set(OmnivaHours.closedWords + ["slēgta", "uždarytas", "uzdarytas"])

    /// Reads the text up to its first `;`, or `nil` when it is not a closure in words.
    init?(_ text: String) {
        let head = text.split(separator: ";", maxSplits: 1).first.map(String.init) ?? text
        var words = head.lowercased().split(separator: " ").map { String($0.trimmingCharacters(in: [".", ","])) }
        words.removeAll(where: \.isEmpty)
        guard let last = words.popLast(), Self.closedWords.contains(last) else { return nil }
        var qualified = false
        forGood = false
        if let word = words.last, Self.temporaryWords.contains(word) || Self.forGoodWords.contains(word) {
            forGood = Self.forGoodWords.contains(word)
            qualified = true
            words.removeLast()
        }
        // `al 5.07 …`: from a date; otherwise only the point's own name may come first (no digits).
        let original = head.split(separator: " ").map(String.init)
        if words.count == 2, Self.fromWords.contains(words[0]),
            let date = original.dropFirst().first(where: { $0.first?.isNumber == true }),
            date.allSatisfy({ $0.isNumber || $0 == "." })
        {
            from = date.hasSuffix(".") ? String(date.dropLast()) : date
        } else if qualified, words.allSatisfy({ !$0.contains(where: \.isNumber) }) {
            from = nil
        } else {
            return nil
        }
    }

    /// The same closure in the words the dated-text reader knows: `Alates 01.03.2018 suletud`, or
    /// `suletud` from now (a two-digit year becomes 20YY).
    var plainText: String {
        guard let from else { return "suletud" }
        return "Alates \(Self.withFullYear(from)) suletud"
    }

    /// `01.03.18` as `01.03.2018`; other dates as they are.
    static func withFullYear(_ date: String) -> String {
        let parts = date.split(separator: ".")
        guard parts.count == 3, parts[2].count == 2 else { return date }
        return "\(parts[0]).\(parts[1]).20\(parts[2])"
    }
}

/// Omniva's hours texts: weeks in the point's language, each part possibly dated.
struct OmnivaHours {
    let languages: [HoursText.Language]
    /// The first day of temporary hours given only with their last day (the record's `MODIFIED`).
    let today: LocalDate
    /// Whether a text said the place has step-free access (`Ligipääs ratastooliga`).
    private(set) var mentionsWheelchair = false
    /// A temporary closure: its first and last day and the carrier's words.
    private(set) var closedUntil: (first: LocalDate, until: LocalDate, reason: String)?
    /// A closure in words with no last day: from its first day, for a while or for good.
    private(set) var closedFrom: (first: LocalDate, forGood: Bool)?
    /// Texts that could not be read beside dated hours that could: their days are unknown.
    private(set) var unreadableBesideDated: [(text: String, field: String)] = []

    /// Words for "from", "until" and "temporarily closed" in the three languages.
    static let fromWords = ["alates", "no", "nuo", "from"]
    private static let untilWords = ["kuni", "līdz", "lidz", "iki", "until", "till"]
    static let closedWords = ["suletud", "slēgts", "slegts", "uždaryta", "uzdaryta", "nedirba", "closed"]
    private static let notes = ["ligipääs ratastooliga", "pieejams ratiņkrēslā", "pritaikyta neįgaliesiems"]

    /// One dated part: from (inclusive), through (inclusive), and the week text.
    private struct Part {
        var from: LocalDate?
        var through: LocalDate?
        var text: String
    }

    mutating func hours(regular: String?, temporary: [(String?, String?, String)]) -> CarrierHours {
        var schedule = HoursSchedule()
        var sawAny = false
        var unreadableRegular: String?
        var unreadableTemporary: (text: String, field: String)?
        if let regular {
            sawAny = true
            if let closure = OmnivaClosureText(regular) {
                addClosure(closure, to: &schedule)
            } else if let parts = parts(regular, year: today.year) {
                var readable = schedule
                for part in parts where !apply(part, to: &readable, defaultStart: nil) {
                    unreadableRegular = regular
                }
                if unreadableRegular == nil { schedule = readable }
            } else {
                unreadableRegular = regular
            }
        }
        for (raw, until, field) in temporary {
            guard var text = raw else { continue }
            sawAny = true
            let end = until.flatMap(FieldText.date)
            if let closure = OmnivaClosureText(text) {
                if closure.forGood {
                    addClosure(closure, to: &schedule)
                    continue
                }
                text = closure.plainText
            }
            guard var parts = parts(text, year: end?.year ?? today.year) else {
                unreadableTemporary = (text, field)
                continue
            }
            for index in parts.indices where parts[index].through == nil {
                parts[index].through = end
            }
            if parts.count == 1, isClosed(parts[0].text), let last = parts[0].through {
                closedUntil = (parts[0].from ?? min(today, last), last, raw ?? text)
            } else if parts.count == 1, isClosed(parts[0].text), let first = parts[0].from {
                closedFrom = (first, false)
            }
            for part in parts {
                guard part.through != nil || part.from != nil else {
                    // Temporary hours with no end at all: which days they hold is unknown.
                    return .unreadable(text, field: field)
                }
                guard apply(part, to: &schedule, defaultStart: today) else {
                    unreadableTemporary = (text, field)
                    continue
                }
            }
        }
        if !sawAny { return .notGiven }
        // A readable closure beside an unreadable text is kept; the other days are unknown.
        for (text, field) in [unreadableRegular.map { ($0, "SERVICE_HOURS") }, unreadableTemporary].compactMap({ $0 }) {
            guard !schedule.closures.isEmpty else { return .unreadable(text, field: field) }
            schedule.regular = nil
            schedule.periods.removeAll()
            unreadableBesideDated.append((text, field))
        }
        if schedule.regular == nil, schedule.periods.isEmpty, schedule.closures.isEmpty { return .notGiven }
        if schedule.regular?.isAlwaysOpen == true, schedule.periods.isEmpty, schedule.closures.isEmpty {
            return .alwaysOpen
        }
        return .schedule(schedule)
    }

    /// A closure in words with no last day: closed from its first day (from now without one) on,
    /// which is also the point's state from that day.
    private mutating func addClosure(_ closure: OmnivaClosureText, to schedule: inout HoursSchedule) {
        var first = today
        if let from = closure.from {
            var scanner = DatedPrefixScanner(Array(OmnivaClosureText.withFullYear(from)), year: today.year)
            first = scanner.date() ?? today
        }
        schedule.closures.append((first, .forever))
        closedFrom = (first, closure.forGood)
    }

    /// Whether a week text says only "closed".
    private func isClosed(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
        return !words.isEmpty && words.allSatisfy { OmnivaHours.closedWords.contains(String($0)) || $0 == "ajutiselt" }
    }

    /// Adds a part to the schedule: undated is the regular week; dated is a period (or a closure).
    private mutating func apply(_ part: Part, to schedule: inout HoursSchedule, defaultStart: LocalDate?) -> Bool {
        let closed = isClosed(part.text)
        var week = OpenWeek()
        if !closed {
            guard case .schedule(let read) = weekHours(part.text), let regular = read.regular else {
                if case .alwaysOpen = weekHours(part.text) {
                    week.days = Array(repeating: [OpenInterval.wholeDay], count: 7)
                    return store(week, part, &schedule, defaultStart: defaultStart)
                }
                return false
            }
            week = regular
        }
        if closed, part.from == nil, part.through == nil {
            schedule.regular = OpenWeek()
            return true
        }
        return store(week, part, &schedule, defaultStart: defaultStart, closed: closed)
    }

    private func store(
        _ week: OpenWeek, _ part: Part, _ schedule: inout HoursSchedule, defaultStart: LocalDate?, closed: Bool = false
    ) -> Bool {
        switch (part.from, part.through) {
        case (nil, nil):
            // A later undated week adds its days to the earlier (`E-R 9-17;L 10-14`).
            var merged = schedule.regular ?? OpenWeek()
            for day in 0..<7 where !week.days[day].isEmpty { merged.days[day] = week.days[day] }
            schedule.regular = merged
        case (let from?, nil):
            // From a date still to come, for good.
            let last = LocalDate.forever
            if closed {
                schedule.closures.append((from, last))
            } else {
                schedule.periods.append(.init(first: from, last: last, week: week))
            }
        case (let from, let through?):
            // Temporary hours given only with their last day hold from the record's date (or from that
            // last day, when the record's date is later or unknown).
            let first = from ?? defaultStart.map { min($0, through) }
            if let first, first <= through {
                if closed {
                    schedule.closures.append((first, through))
                } else {
                    schedule.periods.append(.init(first: first, last: through, week: week))
                }
            } else if first == nil {
                // `Kuni 31.05.2021: …` in the regular hours: the week holds now, and until that day.
                if closed { return true }
                var merged = schedule.regular ?? OpenWeek()
                for day in 0..<7 where !week.days[day].isEmpty { merged.days[day] = week.days[day] }
                schedule.regular = merged
            }
        }
        return true
    }

    /// The week of a text without dates, after dropping the notes (`;Ligipääs ratastooliga`).
    private mutating func weekHours(_ text: String) -> CarrierHours {
        HoursText(languages: languages).week(text)
    }

    /// Splits a text into dated parts. `nil` when a date cannot be read.
    ///
    /// - Parameters:
    ///   - text: The hours text.
    ///   - year: The year of dates written without one (`24.06`): the year of the field's last day.
    /// - Returns: The parts in order, or `nil` when a part has no week.
    private mutating func parts(_ text: String, year: Int?) -> [Part]? {
        var rest = OmnivaHours.withoutNearestNote(text)
        for note in OmnivaHours.notes {
            if let range = rest.range(of: note, options: .caseInsensitive) {
                mentionsWheelchair = true
                rest.removeSubrange(range)
            }
        }
        // A part starts, at the text's start or after a `;`, with "Alates D:", "Kuni D:", "D kuni D:",
        // "D-D avatud:", "D suletud"…; up to the next such start is its week.
        var parts: [Part] = []
        var current = Part(text: "")
        var words = Substring(rest)
        var atPartStart = true
        while !words.isEmpty {
            if atPartStart, let (from, through, length) = datedPrefix(words, year: year) {
                if !current.text.trimmingSeparators.isEmpty || current.from != nil || current.through != nil {
                    parts.append(current)
                }
                current = Part(from: from, through: through, text: "")
                words = words.dropFirst(length)
                continue
            }
            let character = words.removeFirst()
            current.text.append(character)
            if character == ";" {
                atPartStart = true
            } else if character != " " {
                atPartStart = false
            }
        }
        current.text = current.text.trimmingSeparators
        if !current.text.isEmpty || current.from != nil || current.through != nil { parts.append(current) }
        for index in parts.indices {
            parts[index].text = parts[index].text.trimmingSeparators
            if parts[index].text.isEmpty { return nil }
            // "ajutiselt suletud" is temporarily closed; "ajutiselt avatud E,T 10-18" temporarily open.
            let folded = parts[index].text.lowercased()
            if folded.hasPrefix("ajutiselt avatud") {
                parts[index].text = String(parts[index].text.dropFirst("ajutiselt avatud".count)).trimmingSeparators
                if parts[index].text.isEmpty { return nil }
            } else if folded.hasPrefix("ajutiselt") {
                parts[index].text = "suletud"
            }
        }
        return parts
    }

    /// The text without its note on the nearest other office (`…;lähim Raadi Pk`, Latvian
    /// `tuvākā …`, Lithuanian `artimiausias …`), which says nothing of this point's hours.
    static func withoutNearestNote(_ text: String) -> String {
        let words = ["lähim", "tuvākā", "tuvākais", "artimiausias", "artimiausia", "nearest"]
        let clauses = text.split(separator: ";", omittingEmptySubsequences: false)
        let kept = clauses.filter { clause in
            let first = clause.trimmingCharacters(in: .whitespaces).lowercased().split(separator: " ").first
            return !words.contains { first.map(String.init) == $0 }
        }
        return kept.joined(separator: ";")
    }

    /// A dated prefix at the start of the text — `Alates 21.06.2021:`, `al. 1.07`, `Kuni 31.05.2021:`,
    /// `05.07.2021 kuni 18.07.2021:`, `10.06-10.08 avatud:`, `24.06` before `suletud` — with its dates
    /// and length. A date without a year takes `year`; a range that would end before it starts
    /// begins the year before.
    private func datedPrefix(_ text: Substring, year: Int?) -> (LocalDate?, LocalDate?, Int)? {
        var scanner = DatedPrefixScanner(Array(text.lowercased()), year: year)
        var from: LocalDate?
        var through: LocalDate?
        if scanner.word(OmnivaHours.fromWords + ["al."]) {
            guard let date = scanner.date() else { return nil }
            from = date
        } else if scanner.word(OmnivaHours.untilWords) {
            guard let date = scanner.date() else { return nil }
            through = date
        } else if let first = scanner.date() {
            from = first
            if scanner.word(OmnivaHours.untilWords) || scanner.dash() {
                guard let last = scanner.date() else { return nil }
                through = last
                if let start = from, last < start, scanner.inferredYear {
                    from = LocalDate(year: start.year - 1, month: start.month, day: start.day)
                }
            } else {
                through = first
            }
        } else {
            return nil
        }
        let opened = scanner.word(["avatud", "atvērts", "atidaryta", "open"])
        // The prefix ends with a colon, "avatud" (open), or before a week or a word for closed; a lone
        // date followed by anything else is not a date.
        if scanner.colon() || opened || from == nil || scanner.followedByWeekOrClosed(OmnivaHours.closedWords) {
            return (from, through, scanner.position)
        }
        return nil
    }
}

/// The characters of an Omniva dated prefix, read one piece at a time.
private struct DatedPrefixScanner {
    let characters: [Character]
    let year: Int?
    var position = 0
    /// Whether the last date read had no year of its own.
    private(set) var inferredYear = false

    init(_ characters: [Character], year: Int?) {
        self.characters = characters
        self.year = year
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    /// One of the words here, followed by a space, a colon or a digit.
    mutating func word(_ options: [String]) -> Bool {
        let save = position
        skipSpaces()
        for option in options {
            let end = position + option.count
            guard end <= characters.count, String(characters[position..<end]) == option else { continue }
            if end == characters.count || characters[end] == " " || characters[end] == ":" || characters[end].isNumber {
                position = end
                return true
            }
        }
        position = save
        return false
    }

    /// A `-` between two dates.
    mutating func dash() -> Bool {
        let save = position
        skipSpaces()
        if position < characters.count, characters[position] == "-" {
            position += 1
            return true
        }
        position = save
        return false
    }

    /// A colon ending the prefix.
    mutating func colon() -> Bool {
        let save = position
        skipSpaces()
        if position < characters.count, characters[position] == ":" {
            position += 1
            return true
        }
        position = save
        return false
    }

    /// `DD.MM.YYYY` or `DD.MM` (`D.MM` too), the latter in ``year``.
    mutating func date() -> LocalDate? {
        var start = position
        while start < characters.count, characters[start] == " " { start += 1 }
        var end = start
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        var text = String(characters[start..<end])
        // A date may end with its own full stop (`22.06.-24.06.2015`, `01.09.2021.`).
        if text.hasSuffix("."), text.filter({ $0 == "." }).count >= 2 { text.removeLast() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count <= 2, parts[1].count == 2,
            let day = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        let given = parts.count == 3 ? Int(parts[2]) : nil
        guard parts.count == 2 || (parts[2].count == 4 && given != nil), let year = given ?? year,
            let date = LocalDate(checkedYear: year, month: month, day: day)
        else { return nil }
        inferredYear = given == nil
        position = end
        return date
    }

    /// Whether a week (a day letter and a time) or a word for closed follows.
    func followedByWeekOrClosed(_ closedWords: [String]) -> Bool {
        var index = position
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count, index > position else { return false }
        let rest = String(characters[index...])
        return closedWords.contains { rest.hasPrefix($0) } || rest.first?.isLetter == true
    }
}
