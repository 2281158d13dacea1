/// Reads opening hours written as text by people, in the carriers' languages:
/// `ma-pe 8.00 - 20.00, la 10.00 - 15.00`, `Pn-Pt 08:00-20:00, Sob 09:00-15:00`, `E-R 9-21; L 10-18`,
/// `Mon-Fri: 8:00 - 18:00`, `24/7`, `całodobowo`.
///
/// Grammar, loosely: clauses separated by `,`, `;`, `|` or line breaks; a clause is a day or a day
/// range (or several joined by `,`/`&`) followed by one or more time ranges or a word for closed.
/// A clause with times and no days continues the days of the clause before. Anything else makes
/// the whole text unreadable: a reader never guesses half a week.
struct HoursText {
    /// Day names by language, each list Monday first; a name may have several spellings.
    enum Language: CaseIterable {
        case english, german, polish, finnish, swedish, danishNorwegian, estonian, latvian, lithuanian, czech

        /// The words for each weekday, Monday first, lower case, without trailing dots.
        var dayNames: [[String]] {
            switch self {
            case .english:
                [
                    ["mo", "mon", "monday"], ["tu", "tue", "tues", "tuesday"], ["we", "wed", "wednesday"],
                    ["th", "thu", "thur", "thurs", "thursday"], ["fr", "fri", "friday"], ["sa", "sat", "saturday"],
                    ["su", "sun", "sunday"],
                ]
            case .german:
                [
                    ["mo", "montag"], ["di", "dienstag"], ["mi", "mittwoch"], ["do", "donnerstag"], ["fr", "freitag"],
                    ["sa", "samstag", "sonnabend"], ["so", "sonntag"],
                ]
            case .polish:
                [
                    ["pn", "pon", "poniedziałek"], ["wt", "wto", "wtorek"], ["śr", "sr", "śro", "środa", "sroda"],
                    ["cz", "czw", "czwartek"], ["pt", "pią", "pia", "piątek", "piatek"], ["sb", "sob", "sobota"],
                    ["nd", "nie", "niedz", "ndz", "niedziela"],
                ]
            case .finnish:
                [
                    ["ma", "maanantai"], ["ti", "tiistai"], ["ke", "keskiviikko"], ["to", "torstai"],
                    ["pe", "perjantai"], ["la", "lauantai"], ["su", "sunnuntai"],
                ]
            case .swedish:
                [
                    ["må", "mån", "måndag"], ["ti", "tis", "tisdag"], ["on", "ons", "onsdag"],
                    ["to", "tor", "torsdag"],
                    ["fr", "fre", "fredag"], ["lö", "lör", "lördag"], ["sö", "sön", "söndag"],
                ]
            case .danishNorwegian:
                [
                    ["ma", "man", "mandag"], ["ti", "tir", "tirsdag"], ["on", "ons", "onsdag"],
                    ["to", "tor", "torsdag"],
                    ["fr", "fre", "fredag"], ["lø", "lør", "lørdag"], ["sø", "søn", "søndag"],
                ]
            case .estonian:
                [
                    ["e", "esmaspäev"], ["t", "teisipäev"], ["k", "kolmapäev"], ["n", "neljapäev"], ["r", "reede"],
                    ["l", "laupäev"], ["p", "pühapäev"],
                ]
            case .latvian:
                [
                    ["p", "pr", "pirmdiena"], ["o", "ot", "otrdiena"], ["t", "tr", "trešdiena"],
                    ["c", "ce", "ceturtdiena"], ["pk", "piektdiena"], ["s", "se", "sestdiena"], ["sv", "svētdiena"],
                ]
            case .lithuanian:
                [
                    ["i", "pr", "pirmadienis"], ["ii", "an", "antradienis"], ["iii", "tr", "trečiadienis"],
                    ["iv", "kt", "ketvirtadienis"], ["v", "pn", "penktadienis"], ["vi", "št", "šeštadienis"],
                    ["vii", "sk", "sekmadienis"],
                ]
            case .czech:
                [
                    ["po", "pondělí"], ["út", "ut", "úterý"], ["st", "středa"], ["čt", "ct", "čtvrtek"],
                    ["pá", "pa", "pátek"], ["so", "sobota"], ["ne", "neděle"],
                ]
            }
        }
    }

    /// Words that mean the day is closed.
    static let closedWords: Set<String> = [
        "closed", "suljettu", "stängt", "stengt", "lukket", "zamknięte", "zamkniete", "nieczynne", "geschlossen",
        "suletud", "slēgts", "nedirba", "zavřeno", "off", "-",
    ]

    /// Texts that mean open around the clock.
    static let aroundTheClock: Set<String> = [
        "24/7", "24h", "24 h", "24 h/7", "24/7h", "0-24", "00-24", "00:00-24:00", "0:00-24:00", "00:00-23:59",
        "nonstop", "non-stop", "non stop", "całodobowo", "calodobowo", "ympäri vuorokauden", "dygnet runt",
        "döngu läbi", "ööpäev läbi", "visą parą", "diennakts", "rund um die uhr", "always open", "open 24 hours",
    ]

    /// The languages whose day names are tried, in order.
    let languages: [Language]

    /// Reads a text into a week, or `nil` when any part of it cannot be read.
    func week(_ text: String) -> CarrierHours {
        // A full stop ending the text ends its last clause (`L,P suletud.`).
        var folded = text.trimmingBlanks.lowercased()
        while folded.hasSuffix(".") { folded.removeLast() }
        guard !folded.isEmpty else { return .notGiven }
        if HoursText.aroundTheClock.contains(folded) || HoursText.aroundTheClock.contains(folded + "h") {
            return .alwaysOpen
        }
        for language in languages {
            if let week = read(folded, language: language) {
                return week.isAlwaysOpen ? .alwaysOpen : .schedule(HoursSchedule(regular: week))
            }
        }
        return .unreadable(text, field: "")
    }

    /// One try in one language.
    private func read(_ text: String, language: Language) -> OpenWeek? {
        var scanner = HoursScanner(text, dayNames: language.dayNames)
        var week = OpenWeek()
        var lastDays: [Int] = []
        var sawAny = false
        while !scanner.isAtEnd {
            scanner.skipSeparators()
            if scanner.isAtEnd { break }
            var days = scanner.days() ?? []
            if days.isEmpty {
                // Times with no days go on the days of the clause before (`Mo-Fr 8-12, 13-17`), or every
                // day when the whole text is times (`8-20`).
                days = sawAny ? lastDays : Array(0..<7)
                if days.isEmpty { return nil }
            }
            scanner.skipColon()
            if scanner.closedWord() {
                for day in days { week.days[day] = [] }
            } else if scanner.aroundTheClockWord() {
                for day in days { week.days[day] = [OpenInterval.wholeDay] }
            } else {
                guard let first = scanner.interval() else { return nil }
                var intervals = [first]
                while let next = scanner.followingInterval() { intervals.append(next) }
                for day in days {
                    for interval in intervals { week.add(interval, weekday: day) }
                }
            }
            lastDays = days
            sawAny = true
        }
        return sawAny ? week : nil
    }
}
