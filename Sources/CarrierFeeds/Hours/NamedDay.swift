/// The days carriers name instead of dating them (PostNord's `specialDates`: "Christmas Eve",
/// "Trettondagen"), as `opening_hours` selectors that hold every year in the point's country:
/// fixed dates (`Dec 24`), days counted from Easter (`easter -2 days`), and days that fall on a
/// weekday within a span (`Oct 31-Nov 06 Sa`, Sweden's and Finland's All Saints' Day).
enum NamedDay {
    /// The selector for a name in a country (`SE`, `DK`, `NO`, `FI`), or `nil` when the name is not known.
    static func selector(_ name: String, country: String?) -> String? {
        let key = String(
            name.lowercased().filter { $0.isLetter || $0 == " " }.split(separator: " ").joined(separator: " "))
        let nordicMidsummer = country == "SE" || country == "FI"
        switch key {
        case "christmas eve", "julafton", "juleaften", "julaften", "jouluaatto": return "Dec 24"
        case "christmas day", "christmas", "juldagen", "juledag", "juledag første", "joulupäivä": return "Dec 25"
        case "boxing day", "annandag jul", "anden juledag", "andre juledag", "tapaninpäivä", "st stephens day":
            return "Dec 26"
        case "new years eve", "nyårsafton", "nytårsaften", "nyttårsaften", "uudenvuodenaatto": return "Dec 31"
        case "new years day", "nyårsdagen", "nytårsdag", "nyttårsdag", "uudenvuodenpäivä": return "Jan 01"
        case "epiphany", "trettondagen", "trettondedag jul", "trettondagsafton jul", "loppiainen":
            return key == "trettondagsafton jul" ? "Jan 05" : "Jan 06"
        case "all saints day", "alla helgons dag", "allehelgensdag", "allehelgens dag", "pyhäinpäivä":
            // A Saturday in Sweden and Finland; the first Sunday of November in Denmark and Norway.
            return nordicMidsummer ? "Oct 31-Nov 06 Sa" : "Nov 01-07 Su"
        case "midsummer eve", "midsommarafton", "sankthansaften", "sankthansaften ", "juhannusaatto":
            return nordicMidsummer ? "Jun 19-25 Fr" : "Jun 23"
        case "midsummer day", "midsummer", "midsommardagen", "sankthansdag", "juhannuspäivä":
            return nordicMidsummer ? "Jun 20-26 Sa" : "Jun 24"
        case "maundy thursday", "skärtorsdagen", "skærtorsdag", "skjærtorsdag", "kiirastorstai": return "easter -3 days"
        case "good friday", "långfredagen", "langfredag", "pitkäperjantai": return "easter -2 days"
        case "easter eve", "easter saturday", "påskafton", "påskeaften": return "easter -1 day"
        case "easter sunday", "easter", "påskdagen", "påskedag", "første påskedag", "pääsiäispäivä": return "easter"
        case "easter monday", "annandag påsk", "anden påskedag", "andre påskedag", "toinen pääsiäispäivä":
            return "easter +1 day"
        case "ascension day", "ascension", "kristi himmelsfärdsdag", "kristi himmelfartsdag", "helatorstai":
            return "easter +39 days"
        case "whitsun eve", "pingstafton": return "easter +48 days"
        case "whit sunday", "whitsunday", "pentecost", "pingstdagen", "pinsedag", "første pinsedag", "helluntaipäivä":
            return "easter +49 days"
        case "whit monday", "annandag pingst", "anden pinsedag", "andre pinsedag": return "easter +50 days"
        case "may day", "labour day", "första maj", "første mai", "vappu", "arbejdernes kampdag": return "May 01"
        case "national day", "sveriges nationaldag", "nationaldagen":
            switch country {
            case "NO": return "May 17"
            case "DK": return "Jun 05"
            case "FI": return "Dec 06"
            default: return "Jun 06"
            }
        case "constitution day", "grundlovsdag", "grunnlovsdag", "syttende mai":
            return country == "NO" ? "May 17" : "Jun 05"
        case "independence day", "itsenäisyyspäivä": return "Dec 06"
        default: return nil
        }
    }
}
