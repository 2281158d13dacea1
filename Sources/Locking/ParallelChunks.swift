import Dispatch

/// Work over `0..<count` split into contiguous chunks that run on all cores, each chunk's
/// result kept in chunk order: how the engine prepares a million places on a small machine.
///
/// The chunks share nothing but what the caller captures (immutable, `Sendable` values); each
/// returns its own result, and the results are read only after every chunk has finished.
///
/// This is the package's one parallel loop, and its one use of unsafe memory for threads. Invariant: the buffer holds exactly
/// `chunkCount` optional slots, initialised to `nil` before any chunk runs; chunk `i` writes
/// slot `i` and no other, exactly once; `concurrentPerform` returns only after every chunk
/// has returned, so the reads after it see every write and no write races another. The
/// buffer is deinitialised and freed before returning.
package enum ParallelChunks {
    /// About how many places a chunk takes: small enough that two cores finish together, large
    /// enough that a chunk's caches pay off.
    package static let preferredChunkSize = 16_384

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

/// Numbers keys in the order they are first met: how each chunk of the engine's work numbers
/// what it finds (categories, hours keys) and how the chunks' own numbers are merged into one
/// (words, streets, hours keys).
package struct Numbering<Key: Hashable & Sendable>: Sendable {
    /// The keys met, in order: a key's number is its index.
    package var keys: [Key] = []
    @usableFromInline var numbers: [Key: UInt32] = [:]

    /// An empty numbering.
    @inlinable package init() {}

    /// The number of a key, and whether the key is new (its number is then the next one).
    ///
    /// - Parameter key: The key.
    /// - Returns: Its number; `isNew` when it was met for the first time.
    @inlinable package mutating func number(of key: Key) -> (number: UInt32, isNew: Bool) {
        if let known = numbers[key] { return (known, false) }
        let number = UInt32(keys.count)
        keys.append(key)
        numbers[key] = number
        return (number, true)
    }

    /// The number of a key met before, or `nil`.
    @inlinable package func existingNumber(of key: Key) -> UInt32? { numbers[key] }
}
