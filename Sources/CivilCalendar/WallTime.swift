import Foundation

/// A reading of a wall clock in some zone: a local date and a time of day, with no zone attached.
///
/// Converting a wall time to an instant follows one rule everywhere a wall time is read (the
/// command line, URL state, local midnights for "today"; see `docs/reference/cli.md`):
///
/// - a wall time inside a **gap** (clocks go forward, e.g. 03:30 on 2026-03-29 in
///   Europe/Helsinki) moves forward by the length of the gap (→ 04:30 EEST, 01:30 UTC);
/// - a wall time inside an **overlap** (clocks go back, e.g. 03:30 on 2026-10-25 in
///   Europe/Helsinki) means the first, earlier occurrence (→ 03:30 EEST, 00:30 UTC).
public struct WallTime: Sendable, Hashable {
    /// The local date.
    public var date: LocalDate
    /// Hour, 0…23.
    public var hour: Int
    /// Minute, 0…59.
    public var minute: Int
    /// Second, 0…59.
    public var second: Int

    /// Creates a wall time.
    ///
    /// - Parameters:
    ///   - date: The local date.
    ///   - hour: 0…23.
    ///   - minute: 0…59.
    ///   - second: 0…59.
    public init(date: LocalDate, hour: Int, minute: Int, second: Int = 0) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// What the clock in `zone` shows at an instant.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - zone: The zone.
    public init(_ instant: Date, in zone: TimeZone) {
        self.init(instant, offset: zone.secondsFromGMT(for: instant))
    }

    /// What a clock at a fixed offset from UTC shows at an instant.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - offset: Seconds east of UTC.
    public init(_ instant: Date, offset: Int) {
        let local = Self.epochSeconds(instant) + offset
        let (days, seconds) = Self.floorDivide(local, 86_400)
        self.init(
            date: LocalDate(dayNumber: days), hour: seconds / 3600, minute: seconds % 3600 / 60, second: seconds % 60)
    }

    /// Seconds since 1970-01-01T00:00 as if this wall time were UTC.
    public var localSeconds: Int { date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second }

    /// The instant this wall time names in `zone`: a time in a gap moves forward by the gap, a
    /// time in an overlap means the earlier occurrence.
    ///
    /// - Parameter zone: The zone.
    /// - Returns: The instant.
    /// - Complexity: O(1): two offset look-ups, four near a change of offset.
    public func instant(in zone: TimeZone) -> Date {
        let local = localSeconds
        let before = zone.secondsFromGMT(for: Self.date(local - 86_400))
        let after = zone.secondsFromGMT(for: Self.date(local + 86_400))
        if before == after {
            // No change of offset within a day either side (zones change at most once in two days).
            return Self.date(local - before)
        }
        let valid = Set([before, after]).filter { zone.secondsFromGMT(for: Self.date(local - $0)) == $0 }
        if let largest = valid.max() {
            // Overlap: the larger offset gives the earlier instant, the first occurrence.
            return Self.date(local - largest)
        }
        // Gap: read with the offset before the jump, which lands the length of the gap later.
        return Self.date(local - before)
    }

    /// `2026-11-30T10:00` (seconds only when not zero).
    public var isoText: String {
        var text = "\(date)T\(Self.twoDigits(hour)):\(Self.twoDigits(minute))"
        if second != 0 { text += ":\(Self.twoDigits(second))" }
        return text
    }

    /// `10:00`.
    public var clockText: String { Self.clockText(minutes: hour * 60 + minute) }

    /// `HH:MM` for minutes after a midnight: `09:00`; 1440 is `24:00`.
    ///
    /// - Parameter minutes: 0…5999.
    /// - Returns: The clock text.
    public static func clockText(minutes: Int) -> String { "\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))" }

    /// Minutes from the start of `day` to this wall time: 0 when it is before that day, 1440 when after.
    ///
    /// - Parameter day: The day the minutes count in.
    /// - Returns: 0…1440.
    public func minutes(into day: LocalDate) -> Int { date < day ? 0 : day < date ? 1440 : hour * 60 + minute }

    /// `7` → `07`.
    ///
    /// - Parameter value: 0…99.
    /// - Returns: Two digits.
    public static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func epochSeconds(_ instant: Date) -> Int { Int(instant.timeIntervalSince1970.rounded(.down)) }

    static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }

    static func floorDivide(_ value: Int, _ divisor: Int) -> (Int, Int) {
        let quotient = value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
        return (quotient, value - quotient * divisor)
    }
}

extension LocalDate {
    /// The date a wall clock in a zone shows at an instant.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - timeZone: The zone.
    public init(instant: Date, in timeZone: TimeZone) {
        self = WallTime(instant, in: timeZone).date
    }

    /// The first instant of this date in a zone: local midnight, read with the
    /// ``WallTime/instant(in:)`` rule when midnight falls in a gap (America/Santiago, Asia/Beirut).
    ///
    /// - Parameter zone: The zone.
    /// - Returns: The instant.
    public func start(in zone: TimeZone) -> Date {
        WallTime(date: self, hour: 0, minute: 0).instant(in: zone)
    }
}
