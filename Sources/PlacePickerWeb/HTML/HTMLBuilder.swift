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
