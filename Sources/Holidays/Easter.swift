import CivilCalendar
import OpeningHoursSyntax

/// Dates of Easter, from which the movable Christian holidays are counted.
public enum Easter {
    /// Easter Sunday of a Gregorian year (Western churches).
    ///
    /// The "Anonymous Gregorian algorithm" (Meeus/Jones/Butcher), as given in Jean Meeus,
    /// *Astronomical Algorithms*, 2nd ed. (1998), chapter 8. Valid for every year from 1583 on.
    /// - Parameter year: The Gregorian year, e.g. 2026.
    /// - Returns: The date of Easter Sunday, e.g. 2026-04-05.
    /// - Complexity: O(1).
    public static func sunday(in year: Int) -> LocalDate {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return LocalDate(year: year, month: month, day: day)
    }

    /// Orthodox Easter Sunday of a year, given as a Gregorian date.
    ///
    /// The Julian computus (Meeus, *Astronomical Algorithms*, 2nd ed., chapter 8), whose Julian
    /// date is converted to the Gregorian calendar through its day count.
    /// - Parameter year: The year, e.g. 2026.
    /// - Returns: The Gregorian date of Orthodox Easter Sunday, e.g. 2026-04-12.
    /// - Complexity: O(1).
    public static func orthodoxSunday(in year: Int) -> LocalDate {
        let a = year % 4
        let b = year % 7
        let c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        // Julian calendar date → Julian day number (Richards, "Mapping Time", 1998) → days since
        // 1970-01-01, whose Julian day number is 2,440,588.
        let shift = (14 - month) / 12
        let y = year + 4800 - shift
        let m = month + 12 * shift - 3
        let julianDayNumber = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32_083
        return LocalDate(dayNumber: julianDayNumber - 2_440_588)
    }
}
