import Foundation
import OpeningHours

extension LocalDateTime {
    /// The wall-clock date and time of an instant in a time zone (minute precision).
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - timeZone: The zone.
    public init(instant: Date, in timeZone: TimeZone) {
        let seconds = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
        let minutes = Int((seconds / 60).rounded(.down))
        let dayNumber = Int((Double(minutes) / 1440).rounded(.down))
        self.init(
            date: LocalDate(dayNumber: dayNumber), time: LocalTime(minutesSinceMidnight: minutes - dayNumber * 1440))
    }
}
