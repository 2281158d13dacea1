import Places

/// Omniva `locations.json`: one array of every parcel machine (`TYPE` 0) and post office (1) in
/// Estonia, Latvia and Lithuania. Numbers are strings, `X_COORDINATE` is the longitude, the address
/// is in parts `A0_NAME` (country) … `A8_NAME`, and hours are Estonian, Latvian or Lithuanian text
/// with dated parts: `Alates 21.06.2021: E,T,K,N,R 09:00-17:00 L 09:00-14:00;P SULETUD`,
/// `Kuni 31.05.2021: …`, `05.07.2021 kuni 18.07.2021: SULETUD`, with temporary hours in
/// `TEMP_SERVICE_HOURS` until `TEMP_SERVICE_HOURS_UNTIL`.
enum OmnivaReader: CarrierRecordReader {
    static let recordPath: [String] = []
    static let idField = "ZIP"
    static let coordinateField = "X_COORDINATE"

    static func point(from fields: inout RecordFields, context: inout RecordContext) -> PickupPoint {
        var point = PickupPoint()
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
        point.address = Address(
            street: street, houseNumber: number, postcode: nil,
            city: fields.string("A3_NAME") ?? fields.string("A2_NAME"), country: country)
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
        if parser.mentionsWheelchair { point.wheelchair = .yes }
        if let closed = parser.closedUntil, context.today <= closed.until {
            point.status = .closed(until: closed.until.isoText, reason: closed.reason)
        }
        for key in ["comment_est", "comment_eng", "comment_rus", "comment_lav", "comment_lit"] {
            if let text = fields.string(key) { point.extra[key] = .string(text) }
        }
        return point
    }
}

/// Omniva's hours texts: weeks in the point's language, each part possibly dated.
struct OmnivaHours {
    let languages: [HoursText.Language]
    /// The first day of temporary hours given only with their last day (the record's `MODIFIED`).
    let today: FeedDate
    /// Whether a text said the place has step-free access (`Ligipääs ratastooliga`).
    private(set) var mentionsWheelchair = false
    /// A temporary closure in force: its last day and the carrier's words.
    private(set) var closedUntil: (until: FeedDate, reason: String)?

    /// Words for "from", "until" and "temporarily closed" in the three languages.
    private static let fromWords = ["alates", "no", "nuo", "from"]
    private static let untilWords = ["kuni", "līdz", "lidz", "iki", "until", "till"]
    private static let closedWords = ["suletud", "slēgts", "slegts", "uždaryta", "uzdaryta", "nedirba", "closed"]
    private static let notes = ["ligipääs ratastooliga", "pieejams ratiņkrēslā", "pritaikyta neįgaliesiems"]

    /// One dated part: from (inclusive), through (inclusive), and the week text.
    private struct Part {
        var from: FeedDate?
        var through: FeedDate?
        var text: String
    }

    mutating func hours(regular: String?, temporary: [(String?, String?, String)]) -> CarrierHours {
        var schedule = HoursSchedule()
        var sawAny = false
        if let regular {
            sawAny = true
            guard let parts = parts(regular) else { return .unreadable(regular, field: "SERVICE_HOURS") }
            for part in parts {
                guard apply(part, to: &schedule, defaultStart: nil) else {
                    return .unreadable(regular, field: "SERVICE_HOURS")
                }
            }
        }
        for (text, until, field) in temporary {
            guard let text else { continue }
            sawAny = true
            let end = until.flatMap(FieldText.date)
            guard var parts = parts(text) else { return .unreadable(text, field: field) }
            for index in parts.indices where parts[index].through == nil {
                parts[index].through = end
            }
            if parts.count == 1, isClosed(parts[0].text), let last = parts[0].through {
                closedUntil = (last, text)
            }
            for part in parts {
                guard part.through != nil || part.from != nil else {
                    // Temporary hours with no end at all: which days they hold is unknown.
                    return .unreadable(text, field: field)
                }
                guard apply(part, to: &schedule, defaultStart: today) else { return .unreadable(text, field: field) }
            }
        }
        if !sawAny { return .notGiven }
        if schedule.regular == nil, schedule.periods.isEmpty, schedule.closures.isEmpty { return .notGiven }
        if schedule.regular?.isAlwaysOpen == true, schedule.periods.isEmpty, schedule.closures.isEmpty {
            return .alwaysOpen
        }
        return .schedule(schedule)
    }

    /// Whether a week text says only "closed".
    private func isClosed(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
        return !words.isEmpty && words.allSatisfy { OmnivaHours.closedWords.contains(String($0)) || $0 == "ajutiselt" }
    }

