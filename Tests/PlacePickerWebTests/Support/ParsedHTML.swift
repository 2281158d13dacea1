/// A small HTML tokenizer and tree builder for the pages this app writes, strict enough that an
/// escaping mistake shows up as an unexpected element or attribute (HTML Living Standard §13.2.5,
/// simplified: data, tag open, attribute states, raw text for `script`/`style`, RCDATA for
/// `textarea`/`title` outside SVG, comments, the doctype).
struct ParsedHTML {
    struct Element {
        var name: String
        var attributes: [(name: String, value: String)]
        var parent: Int?
        var children: [Child] = []

        func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
        func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }
        var id: String? { attribute("id") }
        var classes: [String] { (attribute("class") ?? "").split(separator: " ").map(String.init) }
    }

    enum Child {
        case element(Int)
        case text(String)
    }

    /// Every element in document order; index 0 is a synthetic root.
    private(set) var elements: [Element] = [Element(name: "#root", attributes: [], parent: nil)]
    /// Attributes written twice on one element, stray end tags and the like.
    private(set) var problems: [String] = []

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    init(_ html: String) {
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var open: [Int] = [0]
        var text = ""
        func flush() {
            guard !text.isEmpty, let current = open.last else { return }
            elements[current].children.append(.text(Self.decode(text)))
            text = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<", index + 1 < scalars.count else {
                text.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if next == "!" {
                // Comment or doctype: skip to the next ">".
                flush()
                let isComment = index + 3 < scalars.count && scalars[index + 2] == "-" && scalars[index + 3] == "-"
                if isComment {
                    var end = index + 4
                    while end + 2 < scalars.count,
                        !(scalars[end] == "-" && scalars[end + 1] == "-" && scalars[end + 2] == ">")
                    {
                        end += 1
                    }
                    index = end + 3
                } else {
                    while index < scalars.count && scalars[index] != ">" { index += 1 }
                    index += 1
                }
                continue
            }
            if next == "/" && index + 2 < scalars.count && scalars[index + 2].isASCIILetter {
                flush()
                var end = index + 2
                var name = ""
                while end < scalars.count && scalars[end] != ">" && !scalars[end].properties.isWhitespace {
                    name.unicodeScalars.append(scalars[end])
                    end += 1
                }
                while end < scalars.count && scalars[end] != ">" { end += 1 }
                index = end + 1
                name = name.lowercased()
                if let position = open.lastIndex(where: { elements[$0].name == name }), position > 0 {
                    open.removeSubrange(position...)
                } else {
                    problems.append("stray end tag </\(name)>")
                }
                continue
            }
            guard next.isASCIILetter else {
                text.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            flush()
            var cursor = index + 1
            var name = ""
            while cursor < scalars.count, !scalars[cursor].properties.isWhitespace, scalars[cursor] != ">",
                scalars[cursor] != "/"
            {
                name.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            name = name.lowercased()
            var attributes: [(name: String, value: String)] = []
            while cursor < scalars.count && scalars[cursor] != ">" {
                if scalars[cursor].properties.isWhitespace || scalars[cursor] == "/" {
                    cursor += 1
                    continue
                }
                var attributeName = ""
                while cursor < scalars.count, !scalars[cursor].properties.isWhitespace, scalars[cursor] != "=",
                    scalars[cursor] != ">", scalars[cursor] != "/" || attributeName.isEmpty
                {
                    attributeName.unicodeScalars.append(scalars[cursor])
                    cursor += 1
                }
                var value = ""
                if cursor < scalars.count && scalars[cursor] == "=" {
                    cursor += 1
                    if cursor < scalars.count && (scalars[cursor] == "\"" || scalars[cursor] == "'") {
                        let quote = scalars[cursor]
                        cursor += 1
                        while cursor < scalars.count && scalars[cursor] != quote {
                            value.unicodeScalars.append(scalars[cursor])
                            cursor += 1
                        }
                        cursor += 1
                    } else {
                        problems.append("unquoted value for \(attributeName) on <\(name)>")
                        while cursor < scalars.count, !scalars[cursor].properties.isWhitespace, scalars[cursor] != ">" {
                            value.unicodeScalars.append(scalars[cursor])
                            cursor += 1
                        }
                    }
                }
                attributeName = attributeName.lowercased()
                if attributes.contains(where: { $0.name == attributeName }) {
                    problems.append("attribute \(attributeName) twice on <\(name)>")
                }
                attributes.append((attributeName, Self.decode(value)))
            }
            index = cursor + 1
            let parent = open.last ?? 0
            elements.append(Element(name: name, attributes: attributes, parent: parent))
            let element = elements.count - 1
            elements[parent].children.append(.element(element))
            let inSVG = open.contains { elements[$0].name == "svg" }
            if ["script", "style"].contains(name) || (["textarea", "title"].contains(name) && !inSVG) {
                // Raw text or RCDATA: everything up to the matching end tag is text.
                let endTag = Array("</\(name)".unicodeScalars)
                var end = index
                while end < scalars.count {
                    if end + endTag.count <= scalars.count,
                        String(String.UnicodeScalarView(scalars[end..<(end + endTag.count)])).lowercased()
                            == String(String.UnicodeScalarView(endTag))
                    {
                        break
                    }
                    end += 1
                }
                let content = String(String.UnicodeScalarView(scalars[index..<min(end, scalars.count)]))
                if !content.isEmpty {
                    elements[element].children.append(
                        .text(name == "script" || name == "style" ? content : Self.decode(content)))
                }
                while end < scalars.count && scalars[end] != ">" { end += 1 }
                index = end + 1
            } else if !Self.voidElements.contains(name) {
                open.append(element)
            }
        }
        flush()
    }

    /// Decodes the character references this app writes, plus numeric ones.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let tail = rest[ampersand...]
            guard let semicolon = tail.firstIndex(of: ";"), tail.distance(from: ampersand, to: semicolon) < 10 else {
                output += "&"
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            let entity = String(tail[tail.index(after: ampersand)..<semicolon])
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
            if let value = named[entity] {
                output += value
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"),
                let code = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                output.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                output.unicodeScalars.append(scalar)
            } else {
                output += "&" + entity + ";"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }

    // MARK: Queries

    /// Indexes of all elements with a tag name.
    func all(_ name: String) -> [Int] { elements.indices.filter { elements[$0].name == name } }

    /// Indexes of all elements that match.
    func all(where predicate: (Element) -> Bool) -> [Int] { elements.indices.filter { predicate(elements[$0]) } }

    /// The element with an id.
    func byID(_ id: String) -> Element? { elements.first { $0.id == id } }

    /// The index of the element with an id.
    func index(ofID id: String) -> Int? { elements.firstIndex { $0.id == id } }

    subscript(_ index: Int) -> Element { elements[index] }

    /// Sets an attribute, as a person typing into a field changes its value.
    mutating func setAttribute(_ name: String, to value: String, onElementWithID id: String) {
        guard let index = index(ofID: id) else { return }
        elements[index].attributes.removeAll { $0.name == name }
        elements[index].attributes.append((name, value))
    }

    /// The text content of an element (decoded, concatenated).
    func text(_ index: Int) -> String {
        elements[index].children.map { child in
            switch child {
            case .text(let text): text
            case .element(let child): self.text(child)
            }
        }.joined()
    }

    /// The text of the element with an id, or `nil`.
    func text(ofID id: String) -> String? { index(ofID: id).map { text($0) } }

    /// Indexes of the descendants of an element, in document order.
    func descendants(_ index: Int) -> [Int] {
        elements[index].children.flatMap { child -> [Int] in
            if case .element(let child) = child { return [child] + descendants(child) }
            return []
        }
    }

    /// Indexes of descendants with a tag name.
    func descendants(_ index: Int, named name: String) -> [Int] {
        descendants(index).filter { elements[$0].name == name }
    }

    /// Every id on the page, in order (duplicates kept).
    var ids: [String] { elements.compactMap(\.id) }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
