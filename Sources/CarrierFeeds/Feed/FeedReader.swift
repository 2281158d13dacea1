import CivilCalendar
import ConcurrencyPrimitives
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
    let today: LocalDate

    init(carrier: CarrierFormat, options: ImportOptions, today: String?) {
        self.carrier = carrier
        reader = TaggedRecordReader(options: options, recordKind: .record)
        self.today =
            today.flatMap(FieldText.isoDate) ?? LocalDate(dayNumber: Int(Date().timeIntervalSince1970 / 86_400))
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
        if let shape = carrier.type.xml, bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "<") {
            addAll(CarrierXML.records(bytes, shape: shape, reader: &reader).map { ($0.value, $0.index, $0.line) })
            return
        }
        let (entries, outcome) = CarrierFeed.parse(Array(bytes), carrier: carrier, today: today)
        for warning in outcome.warnings {
            reader.report(.warning, warning.message, line: warning.line, column: warning.column)
        }
        let loose = outcome.foundArray ? [] : carrier.type.records(inEnvelope: outcome.envelope)
        addAll(loose.enumerated().map { ($0.element, $0.offset, nil) })
        if !outcome.foundArray, loose.isEmpty, outcome.error == nil {
            let recordPath = carrier.type.recordPath
            let path = recordPath.isEmpty ? "a top-level array" : "\"\(recordPath.joined(separator: "."))\""
            reader.report(
                .error,
                "No \(carrier.carrierName) records: expected \(path) of points; is this a \(carrier.carrierName) feed?",
                line: 1, column: 1)
        }
        reader.add(entries)
        if let error = outcome.error {
            // A file that is not JSON at all is another format, not a download cut short.
            let first = bytes.first(where: { $0 > 0x20 })
            if entries.isEmpty, let first, first != UInt8(ascii: "{"), first != UInt8(ascii: "[") {
                let what = first == UInt8(ascii: "<") ? "XML" : "not JSON"
                reader.report(
                    .error,
                    "The file is \(what), not \(carrier.carrierName)'s JSON feed: name its format with --from, or leave "
                        + "--from out to tell it from the content.", line: 1, column: 1)
                return
            }
            reader.report(
                .error,
                "\(error.message) The feed stops here: the \(entries.count) whole record(s) before it were read; "
                    + "download it again to get the rest.", line: error.line, column: error.column)
        }
    }

    /// The records of a feed's text, converted. Pages saved one after another (a paged API's) are
    /// each parsed and converted on a core of their own, from their own line; the result is the one
    /// reading them in a row gives: records numbered on, and nothing after the first page that
    /// stops short. One document is parsed, then its records converted on all cores.
    static func parse(_ bytes: [UInt8], carrier: CarrierFormat, today: LocalDate) -> (
        [TaggedEntry], JSONRecordStream.Outcome
    ) {
        let path = carrier.type.recordPath
        let documents = ByteView.withBytes(bytes) { JSONRecordStream.documents($0) }
        guard documents.count > 1 else {
            var parsed: [JSONRecordStream.Record] = []
            let outcome = ByteView.withBytes(bytes) { view in
                JSONRecordStream.read(view, arrayAt: path) { parsed.append($0) }
            }
            let records = parsed
            let entries = ParallelChunks.map(count: records.count, chunkSize: TaggedRecordReader.chunkSize) { range in
                records[range].map {
                    CarrierFeed.entry($0.value, index: $0.index, line: $0.line, carrier: carrier, today: today)
                }
            }
            return (entries.flatMap { $0 }, outcome)
        }
        let pages = ParallelChunks.map(count: documents.count, chunkSize: 1) { range in
            let document = documents[range.lowerBound]
            var entries: [TaggedEntry] = []
            let outcome = ByteView.withBytes(bytes) { view in
                JSONRecordStream.read(
                    view.slice(document.range), arrayAt: path, firstLine: document.line, firstColumn: document.column
                ) { record in
                    entries.append(
                        CarrierFeed.entry(
                            record.value, index: record.index, line: record.line, carrier: carrier, today: today))
                }
            }
            return (entries, outcome)
        }
        var entries: [TaggedEntry] = []
        entries.reserveCapacity(pages.reduce(0) { $0 + $1.0.count })
        var outcome = JSONRecordStream.Outcome()
        for (pageEntries, pageOutcome) in pages {
            let offset = entries.count
            entries.append(
                contentsOf: pageEntries.lazy.map { entry in
                    var entry = entry
                    entry.index += offset
                    return entry
                })
            outcome.foundArray = outcome.foundArray || pageOutcome.foundArray
            outcome.warnings += pageOutcome.warnings
            for (key, value) in pageOutcome.envelope where outcome.envelope[key] == nil {
                outcome.envelope[key] = value
            }
            if let error = pageOutcome.error {
                outcome.error = error
                break
            }
        }
        return (entries, outcome)
    }

    /// Converts the records on all cores and keeps them in order (``TaggedRecordReader/add(_:convert:)``).
    private mutating func addAll(_ records: [(value: JSONValue, index: Int, line: Int?)]) {
        guard !records.isEmpty else { return }
        let (carrier, today) = (carrier, today)
        reader.add(records) { record in
            CarrierFeed.entry(record.value, index: record.index, line: record.line, carrier: carrier, today: today)
        }
    }

    /// One record converted: its tags and point, or why it has none, with every problem noticed.
    static func entry(_ value: JSONValue, index: Int, line: Int?, carrier: CarrierFormat, today: LocalDate)
        -> TaggedEntry
    {
        guard case .object = value else {
            return TaggedEntry(
                index: index, line: line, id: nil,
                outcome: .skipped(
                    field: nil,
                    message: "The record is not an object; each \(carrier.carrierName) point is a {…} with its fields.")
            )
        }
        var fields = RecordFields(value)
        var notes: [TaggedEntry.Note] = []
        var point = carrier.point(from: &fields, today: today) { severity, message, field in
            notes.append(TaggedEntry.Note(severity, message, field: field))
        }
        let id = point.ownID.map { "\(carrier.rawValue)/\($0)" }
        TextRepair.repair(&point) { field, before, after in
            notes.append(
                TaggedEntry.Note(
                    .warning,
                    "The text \"\(before)\" had its letters broken by a wrong encoding; read as \"\(after)\".",
                    field: field))
        }
        guard let id else {
            return TaggedEntry(
                index: index, line: line, id: nil, notes: notes,
                outcome: .skipped(
                    field: carrier.type.idField,
                    message:
                        "The point has no \(carrier.type.idField); without the carrier's id it cannot be kept apart "
                        + "from the others or followed from one feed to the next."))
        }
        let coordinate: Coordinate
        switch CoordinateCheck.check(
            latitude: point.latitude, longitude: point.longitude, country: point.address.country)
        {
        case .success(let checked):
            coordinate = checked.coordinate
            if let note = checked.note {
                notes.append(TaggedEntry.Note(.warning, note, field: carrier.type.coordinateField))
            }
        case .failure(let problem):
            return TaggedEntry(
                index: index, line: line, id: id, notes: notes,
                outcome: .skipped(field: carrier.type.coordinateField, message: problem.message))
        }
        if case .unreadable(let text, let field) = point.hours {
            notes.append(
                TaggedEntry.Note(
                    .warning,
                    "The hours \"\(text)\" could not be read; the point's hours are shown as unknown (not as closed).",
                    field: field))
        }
        return TaggedEntry(
            index: index, line: line, id: id, notes: notes,
            outcome: .place(
                coordinate: coordinate,
                tags: point.tagList(carrier: carrier, hoursText: point.hours.osmValue, leftovers: fields)))
    }
}