    /// Adds a part to the schedule: undated is the regular week; dated is a period (or a closure).
    private mutating func apply(_ part: Part, to schedule: inout HoursSchedule, defaultStart: FeedDate?) -> Bool {
        let closed = isClosed(part.text)
        var week = WeekTable()
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
            schedule.regular = WeekTable()
            return true
        }
        return store(week, part, &schedule, defaultStart: defaultStart, closed: closed)
    }

    private func store(
        _ week: WeekTable, _ part: Part, _ schedule: inout HoursSchedule, defaultStart: FeedDate?, closed: Bool = false
    ) -> Bool {
        switch (part.from, part.through) {
        case (nil, nil):
            // A later undated week adds its days to the earlier (`E-R 9-17;L 10-14`).
            var merged = schedule.regular ?? WeekTable()
            for day in 0..<7 where !week.days[day].isEmpty { merged.days[day] = week.days[day] }
            schedule.regular = merged
        case (let from?, nil) where from <= today:
            // From a date that has come: the regular week now.
            if closed { schedule.regular = WeekTable() } else { schedule.regular = week }
        case (let from?, nil):
            // From a date still to come, for good.
            let last = FeedDate.forever
            if closed {
                schedule.closures.append((from, last))
            } else {
                schedule.periods.append(.init(first: from, last: last, week: week))
            }
        case (let from, let through?):
            let first = from ?? defaultStart
            if let first, first <= through {
                if closed {
                    schedule.closures.append((first, through))
                } else {
                    schedule.periods.append(.init(first: first, last: through, week: week))
                }
            } else if first == nil {
                // `Kuni 31.05.2021: …` in the regular hours: the week holds now, and until that day.
                if closed { return true }
                var merged = schedule.regular ?? WeekTable()
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
    private mutating func parts(_ text: String) -> [Part]? {
        var rest = text
        for note in OmnivaHours.notes {
            if let range = rest.range(of: note, options: .caseInsensitive) {
                mentionsWheelchair = true
                rest.removeSubrange(range)
            }
        }
        // A part starts at "Alates D:", "Kuni D:", "D kuni D:" or "D - D:"; between them is its week.
        var parts: [Part] = []
        var current = Part(text: "")
        var words = Substring(rest)
        while !words.isEmpty {
            if let (from, through, length) = datedPrefix(words) {
                if !current.text.trimmingSeparators.isEmpty
                    || current.from != nil || current.through != nil
                {
                    parts.append(current)
                }
                current = Part(from: from, through: through, text: "")
                words = words.dropFirst(length)
                continue
            }
            current.text.append(words.removeFirst())
        }
        current.text = current.text.trimmingSeparators
        if !current.text.isEmpty || current.from != nil || current.through != nil { parts.append(current) }
        for index in parts.indices {
            parts[index].text = parts[index].text.trimmingSeparators
            if parts[index].text.isEmpty { return nil }
            if parts[index].text.lowercased().hasPrefix("ajutiselt") { parts[index].text = "suletud" }
        }
        return parts
    }

    /// A dated prefix at the start of the text: `Alates 21.06.2021:`, `Kuni 31.05.2021:`,
    /// `05.07.2021 kuni 18.07.2021:`; its dates and length.
    private func datedPrefix(_ text: Substring) -> (FeedDate?, FeedDate?, Int)? {
        let lowered = text.lowercased()
        func date(at offset: Int) -> (FeedDate, Int)? {
            let slice = lowered.dropFirst(offset)
            let candidate = slice.prefix { $0.isNumber || $0 == "." }
            guard let date = FieldText.date(String(candidate)) else { return nil }
            return (date, candidate.count)
        }
        func word(_ options: [String], at offset: Int) -> Int? {
            let slice = lowered.dropFirst(offset)
            for option in options where slice.hasPrefix(option + " ") { return option.count + 1 }
            return nil
        }
        func colon(at offset: Int) -> Int? {
            let slice = lowered.dropFirst(offset)
            let spaces = slice.prefix { $0 == " " }.count
            return slice.dropFirst(spaces).first == ":" ? spaces + 1 : nil
        }
        if let length = word(OmnivaHours.fromWords, at: 0), let (date, count) = date(at: length),
            let end = colon(at: length + count)
        {
            return (date, nil, length + count + end)
        }
        if let length = word(OmnivaHours.untilWords, at: 0), let (date, count) = date(at: length),
            let end = colon(at: length + count)
        {
            return (nil, date, length + count + end)
        }
        if let (first, count) = date(at: 0) {
            let gap = lowered.dropFirst(count).prefix { $0 == " " }.count
            var offset = count + gap
            if let length = word(OmnivaHours.untilWords, at: offset) {
                offset += length
            } else if lowered.dropFirst(offset).first == "-" {
                offset += 1 + lowered.dropFirst(offset + 1).prefix { $0 == " " }.count
            } else {
                return nil
            }
            if let (last, length) = date(at: offset), let end = colon(at: offset + length) {
                return (first, last, offset + length + end)
            }
        }
        return nil
    }
}
