import ByteWriting
import RawMemory

/// An HTML document written front to back into one buffer, by Swift shaped like its markup: an
/// element's content is a closure, so the nesting in the code is the nesting in the page, and
/// every end tag is written by the call that wrote its start tag.
///
/// ```swift
/// html.element(.li, #"class="place""#) { html in
///     html.element(.h3, text: place.name)
///     html.element(.button, #"type="submit" name="select""#) { attributes in
///         attributes.add(.value, place.id)
///         attributes.flag(.disabled, !place.isSelectable)
///     } content: { html in
///         html.text(actionTitle)
///     }
/// }
/// ```
///
/// The guarantees:
/// - Element and attribute names are cases of ``Tag``, ``VoidTag`` and ``AttributeName``, each
///   spelt once (`HTMLNames.swift`): `.buton` does not compile, and a void element (`<input>`)
///   can only be written by ``void(_:_:attributes:)``, without content or end tag. An attribute
///   list written as it stands (`#"class="place""#`) is a literal, and its names are checked
///   against ``AttributeName`` wherever asserts run: data never becomes markup.
/// - Every `String` is escaped where it is written: as text (`&`, `<`, `>`) or as a double-quoted
///   attribute value (also `"` and `'`); C0 controls are dropped (``HTMLEscaping``).
/// - The only markup written verbatim is a literal: ``doctype()``.
///
/// The closures are not escaping and the calls are inlined: a row of the list costs what the
/// same bytes appended one by one cost (a page is thousands of small appends; the instruction
/// counts are in `docs/internals/benchmarks.md`).
///
/// A document has one owner: `HTML` and its ``Attributes`` are non-copyable, so the buffer under
/// them cannot be shared by a copy made by accident (`let other = html` moves the document, and
/// `html` can no longer be written to); pass it `inout`.
package struct HTML: ~Copyable {
    /// Where the markup goes: one growing allocation, reachable only through this document and,
    /// while a start tag is open, the ``Attributes`` it lends to the closure that writes them.
    @usableFromInline var buffer: ByteBuffer

    /// An empty document with room for about `capacity` bytes, so a page of many similar items is
    /// not regrown (and copied) as it fills.
    @inlinable
    package init(capacity: Int = 256) { buffer = ByteBuffer(capacity: capacity) }

    /// The markup written so far.
    package var bytes: [UInt8] { buffer.bytes }

    /// The markup written so far, as a string.
    package var string: String { String(decoding: buffer.bytes, as: UTF8.self) }

    // MARK: Elements

    /// `<name attributes>content</name>`.
    ///
    /// - Parameters:
    ///   - name: The tag name, a literal.
    ///   - attributes: Attributes written as they stand, a literal (`#"id="results""#`), or none.
    ///   - content: Writes what the element holds.
    @inlinable @inline(__always)
    package mutating func element(
        _ name: Tag, _ attributes: StaticString = "", _ content: (inout HTML) -> Void
    ) {
        startTag(name.spelling, attributes)
        endStartTag()
        content(&self)
        endTag(name.spelling)
    }

    /// `<name attributes more>content</name>`, where `more` are attributes made from data.
    ///
    /// - Parameters:
    ///   - name: The tag name, a literal.
    ///   - attributes: Attributes written as they stand, a literal, before the others.
    ///   - more: Writes the attributes made from data (``Attributes``).
    ///   - content: Writes what the element holds.
    @inlinable @inline(__always)
    package mutating func element(
        _ name: Tag, _ attributes: StaticString = "", attributes more: (inout Attributes) -> Void,
        content: (inout HTML) -> Void
    ) {
        startTag(name.spelling, attributes)
        var list = Attributes(buffer: buffer)
        more(&list)
        endStartTag()
        content(&self)
        endTag(name.spelling)
    }

    /// `<name attributes>text</name>`, the text escaped.
    @inlinable @inline(__always)
    package mutating func element(_ name: Tag, _ attributes: StaticString = "", text: String) {
        startTag(name.spelling, attributes)
        endStartTag()
        self.text(text)
        endTag(name.spelling)
    }

    /// `<name attributes more>text</name>`, the text escaped.
    @inlinable @inline(__always)
    package mutating func element(
        _ name: Tag, _ attributes: StaticString = "", attributes more: (inout Attributes) -> Void,
        text: String
    ) {
        startTag(name.spelling, attributes)
        var list = Attributes(buffer: buffer)
        more(&list)
        endStartTag()
        self.text(text)
        endTag(name.spelling)
    }

    /// `<name attributes>text</name>` for a value escaped beforehand (a map symbol's `<title>`,
    /// whose text is also its `aria-label`).
    @inlinable @inline(__always)
    package mutating func element(_ name: Tag, _ attributes: StaticString = "", text: EscapedValue) {
        startTag(name.spelling, attributes)
        endStartTag()
        self.text(text)
        endTag(name.spelling)
    }

    /// `<name attributes more></name>`: an element that holds nothing but has an end tag (an SVG
    /// `<circle>`, an empty status paragraph).
    @inlinable @inline(__always)
    package mutating func empty(
        _ name: Tag, _ attributes: StaticString = "", attributes more: (inout Attributes) -> Void = { _ in }
    ) {
        startTag(name.spelling, attributes)
        var list = Attributes(buffer: buffer)
        more(&list)
        endStartTag()
        endTag(name.spelling)
    }

    /// `<name attributes more>`: a void element, which has no content and no end tag (`<input>`,
    /// `<meta>`, `<link>`).
    @inlinable @inline(__always)
    package mutating func void(
        _ name: VoidTag, _ attributes: StaticString = "", attributes more: (inout Attributes) -> Void = { _ in }
    ) {
        startTag(name.spelling, attributes)
        var list = Attributes(buffer: buffer)
        more(&list)
        endStartTag()
    }

    // MARK: Text

    /// Text content, escaped.
    @inlinable @inline(__always)
    package mutating func text(_ text: String) { HTMLEscaping.appendText(text, to: &buffer) }

    /// Text content from a value escaped beforehand: its bytes again when they are also its text
    /// escaping, else the text escaped anew.
    @inlinable
    package mutating func text(_ value: EscapedValue) {
        if value.isAlsoText {
            buffer.append(contentsOf: value.bytes)
        } else {
            text(value.text)
        }
    }

    /// `<!DOCTYPE html>` and a line break: the one piece of markup written as it stands.
    @inlinable
    package mutating func doctype() { buffer.append("<!DOCTYPE html>\n" as StaticString) }

    // MARK: Tags

    /// `<name attributes`: the start tag left open for ``Attributes``.
    @inlinable @inline(__always)
    mutating func startTag(_ name: StaticString, _ attributes: StaticString) {
        assert(Self.attributeListProblem(attributes) == nil, Self.attributeListProblem(attributes) ?? "")
        buffer.append(UInt8(ascii: "<"))
        buffer.append(name)
        if attributes.utf8CodeUnitCount > 0 {
            buffer.append(UInt8(ascii: " "))
            buffer.append(attributes)
        }
    }

    @inlinable @inline(__always)
    mutating func endStartTag() { buffer.append(UInt8(ascii: ">")) }

    @inlinable @inline(__always)
    mutating func endTag(_ name: StaticString) {
        buffer.append(UInt8(ascii: "<"))
        buffer.append(UInt8(ascii: "/"))
        buffer.append(name)
        buffer.append(UInt8(ascii: ">"))
    }

    /// What is wrong with a literal attribute list, or `nil` when it is one as it stands in a
    /// start tag: `name` or `name="value"` separated by single spaces, each name an
    /// ``AttributeName``, no markup characters, no space at either end. Checked wherever asserts
    /// run, which is every debug test run, where every page is written.
    @usableFromInline
    static func attributeListProblem(_ literal: StaticString) -> String? {
        let text = literal.description
        if text.isEmpty { return nil }
        if text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("<") || text.contains(">") {
            return "not an attribute list: \(text)"
        }
        var insideValue = false
        var previous: Character = " "
        var names: [String] = []
        var name = ""
        for character in text {
            if character == "\"" {
                if !insideValue && previous != "=" { return "a quote outside a value: \(text)" }
                insideValue.toggle()
            } else if !insideValue && character == " " {
                if previous == " " { return "two spaces: \(text)" }
                if !name.isEmpty { names.append(name) }
                name = ""
            } else if !insideValue && character == "=" {
                names.append(name)
                name = ""
            } else if !insideValue {
                name.append(character)
            }
            previous = character
        }
        if insideValue { return "an unclosed value: \(text)" }
        if !name.isEmpty { names.append(name) }
        if let unknown = names.first(where: { !knownAttributeNames.contains($0) }) {
            return "'\(unknown)' is not an HTML.AttributeName: \(text)"
        }
        return nil
    }

    /// Every ``AttributeName`` as it is written.
    @usableFromInline
    static let knownAttributeNames = Set(AttributeName.allCases.map { $0.spelling.description })
}
