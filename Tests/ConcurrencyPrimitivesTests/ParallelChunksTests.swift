import Testing

@testable import ConcurrencyPrimitives

@Suite("Chunks run in parallel, results in order")
struct ParallelChunksTests {
    /// Every item is in exactly one chunk, the chunks cover `0..<count` in order, and each result
    /// stands at its chunk's place: for no items, one chunk, exact and uneven last chunks.
    @Test(arguments: [(0, 4), (1, 4), (4, 4), (5, 4), (1_000, 7), (65_537, 16_384), (10, 1), (3, 0)])
    func resultsCoverEveryItemInOrder(count: Int, chunkSize: Int) {
        let ranges = ParallelChunks.map(count: count, chunkSize: chunkSize) { range in range }
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
        #expect(ranges.dropLast().allSatisfy { $0.count == max(1, chunkSize) })
        let sums = ParallelChunks.map(count: count, chunkSize: chunkSize) { range in range.reduce(0, +) }
        #expect(sums.reduce(0, +) == (0..<count).reduce(0, +))
    }
}
