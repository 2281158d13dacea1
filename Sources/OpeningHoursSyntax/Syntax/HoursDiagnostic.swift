/// A problem found while reading an `opening_hours` value: an error that stops it, or a warning
/// about a real-world mistake that was read anyway.
public struct HoursDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: Sendable, Hashable {
        /// The value (or this part of it) cannot be read.
        case error
        /// The value was read, but is not written canonically or needs attention.
        case warning
    }

    /// What kind of problem a diagnostic reports, for callers that group or count them.
    public enum Kind: Sendable, Hashable {
        /// A character or word that has no meaning here.
        case unexpected
        /// The value ended where more was needed.
        case unexpectedEnd
        /// A number out of its range (hour 25, day 32, week 54, month 13).
        case outOfRange
        /// A time written non-canonically (`8:00`, `0800`, `8-18`, `8h`, `8pm`, `08.00`).
        case timeFormat
        /// A weekday or month name written non-canonically (`Mon`, `monday`, `mo`, `Di`).
        case nameFormat
        /// Spacing or punctuation that is not canonical (`Mo - Fr`, `Mo, Tu`, `–`, a trailing `;`).
        case punctuation
        /// A missing rule separator that could be inserted unambiguously.
        case missingSeparator
        /// A selector that needs information from the context (public holidays without a country).
        case needsContext
        /// A value that is valid but probably not what was meant (an empty range, a duplicate).
        case suspicious
    }

    /// Error or warning.
    public var severity: Severity
    /// What went wrong, in words, naming the bad input.
    public var message: String {
        get { text.rendered }
        set { text = DiagnosticText(newValue) }
    }
    /// The message, joined on demand.
    var text: DiagnosticText
    /// Character offset into the input where the problem starts.
    public var offset: Int
    /// Number of characters the problem covers (at least 0).
    public var length: Int
    /// The kind of problem.
    public var kind: Kind
    /// A valid example of what was probably meant, when there is one.
    public var example: String?

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: Error or warning.
    ///   - message: What went wrong.
    ///   - offset: Character offset into the input.
    ///   - length: Characters covered.
    ///   - kind: The kind of problem.
    ///   - example: A valid example, if any.
    public init(
        severity: Severity, message: String, offset: Int, length: Int, kind: Kind, example: String? = nil
    ) {
        self.init(
            severity: severity, text: DiagnosticText(message), offset: offset, length: length, kind: kind,
            example: example)
    }

    /// Creates a diagnostic whose message is joined only when read.
    init(
        severity: Severity, text: DiagnosticText, offset: Int, length: Int, kind: Kind, example: String? = nil
    ) {
        self.severity = severity
        self.text = text
        self.offset = offset
        self.length = length
        self.kind = kind
        self.example = example
    }

    /// `error at 12: … (for example: …)`.
    public var description: String {
        let level = severity == .error ? "error" : "warning"
        let tail = example.map { " (for example: \($0))" } ?? ""
        return "\(level) at \(offset): \(message)\(tail)"
    }

    /// Whether two diagnostics say the same thing about the same place (messages compared as text).
    public static func == (left: HoursDiagnostic, right: HoursDiagnostic) -> Bool {
        left.severity == right.severity && left.offset == right.offset && left.length == right.length
            && left.kind == right.kind && left.example == right.example && left.message == right.message
    }

    /// Hashes what ``==`` compares.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(offset)
        hasher.combine(length)
        hasher.combine(kind)
        hasher.combine(example)
        hasher.combine(message)
    }
}
