import Foundation

/// Formats instants for the `Date` header (IMF-fixdate, RFC 9110 §5.6.7) and for access logs.
///
/// Uses Howard Hinnant's `civil_from_days` algorithm ("chrono-Compatible Low-Level Date Algorithms") instead of
/// a `Calendar`, so it never depends on the system time zone and costs no allocation beyond the result.
enum HTTPDate {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Sun, 06 Nov 1994 08:49:37 GMT".
    static func imfFixdate(_ date: Date) -> String {
        let parts = civil(date)
        return "\(weekdays[parts.weekday]), \(pad(parts.day)) \(months[parts.month - 1]) \(parts.year) "
            + "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second)) GMT"
    }

    /// "06/Nov/1994:08:49:37 +0000", the Common Log Format's time.
    static func commonLog(_ date: Date) -> String {
        let parts = civil(date)
        return "\(pad(parts.day))/\(months[parts.month - 1])/\(parts.year):"
            + "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second)) +0000"
    }

    private static func civil(_ date: Date) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int
    ) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let weekday = ((days % 7) + 7) % 7
        return (year, month, day, secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60, weekday)
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
