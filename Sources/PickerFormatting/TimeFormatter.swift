import ByteWriting
import RawMemory

/// Writes times of day and time ranges in the locale's hour cycle, following CLDR short time patterns.
///
/// | locale | pattern | 8:00 | 21:00 | range |
/// |---|---|---|---|---|
/// | en-US, en-CA, en-AU, bare `en` | `h:mm a` | "8:00 AM" | "9:00 PM" | "8:00 AM – 6:00 PM" |
/// | en-GB, de, sv, fr | `HH:mm` | "08:00" | "21:00" | "08:00–18:00" |
/// | fi | `H.mm` | "8.00" | "21.00" | "8.00–18.00" |
/// | fr-CA | `HH 'h' mm` | "08 h 00" | "21 h 00" | "08 h 00 – 21 h 00" |
///
/// As in CLDR 42 and later, the space before AM/PM is a narrow no-break space U+202F and the space
/// inside "08 h 00" a no-break space U+00A0; ranges join with an en dash "–", surrounded by thin
/// spaces U+2009 when either side contains a space (CLDR `intervalFormats`).
public struct TimeFormatter: Sendable, Hashable {
    /// The locale whose hour cycle is used.
    public var locale: PickerLocale

    /// Creates a time formatter.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// A time of day: "21:00", "21.00" or "9:00 PM".
    ///
    /// - Parameter time: The time.
    /// - Returns: The text.
    public func string(_ time: LocalTime) -> String {
        let cycle = locale.hourCycle
        // Digits written into one string (a page writes dozens of times).
        return TextBytes.make { text in
            switch cycle {
            case .twentyFourColon:
                text.appendDigits(time.hour, width: 2)
                text.append(UInt8(ascii: ":"))
            case .twentyFourDot:
                text.appendDigits(time.hour)
                text.append(UInt8(ascii: "."))
            case .twentyFourFrenchCanadian:
                text.appendDigits(time.hour, width: 2)
                text.append("\u{00A0}h\u{00A0}")
            case .twelveHour:
                text.appendDigits(time.hour % 12 == 0 ? 12 : time.hour % 12)
                text.append(UInt8(ascii: ":"))
            }
            text.appendDigits(time.minute, width: 2)
            if cycle == .twelveHour { text.append(time.hour < 12 ? "\u{202F}AM" : "\u{202F}PM") }
        }
    }

    /// A range of times: "08:00–18:00", "8.00–18.00", "8:00 AM – 6:00 PM".
    ///
    /// - Parameters:
    ///   - start: The first time.
    ///   - end: The last time (may be earlier than `start` for a range past midnight).
    /// - Returns: The text.
    public func range(from start: LocalTime, to end: LocalTime) -> String {
        let first = string(start)
        let last = string(end)
        let spaced = first.contains(where: \.isSpaceLike) || last.contains(where: \.isSpaceLike)
        return first + (spaced ? "\u{2009}–\u{2009}" : "–") + last
    }
}

extension Character {
    /// Whether this is a space of any width (including no-break spaces).
    var isSpaceLike: Bool { self == " " || self == "\u{00A0}" || self == "\u{202F}" || self == "\u{2009}" }
}
