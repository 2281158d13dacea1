import TestSupport
import Testing

@testable import RawMemory

@Suite("Bytes compared and hashed a word at a time")
struct RawBytesTests {
    /// Equal bytes hash equally whichever way they are given; changing any one byte, at any place
    /// in the words or the tail, changes the hash (for these seeded inputs); the count is mixed in.
    @Test func hashSeesEveryByte() {
        var generator = SeededGenerator(seed: 11)
        for length in 0..<41 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let hash = RawBytes.hash(bytes)
            #expect(bytes.withUnsafeBufferPointer { RawBytes.hash($0) } == hash)
            #expect(RawBytes.hash(bytes + [0]) != hash, "length \(length)")
            for place in 0..<length {
                var changed = bytes
                changed[place] ^= 1 << UInt8(place % 8)
                #expect(RawBytes.hash(changed) != hash, "length \(length), byte \(place)")
            }
        }
    }

    @Test func equalComparesARangeOfTheArena() {
        let arena = Array("name=Alepa;name=Alepa Kamppi".utf8)
        let word = Array("Alepa".utf8)
        arena.withUnsafeBufferPointer { arena in
            word.withUnsafeBufferPointer { word in
                #expect(RawBytes.equal(arena, 5, word))
                #expect(RawBytes.equal(arena, 16, word))
                #expect(!RawBytes.equal(arena, 4, word))
            }
        }
    }
}
