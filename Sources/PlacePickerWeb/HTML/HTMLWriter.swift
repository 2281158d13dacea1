/// Markup written straight into one byte buffer, for the parts of a page repeated per place
/// (map symbols): an ``HTMLNode`` per element allocated its attributes, its bytes and its child
/// list, and copied its bytes into every enclosing element. The same guarantees as the node
/// builder: names are literals, every `String` is escaped.
struct HTMLWriter {
    private(set) var bytes: [UInt8] = []

    /// `<name`: attributes follow, then ``endStartTag()``.
    mutating func startTag(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        HTMLEscaping.appendAttributeValue(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` when there is a value; nothing for `nil`.
    mutating func attribute(_ name: StaticString, _ value: String?) {
        if let value { attribute(name, value) }
    }

    /// A boolean attribute (` disabled`) when it is on.
    mutating func flag(_ name: StaticString, _ isOn: Bool) {
        guard isOn else { return }
        bytes.append(UInt8(ascii: " "))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// ` name="…"` with a literal value, escaped like any other.
    mutating func attribute(_ name: StaticString, literal value: StaticString) {
        attribute(name, value.description)
    }

    /// `>`.
    mutating func endStartTag() { bytes.append(UInt8(ascii: ">")) }

    /// `</name>`.
    mutating func endTag(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: ">"))
    }

    /// Text content, escaped.
    mutating func text(_ text: String) { HTMLEscaping.appendText(text, to: &bytes) }

    /// `<name>text</name>`.
    mutating func element(_ name: StaticString, text: String) {
        startTag(name)
        endStartTag()
        self.text(text)
        endTag(name)
    }

    /// A node written so far, to place among built nodes.
    var node: HTMLNode { HTMLNode(bytes: bytes) }
}
