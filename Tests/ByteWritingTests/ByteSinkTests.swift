import ByteWriting
import RawMemory
import Testing

@Suite("Every byte sink receives the same bytes")
struct ByteSinkTests {
    /// Writes literals, strings, runs of a view, digits and grouped digits, as every encoder does.
    static func write<Sink: ByteSink>(into sink: inout Sink) {
        sink.append("km ")
        sink.append(utf8: "Töölö ")
        ByteView.withUTF8("xx12345yy") { $0.append(2..<7, to: &sink) }
        sink.append(UInt8(ascii: " "))
        sink.appendDigits(7, width: 3)
        sink.append(UInt8(ascii: " "))
        sink.appendDigits(-5)
        sink.append(UInt8(ascii: " "))
        sink.appendGrouped(1_234_567, separator: "\u{A0}")
        sink.append(UInt8(ascii: " "))
        sink.appendGrouped(999, separator: ",")
    }

    @Test func anArrayABufferAndAStackTextAgree() {
        let expected = "km Töölö 12345 007 0 1\u{A0}234\u{A0}567 999"
        var array: [UInt8] = []
        Self.write(into: &array)
        #expect(String(decoding: array, as: UTF8.self) == expected)
        var buffer = ByteBuffer(capacity: 1)
        Self.write(into: &buffer)
        #expect(buffer.bytes == array)
        let text = TextBytes.make { Self.write(into: &$0) }
        #expect(text == expected)
    }
}
