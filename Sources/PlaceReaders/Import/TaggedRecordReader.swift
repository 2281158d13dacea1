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

    /// Creates a reader.
    ///
    /// - Parameter options: The source name for diagnostics (address points are never read:
    ///   every record is a place).
    public init(options: ImportOptions = ImportOptions()) {
        var options = options
        options.readsAddressPoints = false
        collector = ImportCollector(options: options)
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
    public mutating func add(id: String, coordinate: Coordinate, tags: [String: JSONValue], index: Int) {
        collector.add(
            SourceRecord(
                id: id, tags: tags, coordinate: coordinate,
                location: collector.location(kind: .row, index: index, placeID: id)))
    }

    /// Reports a record that cannot be read at all, and counts it as skipped.
    ///
    /// - Parameters:
    ///   - id: The record's id, when known.
    ///   - index: Its 0-based position in the input.
    ///   - field: The field at fault.
    ///   - message: What is wrong and how to mend it.
    public mutating func skip(id: String?, index: Int, field: String?, message: String) {
        collector.report(.error, message, at: collector.location(kind: .row, index: index, placeID: id, field: field))
        collector.skipRecord()
    }

    /// The places read so far, with every diagnostic.
    public func result() -> ImportResult { collector.result() }
}
