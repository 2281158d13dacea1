import Foundation

/// The names of weekdays and months, canonical and tolerated.
package enum Names {
    /// Canonical weekday abbreviations, index 0 = Monday.
    static let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    /// Canonical month abbreviations, index 0 = January.
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Lowercased spellings read as weekdays (ISO 1…7): English two- and three-letter forms and
    /// full names; German, Dutch, French, Spanish, Italian, Portuguese, Polish, Czech, Swedish,
    /// Danish/Norwegian, Finnish, Hungarian, Turkish, Indonesian, Greek, Russian, Ukrainian,
    /// Georgian, Thai, Arabic, Japanese, Korean and Chinese names and abbreviations.
    ///
    /// Only words that name one weekday in every language listed are here: `mar` (Tuesday in
    /// Spanish and Italian) is March, and `st` or `ne` (Czech) are left out.
    package static let weekdayWords: [String: Int] = {
        var table: [String: Int] = [:]
        let spellings: [[String]] = [
            [
                "mo", "mon", "monday", "montag", "mondays", "ma", "пн", "seg", "lun", "lu", "pn", "月", "月曜日", "월",
                "월요일", "周一", "星期一",
                // German adverbial, French, Spanish, Italian, Portuguese, Dutch, Polish, Czech,
                // Scandinavian, Finnish, Hungarian, Turkish, Indonesian, Greek, Russian, Ukrainian.
                "montags", "lundi", "lunes", "lunedì", "lunedi", "segunda", "maandag", "poniedziałek", "poniedzialek",
                "pon", "pondělí", "måndag", "mandag", "maanantai", "hétfő", "pazartesi", "senin", "δευτέρα", "δευ",
                "понедельник", "понеділок",
                // Georgian, Thai (with and without "day"), Arabic.
                "ორშაბათი", "วันจันทร์", "จันทร์", "الاثنين", "الإثنين",
            ],
            [
                "tu", "tue", "tues", "tuesday", "di", "dienstag", "tuesdays", "вт", "ter", "wt", "火", "火曜日", "화",
                "화요일", "周二", "星期二",
                "dienstags", "mardi", "martes", "martedì", "martedi", "terça", "terca", "dinsdag", "wtorek", "úterý",
                "tisdag", "tirsdag", "tiistai", "kedd", "salı", "selasa", "τρίτη", "τρι", "вторник", "вівторок",
                "სამშაბათი", "วันอังคาร", "อังคาร", "الثلاثاء",
            ],
            [
                "we", "wed", "wednesday", "mi", "mittwoch", "wednesdays", "wo", "ср", "qua", "mer", "me", "śr", "水",
                "水曜日", "수", "수요일", "周三", "星期三",
                "weds", "mittwochs", "mercredi", "miércoles", "miercoles", "mercoledì", "mercoledi", "quarta",
                "woensdag", "środa", "sroda", "středa", "onsdag", "keskiviikko", "szerda", "çarşamba", "rabu",
                "τετάρτη", "τετ", "среда", "середа", "ოთხშაბათი", "วันพุธ", "พุธ", "الأربعاء", "الاربعاء",
            ],
            [
                "th", "thu", "thur", "thurs", "thursday", "do", "donnerstag", "thursdays", "чт", "qui", "jeu", "je",
                "cz", "木", "木曜日", "목", "목요일", "周四", "星期四",
                "donnerstags", "jeudi", "jueves", "giovedì", "giovedi", "quinta", "donderdag", "czwartek", "czw",
                "čtvrtek", "torsdag", "torstai", "csütörtök", "perşembe", "kamis", "πέμπτη", "πεμ", "четверг",
                "четвер", "ხუთშაბათი", "วันพฤหัสบดี", "พฤหัสบดี", "الخميس",
            ],
            [
                "fr", "fri", "friday", "freitag", "fridays", "vr", "пт", "sex", "ven", "ve", "pt", "金", "金曜日", "금",
                "금요일", "周五", "星期五",
                "freitags", "vendredi", "viernes", "venerdì", "venerdi", "sexta", "vrijdag", "piątek", "piatek",
                "pátek", "fredag", "perjantai", "péntek", "cuma", "jumat", "παρασκευή", "παρ", "пятница",
                "პარასკევი", "วันศุกร์", "ศุกร์", "الجمعة",
            ],
            [
                "sa", "sat", "saturday", "samstag", "saturdays", "za", "сб", "sab", "sáb", "sam", "sb", "土", "土曜日",
                "토", "토요일", "周六", "星期六",
                "samstags", "sonnabend", "sonnabends", "samedi", "sábado", "sabado", "sabato", "zaterdag", "sobota",
                "sob", "lördag", "lørdag", "lauantai", "szombat", "cumartesi", "sabtu", "σάββατο", "σαβ", "суббота",
                "субота", "შაბათი", "วันเสาร์", "เสาร์", "السبت",
            ],
            [
                "su", "sun", "sunday", "so", "sonntag", "sundays", "zo", "вс", "нд", "dom", "dim", "nd", "日", "日曜日",
                "일", "일요일", "周日", "星期日", "星期天",
                "sonntags", "dimanche", "domingo", "domenica", "zondag", "niedziela", "niedz", "ndz", "neděle",
                "söndag", "søndag", "sunnuntai", "vasárnap", "pazar", "minggu", "κυριακή", "κυρ", "воскресенье",
                "неділя", "კვირა", "วันอาทิตย์", "الأحد", "الاحد",
            ],
        ]
        for (index, words) in spellings.enumerated() {
            for word in words { table[word] = index + 1 }
        }
        return table
    }()

    /// Lowercased spellings read as months (1…12): English three-letter and full names; German,
    /// Dutch, French, Spanish, Italian, Portuguese, Polish, Scandinavian, Turkish and Russian
    /// names and common abbreviations.
    ///
    /// `listopad` is left out: it is November in Polish and Czech but October in Croatian.
    static let monthWords: [String: Int] = {
        var table: [String: Int] = [:]
        let spellings: [[String]] = [
            [
                "jan", "january", "januar", "jän", "jänner", "janvier", "janv", "enero", "gennaio", "janeiro",
                "januari", "styczeń", "styczen", "ocak", "январь", "января",
            ],
            [
                "feb", "february", "februar", "février", "fevrier", "fév", "févr", "febrero", "febbraio", "fevereiro",
                "februari", "luty", "şubat", "февраль", "февраля",
            ],
            [
                "mar", "march", "märz", "mär", "mrz", "mars", "maerz", "marzo", "março", "marco", "maart", "marzec",
                "mart", "март", "марта",
            ],
            ["apr", "april", "avril", "avr", "abril", "aprile", "kwiecień", "kwiecien", "nisan", "апрель", "апреля"],
            ["may", "mai", "mayo", "maggio", "maio", "mei", "maj", "mayıs", "май", "мая"],
            ["jun", "june", "juni", "juin", "junio", "giugno", "junho", "czerwiec", "haziran", "июнь", "июня"],
            [
                "jul", "july", "juli", "juillet", "juil", "julio", "luglio", "julho", "lipiec", "temmuz", "июль",
                "июля",
            ],
            [
                "aug", "august", "août", "aout", "aoû", "agosto", "augustus", "augusti", "sierpień", "sierpien",
                "ağustos", "август", "августа",
            ],
            [
                "sep", "sept", "september", "septembre", "septiembre", "setiembre", "settembre", "setembro",
                "wrzesień", "wrzesien", "eylül", "сентябрь", "сентября",
            ],
            [
                "oct", "october", "okt", "oktober", "octobre", "octubre", "ottobre", "outubro", "październik",
                "pazdziernik", "ekim", "октябрь", "октября",
            ],
            ["nov", "november", "novembre", "noviembre", "novembro", "kasım", "ноябрь", "ноября"],
            [
                "dec", "december", "dez", "dezember", "décembre", "decembre", "déc", "diciembre", "dicembre",
                "dezembro", "desember", "grudzień", "grudzien", "aralık", "декабрь", "декабря",
            ],
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
        /// Whether the word starts a phrase of ``TokenCorrector``.
        var startsPhrase = false
    }

    /// The meaning of every word that has one, for the lexer's one lookup per word.
    static let wordMeanings: [String: WordMeaning] = {
        var table: [String: WordMeaning] = [:]
        for (word, keyword) in Keyword.spellings { table[word, default: WordMeaning()].keyword = keyword }
        for (word, day) in weekdayWords { table[word, default: WordMeaning()].weekday = day }
        for (word, month) in monthWords { table[word, default: WordMeaning()].month = month }
        for word in TokenCorrector.firstWords { table[word, default: WordMeaning()].startsPhrase = true }
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
