import Geodesy
import Places
import RawMemory

/// Reads GeoJSON (RFC 7946) `FeatureCollection`s and single `Feature`s.
///
/// A feature's `id` (string or number), else its `@id` or `id` property, becomes the place id;
/// properties are interpreted as OSM-style tags (see ``TagInterpreter``) and kept otherwise.
/// Foreign members of features and collections are not kept.
enum GeoJSONReader {
    /// Inputs from this size on are interpreted on a second thread (``FeaturePipeline``).
    static let pipelineThreshold = 4 << 20

    /// Reads a GeoJSON text into the collector.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - collector: Receives places, address points and diagnostics.
    ///   - pipelines: Whether features are interpreted on a second thread while the parser goes
    ///     on (the same places and diagnostics either way); `nil` decides by size
    ///     (``pipelineThreshold``).
    ///   - preparingDepth: With a second thread, how many batches must wait for it before the
    ///     parser interprets a batch itself (``FeaturePipeline/defaultPreparingDepth``; tests set 0, to
    ///     have every batch interpreted by the parser, or `Int.max`, to have none).
    /// - Complexity: O(n) in the size of the text plus the shape calculations.
    static func read(
        _ bytes: ByteView, into collector: inout ImportCollector, pipelines: Bool? = nil,
        preparingDepth: Int = FeaturePipeline.defaultPreparingDepth
    ) {
        // Features are read as the parser completes each one, so the whole array is never held.
        // A large input is interpreted on a second thread while the parser goes on (same result).
        let pipeline =
            (pipelines ?? (bytes.count >= pipelineThreshold))
            ? FeaturePipeline(collector: collector, preparingDepth: preparingDepth) : nil
        var batch: [FeaturePipeline.Item] = []
        // The reader's copy of the rules, for the batches it interprets itself (FeaturePipeline).
        var readerRules = collector.rules
        var streamed = 0
        let parsed = JSONParser.parse(bytes, streamingArrays: ["features"], strings: GeoJSONReader.stringTable()) {
            (_, parser) throws(JSONSyntaxError) in
            try parser.parseElements { (index, position, parser) throws(JSONSyntaxError) in
                let feature = try parser.parseFeature()
                streamed += 1
                if streamed == 1024 {
                    // Room for as many places as the rest of the input holds features of this size.
                    let perFeature = max(1, parser.index / streamed)
                    let count = streamed + (bytes.count - parser.index) / perFeature * 11 / 10
                    if let pipeline { pipeline.reserve(count) } else { collector.reserve(count) }
                }
                let location = collector.location(
                    line: position.line, column: position.column, kind: .feature, index: index)
                guard let pipeline else {
                    collector.keep(prepare(feature, at: location, rules: &collector.rules))
                    return
                }
                batch.append((feature, location))
                if batch.count == FeaturePipeline.batchSize {
                    pipeline.send(batch, rules: &readerRules)
                    batch.removeAll(keepingCapacity: true)
                }
            }
        }
        if let pipeline {
            if !batch.isEmpty { pipeline.send(batch, rules: &readerRules) }
            collector = pipeline.finish()
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
            let location = collector.location(line: 1, column: 1, kind: .feature, index: 0)
            collector.keep(prepare(GeoJSONFeature(.object(root)), at: location, rules: &collector.rules))
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

    /// The table that interns the texts of a GeoJSON file; a property name's class is its
    /// interpreted key (``TagInterpreter/Slot``), or -1.
    static func stringTable() -> StringTable {
        StringTable { key in TagInterpreter.slotByKey[key].map { Int8($0.rawValue) } ?? -1 }
    }

    /// Reads one feature into a record and applies the shared rules to it.
    ///
    /// - Parameters:
    ///   - feature: The feature's parts.
    ///   - location: Where it is (its index among the features).
    ///   - rules: The rules (and their caches).
    /// - Returns: What the feature becomes, with its diagnostics.
    static func prepare(_ feature: GeoJSONFeature, at location: SourceLocation, rules: inout RecordRules)
        -> PreparedRecord
    {
        var location = location
        var problems: [Diagnostic] = []
        guard feature.isObject, feature.type?.stringValue == "Feature" else {
            problems.append(
                Diagnostic(
                    .error,
                    "Expected a Feature object such as {\"type\": \"Feature\", \"geometry\": …, \"properties\": {…}}.",
                    at: location.with(field: "type")))
            return PreparedRecord(diagnostics: problems, outcome: .skipped, location: location)
        }
        var id: String?
        switch feature.id {
        case .string(let text) where !text.isEmpty: id = text
        case .number(let number): id = JSONValue.number(number).jsonText()
        case nil, .null: break
        case let other?:
            problems.append(
                Diagnostic(
                    .warning, "The feature id is a \(other.kindName); it must be a string or a number.",
                    at: location.with(field: "id")))
        }
        var tags = TagList()
        switch feature.properties {
        case .object(let properties): tags = properties
        case .other(nil), .other(.null): break
        case .other(let other?):
            problems.append(
                Diagnostic(
                    .warning, "\"properties\" is a \(other.kindName); expected an object.",
                    at: location.with(field: "properties")))
        }
        location.placeID = id ?? tags["@id"]?.stringValue ?? tags["id"]?.stringValue
        let coordinate: Coordinate?
        switch feature.geometry {
        case .point(let point):
            coordinate = point
        case .value(let value):
            let at = location
            let geometry = GeoJSONGeometry { severity, message, field in
                problems.append(Diagnostic(severity, message, at: at.with(field: field)))
            }
            coordinate = geometry.coordinate(of: value)
        }
        return rules.prepare(
            SourceRecord(id: id, tags: tags, coordinate: coordinate, location: location), diagnostics: problems)
    }
}
