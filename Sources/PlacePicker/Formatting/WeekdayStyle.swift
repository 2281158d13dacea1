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
}
