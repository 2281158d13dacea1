import Foundation
import Places

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
        if let problem = encodingProblem(data) {
            collector.report(.error, problem, at: collector.location(line: 1, column: 1))
            return
        }
        let parser = XMLParser(data: withEmptyInstructionsFilled(data) ?? data)
        parser.shouldResolveExternalEntities = false
        let builder = OSMXMLElementBuilder(source: collector.options.sourceName)
        parser.delegate = builder
        let finished = parser.parse()
        if let failure = builder.failure {
            collector.report(
                .error,
                "The XML is not well formed: \(failure.reason); elements from here on are not read.",
                at: collector.location(line: failure.line, column: failure.column))
        } else if !finished {
            collector.report(
                .error, "The XML could not be read: \(OSMXMLElementBuilder.describe(parser.parserError)).",
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
    /// The first well-formedness error; parsing stops there.
    private(set) var failure: (reason: String, line: Int, column: Int)?
    private var count = 0

    init(source: String) {
        self.source = source
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        // XMLParser reports the position after the start tag; the line is the useful part.
        let location = SourceLocation(source: source, line: parser.lineNumber)
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
                problems.append(
                    Diagnostic(
                        .error, "The <\(elementName)> has no numeric id; write e.g. id=\"42\".",
                        at: location.with(field: "id")))
                return
            }
            var element = OSMElement(kind: kind, id: id, location: location)
            element.location.placeID = element.osmID
            if kind == .node {
                element.latitude = attributes["lat"].flatMap { Double($0) }
                element.longitude = attributes["lon"].flatMap { Double($0) }
                if element.latitude == nil || element.longitude == nil {
                    problems.append(
                        Diagnostic(
                            .error,
                            "The node's lat or lon is missing or not a number; write e.g. lat=\"60.1710\" lon=\"24.9414\".",
                            at: element.location.with(field: "lat")))
                }
            }
            for key in ["version", "timestamp", "changeset", "user", "uid"] {
                if let value = attributes[key] { element.meta[key] = .string(value) }
            }
            current = element
        case "tag":
            guard let key = attributes["k"] else {
                problems.append(
                    Diagnostic(.warning, "A <tag> has no k attribute; it is ignored.", at: location.with(field: "tag")))
                return
            }
            if current?.tags[key] != nil {
                problems.append(
                    Diagnostic(
                        .warning, "The tag \"\(key)\" appears twice; the last value is used.",
                        at: location.with(field: key)))
            }
            current?.tags[key] = .string(attributes["v"] ?? "")
        case "nd":
            if let ref = attributes["ref"].flatMap({ Int64($0) }) { current?.nodeRefs.append(ref) }
        case "member":
            current?.members.append(
                OSMElement.Member(
                    kind: attributes["type"].flatMap(OSMElement.Kind.init),
                    ref: attributes["ref"].flatMap { Int64($0) },
                    role: attributes["role"] ?? "", geometry: nil))
        case "center":
            if let lat = attributes["lat"].flatMap({ Double($0) }), let lon = attributes["lon"].flatMap({ Double($0) })
            {
                current?.center = PlanarPoint(x: lon, y: lat)
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        failure = (OSMXMLElementBuilder.describe(parseError), parser.lineNumber, parser.columnNumber)
        current = nil
        parser.abortParsing()
    }

    /// A readable reason for an `XMLParser` error.
    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "unknown reason" }
        let code = (error as NSError).code
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends too early (is it cut off?)"
        case 76: return "an end tag does not match its start tag"
        case 38, 39, 40, 41: return "an attribute is malformed; write name=\"value\""
        case 73: return "a tag is not closed with '>'"
        default: return "XML parser error \(code)"
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, ["node", "way", "relation"].contains(elementName), let element = current else { return }
        elements.append(element)
        current = nil
    }
}
