import Places
import RawMemory

/// Reads the records of a JSON feed one at a time: the elements of the array at a path
/// (`["items"]`, `["response", "servicePoints"]`; a top-level array is always the records), handed
/// over as each one is complete, with the rest of the document kept as its envelope.
///
/// Several documents one after another (the pages of a paged API saved in one file) are one feed.
/// For feeds whose download may stop short: every record before a syntax error has been handed
/// over when the error comes back, so a page that ends mid-array still gives its whole records.
package struct JSONRecordStream {
    /// One record: its 0-based index in the array, where it starts, and its value.
    package struct Record {
        /// 0-based index among the array's elements.
        package var index: Int
        /// 1-based line of its first byte.
        package var line: Int
        /// 1-based column (UTF-8 bytes) of its first byte.
        package var column: Int
        /// The record.
        package var value: JSONValue
    }

    /// What reading the whole text found besides the records.
    package struct Outcome {
        /// The members of the objects on the way to the array (page counts, totals), by their path
        /// joined with `.`, such as `count` or `response.total`; a document that is not an object
        /// on the path (a single record sent without its array) is the member `""`.
        package var envelope: [String: JSONValue] = [:]
        /// Whether the array at the path was found.
        package var foundArray = false
        /// The first syntax error, with its 1-based line and column; the records before it were read.
        package var error: (message: String, line: Int, column: Int)?
        /// Recoverable oddities (repeated member names, invalid UTF-8 repaired), with positions.
        package var warnings: [(message: String, line: Int, column: Int)] = []

        /// Nothing read yet.
        package init() {}
    }

    /// Reads a JSON text, handing each element of the array at `path` to `record`.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text; a leading byte order mark is skipped.
    ///   - path: Member names from the top-level object to the array; empty for a top-level array.
    ///   - firstLine: The line the text starts on (a later document of a file starts further down).
    ///   - firstColumn: The column the text starts at.
    ///   - record: Receives each element as soon as it is complete.
    /// - Returns: The envelope, whether the array was there, the first syntax error and the warnings.
    /// - Complexity: O(n) in the length of the text.
    package static func read(
        _ bytes: ByteView, arrayAt path: [String], firstLine: Int = 1, firstColumn: Int = 1, record: (Record) -> Void
    ) -> Outcome {
        var parser = JSONParser(bytes: bytes)
        // A document that starts further into a file: its lines and columns are the file's.
        parser.line = firstLine
        parser.lineStart = 1 - firstColumn
        if bytes.count >= 3, bytes[unchecked: 0] == 0xEF, bytes[unchecked: 1] == 0xBB, bytes[unchecked: 2] == 0xBF {
            parser.index = 3
            parser.lineStart = 3
        }
        var outcome = Outcome()
        do throws(JSONSyntaxError) {
            parser.skipWhitespace()
            guard parser.index < bytes.count else {
                throw parser.error("The input is empty; expected a JSON array or object of records.")
            }
            // Pages of a paged API saved one after another are one feed: each document's records follow
            // the last one's, numbered on.
            var offset = 0
            while true {
                var found = false
                var count = 0
                try descend(&parser, path: path[...], prefix: "", found: &found, outcome: &outcome) { element in
                    var element = element
                    element.index += offset
                    count += 1
                    record(element)
                }
                offset += count
                outcome.foundArray = outcome.foundArray || found
                parser.skipWhitespace()
                guard parser.index < bytes.count else { break }
                let next = bytes[unchecked: parser.index]
                guard next == UInt8(ascii: "{") || next == UInt8(ascii: "[") else {
                    throw parser.error("Unexpected \(parser.describeCurrent()) after the end of the JSON value.")
                }
            }
        } catch {
            outcome.error = (error.message, error.position.line, error.position.column)
        }
        outcome.warnings = parser.warnings.map { ($0.message, $0.position.line, $0.position.column) }
        return outcome
    }

    /// Where the documents of a text one after another (the pages of a paged API saved in one file)
    /// are, found without parsing them: each document's byte range and the line and column it starts
    /// at. A text that is one document, or whose next document does not close, is one range to its end.
    ///
    /// - Complexity: O(n), a byte at a time, tracking only strings and nesting.
    package static func documents(_ bytes: ByteView) -> [(range: Range<Int>, line: Int, column: Int)] {
        var result: [(range: Range<Int>, line: Int, column: Int)] = []
        var index = 0
        var line = 1
        var lineStart = 0
        if bytes.count >= 3, bytes[unchecked: 0] == 0xEF, bytes[unchecked: 1] == 0xBB, bytes[unchecked: 2] == 0xBF {
            (index, lineStart) = (3, 3)
        }
        while index < bytes.count {
            let byte = bytes[unchecked: index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            }
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else {
                // Not JSON here: the parser says so.
                if byte != 0x20, byte != 0x09, byte != 0x0D, byte != 0x0A { break }
                index += 1
                continue
            }
            let start = (index, line, index - lineStart + 1)
            var depth = 0
            var inString = false
            var end: Int?
            while index < bytes.count {
                let byte = bytes[unchecked: index]
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 {
                        end = index + 1
                        index += 1
                        break
                    }
                }
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            guard let end else {
                result.append((start.0..<bytes.count, start.1, start.2))
                return result
            }
            result.append((start.0..<end, start.1, start.2))
        }
        if index < bytes.count {
            // Something other than a document follows: it goes with the last range, where the parser
            // reports it, or is the only range.
            if let last = result.popLast() {
                result.append((last.range.lowerBound..<bytes.count, last.line, last.column))
            } else {
                result.append((0..<bytes.count, 1, 1))
            }
        }
        return result
    }

    /// Reads the value at the parser, following `path` down to the array.
    private static func descend(
        _ parser: inout JSONParser, path: ArraySlice<String>, prefix: String, found: inout Bool,
        outcome: inout Outcome, record: (Record) -> Void
    ) throws(JSONSyntaxError) {
        let opening = parser.bytes[unchecked: parser.index]
        // A top-level array is the records whatever the path says (feeds send their array bare too).
        if path.isEmpty || prefix.isEmpty, opening == UInt8(ascii: "[") {
            found = true
            try parser.parseElements { (index, position, parser) throws(JSONSyntaxError) in
                let value = try parser.parseValue(recordingUnder: nil)
                record(Record(index: index, line: position.line, column: position.column, value: value))
            }
            return
        }
        guard let wanted = path.first, opening == UInt8(ascii: "{") else {
            outcome.envelope[prefix] = try parser.parseValue(recordingUnder: nil)
            return
        }
        try parser.parseMembers { (key, _, _, parser) throws(JSONSyntaxError) in
            let name = prefix.isEmpty ? key : prefix + "." + key
            if key == wanted, !found {
                try descend(
                    &parser, path: path.dropFirst(), prefix: name, found: &found, outcome: &outcome, record: record)
            } else {
                outcome.envelope[name] = try parser.parseValue(recordingUnder: nil)
            }
        }
    }
}
