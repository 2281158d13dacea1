import Testing

@testable import PlacePickerCLI

@Suite("LRU cache")
struct ScheduleCacheTests {
    @Test func evictsTheLeastRecentlyUsed() {
        var cache = ScheduleCache<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache.value(for: "a") == 1)  // a is now the newest; b the oldest
        cache.insert(4, for: "d")
        #expect(cache.count == 3)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
        #expect(cache.value(for: "d") == 4)
        cache.insert(5, for: "e")  // a is the oldest now
        #expect(cache.value(for: "a") == nil)
        cache.insert(33, for: "c")
        #expect(cache.value(for: "c") == 33)
        #expect(cache.count == 3)
    }

    @Test func matchesAReferenceModelOverManyOperations() {
        var cache = ScheduleCache<Int, Int>(capacity: 8)
        var model: [(key: Int, value: Int)] = []  // oldest first
        var seed: UInt64 = 42
        for step in 0..<5000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = Int(seed >> 59)  // 0…31
            if step % 3 == 0 {
                cache.insert(step, for: key)
                model.removeAll { $0.key == key }
                model.append((key, step))
                if model.count > 8 { model.removeFirst() }
            } else {
                let expected = model.first { $0.key == key }?.value
                #expect(cache.value(for: key) == expected)
                if let index = model.firstIndex(where: { $0.key == key }) {
                    model.append(model.remove(at: index))
                }
            }
        }
        #expect(cache.count == model.count)
    }
}
