import Foundation

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
            [
                "mo", "mon", "monday", "montag", "mondays", "ma", "пн", "seg", "lun", "lu", "pn", "月", "月曜日", "월",
                "월요일", "周一", "星期一",
            ],
            [
                "tu", "tue", "tues", "tuesday", "di", "dienstag", "tuesdays", "вт", "ter", "wt", "火", "火曜日", "화",
                "화요일", "周二", "星期二",
            ],
            [
                "we", "wed", "wednesday", "mi", "mittwoch", "wednesdays", "wo", "ср", "qua", "mer", "me", "śr", "水",
                "水曜日", "수", "수요일", "周三", "星期三",
            ],
            [
                "th", "thu", "thur", "thurs", "thursday", "do", "donnerstag", "thursdays", "чт", "qui", "jeu", "je",
                "cz", "木", "木曜日", "목", "목요일", "周四", "星期四",
            ],
            [
                "fr", "fri", "friday", "freitag", "fridays", "vr", "пт", "sex", "ven", "ve", "pt", "金", "金曜日", "금",
                "금요일", "周五", "星期五",
            ],
            [
                "sa", "sat", "saturday", "samstag", "saturdays", "za", "сб", "sab", "sáb", "sam", "sb", "土", "土曜日",
                "토", "토요일", "周六", "星期六",
            ],
            [
                "su", "sun", "sunday", "so", "sonntag", "sundays", "zo", "вс", "нд", "dom", "dim", "nd", "日", "日曜日",
                "일", "일요일", "周日", "星期日", "星期天",
            ],
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
            ["mar", "march", "märz", "mär", "mrz", "mars"],
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

    /// What a lowercased word means to the lexer: keyword, weekday and month at once.
    struct WordMeaning: Sendable {
        var keyword: Keyword = .none
        var weekday = 0
        var month = 0
    }

    /// The meaning of every word that has one, for the lexer's one lookup per word.
    static let wordMeanings: [String: WordMeaning] = {
        var table: [String: WordMeaning] = [:]
        for (word, keyword) in Keyword.spellings { table[word, default: WordMeaning()].keyword = keyword }
        for (word, day) in weekdayWords { table[word, default: WordMeaning()].weekday = day }
        for (word, month) in monthWords { table[word, default: WordMeaning()].month = month }
        return table
    }()

    /// The longest word in ``wordMeanings``, in UTF-8 bytes: longer words need no lookup.
    static let longestWord = wordMeanings.keys.map(\.utf8.count).max() ?? 0

    /// The first scalars of the non-ASCII words in ``wordMeanings``, composed and decomposed: a
    /// non-ASCII word starting with another scalar (Arabic, Thai, most of the world's words) needs
    /// no lookup, which for such strings normalizes them to hash and compare.
    static let nonASCIIFirstScalars: Set<UInt32> = Set(
        wordMeanings.keys.filter { !$0.utf8.allSatisfy { $0 < 128 } }.flatMap { word in
            [word, word.decomposedStringWithCanonicalMapping, word.precomposedStringWithCanonicalMapping]
                .compactMap { $0.unicodeScalars.first?.value }
        })

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
}
