import HTTPMessage

/// Markup written straight into one byte buffer, for the parts of a page repeated per place
/// (map symbols): an ``HTMLNode`` per element allocated its attributes, its bytes and its child
/// list, and copied its bytes into every enclosing element. The same guarantees as the node
/// builder: names are literals, every `String` is escaped.
struct HTMLWriter {
    /// Where the markup goes (a class: a writer is passed `inout`, its bytes are never copied).
    private var buffer: ByteBuffer

    /// An empty writer.
    init() { buffer = ByteBuffer() }

    /// An empty writer with room for about `capacity` bytes, so a buffer of many similar items
    /// is not regrown (and copied) as it fills.
    init(capacity: Int) { buffer = ByteBuffer(capacity: capacity) }

    /// The markup written so far.
    var bytes: [UInt8] { buffer.bytes }

    /// `<name`: attributes follow, then ``endStartTag()``.
    mutating func startTag(_ name: StaticString) {
        buffer.append(UInt8(ascii: "<"))
        buffer.append(name)
    }

    /// ` name="`: the start of an attribute whose value follows.
    private mutating func attributeStart(_ name: StaticString) {
        buffer.append(UInt8(ascii: " "))
        buffer.append(name)
        buffer.append(UInt8(ascii: "="))
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        attributeStart(name)
        HTMLEscaping.appendAttributeValue(value, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="prefix…value…suffix"`: a value between literal words, escaped, without joining
    /// strings first (a row's class, `place state-open`).
    mutating func attribute(
        _ name: StaticString, literal prefix: StaticString, _ value: String, literal suffix: StaticString
    ) {
        attributeStart(name)
        HTMLEscaping.appendAttributeValue(prefix, to: &buffer)
        HTMLEscaping.appendAttributeValue(value, to: &buffer)
        HTMLEscaping.appendAttributeValue(suffix, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="first…second"`: two values and a literal between them, escaped, without joining
    /// strings first (a select button's name, `Pick up here: Alepa`).
    mutating func attribute(_ name: StaticString, _ first: String, literal separator: StaticString, _ second: String) {
        attributeStart(name)
        HTMLEscaping.appendAttributeValue(first, to: &buffer)
        HTMLEscaping.appendAttributeValue(separator, to: &buffer)
        HTMLEscaping.appendAttributeValue(second, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` when there is a value; nothing for `nil`.
    mutating func attribute(_ name: StaticString, _ value: String?) {
        if let value { attribute(name, value) }
    }

    /// A boolean attribute (` disabled`) when it is on.
    mutating func flag(_ name: StaticString, _ isOn: Bool) {
        guard isOn else { return }
        buffer.append(UInt8(ascii: " "))
        buffer.append(name)
    }

    /// ` name="…"` with a literal value, escaped like any other.
    mutating func attribute(_ name: StaticString, literal value: StaticString) {
        attributeStart(name)
        HTMLEscaping.appendAttributeValue(value, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// An attribute value escaped once, to be written as an attribute and again as an
    /// element's text (a map symbol's `aria-label` and its `<title>`).
    struct EscapedValue {
        fileprivate var bytes: [UInt8] = []
        /// Whether the value held no quote: then its attribute escaping is also its text escaping.
        fileprivate var isAlsoText = true
        fileprivate let text: String

        init(_ text: String) {
            self.text = text
            isAlsoText = !HTMLEscaping.appendAttributeValue(text, to: &bytes)
        }

        /// A value escaped by its maker, holding no quote (so its attribute escaping is also its
        /// text escaping, and its text is not kept).
        init(escapedQuoteFree bytes: [UInt8]) {
            assert(!bytes.contains(UInt8(ascii: "\"")) && !bytes.contains(UInt8(ascii: "'")))
            self.bytes = bytes
            text = ""
        }
    }

    /// ` name="value"` from bytes that need no escaping (no `&`, `<`, `>`, quotes or control
    /// characters: a path's letters, digits, spaces, dots and signs), copied as they are.
    mutating func attribute(_ name: StaticString, markupFree value: [UInt8]) {
        assert(value.allSatisfy { $0 >= 0x20 && $0 < 0x7F && !"&<>\"'".utf8.contains($0) })
        attributeStart(name)
        buffer.append(contentsOf: value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` from a value escaped beforehand.
    mutating func attribute(_ name: StaticString, _ value: EscapedValue) {
        attributeStart(name)
        buffer.append(contentsOf: value.bytes)
        buffer.append(UInt8(ascii: "\""))
    }

    /// Text content from a value escaped beforehand: its bytes again when they are also its
    /// text escaping, else the text escaped anew.
    mutating func text(_ value: EscapedValue) {
        if value.isAlsoText {
            buffer.append(contentsOf: value.bytes)
        } else {
            text(value.text)
        }
    }

    /// `<name>text</name>` for a value escaped beforehand: its bytes again when they are also
    /// its text escaping, else the text escaped anew.
    mutating func element(_ name: StaticString, text value: EscapedValue) {
        startTag(name)
        endStartTag()
        text(value)
        endTag(name)
    }

    /// ` name="prefix-…"`: an element id made from a place id (``DOMID``), written in place.
    mutating func idAttribute(_ name: StaticString, prefix: StaticString, id: String) {
        attributeStart(name)
        // Letters, digits, `-` and `_` only: nothing to escape.
        DOMID.append(prefix, id, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` name="prefix1ID prefix2ID"`: two element ids of one place, for `aria-describedby`.
    mutating func idAttribute(_ name: StaticString, prefix: StaticString, and second: StaticString, id: String) {
        attributeStart(name)
        DOMID.append(prefix, id, to: &buffer)
        buffer.append(UInt8(ascii: " "))
        DOMID.append(second, id, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` href="/places/ID?QUERY"`: a card link written in place from the page's escaped query.
    mutating func cardHref(_ id: String, links: PageContext.CardLinks) {
        buffer.append(" href=\"/places/" as StaticString)
        // Percent-encoded: unreserved bytes and `%XX` only, nothing for HTML to escape.
        FormEncoding.appendPathSegment(id, to: &buffer)
        buffer.append(contentsOf: links.escapedQuerySuffix)
        buffer.append(UInt8(ascii: "\""))
    }

    /// ` transform="translate(X Y)"`, pixel values to a tenth (``SVGMap/append(_:to:)``).
    mutating func translateAttribute(_ point: (x: Double, y: Double)) {
        buffer.append(" transform=\"translate(" as StaticString)
        SVGMap.append(point.x, to: &buffer)
        buffer.append(UInt8(ascii: " "))
        SVGMap.append(point.y, to: &buffer)
        buffer.append(UInt8(ascii: ")"))
        buffer.append(UInt8(ascii: "\""))
    }

    /// `>`.
    mutating func endStartTag() { buffer.append(UInt8(ascii: ">")) }

    /// `</name>`.
    mutating func endTag(_ name: StaticString) {
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
        buffer.append(name)
        buffer.append(UInt8(ascii: ">"))
    }

    /// Text content, escaped.
    mutating func text(_ text: String) { HTMLEscaping.appendText(text, to: &buffer) }

    /// `<name>text</name>`.
    mutating func element(_ name: StaticString, text: String) {
        startTag(name)
        endStartTag()
        self.text(text)
        endTag(name)
    }

    /// `<name>`: an element without attributes opened.
    mutating func open(_ name: StaticString) {
        startTag(name)
        endStartTag()
    }

    /// `<name first="…">`, the attribute's value a literal.
    mutating func open(_ name: StaticString, _ first: StaticString, _ firstValue: StaticString) {
        startTag(name)
        attribute(first, literal: firstValue)
        endStartTag()
    }

    /// `<name first="…" second="…">`, the attributes' values literals.
    mutating func open(
        _ name: StaticString, _ first: StaticString, _ firstValue: StaticString, _ second: StaticString,
        _ secondValue: StaticString
    ) {
        startTag(name)
        attribute(first, literal: firstValue)
        attribute(second, literal: secondValue)
        endStartTag()
    }

    /// `<name first="…">text</name>`, the attribute's value a literal, the text escaped.
    mutating func element(_ name: StaticString, _ first: StaticString, _ firstValue: StaticString, text: String) {
        open(name, first, firstValue)
        self.text(text)
        endTag(name)
    }

    /// `<name first="…" second="…">text</name>`, the attributes' values literals, the text escaped.
    mutating func element(
        _ name: StaticString, _ first: StaticString, _ firstValue: StaticString, _ second: StaticString,
        _ secondValue: StaticString, text: String
    ) {
        open(name, first, firstValue, second, secondValue)
        self.text(text)
        endTag(name)
    }

    /// A node made by the builder, written as it is: the parts of a written page that are rare or
    /// small keep the builder's syntax.
    mutating func write(_ node: HTMLNode) { node.render(into: &buffer) }

    /// Markup from a literal written into the program (never data), verbatim: `<!DOCTYPE html>`.
    mutating func trusted(_ markup: StaticString) { buffer.append(markup) }

    /// A node written so far, to place among built nodes.
    var node: HTMLNode { HTMLNode(bytes: bytes) }
}
