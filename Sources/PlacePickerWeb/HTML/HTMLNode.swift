/// A piece of an HTML document whose text is escaped by construction.
///
/// Element and attribute names can only come from string literals (`StaticString`), so data can
/// never become markup; every `String` that reaches a node is text or an attribute value and is
/// escaped when rendered. The only way to emit markup verbatim is ``trusted(_:)``, which also takes
/// a literal.
public struct HTMLNode: Sendable {
    /// The node serialized as UTF-8: a node is written once, when it is made, from its name, its
    /// escaped attributes and its children's bytes. Building a tree of nodes and serializing it
    /// afterwards allocated an array per element, per child list and per builder block, and was
    /// a fifth of a list page's time.
    let bytes: [UInt8]

    /// An element with children.
    ///
    /// - Parameters:
    ///   - name: Tag name, a literal such as `"li"`.
    ///   - attributes: Attributes; `nil` values are left out.
    ///   - children: Child nodes.
    public init(_ name: StaticString, _ attributes: [HTMLAttribute] = [], @HTMLBuilder children: () -> HTMLNode) {
        let content = children().bytes
        var output: [UInt8] = []
        output.reserveCapacity(content.count + 2 * name.utf8CodeUnitCount + 5 + 24 * attributes.count)
        HTMLNode.openTag(name, attributes, into: &output)
        output.append(contentsOf: content)
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        name.withUTF8Buffer { output.append(contentsOf: $0) }
        output.append(UInt8(ascii: ">"))
        bytes = output
    }

    /// An element with no children, such as `<input>` or an empty `<div>`.
    ///
    /// - Parameters:
    ///   - name: Tag name, a literal.
    ///   - attributes: Attributes.
    public init(_ name: StaticString, _ attributes: [HTMLAttribute] = []) {
        var output: [UInt8] = []
        output.reserveCapacity(2 * name.utf8CodeUnitCount + 5 + 24 * attributes.count)
        HTMLNode.openTag(name, attributes, into: &output)
        if !HTMLNode.isVoid(name) {
            output.append(UInt8(ascii: "<"))
            output.append(UInt8(ascii: "/"))
            name.withUTF8Buffer { output.append(contentsOf: $0) }
            output.append(UInt8(ascii: ">"))
        }
        bytes = output
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Text content, escaped when rendered.
    ///
    /// - Parameter text: Any string, including data from a file.
    /// - Returns: A text node.
    public static func text(_ text: String) -> HTMLNode {
        var output: [UInt8] = []
        HTMLEscaping.appendText(text, to: &output)
        return HTMLNode(bytes: output)
    }

    /// Markup written into the program as a literal (never data), emitted verbatim.
    ///
    /// - Parameter markup: A literal such as `"<!DOCTYPE html>"`.
    /// - Returns: A node that renders as the literal.
    public static func trusted(_ markup: StaticString) -> HTMLNode {
        HTMLNode(bytes: markup.withUTF8Buffer { Array($0) })
    }

    /// Several nodes side by side.
    ///
    /// - Parameter nodes: The nodes.
    /// - Returns: A fragment.
    public static func fragment(_ nodes: [HTMLNode]) -> HTMLNode {
        if nodes.count == 1 { return nodes[0] }
        var output: [UInt8] = []
        output.reserveCapacity(nodes.reduce(0) { $0 + $1.bytes.count })
        for node in nodes { output.append(contentsOf: node.bytes) }
        return HTMLNode(bytes: output)
    }

    /// An empty fragment.
    public static let empty = HTMLNode(bytes: [])

    private static func openTag(_ name: StaticString, _ attributes: [HTMLAttribute], into output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        name.withUTF8Buffer { output.append(contentsOf: $0) }
        for attribute in attributes { attribute.render(into: &output) }
        output.append(UInt8(ascii: ">"))
    }

    private static func isVoid(_ name: StaticString) -> Bool {
        switch name.description {
        case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr":
            true
        default:
            false
        }
    }

    /// The serialized HTML.
    public var rendered: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends the serialized HTML to a string.
    ///
    /// - Parameter output: Where to write.
    public func render(into output: inout String) {
        output += rendered
    }

    /// Appends the serialized HTML as UTF-8 bytes.
    ///
    /// - Parameter output: Where to write.
    func render(into output: inout [UInt8]) {
        output.append(contentsOf: bytes)
    }
}

// MARK: - Result builder

/// Builds lists of ``HTMLNode`` with Swift's result-builder syntax (`if`, `for`, optionals).
@resultBuilder
public enum HTMLBuilder {
    /// Joins the parts of a block.
    public static func buildBlock(_ parts: HTMLNode...) -> HTMLNode { .fragment(parts) }
    /// One node.
    public static func buildExpression(_ node: HTMLNode) -> HTMLNode { node }
    /// Several nodes.
    public static func buildExpression(_ nodes: [HTMLNode]) -> HTMLNode { .fragment(nodes) }
    /// Text, escaped.
    public static func buildExpression(_ text: String) -> HTMLNode { .text(text) }
    /// `if` without `else`.
    public static func buildOptional(_ part: HTMLNode?) -> HTMLNode { part ?? .empty }
    /// `if` branch.
    public static func buildEither(first part: HTMLNode) -> HTMLNode { part }
    /// `else` branch.
    public static func buildEither(second part: HTMLNode) -> HTMLNode { part }
    /// `for` loops.
    public static func buildArray(_ parts: [HTMLNode]) -> HTMLNode { .fragment(parts) }
}
