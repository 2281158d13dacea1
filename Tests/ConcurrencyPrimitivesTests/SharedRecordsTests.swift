import Dispatch
import Testing

@testable import ConcurrencyPrimitives

@Suite("Records and atomics shared between one writer and many readers")
struct SharedRecordsTests {
    /// How many records of one test are alive (one counter per test: the cases run in parallel).
    final class Census: Sendable {
        let alive = AtomicCell<Int>(0)
    }

    /// A record that counts itself, to see that the store frees exactly what it holds.
    final class Counted: Sendable {
        let value: Int
        let census: Census
        init(_ value: Int, census: Census) {
            self.value = value
            self.census = census
            census.alive.add(1)
        }
        deinit { census.alive.add(-1) }
    }

    @Test func appendedRecordsKeepTheirPlaceAcrossSegments() {
        let records = AppendOnlyRecords<Int>()
        // Three segments and a part of a fourth.
        for value in 0..<12_345 { #expect(records.append(value * 7) == value) }
        #expect(records.count == 12_345)
        #expect(records.read(0) { $0 } == 0)
        #expect(records.read(4_095) { $0 } == 4_095 * 7)
        #expect(records.read(4_096) { $0 } == 4_096 * 7)
        #expect(records.read(12_344) { $0 } == 12_344 * 7)
        #expect((0..<12_345).allSatisfy { index in records.read(index) { $0 } == index * 7 })
    }

    /// Freeing the store releases every record once: none leaks, none is released twice (which
    /// would crash), whether the last segment is full or not.
    @Test(arguments: [0, 1, 4_096, 4_097])
    func freeingTheStoreReleasesEveryRecord(count: Int) {
        let census = Census()
        do {
            let records = AppendOnlyRecords<Counted>()
            for value in 0..<count { records.append(Counted(value, census: census)) }
            #expect(census.alive.load() == count)
            if count > 0 { #expect(records.read(count - 1) { $0.value } == count - 1) }
        }
        #expect(census.alive.load() == 0)
    }

    /// Readers on other threads follow the writer: each reads the newest published index through
    /// an acquiring load and then reads every record up to it, while the writer appends. A record
    /// read half-written, or moved by a later append, would not hold its index's value.
    @Test func readersSeeEveryPublishedRecordWhileTheWriterAppends() {
        final class Shared: Sendable {
            let records = AppendOnlyRecords<[Int]>()
            let published = AtomicArray<Int32>(count: 1, initial: 0)
        }
        let shared = Shared()
        let total = 20_000
        let wrong = AtomicCell<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            if thread == 0 {
                for value in 0..<total {
                    let index = shared.records.append([value, value &* 31])
                    shared.published.store(Int32(index + 1), at: 0)
                }
                return
            }
            var seen = 0
            while seen < total {
                let available = Int(shared.published.load(0))
                while seen < available {
                    if shared.records.read(seen, { $0 }) != [seen, seen &* 31] { wrong.add(1) }
                    seen += 1
                }
            }
        }
        #expect(wrong.load() == 0)
        #expect(shared.records.count == total)
    }

    @Test func atomicWordsKeepTheirBitsAndValues() {
        let bits = AtomicArray<UInt64>(count: 3, initial: 0)
        DispatchQueue.concurrentPerform(iterations: 64) { bit in
            bits.setBits(1 << UInt64(bit), at: bit % 3)
        }
        let union = (0..<3).reduce(UInt64(0)) { $0 | bits.load($1) }
        #expect(union == .max)
        #expect(bits.load(1) & bits.load(2) == 0)
        let heads = AtomicArray<Int32>(count: 5, initial: -1)
        heads.store(9, at: 4)
        #expect((0..<5).map { heads.load($0) } == [-1, -1, -1, -1, 9])
        #expect(AtomicArray<Int32>(count: 0, initial: 0).count == 0)
    }

    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    /// A read of a record not appended, or of an atomic past the end, stops a debug build.
    @Test func brokenInvariantsStopDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let records = AppendOnlyRecords<Int>()
            records.append(1)
            _ = records.read(1) { $0 }
        }
        await #expect(processExitsWith: .failure) {
            _ = AtomicArray<UInt64>(count: 2, initial: 0).load(2)
        }
    }
    #endif
}
