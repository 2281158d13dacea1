import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads OpenStreetMap XML (`<osm>` with `<node>`, `<way>`, `<relation>`, `<tag k v>`, `<nd ref>`,
/// `<member>`), as from the OSM API or Overpass `[out:xml]`.
///
/// Diagnostics give the line and column of the element's start tag. When the XML is not well formed,
/// the error's position is reported and the elements completed before it are still read.
enum OSMXMLReader {
    /// Reads an OSM XML text into the collector.
    ///
    /// - Parameters:
    ///   - data: The XML bytes.
    ///   - collector: Receives places and diagnostics.
    static func read(_ data: Data, into collector: inout ImportCollector) {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = OSMXMLElementBuilder(source: collector.options.sourceName)
        parser.delegate = builder
        if !parser.parse() {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown reason"
            collector.report(
                .error,
                "The XML is not well formed (\(reason)); elements after this point are not read.",
                at: collector.location(line: parser.lineNumber, column: parser.columnNumber))
        } else if !builder.sawRoot {
            collector.report(
                .error, "Expected an <osm> root element, as in <osm version=\"0.6\"><node …/></osm>.",
                at: collector.location(line: 1, column: 1))
        }
        for problem in builder.problems { collector.report(problem.severity, problem.message, at: problem.location) }
        OSMElementReader.read(builder.elements, into: &collector)
    }
}

/// The `XMLParser` delegate that collects OSM elements with their positions.
final class OSMXMLElementBuilder: NSObject, XMLParserDelegate {
    private let source: String
    private var current: OSMElement?
    private(set) var elements: [OSMElement] = []
    private(set) var problems: [Diagnostic] = []
    private(set) var sawRoot = false
    private var count = 0

    init(source: String) {
        self.source = source
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let location = SourceLocation(source: source, line: parser.lineNumber, column: parser.columnNumber)
        switch elementName {
        case "osm":
            sawRoot = true
        case "node", "way", "relation":
            var location = location
            location.recordKind = .element
            location.index = count
            count += 1
            guard let kind = OSMElement.Kind(rawValue: elementName), let id = attributes["id"].flatMap({ Int64($0) })
            else {
                problems.append(Diagnostic(.error, "The <\(elementName)> has no numeric id; write e.g. id=\"42\".", at: location.with(field: "id")))
                return
            }
            var element = OSMElement(kind: kind, id: id, location: location)
            element.location.placeID = element.osmID
            if kind == .node {
                element.latitude = attributes["lat"].flatMap { Double($0) }
                element.longitude = attributes["lon"].flatMap { Double($0) }
                if element.latitude == nil || element.longitude == nil {
                    problems.append(Diagnostic(.error, "The node's lat or lon is missing or not a number; write e.g. lat=\"60.1710\" lon=\"24.9414\".", at: element.location.with(field: "lat")))
                }
            }
            for key in ["version", "timestamp", "changeset", "user", "uid"] {
                if let value = attributes[key] { element.meta[key] = .string(value) }
            }
            current = element
        case "tag":
            guard let key = attributes["k"] else {
                problems.append(Diagnostic(.warning, "A <tag> has no k attribute; it is ignored.", at: location.with(field: "tag")))
                return
            }
            if current?.tags[key] != nil {
                problems.append(Diagnostic(.warning, "The tag \"\(key)\" appears twice; the last value is used.", at: location.with(field: key)))
            }
            current?.tags[key] = .string(attributes["v"] ?? "")
        case "nd":
            if let ref = attributes["ref"].flatMap({ Int64($0) }) { current?.nodeRefs.append(ref) }
        case "member":
            current?.members.append(
                OSMElement.Member(
                    kind: attributes["type"].flatMap(OSMElement.Kind.init), ref: attributes["ref"].flatMap { Int64($0) },
                    role: attributes["role"] ?? "", geometry: nil))
        case "center":
            if let lat = attributes["lat"].flatMap({ Double($0) }), let lon = attributes["lon"].flatMap({ Double($0) }) {
                current?.center = PlanarPoint(x: lon, y: lat)
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard ["node", "way", "relation"].contains(elementName), let element = current else { return }
        elements.append(element)
        current = nil
    }
}
