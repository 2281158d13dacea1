import Foundation
import Holidays
import OpeningHoursSyntax

extension Schedule {
    /// The state at an instant, read in the context's time zone.
    ///
    /// Local times that happen twice (when clocks go back) have the same state both times; local
    /// times that do not exist (when clocks go forward) are skipped, so a range covering the gap
    /// spans just the real instants.
    /// - Parameters:
    ///   - date: The instant.
    ///   - context: Time zone, country, coordinate, school holidays.
    /// - Returns: Open, closed or unknown, with the deciding rule's comment.
    /// - Complexity: O(rules); use ``compiled(for:)`` for repeated queries.
    public func state(at date: Date, in context: EvaluationContext) -> OpeningState {
        let source = InterpretedSchedule(schedule: self, context: context)
        return source.states[source.stateIndex(atSeconds: Self.seconds(date))]
    }

    /// The first instant after `date` when the status (open, closed, unknown) changes.
    ///
    /// Changes of the comment alone are skipped.
    /// - Parameters:
    ///   - date: The instant to start from (exclusive).
    ///   - context: Time zone, country, coordinate, school holidays.
    ///   - horizon: How many days ahead to look (default 400, at most 3,660).
    /// - Returns: The change, or `nil` when the status stays the same within the horizon.
    /// - Complexity: O(weeks in the horizon · rules) at worst.
    public func nextChange(after date: Date, in context: EvaluationContext, horizon: Int = 400) -> StateChange? {
        InterpretedSchedule(schedule: self, context: context).firstChange(after: date, horizon: horizon)
    }

    /// The states from `start` to `end` as consecutive intervals (split where status or comment
    /// changes), e.g. for a week table.
    ///
    /// - Parameters:
    ///   - start: First instant.
    ///   - end: End (exclusive).
    ///   - context: Time zone, country, coordinate, school holidays.
    /// - Returns: Intervals covering `start..<end` in order.
    public func intervals(from start: Date, to end: Date, in context: EvaluationContext) -> [OpeningInterval] {
        InterpretedSchedule(schedule: self, context: context).intervals(
            from: Self.seconds(start), to: Self.seconds(end))
    }

    /// Warnings about what the context lacks for this schedule: no country for `PH` (it then
    /// matches no day), no school holidays for `SH` (its rules are then unknown), no coordinate for sun times (the
    /// specification's defaults are used).
    ///
    /// - Parameter context: The context the schedule will be evaluated in.
    /// - Returns: One warning per missing piece of information.
    public func warnings(for context: EvaluationContext) -> [HoursDiagnostic] {
        var warnings: [HoursDiagnostic] = []
        if usesPublicHolidays && context.publicHolidays == nil {
            let country =
                if let error = PublicHolidays.dataError {
                    "the holiday data cannot be used: \(error)"
                } else {
                    context.country.map { "the country \"\($0)\" is not known" } ?? "no country is given"
                }
            warnings.append(
                HoursDiagnostic(
                    severity: .warning, message: "\"PH\" matches no day because \(country)", offset: 0, length: 0,
                    kind: .needsContext, example: "EvaluationContext(timeZone: zone, country: \"DE\")"))
        }
        if usesSchoolHolidays && context.schoolHolidayCalendar == nil {
            let region = context.region.map { " \"\($0)\"" } ?? ""
            let place = context.country.map { "for \"\($0)\"" + region } ?? "without a country"
            warnings.append(
                HoursDiagnostic(
                    severity: .warning,
                    message: "\"SH\" is unknown: there are no school-holiday data \(place) and no calendar is given",
                    offset: 0, length: 0, kind: .needsContext, example: nil))
        }
        if usesSunTimes && context.coordinate == nil {
            warnings.append(
                HoursDiagnostic(
                    severity: .warning,
                    message: "Sun times use the defaults (sunrise 06:00, sunset 18:00) because no coordinate is given",
                    offset: 0, length: 0, kind: .needsContext, example: nil))
        }
        return warnings
    }

    @inlinable @inline(__always)
    static func seconds(_ date: Date) -> Int { Int(date.timeIntervalSince1970.rounded(.down)) }
}

extension WeekSource {
    func firstChange(after date: Date, horizon: Int) -> StateChange? {
        stateAndFirstChange(at: date, horizon: horizon).change
    }

    /// The state at `date` and the first later change of status, sharing the one state lookup.
    func stateAndFirstChange(at date: Date, horizon: Int) -> (state: OpeningState, change: StateChange?) {
        let start = Schedule.seconds(date)
        let states = self.states
        let current = stateIndex(atSeconds: start)
        guard
            let (instant, state) = nextBoundary(
                after: start, horizonDays: min(max(0, horizon), 3660), current: current,
                differs: { states[$0].status != states[$1].status })
        else { return (states[current], nil) }
        return (states[current], StateChange(date: Date(timeIntervalSince1970: Double(instant)), state: states[state]))
    }
}
