import Foundation
import Testing

@testable import RawMemory

@Suite("Words kept once, read by many")
struct WordStorageTests {
    @Test func bufferAndArenaKeepTheirWords() {
        let words: [UInt32] = (0..<100).map { $0 &* 2_654_435_761 }
        let buffer = WordBuffer(words)
        #expect(buffer.read { view in (0..<words.count).map { view[unchecked: $0] } } == words)
        #expect(WordBuffer([]).read { _ in 1 } == 1)
        // Stores from many threads land in shared chunks without overwriting one another.
        let stored = Array(repeating: 0, count: 64)
        let results = stored.indices.map { index -> (WordArena.Keeper, FrozenWords, [UInt32]) in
            let words = (0..<(index * 37 % 300 + 1)).map { UInt32($0 * 7 + index) }
            let (keeper, view) = WordArena.store(words)
            return (keeper, view, words)
        }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for (_, view, words) in results {
                #expect(view.copy(0..<words.count) == words)
            }
        }
        // A table larger than a chunk gets one of its own.
        let large = (0..<(WordArena.chunkWords + 5)).map { UInt32($0) }
        let (keeper, view) = WordArena.store(large)
        #expect(view.copy(0..<large.count) == large)
        _ = keeper
    }

    @Test func cacheHitsMissesAndReplacesByKey() {
        let cache = WordCache()
        var made: [Int] = []
        let make = { (key: Int) -> WordBuffer in
            made.append(key)
            return WordBuffer([UInt32(truncatingIfNeeded: key), UInt32(truncatingIfNeeded: key + 1)])
        }
        #expect(cache.handle.read(3) { $0[unchecked: 0] } == nil)
        #expect(cache.buffer(3, make: make).read { $0[unchecked: 1] } == 4)
        #expect(cache.buffer(3, make: make).read { $0[unchecked: 0] } == 3)
        #expect(made == [3])
        #expect(cache.handle.read(3) { $0[unchecked: 0] } == 3)
        // Key 19 shares key 3's slot (16 slots): it replaces it.
        #expect(cache.buffer(19, make: make).read { $0[unchecked: 0] } == 19)
        #expect(cache.handle.read(3) { $0[unchecked: 0] } == nil)
        #expect(cache.handle.read(19) { $0[unchecked: 1] } == 20)
        #expect(made == [3, 19])
        // Negative keys (weeks before 1970) map to slots too.
        #expect(cache.buffer(-5, make: make).read { $0[unchecked: 0] } == UInt32(bitPattern: -5))
        #expect(cache.handle.read(-5) { $0[unchecked: 1] } == UInt32(bitPattern: -4))
    }

    /// Readers and writers on many threads: every read sees a whole buffer of its key.
    @Test func cacheIsSafeAcrossThreads() {
        let cache = WordCache()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<2_000 {
                let key = (round * 7 + thread) % 40
                let buffer = cache.buffer(key) { WordBuffer([UInt32($0), UInt32($0) * 3]) }
                #expect(buffer.read { $0[unchecked: 1] } == UInt32(key) * 3)
                if let seen = cache.handle.read(key, { ($0[unchecked: 0], $0[unchecked: 1]) }) {
                    #expect(seen == (UInt32(key), UInt32(key) * 3))
                }
            }
        }
    }

    @Test func unownedReferenceReadsItsObject() {
        final class Box: Sendable { let value = 42 }
        let box = Box()
        let reference = UnownedRef(box)
        #expect(reference.read { $0.value } == 42)
        #expect(reference.object === box)
        withExtendedLifetime(box) {}
    }

    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    /// The invariants are checked in debug builds: a read past the words, or through a
    /// reference whose object is gone, stops the process.
    @Test func brokenInvariantsStopDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let buffer = WordBuffer([1, 2, 3])
            _ = buffer.read { $0[unchecked: 3] }
        }
        await #expect(processExitsWith: .failure) {
            final class Box {}
            var box: Box? = Box()
            let reference = UnownedRef(box!)
            box = nil
            _ = reference.read { _ in 0 }
        }
    }
    #endif
}
