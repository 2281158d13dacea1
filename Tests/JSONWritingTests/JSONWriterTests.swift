import Foundation
import Testing

@testable import JSONWriting

/// ``JSONWriter`` on its own, every kind of field, held to `JSONEncoder`'s bytes with sorted keys
/// and unescaped slashes (the picker's answers are held to them in `PlacePickerTests`).
@Suite("JSON writer's fields against JSONEncoder")
struct JSONWriterFieldTests {
    struct Inner: Codable, JSONWritable {
        var name: String

        func write(to writer: inout JSONWriter) {
            writer.object { $0.field("name", name) }
        }
    }

    /// One field of every kind the writer has, keys in byte order.
    struct Record: Codable, JSONWritable {
        var count: Int
        var flag: Bool
        var inner: Inner?
        var list: [String]
        var note: String?
        var value: Double
        var words: [Inner]

        func write(to writer: inout JSONWriter) {
            writer.object { json in
                json.field("count", count)
                json.field("flag", flag)
                json.field("inner", inner)
                json.field("list", list)
                json.field("note", note)
                json.field("value", value)
                json.key("words")
                json.array(words) { $1.write(to: &$0) }
            }
        }
    }

    static func encoderBytes(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    @Test(arguments: [
        "", "plain", "a/b", "quote \" and backslash \\", "\t\n\r\u{08}\u{0C}", "\u{00}\u{1F}\u{7F}", "\u{2028}\u{2029}",
        "Straße", "København", "日本", "👩‍⚕️",
    ])
    func stringsAreEscapedAsJSONEncoderEscapesThem(_ text: String) throws {
        let record = Record(
            count: text.count, flag: text.isEmpty, inner: Inner(name: text), list: [text, text], note: text,
            value: 1.5, words: [Inner(name: text)])
        #expect(record.jsonBytes == (try Self.encoderBytes(record)), "\(text.debugDescription)")
    }

    @Test(arguments: [
        0, -0.0, 1, 100, 60.17, -24.94, 1e-5, 1e16, 1e22, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ])
    func numbersAreWrittenAsJSONEncoderWritesThem(_ value: Double) throws {
        let record = Record(count: Int.min, flag: true, inner: nil, list: [], note: nil, value: value, words: [])
        #expect(record.jsonBytes == (try Self.encoderBytes(record)), "\(value)")
    }

    @Test func absentOptionalsAreLeftOut() {
        let record = Record(count: 0, flag: false, inner: nil, list: [], note: nil, value: 0, words: [])
        #expect(
            String(decoding: record.jsonBytes, as: UTF8.self)
                == #"{"count":0,"flag":false,"list":[],"value":0,"words":[]}"#)
    }
}
