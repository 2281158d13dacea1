/// What a reader found: every diagnostic plus counts of what was read, kept and skipped.
public struct ValidationReport: Sendable, Hashable, CustomStringConvertible {
    /// Counts of records seen and their outcome.
    public struct Counts: Sendable, Hashable {
        /// Records looked at (features, elements or data rows), including skipped ones.
        public var records: Int = 0
        /// Places produced.
        public var places: Int = 0
        /// Address points produced.
        public var addressPoints: Int = 0
        /// Records dropped because of an error.
        public var skipped: Int = 0

        /// Creates counts, all zero by default.
        ///
        /// - Parameters:
        ///   - records: Records looked at.
        ///   - places: Places produced.
        ///   - addressPoints: Address points produced.
        ///   - skipped: Records dropped.
        public init(records: Int = 0, places: Int = 0, addressPoints: Int = 0, skipped: Int = 0) {
            self.records = records
            self.places = places
            self.addressPoints = addressPoints
            self.skipped = skipped
        }
    }

    /// Every problem, in input order.
    public var diagnostics: [Diagnostic]
    /// Records read, kept and skipped.
    public var counts: Counts

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - diagnostics: The problems found.
    ///   - counts: The counts.
    public init(diagnostics: [Diagnostic] = [], counts: Counts = Counts()) {
        self.diagnostics = diagnostics
        self.counts = counts
    }

    /// The diagnostics that are errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The diagnostics that are warnings.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// `true` when at least one diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// A summary line, then one line per diagnostic (`places.geojson:12:5: error: …`).
    public var description: String {
        let summary =
            "\(counts.records) records: \(counts.places) places, \(counts.addressPoints) address points, "
            + "\(counts.skipped) skipped; \(errors.count) errors, \(warnings.count) warnings"
        return ([summary] + diagnostics.map(\.description)).joined(separator: "\n")
    }
}
