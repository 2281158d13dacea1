/// A byte-based JSON parser (RFC 8259) that tracks lines and columns for its messages.
///
/// It works on raw UTF-8 bytes (no `Character` processing), parses numbers with Clinger's fast
/// path when exact (W. D. Clinger, "How to Read Floating Point Numbers Accurately", PLDI 1990) and
/// falls back to the standard library otherwise, and limits nesting to ``maximumDepth`` so that
/// hostile input cannot overflow the stack.
import Places
import RawMemory

struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    let bytes: ByteView
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var elementPositions: [String: [TextPosition]] = [:]
    var warnings: [(message: String, position: TextPosition)] = []
    /// Members of the top-level object whose arrays go to ``arrayHandler`` instead of the tree.
    var streamedMembers: Set<String> = []
    /// Reads a streamed array: called with the parser at its `[`, it must read through the `]`
    /// (usually with ``parseElements(_:)``).
    var arrayHandler: ArrayHandler?
    /// The table string texts are interned through when ``internsStrings`` is set (see
    /// ``StringTable``).
    var strings = StringTable(capacity: 1)
    /// Whether texts go through ``strings``.
    var internsStrings = false
    /// Whether string values (not member names) go through ``strings`` now; a reader turns it off
    /// for values that are seldom repeated, such as names and ids.
    var internsValues = true

    /// Receives one element of a streamed top-level array.
    typealias ElementHandler = (_ member: String, _ index: Int, _ position: TextPosition, _ value: JSONValue) -> Void
    /// Reads one streamed top-level array, given its member name and the parser at its `[`.
    typealias ArrayHandler = (_ member: String, _ parser: inout JSONParser) throws(JSONSyntaxError) -> Void
    /// Reads one element of an array, given its index, its position and the parser at its start.
    typealias ElementReader = (_ index: Int, _ position: TextPosition, _ parser: inout JSONParser)
        throws(JSONSyntaxError) -> Void

    init(bytes: ByteView) {
        self.bytes = bytes
    }

    /// Parses one JSON text.
    ///
    /// - Parameter bytes: UTF-8 text; a leading byte order mark is skipped.
    /// - Returns: The document, or the first syntax error with its line and column.
    /// - Complexity: O(n) in the length of the text.
    static func parse(_ bytes: ByteView) -> Result<JSONDocument, JSONSyntaxError> {
        var parser = JSONParser(bytes: bytes)
        return parser.run()
    }

    /// Parses one JSON text, handing each element of the named top-level arrays to a handler as soon
    /// as it is complete instead of keeping it, so a large `features` array is never held whole.
    /// Those arrays appear empty in the returned tree. Elements before a syntax error have already
    /// been handed over when the error is returned.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text; a leading byte order mark is skipped.
    ///   - members: Names of top-level members whose arrays are streamed, e.g. `["features"]`.
    ///   - handler: Receives member name, element index, element position and element.
    /// - Returns: The rest of the document, or the first syntax error.
    static func parse(
        _ bytes: ByteView, streaming members: Set<String>, to handler: ElementHandler
    ) -> Result<JSONDocument, JSONSyntaxError> {
        withoutActuallyEscaping(handler) { handler in
            parse(bytes, streamingArrays: members) { (member, parser) throws(JSONSyntaxError) in
                try parser.parseElements { (index, position, parser) throws(JSONSyntaxError) in
                    handler(member, index, position, try parser.parseValue(recordingUnder: nil))
                }
            }
        }
    }

    /// Parses one JSON text, handing each named top-level array to a reader that parses it itself
    /// (for instance one feature at a time, or in parallel). Those arrays appear empty in the
    /// returned tree.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text; a leading byte order mark is skipped.
    ///   - members: Names of top-level members whose arrays are handed over.
    ///   - strings: A table to intern string texts through, or `nil`.
    ///   - reader: Called with the member name and the parser at the array's `[`; reads through `]`.
    /// - Returns: The rest of the document, or the first syntax error.
    static func parse(
        _ bytes: ByteView, streamingArrays members: Set<String>, strings: StringTable? = nil,
        to reader: ArrayHandler
    ) -> Result<JSONDocument, JSONSyntaxError> {
        withoutActuallyEscaping(reader) { reader in
            var parser = JSONParser(bytes: bytes)
            parser.streamedMembers = members
            parser.arrayHandler = reader
            if let strings {
                parser.strings = strings
                parser.internsStrings = true
            }
            return parser.run()
        }
    }

    private mutating func run() -> Result<JSONDocument, JSONSyntaxError> {
        var parser = self
        defer { self = parser }
        if bytes.count >= 3, bytes[unchecked: 0] == 0xEF, bytes[unchecked: 1] == 0xBB, bytes[unchecked: 2] == 0xBF {
            parser.index = 3
            parser.lineStart = 3
        }
        do throws(JSONSyntaxError) {
            parser.skipWhitespace()
            guard parser.index < bytes.count else {
                throw parser.error(
                    "The input is empty; expected a JSON value such as {\"type\": \"FeatureCollection\", \"features\": []}."
                )
            }
            let root = try parser.parseValue(recordingUnder: nil)
            parser.skipWhitespace()
            if parser.index < bytes.count {
                throw parser.error("Unexpected \(parser.describeCurrent()) after the end of the JSON value.")
            }
            return .success(
                JSONDocument(root: root, elementPositions: parser.elementPositions, warnings: parser.warnings))
        } catch {
            return .failure(error)
        }
    }

    /// Parses one JSON text held in an array.
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Returns: The document or the first syntax error.
    static func parse(_ bytes: [UInt8]) -> Result<JSONDocument, JSONSyntaxError> {
        ByteView.withBytes(bytes) { parse($0) }
    }

    // MARK: - Positions and messages

    var position: TextPosition {
        TextPosition(line: line, column: index - lineStart + 1)
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position)
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[unchecked: index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[unchecked: index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    // MARK: - Values

    mutating func parseValue(recordingUnder key: String?) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("Unexpected end of input; expected a value.") }
        switch bytes[unchecked: index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray(recordingUnder: key)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw error(
                "Unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null)."
            )
        }
    }

    mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        let matches =
            index + count <= bytes.count
            && (0..<count).allSatisfy { bytes[unchecked: index + $0] == word.utf8Start[$0] }
        guard matches else { throw error("Unexpected \(describeCurrent()); expected \(word).") }
        index += count
        return value
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("Nesting is deeper than \(JSONParser.maximumDepth) arrays and objects.")
        }
    }

    /// Reads an object member by member, starting at its `{` and ending after its `}`.
    ///
    /// The member syntax (quoted names, `:`, `,`) and its messages live here once, for the tree
    /// (``parseObject()``) and for readers that take members apart as they come.
    ///
    /// - Parameter member: Called with each member's name, its class from ``strings`` (`Int8.min`
    ///   without a table), the name's position, and the parser at the value, which it must read.
    /// - Throws: The first syntax error, or what `member` throws.
    mutating func parseMembers(
        _ member: (_ key: String, _ tag: Int8, _ position: TextPosition, _ parser: inout JSONParser)
            throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try enter()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "\"") else {
                throw error(
                    "Unexpected \(describeCurrent()); expected a member name in double quotes, such as \"name\".")
            }
            let keyPosition = position
            let (key, tag) = try parseKey()
            skipWhitespace()
            guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: ":") else {
                throw error("Unexpected \(describeCurrent()) after the member name \"\(key)\"; expected ':'.")
            }
            index += 1
            skipWhitespace()
            try member(key, tag, keyPosition, &self)
            skipWhitespace()
            guard index < bytes.count else { throw error("Unexpected end of input; expected ',' or '}'.") }
            if bytes[unchecked: index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[unchecked: index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return
            } else {
                throw error("Unexpected \(describeCurrent()) after the value of \"\(key)\"; expected ',' or '}'.")
            }
        }
    }

    /// The warning for a member name met again in the same object (the last value is used).
    mutating func warnRepeated(_ key: String, at position: TextPosition) {
        warnings.append(("The member name \"\(key)\" appears twice in one object; the last value is used.", position))
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        // Members are gathered first so the dictionary is allocated once at its final size.
        var members: [(key: String, value: JSONValue, position: TextPosition)] = []
        let recording = depth == 0
        try parseMembers { (key, _, position, parser) throws(JSONSyntaxError) in
            members.append((key, try parser.parseValue(recordingUnder: recording ? key : nil), position))
        }
        if members.isEmpty { return .object([:]) }
        var object = [String: JSONValue](minimumCapacity: members.count)
        for member in members where object.updateValue(member.value, forKey: member.key) != nil {
            warnRepeated(member.key, at: member.position)
        }
        return .object(object)
    }

    /// Reads the elements of an array, starting at its `[` and ending after its `]`.
    ///
    /// - Parameter element: Called with each element's index and position and the parser at its
    ///   first byte; it must read the element.
    /// - Throws: The first syntax error, or what `element` throws.
    mutating func parseElements(_ element: ElementReader) throws(JSONSyntaxError) {
        try enter()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        var count = 0
        while true {
            skipWhitespace()
            try element(count, position, &self)
            count += 1
            guard try endOfElement() else { return }
        }
    }

    /// After an element: skips a `,` (returns `true`) or the closing `]` (returns `false`).
    mutating func endOfElement() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw error("Unexpected end of input; expected ',' or ']'.") }
        if bytes[unchecked: index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        if bytes[unchecked: index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        throw error("Unexpected \(describeCurrent()) after an array element; expected ',' or ']'.")
    }

    mutating func parseArray(recordingUnder key: String?) throws(JSONSyntaxError) -> JSONValue {
        if let key, let handler = arrayHandler, streamedMembers.contains(key) {
            try handler(key, &self)
            elementPositions[key] = []
            return .array([])
        }
        var array: [JSONValue] = []
        var positions: [TextPosition] = []
        try parseElements { (_, position, parser) throws(JSONSyntaxError) in
            if key != nil { positions.append(position) }
            array.append(try parser.parseValue(recordingUnder: nil))
        }
        if let key { elementPositions[key] = positions }
        return .array(array)
    }
}

// MARK: - Errors, positions and the document

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
