import CivilCalendar
import Foundation
import Holidays
import OpeningHours
import OpeningHoursSyntax

/// Everything `placepicker hours` says about one expression at one instant, computed once and
/// then printed as text or JSON.
struct HoursReport: Sendable {
    /// The expression as typed.
    var expression: String
    /// The instant it is evaluated at.
    var instant: Date
    /// Zone, country, coordinate.
    var context: EvaluationContext
    /// How many days ahead the next change is looked for.
    var horizonDays: Int
    /// What the tolerant parser said.
    var parse: ParseResult
    /// What the context lacks for this schedule (no country for `PH`, …).
    var contextWarnings: [HoursDiagnostic] = []
    /// The state at the instant, when the expression could be read.
    var state: OpeningState?
    /// The next change of status within the horizon.
    var nextChange: StateChange?
    /// Seven days from the instant's local date (empty when the expression could not be read).
    var week: [DaySummary] = []

    /// The schedule, when the expression could be read.
    var schedule: Schedule? { parse.schedule }

    /// Evaluates an expression.
    ///
    /// - Parameters:
    ///   - expression: The `opening_hours` value.
    ///   - instant: When.
    ///   - context: Where.
    ///   - horizonDays: How far to look for the next change.
    init(expression: String, instant: Date, context: EvaluationContext, horizonDays: Int) {
        self.expression = expression
        self.instant = instant
        self.context = context
        self.horizonDays = horizonDays
        self.parse = Schedule.parse(expression, mode: .tolerant)
        guard let schedule = parse.schedule else { return }
        contextWarnings = schedule.warnings(for: context).map(Self.withOptionExample)
        if schedule.usesPublicHolidays, context.publicHolidays != nil {
            let first = WallTime(instant, in: context.timeZone).date
            let last = first.adding(days: horizonDays)
            let covered = PublicHolidays.coveredYears
            if !covered.contains(first.year) || !covered.contains(last.year) {
                contextWarnings.append(
                    HoursDiagnostic(
                        severity: .warning,
                        message: "\"PH\" matches no day outside \(covered.lowerBound)–\(covered.upperBound), "
                            + "the years the holiday data covers (\(PublicHolidays.dataSource))",
                        offset: 0, length: 0, kind: .needsContext, example: nil))
            }
        }
        state = schedule.state(at: instant, in: context)
        nextChange = schedule.nextChange(after: instant, in: context, horizon: horizonDays)
        let today = WallTime(instant, in: context.timeZone).date
        week = (0..<7).map { DaySummary(date: today.adding(days: $0), schedule: schedule, context: context) }
    }

    /// The library's context warnings give a code example; the tool names its own option instead.
    static func withOptionExample(_ warning: HoursDiagnostic) -> HoursDiagnostic {
        var warning = warning
        if warning.message.contains("\"PH\"") {
            warning.example = "--country FI"
        } else if warning.message.hasPrefix("Sun times") {
            warning.example = "--coords 60.1699,24.9384"
        } else {
            warning.example = nil
        }
        return warning
    }
}
