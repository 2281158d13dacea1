import Geodesy
import PickerFormatting

/// Phrases for rows and opening states, choosing the right message from wall-clock times.
///
/// These encode the wording rules once, so every front end says the same thing:
/// - a closing time later today is "Open until 21:00"; at midnight ending today it is "Open until
///   midnight"; later tomorrow "Open until 02:00 tomorrow"; 2–6 days ahead it names the weekday,
///   further ahead the date (see ``RelativeDay``);
/// - an opening time is "opens at", "opens tomorrow at", "opens Monday at", or the date; none within
///   7 days (or none at all) is "not open in the next 7 days".
extension Phrase {
    /// The phrase for a place that is open now and closes at `closing`.
    ///
    /// - Parameters:
    ///   - closing: When it closes, on the place's wall clock.
    ///   - now: The current wall-clock time at the place.
    /// - Returns: ``TextKey/openUntil``, ``TextKey/openUntilMidnight``, ``TextKey/openUntilTomorrow``,
    ///   ``TextKey/openUntilWeekday`` or ``TextKey/openUntilDate``.
    public static func openUntil(_ closing: LocalDateTime, now: LocalDateTime) -> Phrase {
        let time = PhraseValue.time(closing.time)
        switch RelativeDay(closing.date, from: now.date) {
        case .today: return Phrase(.openUntil, ["time": time])
        case .tomorrow:
            if closing.time == .midnight { return Phrase(.openUntilMidnight) }
            return Phrase(.openUntilTomorrow, ["time": time])
        case .weekday(let weekday): return Phrase(.openUntilWeekday, ["weekday": .weekday(weekday), "time": time])
        case .date(let date): return Phrase(.openUntilDate, ["date": .date(date), "time": time])
        }
    }

    /// The phrase for a place that is closed now and opens at `opening` (or not within a week).
    ///
    /// - Parameters:
    ///   - opening: When it next opens, on the place's wall clock; `nil` when it does not.
    ///   - now: The current wall-clock time at the place.
    /// - Returns: One of the "Closed · opens …" messages, or ``TextKey/closedNotInNextWeek`` when
    ///   `opening` is `nil` or 7 days (10 080 minutes) or more ahead.
    public static func closedUntil(opening: LocalDateTime?, now: LocalDateTime) -> Phrase {
        guard let opening, opening.minutesSinceEpoch - now.minutesSinceEpoch < 7 * 1440 else {
            return Phrase(.closedNotInNextWeek)
        }
        let time = PhraseValue.time(opening.time)
        switch RelativeDay(opening.date, from: now.date) {
        case .today: return Phrase(.closedOpensAt, ["time": time])
        case .tomorrow: return Phrase(.closedOpensTomorrowAt, ["time": time])
        case .weekday(let weekday): return Phrase(.closedOpensWeekdayAt, ["weekday": .weekday(weekday), "time": time])
        case .date(let date): return Phrase(.closedOpensDateAt, ["date": .date(date), "time": time])
        }
    }

    /// "Closes in 25 min", or with a walking time "Closes in 25 min · about 12 min away on foot"; from
    /// an hour on in hours and minutes, never rounded up ("Closes in 2 h", "Closes in 1 h 35 min").
    ///
    /// - Parameters:
    ///   - minutes: Whole minutes until closing.
    ///   - walkingSeconds: Walking time to the place, if known.
    /// - Returns: ``TextKey/closesInMinutes``, ``TextKey/closesInHours`` or their walking forms.
    public static func closesIn(minutes: Int, walkingSeconds: Double? = nil) -> Phrase {
        var values: [String: PhraseValue] = [:]
        if let walkingSeconds { values["walk"] = .duration(seconds: walkingSeconds) }
        if minutes < 60 {
            values["minutes"] = .count(minutes)
            return Phrase(walkingSeconds == nil ? .closesInMinutes : .closesInMinutesWalk, arguments: values)
        }
        values["duration"] = .duration(seconds: Double(minutes) * 60)
        return Phrase(walkingSeconds == nil ? .closesInHours : .closesInHoursWalk, arguments: values)
    }

    /// "Hours unknown", or "Hours unknown · by appointment" with the data's comment.
    ///
    /// - Parameter comment: The comment from the data, shown as is; empty counts as none.
    /// - Returns: ``TextKey/hoursUnknown`` or ``TextKey/hoursUnknownWithComment``.
    public static func hoursUnknown(comment: String? = nil) -> Phrase {
        guard let comment, !comment.isEmpty else { return Phrase(.hoursUnknown) }
        return Phrase(.hoursUnknownWithComment, ["comment": .text(comment)])
    }

    /// "350 m north-east".
    ///
    /// - Parameters:
    ///   - meters: Distance from the origin.
    ///   - direction: Direction from the origin.
    /// - Returns: ``TextKey/distanceDirection``.
    public static func location(meters: Double, direction: CompassDirection) -> Phrase {
        Phrase(.distanceDirection, ["distance": .distance(meters: meters), "direction": .direction(direction)])
    }

    /// A row's detail line: "350 m north-east · Open until 21:00".
    ///
    /// - Parameters:
    ///   - location: Usually ``location(meters:direction:)``.
    ///   - stateText: The opening state, already rendered (a row shows it on its own too, so it
    ///     is rendered once).
    /// - Returns: ``TextKey/rowDetail``.
    public static func rowDetail(location: Phrase, stateText: String) -> Phrase {
        Phrase(.rowDetail, ["location": .phrase(location), "state": .text(stateText)])
    }
}
