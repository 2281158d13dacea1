/// Where in the input a ``Diagnostic`` points: a text position, a record, a field, or several.
///
/// Syntax problems carry a ``line`` and ``column``; content problems carry the record's
/// ``index`` (0-based position among the document's features, elements or rows), the place id
/// when one is known, and the ``field`` that is wrong. Any part may be missing.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// What kind of record ``index`` counts.
    public enum RecordKind: String, Sendable, Hashable {
        /// A GeoJSON feature (`features[index]`).
        case feature
        /// An Overpass JSON element (`elements[index]`) or an OSM XML node, way or relation.
        case element
        /// A CSV data row (the header is not counted).
        case row
        /// A record of a carrier's feed (a pickup point in its array).
        case record
    }

    /// Name of the input, such as a file name; `nil` when unknown.
    public var source: String?
    /// 1-based line number.
    public var line: Int?
    /// 1-based column, counted in UTF-8 bytes from the start of the line.
    public var column: Int?
    /// What ``index`` counts.
    public var recordKind: RecordKind?
    /// 0-based position of the record among its kind.
    public var index: Int?
    /// The id of the place the problem belongs to, when known.
    public var placeID: String?
    /// The field (property, column or attribute) that is wrong, e.g. `geometry` or `addr:street`.
    public var field: String?

    /// Creates a location; every part is optional.
    ///
    /// - Parameters:
    ///   - source: Name of the input.
    ///   - line: 1-based line.
    ///   - column: 1-based column in UTF-8 bytes.
    ///   - recordKind: What `index` counts.
    ///   - index: 0-based record position.
    ///   - placeID: The place's id.
    ///   - field: The field at fault.
    public init(
        source: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        recordKind: RecordKind? = nil,
        index: Int? = nil,
        placeID: String? = nil,
        field: String? = nil
    ) {
        self.source = source
        self.line = line
        self.column = column
        self.recordKind = recordKind
        self.index = index
        self.placeID = placeID
        self.field = field
    }

    /// A copy naming a field.
    ///
    /// - Parameter field: The field at fault.
    /// - Returns: This location with ``field`` set.
    public func with(field: String?) -> SourceLocation {
        var copy = self
        copy.field = field
        return copy
    }

    /// Compiler-style text: `places.geojson:12:5`, `feature #3 (node/42), field "geometry"`, or both
    /// joined by `: `. Empty when nothing is known.
    public var description: String {
        var parts: [String] = []
        if let line {
            var position = "\(source ?? "input"):\(line)"
            if let column { position += ":\(column)" }
            parts.append(position)
        } else if let source {
            parts.append(source)
        }
        var record: [String] = []
        if let index {
            var text = "\((recordKind ?? .feature).rawValue) #\(index)"
            if let placeID { text += " (\(placeID))" }
            record.append(text)
        } else if let placeID {
            record.append("place \(placeID)")
        }
        if let field { record.append("field \"\(field)\"") }
        if !record.isEmpty { parts.append(record.joined(separator: ", ")) }
        return parts.joined(separator: ": ")
    }
}
