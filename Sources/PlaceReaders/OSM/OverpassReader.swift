/// Reads Overpass API JSON output (`{"elements": [{"type": "node", "id": 1, …}]}`).
import Places
import RawMemory

enum OverpassReader {
    /// Reads an Overpass JSON text into the collector.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - collector: Receives places and diagnostics.
    static func read(_ bytes: ByteView, into collector: inout ImportCollector) {
        // Elements are converted as the parser completes each one, so the JSON tree is never held whole.
        var elements: [OSMElement] = []
        let parsed = JSONParser.parse(bytes, streaming: ["elements"]) { _, index, position, value in
            let location = collector.location(
                line: position.line, column: position.column, kind: .element, index: index)
            if let element = element(value, at: location, into: &collector) { elements.append(element) }
        }
        guard let document = GeoJSONReader.report(parsed, into: &collector) else {
            // Elements before a syntax error are still read.
            OSMElementReader.read(elements, into: &collector)
            return
        }
        guard case .object(let root) = document.root, case .array = root["elements"] ?? .null else {
            collector.report(
                .error, "Expected an object with an \"elements\" array, as Overpass returns with [out:json].",
                at: collector.location(line: 1, column: 1, field: "elements"))
            return
        }
        if let remark = root["remark"]?.stringValue {
            collector.report(.warning, "Overpass says: \(remark)", at: collector.location(field: "remark"))
        }
        OSMElementReader.read(elements, into: &collector)
    }

    private static func element(_ value: JSONValue, at location: SourceLocation, into collector: inout ImportCollector)
        -> OSMElement?
    {
        guard case .object(let object) = value, let kind = object["type"]?.stringValue.flatMap(OSMElement.Kind.init),
            case .number(let number) = object["id"] ?? .null, let id = Int64(exactly: number)
        else {
            collector.report(
                .error, "Expected an element such as {\"type\": \"node\", \"id\": 42, \"lat\": 60.17, \"lon\": 24.94}.",
                at: location.with(field: "type"))
            collector.skipRecord()
            return nil
        }
        var element = OSMElement(kind: kind, id: id, location: location)
        if case .object(let tags) = object["tags"] ?? .null { element.tags = tags }
        for key in ["version", "timestamp", "changeset", "user", "uid"] {
            if let meta = object[key] { element.meta[key] = meta }
        }
        if case .number(let latitude) = object["lat"] ?? .null, case .number(let longitude) = object["lon"] ?? .null {
            element.latitude = latitude
            element.longitude = longitude
        }
        element.center = point(object["center"])
        if case .array(let refs) = object["nodes"] ?? .null {
            element.nodeRefs = refs.compactMap { if case .number(let ref) = $0 { Int64(exactly: ref) } else { nil } }
        }
        if case .array(let geometry) = object["geometry"] ?? .null { element.geometry = geometry.compactMap(point) }
        if case .object(let bounds) = object["bounds"] ?? .null,
            case .number(let south) = bounds["minlat"] ?? .null, case .number(let west) = bounds["minlon"] ?? .null,
            case .number(let north) = bounds["maxlat"] ?? .null, case .number(let east) = bounds["maxlon"] ?? .null
        {
            element.bounds = (south, west, north, east)
        }
        if case .array(let members) = object["members"] ?? .null {
            element.members = members.compactMap { member in
                guard case .object(let fields) = member else { return nil }
                var geometry: [PlanarPoint]?
                if case .array(let points) = fields["geometry"] ?? .null { geometry = points.compactMap(point) }
                let ref: Int64? = if case .number(let ref) = fields["ref"] ?? .null { Int64(exactly: ref) } else { nil }
                return OSMElement.Member(
                    kind: fields["type"]?.stringValue.flatMap(OSMElement.Kind.init), ref: ref,
                    role: fields["role"]?.stringValue ?? "", geometry: geometry)
            }
        }
        return element
    }

    private static func point(_ value: JSONValue?) -> PlanarPoint? {
        guard case .object(let object) = value ?? .null, case .number(let latitude) = object["lat"] ?? .null,
            case .number(let longitude) = object["lon"] ?? .null
        else { return nil }
        return PlanarPoint(x: longitude, y: latitude)
    }
}
