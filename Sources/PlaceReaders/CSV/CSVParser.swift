/// One field of a CSV record with where it starts.
import Places
import RawMemory

struct CSVField {
    var text: String
    var line: Int
    var column: Int
}

/// One CSV record: its fields, and what the tokenizer noticed.
struct CSVRecord {
    var fields: [CSVField]
    /// Line where the record starts.
    var line: Int
    /// Problems with their positions; an error means the record is unusable.
    var problems: [(severity: Diagnostic.Severity, message: String, position: TextPosition)] = []
}

/// A byte-based RFC 4180 tokenizer: quoted fields, doubled quotes, delimiters and line breaks inside
/// quotes, CRLF or LF line ends, and a leading UTF-8 byte order mark. Blank lines are skipped.
///
/// It is tolerant the way spreadsheets are: a quote inside an unquoted field is kept literally and
/// text after a closing quote is appended, each with a warning. An unclosed quote is an error that
/// names where the quoted field starts.
struct CSVParser {
    private let bytes: ByteView
    private let delimiter: UInt8
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Creates a tokenizer.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - delimiter: The ASCII field separator.
    init(bytes: ByteView, delimiter: UInt8) {
        self.bytes = bytes
        self.delimiter = delimiter
        if bytes.count >= 3, bytes[unchecked: 0] == 0xEF, bytes[unchecked: 1] == 0xBB, bytes[unchecked: 2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    private var position: TextPosition { TextPosition(line: line, column: index - lineStart + 1) }

    /// The next record, or `nil` at the end of the input.
    ///
    /// - Complexity: O(length of the record).
    mutating func nextRecord() -> CSVRecord? {
        while index < bytes.count, bytes[unchecked: index] == 0x0A || bytes[unchecked: index] == 0x0D {
            consumeLineBreak()
        }
        guard index < bytes.count else { return nil }
        var record = CSVRecord(fields: [], line: line)
        while true {
            let start = position
            let text =
                index < bytes.count && bytes[unchecked: index] == 0x22 ? quotedField(&record) : unquotedField(&record)
            record.fields.append(CSVField(text: text, line: start.line, column: start.column))
            if index < bytes.count, bytes[unchecked: index] == delimiter {
                index += 1
                continue
            }
            if index < bytes.count { consumeLineBreak() }
            return record
        }
    }

    private mutating func consumeLineBreak() {
        if bytes[unchecked: index] == 0x0D, index + 1 < bytes.count, bytes[unchecked: index + 1] == 0x0A { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    private func isEndOfField(_ byte: UInt8) -> Bool {
        byte == delimiter || byte == 0x0A || byte == 0x0D
    }

    private mutating func unquotedField(_ record: inout CSVRecord) -> String {
        let start = index
        while index < bytes.count, !isEndOfField(bytes[unchecked: index]) {
            if bytes[unchecked: index] == 0x22 {
                record.problems.append(
                    (
                        .warning,
                        "A quote inside an unquoted field is kept as is; quote the whole field: \"a \"\"b\"\"\".",
                        position
                    ))
            }
            index += 1
        }
        return bytes.slice(start..<index).string
    }

    private mutating func quotedField(_ record: inout CSVRecord) -> String {
        let opening = position
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[unchecked: index]
            if byte == 0x22 {
                if index + 1 < bytes.count, bytes[unchecked: index + 1] == 0x22 {
                    text.append(0x22)
                    index += 2
                    continue
                }
                index += 1
                if index < bytes.count, !isEndOfField(bytes[unchecked: index]) {
                    record.problems.append(
                        (
                            .warning, "Text after a closing quote is appended to the field; quote the whole field.",
                            position
                        ))
                    while index < bytes.count, !isEndOfField(bytes[unchecked: index]) {
                        text.append(bytes[unchecked: index])
                        index += 1
                    }
                }
                return String(decoding: text, as: UTF8.self)
            }
            if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[unchecked: index + 1] == 0x0A)) {
                text.append(byte)
                index += 1
                line += 1
                lineStart = index
                continue
            }
            text.append(byte)
            index += 1
        }
        record.problems.append(
            (.error, "The quoted field that starts here is never closed; add the closing '\"'.", opening))
        return String(decoding: text, as: UTF8.self)
    }
}
