import Foundation
import Testing

@testable import VectorTiles

/// The cache keeps within its bound, drops the least recently used first, and holds up under
/// threads.
@Suite("Tile cache")
struct TileCacheTests {
    @Test func dropsTheLeastRecentlyUsedToStayWithinItsBound() {
        let cache = TileCache<Int, String>(capacity: 100)
        cache.insert("a", for: 1, size: 40)
        cache.insert("b", for: 2, size: 40)
        #expect(cache.value(for: 1) == "a")  // 1 is now the most recent
        cache.insert("c", for: 3, size: 40)  // drops 2
        #expect(cache.value(for: 2) == nil)
        #expect(cache.keysByRecency == [3, 1])
        #expect(cache.statistics.size == 80 && cache.statistics.count == 2)
        cache.insert("d", for: 4, size: 100)  // drops both
        #expect(cache.keysByRecency == [4] && cache.statistics.size == 100)
        cache.insert("e", for: 5, size: 101)  // larger than the whole cache: not kept
        #expect(cache.value(for: 5) == nil && cache.value(for: 4) == "d")
        cache.insert("D", for: 4, size: 10)  // replaced
        #expect(cache.value(for: 4) == "D" && cache.statistics.size == 10)
        var made = 0
        let value = cache.value(for: 6) { () -> (value: String, size: Int) in
            made += 1
            return ("f", 5)
        }
        _ = cache.value(for: 6) { () -> (value: String, size: Int) in
            made += 1
            return ("g", 5)
        }
        #expect(value == "f" && made == 1)
        #expect(cache.statistics.hits >= 4 && cache.statistics.misses >= 3)
    }

    @Test func holdsUpUnderThreads() async {
        let cache = TileCache<Int, [UInt8]>(capacity: 10_000)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for step in 0..<2_000 {
                        let key = (worker * 31 + step * 7) % 300
                        let value = cache.value(for: key) { () -> (value: [UInt8], size: Int) in
                            ([UInt8](repeating: UInt8(key % 256), count: 100), 100)
                        }
                        #expect(value.first == UInt8(key % 256))
                    }
                }
            }
        }
        let statistics = cache.statistics
        #expect(statistics.size <= 10_000 && statistics.count == statistics.size / 100)
        #expect(cache.keysByRecency.count == statistics.count)
    }
}
