import Foundation
import OpeningHours
import PlaceQuery

extension LocalDate {
    /// Parses `YYYY-MM-DD`; `nil` unless it is a real date.
    ///
    /// - Parameter isoDate: The date text.
    init?(isoDate: String) {
        let parts = isoDate.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else {
            return nil
        }
        self.init(checkedYear: year, month: month, day: day)
    }

    /// The first instant of this day in a zone.
    ///
    /// - Parameter zone: The zone.
    /// - Returns: Local midnight as an instant.
    func start(in zone: TimeZone) -> Date {
        let guess = Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
        let offset = zone.secondsFromGMT(for: guess.addingTimeInterval(-Double(zone.secondsFromGMT(for: guess))))
        return guess.addingTimeInterval(-Double(offset))
    }
}

extension PickerModel {
    /// One local day's hours of a place in words: "09:00–21:00", "Closed", "Open 24 hours",
    /// "Hours unknown"; `nil` when the place has no readable hours.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - day: The local day.
    ///   - zone: The place's zone.
    /// - Returns: The text.
    public func hoursText(for id: String, on day: LocalDate, zone: TimeZone) -> String? {
        let start = day.start(in: zone)
        let end = day.adding(days: 1).start(in: zone)
        guard let intervals = engine.intervals(forID: id, from: start, to: end) else { return nil }
        let open = intervals.filter { $0.state.status == .open && $0.end > $0.start }
        let unknown = intervals.contains { $0.state.status == .unknown }
        if open.isEmpty { return unknown ? text(.hoursUnknown) : text(.closed) }
        if open.count == 1, open[0].start <= start, open[0].end >= end { return text(.open24Hours) }
        let ranges = open.map { interval -> String in
            let from = LocalDateTime(instant: max(interval.start, start), in: zone).time
            let to = interval.end >= end ? LocalTime.midnight : LocalDateTime(instant: interval.end, in: zone).time
            return localizer.string(.timeRange(from, to))
        }
        var text = PhraseList(locale: locale).joined(ranges)
        let comments = Set(open.compactMap(\.state.comment)).sorted()
        if !comments.isEmpty { text += " · " + comments.joined(separator: "; ") }
        return text
    }

    func todayHours(for id: String, zone: TimeZone, at instant: Date) -> String? {
        hoursText(for: id, on: LocalDateTime(instant: instant, in: zone).date, zone: zone)
    }
}
