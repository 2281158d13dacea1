/// Reads GeoJSON (RFC 7946) `FeatureCollection`s and single `Feature`s.
///
/// A feature's `id` (string or number), else its `@id` or `id` property, becomes the place id;
/// properties are interpreted as OSM-style tags (see ``TagInterpreter``) and kept otherwise.
/// Foreign members of features and collections are not kept.
enum GeoJSONReader {
    /// Reads a GeoJSON text into the collector.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - collector: Receives places, address points and diagnostics.
    /// - Complexity: O(n) in the size of the text plus the shape calculations.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, into collector: inout ImportCollector) {
        // Features are read as the parser completes each one, so the whole array is never held.
        var streamed = 0
        let parsed = JSONParser.parse(bytes, streaming: ["features"]) { _, index, position, feature in
            streamed += 1
            let location = collector.location(
                line: position.line, column: position.column, kind: .feature, index: index)
            readFeature(feature, at: location, into: &collector)
        }
        guard let document = report(parsed, into: &collector) else { return }
        guard case .object(let root) = document.root else {
            collector.report(
                .error, "The top-level value is a \(document.root.kindName); expected a FeatureCollection object.",
                at: collector.location(line: 1, column: 1))
            return
        }
        switch root["type"]?.stringValue {
        case "FeatureCollection":
            guard case .array = root["features"] ?? .null else {
                collector.report(
                    .error, "The FeatureCollection has no \"features\" array; add \"features\": [].",
                    at: collector.location(field: "features"))
                return
            }
        case "Feature":
            readFeature(
                .object(root), at: collector.location(line: 1, column: 1, kind: .feature, index: 0), into: &collector)
        case let type:
            let found = type.map { "\"\($0)\"" } ?? "missing"
            if streamed > 0 {
                collector.report(
                    .warning,
                    "The top-level \"type\" is \(found); the features were read as if it were \"FeatureCollection\".",
                    at: collector.location(field: "type"))
            } else {
                collector.report(
                    .error, "The top-level \"type\" is \(found); expected \"FeatureCollection\" or \"Feature\".",
                    at: collector.location(field: "type"))
            }
        }
    }

    /// Reports a syntax error or the parser's warnings with their positions.
    ///
    /// - Parameters:
    ///   - parsed: What the parser returned.
    ///   - collector: Receives the diagnostics.
    /// - Returns: The document, or `nil` after a syntax error.
    static func report(_ parsed: Result<JSONDocument, JSONSyntaxError>, into collector: inout ImportCollector)
        -> JSONDocument?
    {
        switch parsed {
        case .failure(let error):
            collector.report(
                .error, error.message, at: collector.location(line: error.position.line, column: error.position.column))
            return nil
        case .success(let document):
            for warning in document.warnings {
                collector.report(
                    .warning, warning.message,
                    at: collector.location(line: warning.position.line, column: warning.position.column))
            }
            return document
        }
    }

    private static func readFeature(
        _ value: JSONValue, at location: SourceLocation, into collector: inout ImportCollector
    ) {
        var location = location
        guard case .object(let feature) = value, feature["type"]?.stringValue == "Feature" else {
            collector.report(
                .error,
                "Expected a Feature object such as {\"type\": \"Feature\", \"geometry\": …, \"properties\": {…}}.",
                at: location.with(field: "type"))
            collector.skipRecord()
            return
        }
        var id: String?
        switch feature["id"] {
        case .string(let text) where !text.isEmpty: id = text
        case .number(let number): id = JSONValue.number(number).jsonText()
        case nil, .null: break
        case let other?:
            collector.report(
                .warning, "The feature id is a \(other.kindName); it must be a string or a number.",
                at: location.with(field: "id"))
        }
        var tags: [String: JSONValue] = [:]
        switch feature["properties"] {
        case .object(let properties): tags = properties
        case nil, .null: break
        case let other?:
            collector.report(
                .warning, "\"properties\" is a \(other.kindName); expected an object.",
                at: location.with(field: "properties"))
        }
        location.placeID = id ?? tags["@id"]?.stringValue ?? tags["id"]?.stringValue
        var problems: [Diagnostic] = []
        let geometry = GeoJSONGeometry { severity, message, field in
            problems.append(Diagnostic(severity, message, at: location.with(field: field)))
        }
        let coordinate = geometry.coordinate(of: feature["geometry"])
        for problem in problems { collector.report(problem.severity, problem.message, at: problem.location) }
        collector.add(SourceRecord(id: id, tags: tags, coordinate: coordinate, location: location))
    }
}
