import RawMemory
import Testing

@testable import Places

/// ``ByteTable`` against a `Dictionary` of the same keys: growing from a small start, keys that
/// share prefixes and lengths, the empty key, the capacity and length limits.
@Suite struct ByteTableTests {
    private static func withBytes<Result>(_ key: [UInt8], _ body: (ByteView) -> Result) -> Result {
        ByteView.withBytes(key, body)
    }

    @Test func agreesWithADictionaryWhileItGrows() {
        var random = SystemRandomNumberGenerator()
        var table = ByteTable(capacity: Int.max, maximumLength: Int.max, reserving: 1)
        var reference: [[UInt8]: UInt32] = [:]
        // Short keys over a small alphabet (many share prefixes and lengths), some long ones.
        for index in 0..<20_000 {
            let length =
                index % 50 == 0 ? Int.random(in: 9...80, using: &random) : Int.random(in: 0...9, using: &random)
            let key = (0..<length).map { _ in UInt8.random(in: 97...100, using: &random) }
            let known = Self.withBytes(key) { table.lookUp($0) }
            #expect(known == reference[key])
            if known == nil {
                #expect(Self.withBytes(key) { table.insert(UInt32(index), for: $0) })
                reference[key] = UInt32(index)
            }
        }
        #expect(table.count == reference.count)
        for (key, value) in reference { #expect(Self.withBytes(key) { table.lookUp($0) } == value) }
        #expect(Self.withBytes([0xFF, 0xFE]) { table.lookUp($0) } == nil)
    }

    @Test func capacityAndLengthLimits() {
        var table = ByteTable(capacity: 3, maximumLength: 4)
        #expect(Self.withBytes(Array("abcde".utf8)) { table.insert(1, for: $0) } == false)
        #expect(Self.withBytes(Array("abcde".utf8)) { table.lookUp($0) } == nil)
        for (value, key) in ["a", "b", ""].enumerated() {
            #expect(Self.withBytes(Array(key.utf8)) { table.insert(UInt32(value), for: $0) })
        }
        #expect(Self.withBytes(Array("c".utf8)) { table.insert(9, for: $0) } == false)
        #expect(Self.withBytes(Array("".utf8)) { table.lookUp($0) } == 2)
        #expect(Self.withBytes(Array("b".utf8)) { table.lookUp($0) } == 1)
        #expect(table.count == 3)
    }
}
