import Foundation
import Places
import RawMemory

/// Reads places from GeoJSON, CSV, Overpass JSON or OSM XML, reporting every problem with where it is.
///
/// Reading never throws: broken records are reported in ``ImportResult/report`` and skipped, and
/// every good record is kept. Rules shared by all formats:
///
/// - Tags are interpreted as OpenStreetMap keys (`name`, `addr:*`, `amenity`, `shop`, `opening_hours`,
///   `wheelchair`, `phone`, `website`, `timezone`, …); all other properties are kept verbatim in
///   ``Place/properties`` and the interpreted ones in ``Place/interpretedProperties``.
/// - A place needs an id, a name (or a `brand`/`operator` to stand in, with a warning) and a usable
///   geometry; otherwise it is reported as an error and skipped.
/// - A record with no name and no category but a street or house number is an address point
///   (unless ``ImportOptions/readsAddressPoints`` is `false`).
/// - Ids are unique: a repeated id is reported with both record indexes and the later record skipped.
public enum PlaceReader {
    /// Reads places from data in a given format.
    ///
    /// - Parameters:
    ///   - data: The file contents (UTF-8 for the text formats).
    ///   - format: The format of the data.
    ///   - options: Source name for messages, CSV columns, address point handling.
    /// - Returns: The places, address points and a validation report.
    /// - Complexity: O(n) in the size of the data, plus the shape calculations for areas.
    public static func read(_ data: Data, format: PlaceFormat, options: ImportOptions = ImportOptions()) -> ImportResult
    {
        var collector = ImportCollector(options: options)
        switch format {
        case .osm:
            OSMXMLReader.read(data, into: &collector)
        case .geojson, .csv, .overpass:
            ByteView.withContiguousBytes(data) { bytes in
                switch format {
                case .geojson: GeoJSONReader.read(bytes, into: &collector)
                case .csv: CSVReader.read(bytes, into: &collector)
                default: OverpassReader.read(bytes, into: &collector)
                }
            }
        }
        return collector.result()
    }

    /// Reads places from text in a given format.
    ///
    /// - Parameters:
    ///   - text: The file contents.
    ///   - format: The format of the text.
    ///   - options: Source name for messages, CSV columns, address point handling.
    /// - Returns: The places, address points and a validation report.
    public static func read(_ text: String, format: PlaceFormat, options: ImportOptions = ImportOptions())
        -> ImportResult
    {
        read(Data(text.utf8), format: format, options: options)
    }

    /// Reads places from a file, guessing the format from its extension (and, for `.json`, its
    /// first bytes) unless one is given. Diagnostics name the file by its last path component
    /// unless `options` names it.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - format: The format, or `nil` to guess.
    ///   - options: Reading options.
    /// - Returns: The places, address points and a validation report; an unknown extension is one
    ///   error in the report.
    /// - Throws: The file system's error when the file cannot be read.
    public static func read(contentsOf url: URL, format: PlaceFormat? = nil, options: ImportOptions = ImportOptions())
        throws -> ImportResult
    {
        let data = try Data(contentsOf: url)
        var options = options
        if options.sourceName == ImportOptions().sourceName { options.sourceName = url.lastPathComponent }
        guard let format = format ?? PlaceFormat(pathExtension: url.pathExtension, contents: data) else {
            let location = SourceLocation(source: options.sourceName)
            let message =
                "The extension \"\(url.pathExtension)\" does not say the format; "
                + "use .geojson, .json, .csv, .osm or .xml, or name the format."
            return ImportResult(report: ValidationReport(diagnostics: [Diagnostic(.error, message, at: location)]))
        }
        return read(data, format: format, options: options)
    }
}

// MARK: - What a reader produces

/// What a reader produced: the places, the address points, and a report of every problem.
public struct ImportResult: Sendable {
    /// The places that could be read, in input order, with unique ids.
    public var places: [Place] {
        didSet { positionsByID = nil }
    }
    /// Address points (records with an address and a location but no name or category).
    public var addressPoints: [AddressPoint]
    /// Every problem found, with counts.
    public var report: ValidationReport
    /// The position in ``places`` of each id, as the reader found it (so that a catalog need not
    /// hash every id again); dropped whenever ``places`` changes.
    var positionsByID: [String: Int]?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - places: The places read.
    ///   - addressPoints: The address points read.
    ///   - report: The problems found.
    public init(places: [Place] = [], addressPoints: [AddressPoint] = [], report: ValidationReport = ValidationReport())
    {
        self.places = places
        self.addressPoints = addressPoints
        self.report = report
    }
}
