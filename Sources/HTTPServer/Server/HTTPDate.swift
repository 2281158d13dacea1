import Foundation

/// Formats instants for the `Date` header (IMF-fixdate, RFC 9110 §5.6.7) and for access logs.
///
/// Reads the fields with a Gregorian `Calendar` fixed to UTC (the event loop formats the `Date` header once
/// per second, so its cost does not matter), so it never depends on the system time zone.
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

    /// The proleptic Gregorian calendar in UTC: fixed here, so the system time zone never matters.
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    private static func civil(_ date: Date) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int
    ) {
        let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: whole)
        // Calendar weekdays count from Sunday = 1; `weekdays` starts on Thursday (1970-01-01).
        let weekday = ((parts.weekday ?? 5) + 2) % 7
        return (
            parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0,
            weekday
        )
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
