import Dispatch

/// Work over `0..<count` split into contiguous chunks that run on all cores, each chunk's
/// result kept in chunk order: how the engine prepares a million places on a small machine.
///
/// The chunks share nothing but what the caller captures (immutable, `Sendable` values); each
/// returns its own result, and the results are read only after every chunk has finished.
///
/// This is the package's one parallel loop, and its one use of unsafe memory for threads.
/// Invariant: the buffer holds exactly `chunkCount` optional slots, initialised to `nil` before
/// any chunk runs; chunk `i` writes slot `i` and no other, exactly once; `concurrentPerform`
/// returns only after every chunk has returned, so the reads after it see every write and no
/// write races another (a missing result stops the process). The buffer is deinitialised and
/// freed before returning.
@usableFromInline
package enum ParallelChunks {
    /// About how many places a chunk takes: small enough that two cores finish together, large
    /// enough that a chunk's caches pay off.
    @usableFromInline package static let preferredChunkSize = 16_384

    /// The chunks of `0..<count`, each processed by `body` on some thread.
    ///
    /// - Parameters:
    ///   - count: How many items.
    ///   - chunkSize: Items per chunk (the last may have fewer).
    ///   - body: Processes one chunk's range and returns its result.
    /// - Returns: The chunks' results in the order of their ranges (empty for no items).
    /// - Complexity: O(count) work spread over the cores, plus one task per chunk.
    @inlinable package static func map<Result: Sendable>(
        count: Int, chunkSize: Int = preferredChunkSize, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let size = max(1, chunkSize)
        let chunkCount = (count + size - 1) / size
        if chunkCount == 1 { return [body(0..<count)] }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: chunkCount)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = chunk * size
            shared[chunk] = body(start..<min(count, start + size))
        }
        return slots.map { slot in
            guard let result = slot else { preconditionFailure("a chunk returned no result") }
            return result
        }
    }
}
