/// A byte-based JSON parser (RFC 8259) that tracks lines and columns for its messages.
///
/// It works on raw UTF-8 bytes (no `Character` processing), parses numbers with Clinger's fast
/// path when exact (W. D. Clinger, "How to Read Floating Point Numbers Accurately", PLDI 1990) and
/// falls back to the standard library otherwise, and limits nesting to ``maximumDepth`` so that
/// hostile input cannot overflow the stack.
struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var elementPositions: [String: [TextPosition]] = [:]
    var warnings: [(message: String, position: TextPosition)] = []
    /// Members of the top-level object whose array elements go to ``streamHandler`` instead of the tree.
    var streamedMembers: Set<String> = []
    /// Receives streamed elements: member name, element index, element position, value.
    var streamHandler: ElementHandler?

    /// Receives one element of a streamed top-level array.
    typealias ElementHandler = (_ member: String, _ index: Int, _ position: TextPosition, _ value: JSONValue) -> Void

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one JSON text.
    ///
    /// - Parameter bytes: UTF-8 text; a leading byte order mark is skipped.
    /// - Returns: The document, or the first syntax error with its line and column.
    /// - Complexity: O(n) in the length of the text.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONDocument, JSONSyntaxError> {
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
        _ bytes: UnsafeBufferPointer<UInt8>, streaming members: Set<String>, to handler: ElementHandler
    ) -> Result<JSONDocument, JSONSyntaxError> {
        withoutActuallyEscaping(handler) { handler in
            var parser = JSONParser(bytes: bytes)
            parser.streamedMembers = members
            parser.streamHandler = handler
            return parser.run()
        }
    }

    private mutating func run() -> Result<JSONDocument, JSONSyntaxError> {
        var parser = self
        defer { self = parser }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
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
        bytes.withUnsafeBufferPointer { parse($0) }
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
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
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
        switch bytes[index] {
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
            && (0..<count).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
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

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        // Members are gathered first so the dictionary is allocated once at its final size.
        var members: [(key: String, value: JSONValue, position: TextPosition)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([:])
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(
                    "Unexpected \(describeCurrent()); expected a member name in double quotes, such as \"name\".")
            }
            let keyPosition = position
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("Unexpected \(describeCurrent()) after the member name \"\(key)\"; expected ':'.")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(recordingUnder: depth == 1 ? key : nil)
            members.append((key, value, keyPosition))
            skipWhitespace()
            guard index < bytes.count else { throw error("Unexpected end of input; expected ',' or '}'.") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                break
            } else {
                throw error("Unexpected \(describeCurrent()) after the value of \"\(key)\"; expected ',' or '}'.")
            }
        }
        var object = [String: JSONValue](minimumCapacity: members.count)
        for member in members where object.updateValue(member.value, forKey: member.key) != nil {
            warnings.append(
                (
                    "The member name \"\(member.key)\" appears twice in one object; the last value is used.",
                    member.position
                ))
        }
        return .object(object)
    }

    mutating func parseArray(recordingUnder key: String?) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var array: [JSONValue] = []
        var positions: [TextPosition] = []
        let handler = key.flatMap { streamedMembers.contains($0) ? streamHandler : nil }
        var count = 0
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            if let key { elementPositions[key] = positions }
            return .array(array)
        }
        while true {
            skipWhitespace()
            if let handler, let key {
                let start = position
                handler(key, count, start, try parseValue(recordingUnder: nil))
                count += 1
            } else {
                if key != nil { positions.append(position) }
                array.append(try parseValue(recordingUnder: nil))
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("Unexpected end of input; expected ',' or ']'.") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                if let key { elementPositions[key] = positions }
                return .array(array)
            } else {
                throw error("Unexpected \(describeCurrent()) after an array element; expected ',' or ']'.")
            }
        }
    }
}
