/// The names of weekdays and months, canonical and tolerated.
enum Names {
    /// Canonical weekday abbreviations, index 0 = Monday.
    static let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    /// Canonical month abbreviations, index 0 = January.
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Lowercased spellings read as weekdays (ISO 1…7): English two- and three-letter forms, full
    /// English names, German short and full names.
    static let weekdayWords: [String: Int] = {
        var table: [String: Int] = [:]
        let spellings: [[String]] = [
            ["mo", "mon", "monday", "montag", "mondays"],
            ["tu", "tue", "tues", "tuesday", "di", "dienstag", "tuesdays"],
            ["we", "wed", "wednesday", "mi", "mittwoch", "wednesdays"],
            ["th", "thu", "thur", "thurs", "thursday", "do", "donnerstag", "thursdays"],
            ["fr", "fri", "friday", "freitag", "fridays"],
            ["sa", "sat", "saturday", "samstag", "saturdays"],
            ["su", "sun", "sunday", "so", "sonntag", "sundays"],
        ]
        for (index, words) in spellings.enumerated() {
            for word in words { table[word] = index + 1 }
        }
        return table
    }()

    /// Lowercased spellings read as months (1…12): English three-letter and full names, German names.
    static let monthWords: [String: Int] = {
        var table: [String: Int] = [:]
        let spellings: [[String]] = [
            ["jan", "january", "januar", "jän"],
            ["feb", "february", "februar"],
            ["mar", "march", "märz", "mär", "mrz"],
            ["apr", "april"],
            ["may", "mai"],
            ["jun", "june", "juni"],
            ["jul", "july", "juli"],
            ["aug", "august"],
            ["sep", "sept", "september"],
            ["oct", "october", "okt", "oktober"],
            ["nov", "november"],
            ["dec", "december", "dez", "dezember"],
        ]
        for (index, words) in spellings.enumerated() {
            for word in words { table[word] = index + 1 }
        }
        return table
    }()

    /// Sun event words.
    static let events: [String: SunEvent] = ["sunrise": .sunrise, "sunset": .sunset, "dawn": .dawn, "dusk": .dusk]

    /// The canonical name of a sun event.
    ///
    /// - Parameter event: The event.
    /// - Returns: `sunrise`, `sunset`, `dawn` or `dusk`.
    static func name(of event: SunEvent) -> String {
        switch event {
        case .dawn: "dawn"
        case .sunrise: "sunrise"
        case .sunset: "sunset"
        case .dusk: "dusk"
        }
    }

    /// Modifier words.
    static let modifiers: [String: Rule.Modifier] = [
        "open": .open, "closed": .closed, "off": .off, "unknown": .unknown,
    ]
}
