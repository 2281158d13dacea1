import CivilCalendar
import Places

/// Reading the pieces carriers share: weekdays, times of day, dates.
enum FieldText {
    /// A weekday (0 = Monday) from `Monday`, `http://schema.org/Monday`, `MO`, `mon`, `1` (1 = Monday,
    /// 7 = Sunday) or a number with `sundayIsZero`.
    static func weekday(_ value: JSONValue?, sundayIsZero: Bool = false) -> Int? {
        guard let value, let text = RecordFields.text(of: value)?.lowercased() else { return nil }
        if let number = Int(text) {
            if sundayIsZero { return (0...6).contains(number) ? (number + 6) % 7 : nil }
            return (1...7).contains(number) ? number - 1 : nil
        }
        let word = text.split(separator: "/").last.map(String.init) ?? text
        let names = ["mo", "tu", "we", "th", "fr", "sa", "su"]
        return names.firstIndex { word.hasPrefix($0) }
    }

    /// Minutes from midnight of `08:00`, `8:00`, `08:00:00`, `08.00` or `0800`; `24:00` is 1440.
    static func minutes(_ value: JSONValue?) -> Int? {
        guard let value, let text = RecordFields.text(of: value) else { return nil }
        let digits = text.filter(\.isNumber)
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "." })
        var hours: Int
        var minutes: Int
        if parts.count >= 2, let h = Int(parts[0]), let m = Int(parts[1]), parts[1].count == 2 {
            (hours, minutes) = (h, m)
        } else if parts.count == 1, digits.count == 4, let value = Int(digits) {
            (hours, minutes) = (value / 100, value % 100)
        } else if parts.count == 1, digits.count <= 2, let value = Int(digits) {
            (hours, minutes) = (value, 0)
        } else {
            return nil
        }
        guard minutes < 60, hours < 24 || (hours == 24 && minutes == 0) else { return nil }
        return hours * 60 + minutes
    }

    /// An interval from two times (`08:00`, `20:00`); a closing time at or before the opening runs
    /// past midnight, and `00:00-00:00` or `00:00-23:59` is the whole day.
    static func interval(_ opens: JSONValue?, _ closes: JSONValue?) -> OpenInterval? {
        guard let start = minutes(opens), var end = minutes(closes) else { return nil }
        if end == 1439 { end = 1440 }  // 23:59 is how many systems write midnight
        return OpenInterval(start: start % 1440, end: end)
    }

    /// A date from `2026-12-24`, `2026-12-24T10:00:00+01:00`, `24.12.2026` or `24/12/2026`.
    static func date(_ value: JSONValue?) -> LocalDate? {
        guard let value, let text = RecordFields.text(of: value) else { return nil }
        return date(text)
    }

    /// A date from text (see ``date(_:)-swift.type.method``).
    static func date(_ text: String) -> LocalDate? {
        if let iso = isoDate(text) { return iso }
        let parts = text.prefix(10).split(whereSeparator: { $0 == "." || $0 == "/" })
        guard parts.count == 3, parts[2].count == 4, let day = Int(parts[0]), let month = Int(parts[1]),
            let year = Int(parts[2])
        else { return nil }
        // Checked by reading it back as `2026-12-24`.
        return isoDate(LocalDate(year: year, month: month, day: day).description)
    }

    /// A date from `2026-12-24`, also with a time after it (`2026-12-24T00:00:00+01:00`,
    /// `2026-12-24 10:00`); `nil` unless the month and the day exist.
    static func isoDate(_ text: String) -> LocalDate? {
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2])
        else { return nil }
        return LocalDate(checkedYear: year, month: month, day: day)
    }
}
