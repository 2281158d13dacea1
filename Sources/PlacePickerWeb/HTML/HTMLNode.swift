import ByteWriting
import HTTPMessage

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
    ///
    /// A small node is one run of bytes, copied into its parent. A run of at least
    /// ``sharedRunSize`` bytes is not copied again: the parent keeps it as a piece beside its own
    /// runs, so the map or the list is copied once, into the document, instead of once per
    /// enclosing element (that was about half of a million-place page's copying).
    let storage: Storage

    /// The bytes of a node: one run, or runs in order.
    enum Storage: Sendable {
        case run([UInt8])
        case pieces([[UInt8]])
    }

    /// The smallest run a parent shares instead of copying.
    static let sharedRunSize = 1024

    /// An element with children.
    ///
    /// - Parameters:
    ///   - name: Tag name, a literal such as `"li"`.
    ///   - attributes: Attributes; `nil` values are left out.
    ///   - children: Child nodes.
    public init(_ name: StaticString, _ attributes: [HTMLAttribute] = [], @HTMLBuilder children: () -> HTMLNode) {
        let content = children()
        if case .run(let bytes) = content.storage, bytes.count < Self.sharedRunSize {
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 2 * name.utf8CodeUnitCount + 5 + 24 * attributes.count)
            HTMLNode.openTag(name, attributes, into: &output)
            output.append(contentsOf: bytes)
            HTMLNode.closeTag(name, into: &output)
            storage = .run(output)
            return
        }
        var open: [UInt8] = []
        open.reserveCapacity(name.utf8CodeUnitCount + 2 + 24 * attributes.count)
        HTMLNode.openTag(name, attributes, into: &open)
        var pieces = Pieces()
        pieces.append(open)
        pieces.append(content)
        pieces.appendCloseTag(name)
        storage = pieces.storage
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
        if !HTMLNode.isVoid(name) { HTMLNode.closeTag(name, into: &output) }
        storage = .run(output)
    }

    init(bytes: [UInt8]) { storage = .run(bytes) }

    private init(storage: Storage) { self.storage = storage }

    /// How many bytes the node serializes to.
    var count: Int {
        switch storage {
        case .run(let bytes): bytes.count
        case .pieces(let pieces): pieces.reduce(0) { $0 + $1.count }
        }
    }

    /// Runs of bytes joined in order, small runs merged into the one before, large ones kept.
    private struct Pieces {
        var pieces: [[UInt8]] = []

        mutating func append(_ run: [UInt8]) {
            if run.isEmpty { return }
            if run.count < HTMLNode.sharedRunSize, let last = pieces.indices.last,
                pieces[last].count < HTMLNode.sharedRunSize
            {
                pieces[last].append(contentsOf: run)
            } else {
                pieces.append(run)
            }
        }

        mutating func append(_ node: HTMLNode) {
            switch node.storage {
            case .run(let bytes): append(bytes)
            case .pieces(let runs): for run in runs { append(run) }
            }
        }

        mutating func appendCloseTag(_ name: StaticString) {
            if let last = pieces.indices.last, pieces[last].count < HTMLNode.sharedRunSize {
                HTMLNode.closeTag(name, into: &pieces[last])
            } else {
                var close: [UInt8] = []
                HTMLNode.closeTag(name, into: &close)
                pieces.append(close)
            }
        }

        var storage: Storage { pieces.count == 1 ? .run(pieces[0]) : .pieces(pieces) }
    }

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
        var total = 0
        for node in nodes {
            guard case .run(let bytes) = node.storage else {
                total = sharedRunSize
                break
            }
            total += bytes.count
        }
        if total < sharedRunSize {
            var output: [UInt8] = []
            output.reserveCapacity(total)
            for node in nodes {
                if case .run(let bytes) = node.storage { output.append(contentsOf: bytes) }
            }
            return HTMLNode(bytes: output)
        }
        var pieces = Pieces()
        for node in nodes { pieces.append(node) }
        return HTMLNode(storage: pieces.storage)
    }

    /// An empty fragment.
    public static let empty = HTMLNode(bytes: [])

    private static func openTag(_ name: StaticString, _ attributes: [HTMLAttribute], into output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        name.withUTF8Buffer { output.append(contentsOf: $0) }
        for attribute in attributes { attribute.render(into: &output) }
        output.append(UInt8(ascii: ">"))
    }

    private static func closeTag(_ name: StaticString, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        name.withUTF8Buffer { output.append(contentsOf: $0) }
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
    public var rendered: String {
        var bytes: [UInt8] = []
        render(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the serialized HTML to a string.
    ///
    /// - Parameter output: Where to write.
    public func render(into output: inout String) {
        output += rendered
    }

    /// Appends the serialized HTML as UTF-8 bytes.
    ///
    /// - Parameter output: Where to write.
    func render<Sink: ByteSink>(into output: inout Sink) {
        switch storage {
        case .run(let bytes): bytes.withUnsafeBufferPointer { output.append(contentsOf: $0) }
        case .pieces(let pieces):
            for piece in pieces { piece.withUnsafeBufferPointer { output.append(contentsOf: $0) } }
        }
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
