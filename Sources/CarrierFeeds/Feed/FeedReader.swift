import Foundation
import Geodesy
import PlaceReaders
import Places
import RawMemory

/// Reads places from any format: the open ones through ``PlaceReader``, carriers' feeds through
/// their own readers, which make each record OSM-style tags that the same rules then turn into a
/// ``Place`` (ids unique, a name required, every problem reported with where it is).
///
/// Reading never throws and never drops a good record for a bad one: a page that ends mid-array
/// keeps its whole records; a record without a usable point is skipped with its reason; hours that
/// cannot be read make the place's hours unknown, with a warning naming the record and the text.
public enum FeedReader {
    /// Reads data in a given format.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - format: Their format.
    ///   - options: The source name for diagnostics and the other reading options.
    ///   - today: The local date the feed is read on, `YYYY-MM-DD`; temporary hours given only with
    ///     their last day start then. `nil` is today in UTC.
    /// - Returns: The places and the report.
    public static func read(
        _ data: Data, format: DataFormat, options: ImportOptions = ImportOptions(), today: String? = nil
    ) -> ImportResult {
        switch format {
        case .places(let format): return PlaceReader.read(data, format: format, options: options)
        case .carrier(let carrier):
            var feed = CarrierFeed(carrier: carrier, options: options, today: today)
            feed.read(data)
            return feed.reader.result()
        }
    }

    /// Reads a file, telling its format from its content unless one is given.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - format: The format, or `nil` to tell it from the content.
    ///   - options: Reading options; the file's name is the source name unless they give one.
    /// - Returns: The result; a format that cannot be told is one error in the report.
    /// - Throws: The file system's error when the file cannot be read.
    public static func read(contentsOf url: URL, format: DataFormat? = nil, options: ImportOptions = ImportOptions())
        throws -> ImportResult
    {
        let data = try Data(contentsOf: url)
        var options = options
        if options.sourceName == ImportOptions().sourceName { options.sourceName = url.lastPathComponent }
        switch format.map(Result.success) ?? DataFormat.detect(data, pathExtension: url.pathExtension) {
        case .success(let format): return read(data, format: format, options: options)
        case .failure(let error):
            let diagnostic = Diagnostic(.error, error.message, at: SourceLocation(source: options.sourceName))
            return ImportResult(report: ValidationReport(diagnostics: [diagnostic]))
        }
    }
}

/// One carrier feed being read: the text made UTF-8, its records found, each one read by the
/// carrier's reader, checked, and handed to the shared rules.
struct CarrierFeed {
    let carrier: CarrierFormat
    /// The shared rules and the report.
    var reader: TaggedRecordReader
    /// The date temporary hours without a first day start on.
    let today: FeedDate
    /// The tags and record index of each point read so far, to tell a point sent twice (pages of an
    /// API overlap) from two points that claim one id.
    private var seen: [String: (tags: [String: JSONValue], index: Int)] = [:]

    init(carrier: CarrierFormat, options: ImportOptions, today: String?) {
        self.carrier = carrier
        reader = TaggedRecordReader(options: options, recordKind: .record)
        self.today = today.flatMap(FeedDate.init) ?? FeedDate(daysSince1970: Int(Date().timeIntervalSince1970 / 86_400))
    }

