import TestSupport
import Testing

@testable import RawMemory

@Suite("The byte buffer keeps every append")
struct ByteBufferTests {
    /// The writer's buffer against an array given the same appends: single bytes, short and long
    /// runs, literals and strings, from nearly empty to many times the first capacity (it grows
    /// by copying, so every growth must keep what was written).
    @Test(arguments: [0, 1, 63, 64, 65, 1_000])
    func byteBufferKeepsEveryAppend(capacity: Int) {
        var generator = SeededGenerator(seed: UInt64(capacity) + 7)
        let buffer = ByteBuffer(capacity: capacity)
        var expected: [UInt8] = []
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 40)
            let run = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            switch generator.next() % 4 {
            case 0:
                buffer.append(run.first ?? 0)
                expected.append(run.first ?? 0)
            case 1:
                buffer.append(contentsOf: run)
                expected += run
            case 2:
                buffer.append("<li class=\"choice\">" as StaticString)
                expected += Array("<li class=\"choice\">".utf8)
            default:
                let text = String(decoding: run.map { 0x61 + $0 % 26 }, as: UTF8.self) + "ä€"
                buffer.append(utf8: text)
                expected += Array(text.utf8)
            }
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes == expected)
    }
}
