import Foundation
import Geodesy
import Places
import RawMemory

/// Reads CSV (RFC 4180) with a header row; see ``CSVColumns`` for which columns mean what.
///
/// Columns that match no field are kept as string properties (empty cells are left out, since CSV
/// cannot tell empty from missing). A file with no name column but a street or house number column
/// is read as address points, e.g. `street,housenumber,postcode,city,lat,lon`.
enum CSVReader {
    /// Reads a CSV text into the collector.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - collector: Receives places, address points and diagnostics.
    /// - Complexity: O(n) in the size of the text.
    static func read(_ bytes: ByteView, into collector: inout ImportCollector) {
        let delimiter = UInt8(truncatingIfNeeded: collector.options.csvDelimiter.value)
        var parser = CSVParser(bytes: bytes, delimiter: delimiter)
        guard let header = parser.nextRecord() else {
            collector.report(
                .error, "The input is empty; expected a header row such as id,name,lat,lon.",
                at: collector.location(line: 1, column: 1))
            return
        }
        report(header, into: &collector, kind: nil, index: nil)
        guard let layout = CSVLayout(header: header, columns: collector.options.csvColumns, collector: &collector)
        else {
            return
        }
        var index = 0
        while let record = parser.nextRecord() {
            defer { index += 1 }
            let location = collector.location(line: record.line, column: 1, kind: .row, index: index)
            if report(record, into: &collector, kind: .row, index: index) {
                collector.skipRecord()
                continue
            }
            if record.fields.count != header.fields.count {
                collector.report(
                    .warning,
                    "The row has \(record.fields.count) fields but the header has \(header.fields.count); "
                        + (record.fields.count < header.fields.count
                            ? "missing fields are empty." : "extra fields are ignored."),
                    at: location)
            }
            collector.add(layout.sourceRecord(record, at: location, collector: &collector))
        }
    }

    /// Reports the tokenizer's problems; returns `true` when one is an error.
    @discardableResult
    private static func report(
        _ record: CSVRecord, into collector: inout ImportCollector, kind: SourceLocation.RecordKind?, index: Int?
    ) -> Bool {
        var failed = false
        for problem in record.problems {
            collector.report(
                problem.severity, problem.message,
                at: collector.location(
                    line: problem.position.line, column: problem.position.column, kind: kind, index: index))
            failed = failed || problem.severity == .error
        }
        return failed
    }
}

/// Which column of a particular file holds which field.
struct CSVLayout {
    var id: Int?
    var latitude: Int
    var longitude: Int
    var tags: [(column: Int, key: String)] = []
    var others: [(column: Int, name: String)] = []

    /// Matches a header row against the column names; reports and returns `nil` when a required
    /// column is missing.
    init?(header: CSVRecord, columns: CSVColumns, collector: inout ImportCollector) {
        let names = header.fields.map { $0.text.trimmingSpaces }
        var used = Set<Int>()
        func find(_ candidates: [String]) -> Int? {
            let wanted = Set(candidates.map { $0.lowercased() })
            guard
                let index = names.indices.first(where: { !used.contains($0) && wanted.contains(names[$0].lowercased()) }
                )
            else { return nil }
            used.insert(index)
            return index
        }
        let headerLocation = collector.location(line: header.line, column: 1)
        let latitude = find(columns.latitude)
        let longitude = find(columns.longitude)
        guard let latitude, let longitude else {
            let missing = latitude == nil ? columns.latitude : columns.longitude
            collector.report(
                .error,
                "The header has no \(latitude == nil ? "latitude" : "longitude") column; name one "
                    + missing.map { "\"\($0)\"" }.joined(separator: " or ") + ", as in id,name,lat,lon.",
                at: headerLocation.with(field: latitude == nil ? "lat" : "lon"))
            return nil
        }
        self.latitude = latitude
        self.longitude = longitude
        id = find(columns.id)
        for (candidates, key) in columns.tagColumns {
            if let column = find(candidates) { tags.append((column, key)) }
        }
        let keys = Set(tags.map(\.key))
        let addressOnly = !keys.contains("name") && (keys.contains("addr:street") || keys.contains("addr:housenumber"))
        if !keys.contains("name"), !addressOnly {
            collector.report(
                .error, "The header has no name column; name one \"name\", as in id,name,lat,lon.",
                at: headerLocation.with(field: "name"))
            return nil
        }
        if id == nil, !addressOnly {
            collector.report(
                .error, "The header has no id column; add one with stable ids, as in id,name,lat,lon.",
                at: headerLocation.with(field: "id"))
            return nil
        }
        for index in names.indices where !used.contains(index) && !names[index].isEmpty {
            others.append((index, names[index]))
        }
    }

    /// The record's tags, id and point, reporting a bad latitude or longitude.
    func sourceRecord(_ record: CSVRecord, at location: SourceLocation, collector: inout ImportCollector)
        -> SourceRecord
    {
        func cell(_ column: Int) -> CSVField? {
            column < record.fields.count ? record.fields[column] : nil
        }
        var result = SourceRecord(id: nil, tags: [:], coordinate: nil, location: location)
        if let id, let field = cell(id), !field.text.isEmpty { result.id = field.text }
        result.location.placeID = result.id
        for (column, key) in tags {
            guard let field = cell(column), !field.text.isEmpty else { continue }
            result.tags[key] = .string(field.text)
            result.fieldColumns[key] = field.column
        }
        for (column, name) in others {
            guard let field = cell(column), !field.text.isEmpty else { continue }
            result.tags[name] = .string(field.text)
        }
        let latitude = number(cell(self.latitude), name: "lat", location: result.location, collector: &collector)
        let longitude = number(cell(self.longitude), name: "lon", location: result.location, collector: &collector)
        if let latitude, let longitude {
            do {
                result.coordinate = try Coordinate(latitude: latitude, longitude: longitude)
            } catch {
                var at = result.location.with(field: "lat")
                at.column = cell(self.latitude)?.column
                collector.report(.error, error.description, at: at)
            }
        }
        return result
    }

    private func number(_ field: CSVField?, name: String, location: SourceLocation, collector: inout ImportCollector)
        -> Double?
    {
        var at = location.with(field: name)
        at.column = field?.column
        let text = field?.text.trimmingSpaces ?? ""
        guard !text.isEmpty else {
            collector.report(.error, "The \(name) is empty; write decimal degrees such as 60.1710.", at: at)
            return nil
        }
        guard let value = Double(text), value.isFinite else {
            collector.report(
                .error, "\"\(text)\" is not a number; write decimal degrees with a point, such as 60.1710.", at: at)
            return nil
        }
        return value
    }
}
