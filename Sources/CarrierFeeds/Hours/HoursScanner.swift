/// The tokens of a human-written hours text (``HoursText``): day names in one language, times
/// (`8`, `08`, `8.00`, `08:00`, `0800`, `08:00:00`), dashes of every kind, separators.
struct HoursScanner {
    private let characters: [Character]
    private var position = 0
    /// Lower-case day names, Monday first.
    private let dayNames: [[String]]

    init(_ text: String, dayNames: [[String]]) {
        characters = Array(text)
        self.dayNames = dayNames
    }

    var isAtEnd: Bool { position >= characters.count }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    private mutating func skipSpaces() {
        while let character = current, character == " " || character == "\t" || character == "\u{A0}" {
            position += 1
        }
    }

    /// Skips clause separators: `,`, `;`, `|`, line breaks and spaces.
    mutating func skipSeparators() {
        while let character = current, ",;|\n\r\t /".contains(character) || character == "\u{A0}" || character == "\r\n"
        {
            position += 1
        }
    }

    /// Skips a `:` after the days, if there is one.
    mutating func skipColon() {
        skipSpaces()
        if current == ":" { position += 1 }
        skipSpaces()
    }

    private static func isDash(_ character: Character) -> Bool {
        character == "-" || character == "–" || character == "—" || character == "‒" || character == "−"
    }

    /// The letters from here (a word), without moving.
    private func word(at start: Int) -> (text: String, end: Int) {
        var end = start
        while end < characters.count, characters[end].isLetter { end += 1 }
        return (String(characters[start..<end]), end)
    }

    /// A day name here: its weekday (0 = Monday) and where it ends (after a trailing `.`).
    private func dayName(at start: Int) -> (day: Int, end: Int)? {
        let (text, end) = word(at: start)
        guard !text.isEmpty else { return nil }
        guard let day = dayNames.firstIndex(where: { $0.contains(text) }) else { return nil }
        var after = end
        if after < characters.count, characters[after] == "." { after += 1 }
        return (day, after)
    }

    /// Days here: `ma`, `ma-pe`, `Mo, We & Fr`, `Pn.-Pt.`; `nil` when the text here is not a day.
    mutating func days() -> [Int]? {
        skipSpaces()
        guard let (first, end) = dayName(at: position) else { return nil }
        position = end
        var days: [Int] = []
        var start = first
        while true {
            skipSpaces()
            if let character = current, HoursScanner.isDash(character) {
                let save = position
                position += 1
                skipSpaces()
                if let (last, end) = dayName(at: position) {
                    position = end
                    var day = start
                    while true {
                        if !days.contains(day) { days.append(day) }
                        if day == last { break }
                        day = (day + 1) % 7
                    }
                } else {
                    position = save
                    if !days.contains(start) { days.append(start) }
                    return days
                }
            } else if !days.contains(start) {
                days.append(start)
            }
            // Another day after `,`, `&`, `+` or a joining word: the list goes on.
            let save = position
            skipSpaces()
            if let character = current, ",&+/".contains(character) {
                position += 1
                skipSpaces()
            } else {
                let (joiner, end) = word(at: position)
                if ["ja", "und", "and", "och", "og", "i", "a", "ir", "un"].contains(joiner),
                    dayName(at: position) == nil
                {
                    position = end
                    skipSpaces()
                }
            }
            if let (next, end) = dayName(at: position) {
                position = end
                start = next
                continue
            }
            position = save
            return days
        }
    }

    /// A word for closed here (`suljettu`, `closed`, `-`), consumed.
    mutating func closedWord() -> Bool {
        skipSpaces()
        let (text, end) = word(at: position)
        if !text.isEmpty, HoursText.closedWords.contains(text) {
            position = end
            return true
        }
        return false
    }

    /// A word for around the clock here (`24h`, `nonstop`, `całodobowo`), consumed.
    mutating func aroundTheClockWord() -> Bool {
        skipSpaces()
        // Every phrase starts with a letter (`24h`-like ones are read as times).
        guard position < characters.count, characters[position].isLetter else { return false }
        let rest = String(characters[position...])
        for phrase in HoursScanner.wordPhrases where rest.hasPrefix(phrase) {
            let end = position + phrase.count
            if end == characters.count || !characters[end].isLetter && !characters[end].isNumber {
                position = end
                return true
            }
        }
        return false
    }

    /// The phrases for around the clock that start with a letter, longest first (`0-24` and
    /// `00:00-24:00` are read as times, so that `8-12` is not taken for `8-1…`).
    private static let wordPhrases = HoursText.aroundTheClock.filter { $0.first?.isLetter == true }
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

    /// A time of day here in minutes (`8`, `8.30`, `08:30`, `0830`, `24:00`), or `nil`.
    private mutating func time() -> Int? {
        skipSpaces()
        var digits = ""
        while let character = current, character.isASCII, character.isNumber {
            digits.append(character)
            position += 1
        }
        guard !digits.isEmpty else { return nil }
        var hours: Int
        var minutes = 0
        if digits.count == 4, let value = Int(digits) {
            hours = value / 100
            minutes = value % 100
        } else if digits.count <= 2, let value = Int(digits) {
            hours = value
            if let separator = current, separator == ":" || separator == ".", twoDigits(at: position + 1),
                let minuteValue = Int(String(characters[(position + 1)...(position + 2)]))
            {
                minutes = minuteValue
                position += 3
                // Seconds, as in `08:00:00`.
                if current == ":", twoDigits(at: position + 1) { position += 3 }
            }
        } else {
            return nil
        }
        // `8 h`, `8h`, `8 Uhr`: the unit after an hour.
        let save = position
        skipSpaces()
        let (unit, end) = word(at: position)
        if ["h", "uhr", "val", "klo"].contains(unit) { position = end } else { position = save }
        guard hours <= 24, minutes < 60, hours < 24 || minutes == 0 else { return nil }
        return hours * 60 + minutes
    }

    /// Whether two ASCII digits start at an index.
    private func twoDigits(at index: Int) -> Bool {
        index + 1 < characters.count && characters[index].isASCII && characters[index].isNumber
            && characters[index + 1].isASCII && characters[index + 1].isNumber
    }

    /// A time range here (`8.00 - 20.00`, `8-20`, `08:00 to 20:00`).
    mutating func interval() -> OpenInterval? {
        let save = position
        guard let start = time() else {
            position = save
            return nil
        }
        skipSpaces()
        if let character = current, HoursScanner.isDash(character) {
            position += 1
        } else {
            let (joiner, end) = word(at: position)
            guard ["to", "bis", "until", "do"].contains(joiner) else {
                position = save
                return nil
            }
            position = end
        }
        guard let end = time(), start != end || start == 0 else {
            position = save
            return nil
        }
        return OpenInterval(start: start % 1440, end: end)
    }

    /// Another time range after `,`, `&`, `ja`, `und` or a space, unless a day comes first.
    mutating func followingInterval() -> OpenInterval? {
        let save = position
        skipSpaces()
        if let character = current, ",&+;/".contains(character) { position += 1 }
        skipSpaces()
        let (joiner, end) = word(at: position)
        if ["ja", "und", "and", "och", "og", "i", "a", "ir", "un"].contains(joiner), dayName(at: position) == nil {
            position = end
        }
        if let next = interval() { return next }
        position = save
        return nil
    }
}