    /// Reads the whole feed.
    mutating func read(_ data: Data) {
        var bytes = data
        if !TextRepair.isUTF8(data) {
            bytes = Data(TextRepair.windows1252ToUTF8(data))
            reader.report(
                .warning,
                "The feed is not UTF-8; it was read as Windows-1252 (Latin-1). Ask the carrier for UTF-8 if names "
                    + "look wrong.", line: 1, column: 1)
        }
        if carrier == .packeta, bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "<") {
            for record in PacketaXML.records(bytes, reader: &reader) {
                add(record.value, index: record.index, line: record.line)
            }
            return
        }
        var records: [JSONRecordStream.Record] = []
        let outcome = ByteView.withContiguousBytes(bytes) { view in
            JSONRecordStream.read(view, arrayAt: carrier.recordPath) { records.append($0) }
        }
        for warning in outcome.warnings {
            reader.report(.warning, warning.message, line: warning.line, column: warning.column)
        }
        let loose = outcome.foundArray ? [] : carrier.reader.records(inEnvelope: outcome.envelope)
        for (index, record) in loose.enumerated() { add(record, index: index, line: nil) }
        if !outcome.foundArray, loose.isEmpty, outcome.error == nil {
            let path =
                carrier.recordPath.isEmpty ? "a top-level array" : "\"\(carrier.recordPath.joined(separator: "."))\""
            reader.report(
                .error,
                "No \(carrier.carrierName) records: expected \(path) of points; is this a \(carrier.carrierName) feed?",
                line: 1, column: 1)
        }
        reserveAndAdd(records)
        if let error = outcome.error {
            reader.report(
                .error,
                "\(error.message) The feed stops here: the \(records.count) whole record(s) before it were read; "
                    + "download it again to get the rest.", line: error.line, column: error.column)
        }
    }

    private mutating func reserveAndAdd(_ records: [JSONRecordStream.Record]) {
        reader.reserve(records.count)
        for record in records { add(record.value, index: record.index, line: record.line) }
    }

    /// Reads one record into a place, or reports why it cannot be one.
    mutating func add(_ value: JSONValue, index: Int, line: Int?) {
        guard case .object = value else {
            reader.skip(
                id: nil, index: index, line: line, field: nil,
                message: "The record is not an object; each \(carrier.carrierName) point is a {…} with its fields.")
            return
        }
        var fields = RecordFields(value)
        var problems: [(Diagnostic.Severity, String, String?)] = []
        var point = carrier.point(from: &fields, today: today) { severity, message, field in
            problems.append((severity, message, field))
        }
        point.extra.merge(fields.leftovers) { mapped, _ in mapped }
        let id = point.ownID.map { "\(carrier.rawValue)/\($0)" }
        for (severity, message, field) in problems {
            reader.report(severity, message, index: index, line: line, id: id, field: field)
        }
        TextRepair.repair(&point) { field, before, after in
            reader.report(
                .warning, "The text \"\(before)\" had its letters broken by a wrong encoding; read as \"\(after)\".",
                index: index, line: line, id: id, field: field)
        }
        guard let id else {
            reader.skip(
                id: nil, index: index, line: line, field: carrier.idField,
                message: "The point has no \(carrier.idField); without the carrier's id it cannot be kept apart "
                    + "from the others or followed from one feed to the next.")
            return
        }
        let coordinate: Coordinate
        switch CoordinateCheck.check(
            latitude: point.latitude, longitude: point.longitude, country: point.address.country)
        {
        case .success(let checked):
            coordinate = checked.coordinate
            if let note = checked.note {
                reader.report(.warning, note, index: index, line: line, id: id, field: carrier.coordinateField)
            }
        case .failure(let problem):
            reader.skip(id: id, index: index, line: line, field: carrier.coordinateField, message: problem.message)
            return
        }
        if case .unreadable(let text, let field) = point.hours {
            reader.report(
                .warning,
                "The hours \"\(text)\" could not be read; the point's hours are shown as unknown (not as closed).",
                index: index, line: line, id: id, field: field)
        }
        let tags = point.tags(carrier: carrier, hoursText: point.hours.osmValue)
        if let earlier = seen[id], earlier.tags == tags {
            reader.report(
                .warning, "The point is sent again with the same fields as record #\(earlier.index); it is kept once.",
                index: index, line: line, id: id)
            return
        }
        if seen[id] == nil { seen[id] = (tags, index) }
        reader.add(id: id, coordinate: coordinate, tags: tags, index: index, line: line)
    }
}
