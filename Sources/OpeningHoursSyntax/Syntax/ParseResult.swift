/// How strictly an `opening_hours` value is read.
public enum ParseMode: Sendable, Hashable {
    /// Only the canonical syntax of the specification; any deviation is an error.
    case strict
    /// Common unambiguous mistakes are read with a warning each, and a normalized form is given.
    case tolerant
}

/// The outcome of reading an `opening_hours` value.
public struct ParseResult: Sendable {
    /// The schedule, or `nil` when the value has errors.
    public var schedule: Schedule?
    /// Errors and warnings, in input order.
    public var diagnostics: [HoursDiagnostic]
    /// What the value means, also when strict mode rejected its spelling.
    var readSchedule: Schedule?

    /// The canonical spelling of the value, when it could be read (also in strict mode when only
    /// the spelling was wrong). Computed on access.
    public var normalized: String? { readSchedule.map(SchedulePrinter.print) }

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - schedule: The schedule, if accepted.
    ///   - diagnostics: Errors and warnings.
    ///   - readSchedule: The schedule as read, even if rejected for its spelling.
    package init(schedule: Schedule?, diagnostics: [HoursDiagnostic], readSchedule: Schedule?) {
        self.schedule = schedule
        self.diagnostics = diagnostics
        self.readSchedule = readSchedule
    }

    /// Whether the value was read with no warnings at all.
    public var isClean: Bool { schedule != nil && diagnostics.isEmpty }

    /// The errors only.
    public var errors: [HoursDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The warnings only.
    public var warnings: [HoursDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
