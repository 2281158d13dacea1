import Geodesy
import Places

/// Reads places that arrive as OSM-style tags with a point, one record at a time — rows of a
/// database table, for example — with the same rules, messages and unique-id check as the file
/// readers (``PlaceReader``).
///
/// Records are counted as rows (``SourceLocation/RecordKind/row``); a record the caller has to
/// refuse before it has tags (an unreadable point, say) is reported with ``skip(id:index:field:message:)``
/// so that the report's counts stay whole.
public struct TaggedRecordReader {
    private var collector: ImportCollector
    /// What the records are called in diagnostics.
    private let recordKind: SourceLocation.RecordKind

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - options: The source name for diagnostics (address points are never read: every record
    ///     is a place).
    ///   - recordKind: What the records are called in diagnostics (rows of a table by default).
    public init(options: ImportOptions = ImportOptions(), recordKind: SourceLocation.RecordKind = .row) {
        var options = options
        options.readsAddressPoints = false
        collector = ImportCollector(options: options)
        self.recordKind = recordKind
    }

    /// Makes room for about this many records.
    public mutating func reserve(_ count: Int) { collector.reserve(count) }

    /// Reads one record into a place, or reports why it cannot be one.
    ///
    /// - Parameters:
    ///   - id: The record's id.
    ///   - coordinate: Its point (already checked to be a valid latitude and longitude).
    ///   - tags: Its tags, including `name`, `opening_hours` and the rest.
    ///   - index: Its 0-based position in the input.
    ///   - line: The 1-based line where the record starts, when the input is a text.
    public mutating func add(
        id: String, coordinate: Coordinate, tags: [String: JSONValue], index: Int, line: Int? = nil
    ) {
        collector.add(
            SourceRecord(
                id: id, tags: tags, coordinate: coordinate,
                location: collector.location(line: line, kind: recordKind, index: index, placeID: id)))
    }

    /// Reports a problem with a record that is still read (a repaired or ignored field), or with the
    /// input as a whole (no index).
    ///
    /// - Parameters:
    ///   - severity: How bad it is.
    ///   - message: What is wrong and what was done about it.
    ///   - index: The record's 0-based position, or `nil` for the input as a whole.
    ///   - line: The 1-based line, when known.
    ///   - column: The 1-based column, when known.
    ///   - id: The record's id, when known.
    ///   - field: The field at fault.
    public mutating func report(
        _ severity: Diagnostic.Severity, _ message: String, index: Int? = nil, line: Int? = nil, column: Int? = nil,
        id: String? = nil, field: String? = nil
    ) {
        let kind = index == nil ? nil : recordKind
        collector.report(
            severity, message,
            at: collector.location(line: line, column: column, kind: kind, index: index, placeID: id, field: field))
    }

    /// Reports a record that cannot be read at all, and counts it as skipped.
    ///
    /// - Parameters:
    ///   - id: The record's id, when known.
    ///   - index: Its 0-based position in the input.
    ///   - line: The 1-based line where the record starts, when the input is a text.
    ///   - field: The field at fault.
    ///   - message: What is wrong and how to mend it.
    public mutating func skip(id: String?, index: Int, line: Int? = nil, field: String?, message: String) {
        collector.report(
            .error, message,
            at: collector.location(line: line, kind: recordKind, index: index, placeID: id, field: field))
        collector.skipRecord()
    }

    /// A copy of the shared rules, for a thread of ``add(_:convert:)``.
    var ruleTemplate: RecordRules { collector.rules }

    /// Where a record of this input is, before its line, index and id are known.
    var locationTemplate: SourceLocation { collector.location(kind: recordKind) }

    /// Keeps a record prepared on another thread (ids checked, counts kept).
    mutating func keepPrepared(_ record: PreparedRecord) { collector.keep(record) }

    /// The places read so far, with every diagnostic.
    public func result() -> ImportResult { collector.result() }
}
