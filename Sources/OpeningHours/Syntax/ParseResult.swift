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
    /// The canonical spelling of the value, when it could be read.
    public var normalized: String?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - schedule: The schedule, if read.
    ///   - diagnostics: Errors and warnings.
    ///   - normalized: The canonical text, if read.
    public init(schedule: Schedule?, diagnostics: [HoursDiagnostic], normalized: String?) {
        self.schedule = schedule
        self.diagnostics = diagnostics
        self.normalized = normalized
    }

    /// Whether the value was read with no warnings at all.
    public var isClean: Bool { schedule != nil && diagnostics.isEmpty }

    /// The errors only.
    public var errors: [HoursDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The warnings only.
    public var warnings: [HoursDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
