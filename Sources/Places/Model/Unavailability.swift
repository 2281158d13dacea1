import CivilCalendar
import Foundation

/// Why a place cannot be chosen for now, from the data.
///
/// Documented data properties (GeoJSON/CSV/OSM tag style):
/// - `pickup:status=full` — the place takes no more parcels now; with `pickup:status_until=2026-12-04`
///   it says until when.
/// - `pickup:status=closed` with `pickup:status_until=YYYY-MM-DD` — temporarily closed until that date
///   (inclusive). A date in the past means the place is available again.
/// Unavailable places stay in the list, say why, and cannot be selected.
public struct Unavailability: Sendable, Hashable {
    /// The kind of unavailability.
    public enum Reason: String, Sendable, Hashable {
        /// Full: no capacity for new parcels.
        case full
        /// Temporarily closed.
        case closed
        /// Out of service (a carrier's `disabled`).
        case disabled
        /// The shopper's parcel is larger or heavier than the place takes (`pickup:max_parcel`).
        case tooSmall
    }

    /// Why.
    public var reason: Reason
    /// The last day of unavailability (local date `YYYY-MM-DD` in the place's zone), if known.
    public var until: String?
    /// The data's own words for why (`pickup:status_reason`, such as a carrier's "holiday"), if any.
    public var note: String?

    /// Creates an unavailability.
    ///
    /// - Parameters:
    ///   - reason: Why.
    ///   - until: Last day, `YYYY-MM-DD`.
    ///   - note: The data's own words for why.
    public init(reason: Reason, until: String?, note: String? = nil) {
        self.reason = reason
        self.until = until
        self.note = note
    }

    /// The property holding the status.
    public static let statusKey = "pickup:status"
    /// The property holding the last day.
    public static let untilKey = "pickup:status_until"
    /// The property holding how much room is left (`none`, `low`, `high`): `none` makes the place full.
    public static let capacityKey = "pickup:capacity"
    /// The property holding the largest parcel a place takes (``ParcelSize/fits(_:)``).
    public static let maxParcelKey = "pickup:max_parcel"
    /// The property holding the data's own words for the status (`holiday`, `Trvale uzavřeno`).
    public static let reasonKey = "pickup:status_reason"
    /// The property holding the weekdays a place is usually very busy on, as OSM writes them (`Mo,Fr`).
    public static let busyDaysKey = "pickup:busy_days"

    /// The weekdays (1 = Monday … 7 = Sunday) a place is usually very busy on, from ``busyDaysKey``.
    ///
    /// - Parameter place: The place.
    /// - Returns: The days, in the order written; empty when the data says nothing.
    public static func busyWeekdays(of place: Place) -> [Int] {
        guard let text = place.properties[busyDaysKey]?.stringValue else { return [] }
        let names = ["mo", "tu", "we", "th", "fr", "sa", "su"]
        return text.split(separator: ",").compactMap { name in
            names.firstIndex(of: name.trimmingCharacters(in: .whitespaces).lowercased()).map { $0 + 1 }
        }
    }

    /// Whether a place has any property this type reads (most places have none).
    public static func mayApply(to place: Place) -> Bool {
        let properties = place.properties
        return properties[statusKey] != nil || properties[capacityKey] != nil || properties[maxParcelKey] != nil
    }

    /// Reads a place's unavailability at a local date, or `nil` when it is available.
    ///
    /// - Parameters:
    ///   - place: The place.
    ///   - today: The local date at the place, `YYYY-MM-DD`.
    /// - Returns: The unavailability in force, if any.
    public static func of(_ place: Place, today: String) -> Unavailability? {
        of(place, today: { today })
    }

    /// Reads a place's unavailability, asking for the local date only when the place has a status
    /// (most places have none, and the date costs a time-zone lookup).
    ///
    /// The last day is a local date (`2026-12-04`, the place is unavailable through that day) or an
    /// instant (`2026-12-04T16:00:00Z`, as a database's `status_until` gives it: unavailable until then,
    /// and the local day of that instant is the one shown).
    ///
    /// - Parameters:
    ///   - place: The place.
    ///   - instant: Now.
    ///   - today: Gives the local date at the place, `YYYY-MM-DD`.
    ///   - localDate: Gives the local date at the place of an instant, `YYYY-MM-DD`.
    ///   - parcel: The shopper's parcel, if known: a place too small for it cannot be chosen.
    /// - Returns: The unavailability in force, if any: the status first, then no room, then the size.
    public static func of(
        _ place: Place, at instant: Date? = nil, today: () -> String, localDate: ((Date) -> String)? = nil,
        parcel: ParcelSize? = nil
    ) -> Unavailability? {
        if let status = statusUnavailability(place, at: instant, today: today, localDate: localDate) {
            return status
        }
        if place.properties[capacityKey]?.stringValue == "none" { return Unavailability(reason: .full, until: nil) }
        if let parcel, !parcel.fits(place.properties[maxParcelKey]) {
            return Unavailability(reason: .tooSmall, until: nil)
        }
        return nil
    }

    private static func statusUnavailability(
        _ place: Place, at instant: Date?, today: () -> String, localDate: ((Date) -> String)?
    ) -> Unavailability? {
        guard let status = place.properties[statusKey]?.stringValue?.lowercased(),
            let reason = Reason(rawValue: status), reason != .tooSmall
        else { return nil }
        let until = place.properties[untilKey]?.stringValue
        let note = place.properties[reasonKey]?.stringValue
        if let until, until.count > 10, let end = utcInstant(until) {
            if let instant, end <= instant { return nil }
            return Unavailability(reason: reason, until: localDate?(end) ?? String(until.prefix(10)), note: note)
        }
        if let until, until.count == 10, until < today() { return nil }
        return Unavailability(reason: reason, until: until, note: note)
    }

    /// Reads a UTC instant in whole seconds, `YYYY-MM-DDTHH:MM:SSZ`, or `nil` for any other text.
    static func utcInstant(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84, bytes[13] == 58, bytes[16] == 58,
            bytes[19] == 90
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = LocalDate(year: year, month: month, day: day).dayNumber
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }
}
