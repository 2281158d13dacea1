/// A piece of an HTML document whose text is escaped by construction.
///
/// Element and attribute names can only come from string literals (`StaticString`), so data can
/// never become markup; every `String` that reaches a node is text or an attribute value and is
/// escaped when rendered. The only way to emit markup verbatim is ``trusted(_:)``, which also takes
/// a literal.
public struct HTMLNode: Sendable {
    enum Storage: Sendable {
        case element(name: StaticString, attributes: [HTMLAttribute], children: [HTMLNode], isVoid: Bool)
        case text(String)
        case trusted(StaticString)
        case fragment([HTMLNode])
    }

    let storage: Storage

    /// An element with children.
    ///
    /// - Parameters:
    ///   - name: Tag name, a literal such as `"li"`.
    ///   - attributes: Attributes; `nil` values are left out.
    ///   - children: Child nodes.
    public init(_ name: StaticString, _ attributes: [HTMLAttribute] = [], @HTMLBuilder children: () -> [HTMLNode]) {
        storage = .element(name: name, attributes: attributes, children: children(), isVoid: false)
    }

    /// An element with no children, such as `<input>` or an empty `<div>`.
    ///
    /// - Parameters:
    ///   - name: Tag name, a literal.
    ///   - attributes: Attributes.
    public init(_ name: StaticString, _ attributes: [HTMLAttribute] = []) {
        storage = .element(name: name, attributes: attributes, children: [], isVoid: HTMLNode.isVoid(name))
    }

    init(storage: Storage) { self.storage = storage }

    /// Text content, escaped when rendered.
    ///
    /// - Parameter text: Any string, including data from a file.
    /// - Returns: A text node.
    public static func text(_ text: String) -> HTMLNode { HTMLNode(storage: .text(text)) }

    /// Markup written into the program as a literal (never data), emitted verbatim.
    ///
    /// - Parameter markup: A literal such as `"<!DOCTYPE html>"`.
    /// - Returns: A node that renders as the literal.
    public static func trusted(_ markup: StaticString) -> HTMLNode { HTMLNode(storage: .trusted(markup)) }

    /// Several nodes side by side.
    ///
    /// - Parameter nodes: The nodes.
    /// - Returns: A fragment.
    public static func fragment(_ nodes: [HTMLNode]) -> HTMLNode { HTMLNode(storage: .fragment(nodes)) }

    /// An empty fragment.
    public static let empty = HTMLNode(storage: .fragment([]))

    private static func isVoid(_ name: StaticString) -> Bool {
        switch name.description {
        case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr":
            true
        default:
            false
        }
    }

    /// The serialized HTML.
    public var rendered: String {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        render(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the serialized HTML to a string.
    ///
    /// - Parameter output: Where to write.
    public func render(into output: inout String) {
        output += rendered
    }

    /// Appends the serialized HTML as UTF-8 bytes: names and markup are copied from their static
    /// bytes and text is escaped byte by byte, with no intermediate strings (building the page as
    /// a `String` was a quarter of a list page's time).
    ///
    /// - Parameter output: Where to write.
    func render(into output: inout [UInt8]) {
        switch storage {
        case .text(let text):
            HTMLEscaping.appendText(text, to: &output)
        case .trusted(let markup):
            markup.withUTF8Buffer { output.append(contentsOf: $0) }
        case .fragment(let nodes):
            for node in nodes { node.render(into: &output) }
        case .element(let name, let attributes, let children, let isVoid):
            output.append(UInt8(ascii: "<"))
            name.withUTF8Buffer { output.append(contentsOf: $0) }
            for attribute in attributes { attribute.render(into: &output) }
            output.append(UInt8(ascii: ">"))
            if isVoid { return }
            for child in children { child.render(into: &output) }
            output.append(UInt8(ascii: "<"))
            output.append(UInt8(ascii: "/"))
            name.withUTF8Buffer { output.append(contentsOf: $0) }
            output.append(UInt8(ascii: ">"))
        }
    }
}

// MARK: - Result builder

/// Builds lists of ``HTMLNode`` with Swift's result-builder syntax (`if`, `for`, optionals).
@resultBuilder
public enum HTMLBuilder {
    /// Joins the parts of a block.
    public static func buildBlock(_ parts: [HTMLNode]...) -> [HTMLNode] { parts.flatMap { $0 } }
    /// One node.
    public static func buildExpression(_ node: HTMLNode) -> [HTMLNode] { [node] }
    /// Several nodes.
    public static func buildExpression(_ nodes: [HTMLNode]) -> [HTMLNode] { nodes }
    /// Text, escaped.
    public static func buildExpression(_ text: String) -> [HTMLNode] { [.text(text)] }
    /// `if` without `else`.
    public static func buildOptional(_ part: [HTMLNode]?) -> [HTMLNode] { part ?? [] }
    /// `if` branch.
    public static func buildEither(first part: [HTMLNode]) -> [HTMLNode] { part }
    /// `else` branch.
    public static func buildEither(second part: [HTMLNode]) -> [HTMLNode] { part }
    /// `for` loops.
    public static func buildArray(_ parts: [[HTMLNode]]) -> [HTMLNode] { parts.flatMap { $0 } }
}
