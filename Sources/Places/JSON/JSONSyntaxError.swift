/// A JSON text that does not follow RFC 8259, with the position of the first problem.
struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, naming what was found and what was expected.
    var message: String
    /// Where the problem is.
    var position: TextPosition
}

/// A 1-based line and column (in UTF-8 bytes) in a text.
struct TextPosition: Sendable, Hashable {
    /// 1-based line.
    var line: Int
    /// 1-based column, counted in UTF-8 bytes.
    var column: Int
}

/// The result of parsing a JSON text: the value plus what the parser noticed along the way.
struct JSONDocument: Sendable {
    /// The top-level value.
    var root: JSONValue
    /// For each member of a top-level object whose value is an array, where each element starts,
    /// e.g. `["features": [(3, 5), (9, 5)]]`; used to give feature-level diagnostics a line.
    var elementPositions: [String: [TextPosition]]
    /// Recoverable oddities (duplicate keys, invalid UTF-8) with their positions.
    var warnings: [(message: String, position: TextPosition)]
}
