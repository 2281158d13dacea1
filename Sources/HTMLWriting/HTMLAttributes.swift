import ByteWriting
import RawMemory

extension HTML {
    /// The attributes of a start tag made from data, written in place after the literal ones:
    /// ` name="value"`, each value escaped. Names are ``AttributeName``s; a `nil` value or a flag that is off
    /// writes nothing.
    package struct Attributes: ~Copyable {
        /// The document's buffer, the start tag open at its end.
        @usableFromInline var buffer: ByteBuffer

        @inlinable
        init(buffer: ByteBuffer) { self.buffer = buffer }

        /// ` name="value"`, the value escaped.
        @inlinable @inline(__always)
        package mutating func add(_ name: AttributeName, _ value: String) {
            start(name)
            HTMLEscaping.appendAttributeValue(value, to: &buffer)
            end()
        }

        /// ` name="value"` when there is a value; nothing for `nil`.
        @inlinable @inline(__always)
        package mutating func add(_ name: AttributeName, _ value: String?) {
            if let value { add(name, value) }
        }

        /// ` name="value"` with a literal value (one that depends on a condition: `aria-pressed`).
        @inlinable @inline(__always)
        package mutating func add(_ name: AttributeName, literal value: StaticString) {
            start(name)
            HTMLEscaping.appendAttributeValue(value, to: &buffer)
            end()
        }

        /// ` name="prefix…value…suffix"`: a value between literal words, escaped, without joining
        /// strings first (a row's class, `place state-open`).
        @inlinable @inline(__always)
        package mutating func add(
            _ name: AttributeName, literal prefix: StaticString, _ value: String, literal suffix: StaticString
        ) {
            start(name)
            HTMLEscaping.appendAttributeValue(prefix, to: &buffer)
            HTMLEscaping.appendAttributeValue(value, to: &buffer)
            HTMLEscaping.appendAttributeValue(suffix, to: &buffer)
            end()
        }

        /// ` name="first…second"`: two values and a literal between them, escaped, without joining
        /// strings first (a select button's name, `Pick up here: Alepa`).
        @inlinable @inline(__always)
        package mutating func add(
            _ name: AttributeName, _ first: String, literal separator: StaticString, _ second: String
        ) {
            start(name)
            HTMLEscaping.appendAttributeValue(first, to: &buffer)
            HTMLEscaping.appendAttributeValue(separator, to: &buffer)
            HTMLEscaping.appendAttributeValue(second, to: &buffer)
            end()
        }

        /// ` name="value"` from a value escaped beforehand.
        @inlinable @inline(__always)
        package mutating func add(_ name: AttributeName, _ value: EscapedValue) {
            start(name)
            buffer.append(contentsOf: value.bytes)
            end()
        }

        /// ` name="value"` from bytes that need no escaping (printable ASCII without `&`, `<`,
        /// `>` or quotes: a path's letters, digits, spaces, dots and signs), copied as they are.
        @inlinable
        package mutating func add(_ name: AttributeName, markupFree value: [UInt8]) {
            assert(value.allSatisfy { $0 >= 0x20 && $0 < 0x7F && !"&<>\"'".utf8.contains($0) })
            start(name)
            buffer.append(contentsOf: value)
            end()
        }

        /// ` name="…"` whose value `value` writes in place, escaped by itself (numbers, a
        /// percent-encoded path, a query escaped once for a whole page).
        @inlinable @inline(__always)
        package mutating func add(_ name: AttributeName, escapedBy value: (inout ByteBuffer) -> Void) {
            start(name)
            value(&buffer)
            end()
        }

        /// A boolean attribute (` disabled`) when it is on.
        @inlinable @inline(__always)
        package mutating func flag(_ name: AttributeName, _ isOn: Bool) {
            guard isOn else { return }
            buffer.append(UInt8(ascii: " "))
            buffer.append(name.spelling)
        }

        /// ` name="prefix-…"`: an element id made from a place id (``DOMID``), written in place.
        @inlinable @inline(__always)
        package mutating func id(_ name: AttributeName, prefix: StaticString, _ id: String) {
            start(name)
            // Letters, digits, `-` and `_` only: nothing to escape.
            DOMID.append(prefix, id, to: &buffer)
            end()
        }

        /// ` name="prefix1-ID prefix2-ID"`: two element ids of one place, for `aria-describedby`.
        @inlinable @inline(__always)
        package mutating func ids(_ name: AttributeName, prefix: StaticString, and second: StaticString, _ id: String) {
            start(name)
            DOMID.append(prefix, id, to: &buffer)
            buffer.append(UInt8(ascii: " "))
            DOMID.append(second, id, to: &buffer)
            end()
        }

        /// ` name="prefix1-ID prefix2-ID …"`: element ids of one place, for `aria-describedby`.
        package mutating func ids(_ name: AttributeName, prefixes: [StaticString], _ id: String) {
            start(name)
            for (index, prefix) in prefixes.enumerated() {
                if index > 0 { buffer.append(UInt8(ascii: " ")) }
                DOMID.append(prefix, id, to: &buffer)
            }
            end()
        }

        /// ` name="`.
        @inlinable @inline(__always)
        mutating func start(_ name: AttributeName) {
            buffer.append(UInt8(ascii: " "))
            buffer.append(name.spelling)
            buffer.append(UInt8(ascii: "="))
            buffer.append(UInt8(ascii: "\""))
        }

        /// The closing quote.
        @inlinable @inline(__always)
        mutating func end() { buffer.append(UInt8(ascii: "\"")) }
    }

    /// An attribute value escaped once, to be written as an attribute and again as an element's
    /// text (a map symbol's `aria-label` and its `<title>`; a cluster's link in the drawing and
    /// in the list after it).
    package struct EscapedValue {
        /// The value escaped for a double-quoted attribute.
        @usableFromInline var bytes: [UInt8] = []
        /// Whether the value held no quote: then its attribute escaping is also its text escaping.
        @usableFromInline var isAlsoText = true
        /// The value, kept for text when its escapings differ.
        @usableFromInline let text: String

        /// Escapes `text` once.
        package init(_ text: String) {
            self.text = text
            isAlsoText = !HTMLEscaping.appendAttributeValue(text, to: &bytes)
        }

        /// A value escaped by its maker, holding no quote (so its attribute escaping is also its
        /// text escaping, and its text is not kept).
        package init(escapedQuoteFree bytes: [UInt8]) {
            assert(!bytes.contains(UInt8(ascii: "\"")) && !bytes.contains(UInt8(ascii: "'")))
            self.bytes = bytes
            text = ""
        }
    }
}
