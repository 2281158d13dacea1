import Foundation
import PlaceReaders
import Places

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The carriers' XML feeds, each record read into the same fields as the carrier's JSON: an element
/// with children becomes an object, a repeated child an array, a text element a string (an empty one
/// `""`), and an attribute a member. Which carriers publish XML, and its layout, each carrier's
/// ``Carrier/xml`` says.
enum CarrierXML {
    /// How a carrier's XML feed is laid out and recognised (each carrier gives its own, ``Carrier/xml``).
    struct Shape {
        /// The element of one record (`branch`).
        var record: String
        /// The element that shows the feed is the carrier's, even with no record in it (`branches`).
        var list: String
        /// Whether element and attribute names are lower-cased, as the carrier's JSON names them.
        var lowercased: Bool
        /// The root element, as messages name the feed (`export`).
        var root: String
        /// Texts near the start of a file that only this feed has (`<branch`).
        var markers: [String]
        /// The feed as messages describe it.
        var description: String

        /// Whether the start of a file has one of the feed's markers.
        func isMarked(_ head: String) -> Bool {
            markers.contains { head.contains($0) }
        }
    }

    /// One branch and where it starts.
    struct Record {
        var index: Int
        var line: Int
        var value: JSONValue
    }

    /// Reads the branches; an XML error is reported with its line, and the branches before it are kept.
    static func records(_ data: Data, shape: Shape, reader: inout TaggedRecordReader) -> [Record] {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = Builder(shape: shape)
        parser.delegate = builder
        let finished = parser.parse()
        if !finished {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            reader.report(
                .error,
                "The XML is not well formed (\(reason)); the feed stops here: the \(builder.records.count) whole "
                    + "record(s) before it were read.", line: builder.failureLine ?? parser.lineNumber,
                column: parser.columnNumber)
        } else if builder.records.isEmpty, !builder.sawBranches {
            reader.report(
                .error, "No <\(shape.record)> elements: expected \(shape.description).", line: 1, column: 1)
        }
        return builder.records
    }

    /// Builds each `<branch>` as it is read.
    private final class Builder: NSObject, XMLParserDelegate {
        /// An element being read: its name, children so far, and text.
        private struct Open {
            var name: String
            var children: [(String, JSONValue)] = []
            var text = ""
        }

        private let shape: Shape
        private var stack: [Open] = []
        private var branchLine = 0

        init(shape: Shape) { self.shape = shape }

        private func named(_ name: String) -> String { shape.lowercased ? name.lowercased() : name }
        var records: [Record] = []
        var sawBranches = false
        var failureLine: Int?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == shape.list { sawBranches = true }
            var element = Open(name: named(name))
            for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                element.children.append((named(key), .string(value.trimmingBlanks)))
            }
            if name == shape.record, stack.allSatisfy({ $0.name != named(shape.record) }) {
                stack = [element]
                branchLine = parser.lineNumber
                return
            }
            guard !stack.isEmpty else { return }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let element = stack.popLast() else { return }
            let value = Builder.value(of: element)
            if stack.isEmpty {
                if element.name == named(shape.record) {
                    records.append(Record(index: records.count, line: branchLine, value: value))
                }
                return
            }
            stack[stack.count - 1].children.append((element.name, value))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if failureLine == nil { failureLine = parser.lineNumber }
        }

        /// An element as JSON: text, or an object of its children (repeated names become arrays).
        private static func value(of element: Open) -> JSONValue {
            guard !element.children.isEmpty else { return .string(element.text.trimmingBlanks) }
            var members: [String: JSONValue] = [:]
            var repeated: Set<String> = []
            for (name, value) in element.children {
                if let earlier = members[name] {
                    if repeated.contains(name), case .array(let items) = earlier {
                        members[name] = .array(items + [value])
                    } else {
                        members[name] = .array([earlier, value])
                        repeated.insert(name)
                    }
                } else {
                    members[name] = value
                }
            }
            // Lists whose one item is written as a lone child (`<photos><photo>`) stay lists.
            for list in ["photos", "exceptions"] {
                if case .object(let inner)? = members[list], inner.count == 1, let (name, only) = inner.first {
                    if case .array = only { continue }
                    members[list] = .object([name: .array([only])])
                }
            }
            return .object(members)
        }
    }
}
