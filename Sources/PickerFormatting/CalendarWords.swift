import CivilCalendar
import OpeningHours
import OpeningHoursSyntax

/// Weekday and month names and dates in each language, after CLDR `gregorian` calendar data.
///
/// Dates follow CLDR's `MMMMEEEEd` skeleton: "Friday 4 December" (en-GB), "Friday, December 4" (en-US),
/// "Freitag, 4. Dezember", "perjantai 4. joulukuuta", "fredag 4 december", "vendredi 4 décembre".
public struct CalendarWords: Sendable, Hashable {
    /// The locale.
    public var locale: PickerLocale

    /// Creates a calendar wording.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// The name of a weekday in a style.
    ///
    /// - Parameters:
    ///   - weekday: The day.
    ///   - style: How it is used in the sentence.
    /// - Returns: The word(s), e.g. "maanantaina".
    public func weekday(_ weekday: Weekday, style: WeekdayStyle = .full) -> String {
        let index = weekday.rawValue - 1
        let full = Self.fullWeekdays(locale.language)[index]
        switch (locale.language, style) {
        case (_, .full): return full
        case (_, .capitalized): return full.prefix(1).uppercased() + full.dropFirst()
        case (_, .short): return Self.shortWeekdays(locale.language)[index]
        case (.german, .on): return "am " + full
        case (.swedish, .on): return "på " + full
        case (.finnish, .on):
            return [
                "maanantaina", "tiistaina", "keskiviikkona", "torstaina", "perjantaina", "lauantaina", "sunnuntaina",
            ][
                index]
        case (.finnish, .until):
            return [
                "maanantaihin", "tiistaihin", "keskiviikkoon", "torstaihin", "perjantaihin", "lauantaihin",
                "sunnuntaihin",
            ][
                index]
        case (.english, .every): return "on " + full + "s"
        case (.german, .every): return full.lowercased() + "s"
        case (.finnish, .every):
            return [
                "maanantaisin", "tiistaisin", "keskiviikkoisin", "torstaisin", "perjantaisin", "lauantaisin",
                "sunnuntaisin",
            ][index]
        case (.swedish, .every): return "på " + full + "ar"
        case (.french, .every): return "le " + full
        case (_, .on), (_, .until): return full
        }
    }

    /// A date with its weekday, e.g. "Friday 4 December"; `style` words the weekday (`.on`, `.until`).
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: The weekday style; `.on` also adds the German "am" and French "le".
    ///   - withYear: Whether the year follows ("Friday 1 October 2027"), for a date in another year.
    /// - Returns: The text.
    public func date(_ date: LocalDate, style: WeekdayStyle = .full, withYear: Bool = false) -> String {
        let text = dayAndMonth(date, style: style)
        guard withYear else { return text }
        let usStyle = locale.language == .english && (locale.effectiveRegion == "US" || locale.effectiveRegion == "CA")
        return text + (usStyle ? ", " : " ") + String(date.year)
    }

    private func dayAndMonth(_ date: LocalDate, style: WeekdayStyle) -> String {
        let month = Self.months(locale.language)[date.month - 1]
        let day = "\(date.day)"
        switch locale.language {
        case .english:
            let name = weekday(date.weekday, style: style == .short ? .short : .full)
            return locale.effectiveRegion == "US" || locale.effectiveRegion == "CA"
                ? "\(name), \(month) \(day)" : "\(name) \(day) \(month)"
        case .german:
            return "\(weekday(date.weekday, style: style)), \(day). \(month)"
        case .finnish:
            return "\(weekday(date.weekday, style: style)) \(day). \(month)"
        case .swedish:
            let name = weekday(date.weekday, style: style == .on ? .full : style)
            return "\(name) \(day) \(month)"
        case .french:
            let name = weekday(date.weekday, style: style == .on ? .full : style)
            return (style == .on ? "le " : "") + "\(name) \(day) \(month)"
        }
    }

    /// Full weekday names, Monday first, in sentence case as the language writes them.
    ///
    /// - Parameter language: The language.
    /// - Returns: Seven names.
    public static func fullWeekdays(_ language: Language) -> [String] {
        switch language {
        case .english: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        case .german: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
        case .finnish: ["maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai", "sunnuntai"]
        case .swedish: ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
        case .french: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
        }
    }

    /// CLDR abbreviated (format) weekday names, Monday first.
    ///
    /// - Parameter language: The language.
    /// - Returns: Seven abbreviations.
    public static func shortWeekdays(_ language: Language) -> [String] {
        switch language {
        case .english: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        case .german: ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."]
        case .finnish: ["ma", "ti", "ke", "to", "pe", "la", "su"]
        case .swedish: ["mån", "tis", "ons", "tors", "fre", "lör", "sön"]
        case .french: ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]
        }
    }

    /// Month names in the form a date uses (Finnish partitive: "joulukuuta"), January first.
    ///
    /// - Parameter language: The language.
    /// - Returns: Twelve names.
    public static func months(_ language: Language) -> [String] {
        switch language {
        case .english:
            [
                "January", "February", "March", "April", "May", "June",
                "July", "August", "September", "October", "November", "December",
            ]
        case .german:
            [
                "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                "November", "Dezember",
            ]
        case .finnish:
            [
                "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta",
                "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta",
            ]
        case .swedish:
            [
                "januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
                "november", "december",
            ]
        case .french:
            [
                "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                "novembre", "décembre",
            ]
        }
    }
}

// MARK: - Weekday styles

/// How a weekday name is worded in a sentence.
public enum WeekdayStyle: String, Sendable, Hashable, CaseIterable {
    /// The full name as in a list, lower case where the language writes it so: "Monday", "maanantai".
    case full
    /// The full name with a capital initial, for the start of a line: "Maanantai", "Lundi".
    case capitalized
    /// The CLDR abbreviated name: "Mon", "Mo.", "ma", "mån", "lun.".
    case short
    /// "On Monday" as the language says it in "opens … at 08:00": "Monday", "am Montag",
    /// "maanantaina" (essive), "på måndag", "lundi".
    case on
    /// The form used with "until": "Monday", "Montag", "maanantaihin" (illative, with "asti"),
    /// "måndag", "lundi".
    case until
    /// Every week on that day, as a habit: "on Mondays", "montags", "maanantaisin", "på måndagar",
    /// "le lundi".
    case every
}
