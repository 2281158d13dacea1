/// Writes an approximate duration such as a walking time: "about 12 min", "about 1 h 5 min".
///
/// Rules: the duration is rounded **up** to whole minutes (at least 1, so nobody is promised
/// "0 min"); from 60 minutes it is rounded to the nearest 5 minutes and written as hours and
/// minutes ("about 1 h 5 min", "about 2 h"). Words by language:
///
/// | | about | h | min |
/// |---|---|---|---|
/// | en | about | h | min |
/// | de | etwa | Std. | Min. |
/// | fi | noin | h | min |
/// | sv | cirka | tim | min |
/// | fr | environ | h | min |
///
/// Numbers and units are joined by a no-break space U+00A0.
public struct DurationFormatter: Sendable, Hashable {
    /// The locale.
    public var locale: PickerLocale

    /// Creates a duration formatter.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// The whole minutes shown for a duration, after the rounding rules above.
    ///
    /// - Parameter seconds: The duration; negative or non-finite counts as 0.
    /// - Returns: Minutes, at least 1.
    public func shownMinutes(seconds: Double) -> Int {
        let finite = seconds.isFinite && seconds > 0 ? min(seconds, 1.0e9) : 0
        let minutes = max(1, Int((finite / 60).rounded(.up)))
        guard minutes >= 60 else { return minutes }
        return Int((Double(minutes) / 5).rounded(.toNearestOrAwayFromZero)) * 5
    }

    /// The duration without "about": "12 min", "1 h 5 min".
    ///
    /// - Parameter seconds: The duration.
    /// - Returns: The text.
    public func exactString(seconds: Double) -> String {
        let minutes = shownMinutes(seconds: seconds)
        let (hourUnit, minuteUnit) = units
        let numbers = NumberText(locale: locale)
        guard minutes >= 60 else { return numbers.integer(minutes) + "\u{00A0}" + minuteUnit }
        let hoursText = numbers.integer(minutes / 60) + "\u{00A0}" + hourUnit
        guard minutes % 60 != 0 else { return hoursText }
        return hoursText + " " + numbers.integer(minutes % 60) + "\u{00A0}" + minuteUnit
    }

    /// The duration with "about": "about 12 min", "etwa 1 Std. 5 Min.", "noin 12 min".
    ///
    /// - Parameter seconds: The duration.
    /// - Returns: The text.
    public func approximateString(seconds: Double) -> String {
        about + " " + exactString(seconds: seconds)
    }

    /// A duration counted exactly, as a tool reports it: whole minutes rounded down, hours and
    /// minutes below two days ("45 min", "11 h", "2 h 30 min"), days and hours from two days
    /// ("3 days 2 h", "5 Tage").
    ///
    /// - Parameter seconds: The duration; negative or non-finite counts as 0.
    /// - Returns: The text.
    public func preciseString(seconds: Double) -> String {
        let finite = seconds.isFinite && seconds > 0 ? min(seconds, 1.0e12) : 0
        let minutes = Int(finite / 60)
        let (hourUnit, minuteUnit) = units
        let numbers = NumberText(locale: locale)
        func amount(_ value: Int, _ unit: String) -> String { numbers.integer(value) + "\u{00A0}" + unit }
        if minutes < 60 { return amount(minutes, minuteUnit) }
        if minutes < 48 * 60 {
            let rest = minutes % 60
            return rest == 0
                ? amount(minutes / 60, hourUnit) : amount(minutes / 60, hourUnit) + " " + amount(rest, minuteUnit)
        }
        let days = amount(minutes / 1440, daysUnit)
        let hours = minutes % 1440 / 60
        return hours == 0 ? days : days + " " + amount(hours, hourUnit)
    }

    /// The unit for two days or more (never one: below two days, hours are used).
    private var daysUnit: String {
        switch locale.language {
        case .english: "days"
        case .german: "Tage"
        case .finnish: "päivää"
        case .swedish: "dagar"
        case .french: "jours"
        }
    }

    private var about: String {
        switch locale.language {
        case .english: "about"
        case .german: "etwa"
        case .finnish: "noin"
        case .swedish: "cirka"
        case .french: "environ"
        }
    }

    private var units: (hour: String, minute: String) {
        switch locale.language {
        case .english, .finnish, .french: ("h", "min")
        case .german: ("Std.", "Min.")
        case .swedish: ("tim", "min")
        }
    }
}
