/// One problem found in input data: how bad, what, and where.
///
/// Problems that can be recovered from are values, not thrown errors: readers collect them in a
/// ``ValidationReport`` and keep reading the rest of the input.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The record (or the whole input) could not be used.
        case error
        /// The record was used, but something in it was ignored, repaired or guessed.
        case warning

        /// Errors sort before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// How bad the problem is.
    public var severity: Severity
    /// What is wrong, naming the bad value and showing a valid example where one helps.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: How bad the problem is.
    ///   - message: What is wrong.
    ///   - location: Where it is.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// One line: `places.geojson:12:5: error: …` or `feature #3 (node/42), field "geometry": error: …`.
    public var description: String {
        let place = location.description
        return place.isEmpty
            ? "\(severity.rawValue): \(message)" : "\(place): \(severity.rawValue): \(message)"
    }
}
