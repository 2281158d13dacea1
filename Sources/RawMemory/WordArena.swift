import ConcurrencyPrimitives
import Foundation

/// Packs the week words of compiled schedules side by side in large shared chunks, so schedules
/// compiled one after another have their tables next to each other in memory.
///
/// Evaluating a catalog walks its schedules in order; with each table in its own heap block the
/// walk touches a new page and a new cache line for every schedule, while tables packed into
/// 64 KiB chunks are read almost sequentially. Each compiled schedule keeps its chunk alive, so a
/// chunk is freed when the last schedule using it is. Words never change after they are stored.
package enum WordArena {
    /// Words per shared chunk (64 KiB); a larger table gets a chunk of its own.
    static let chunkWords = 16_384

    /// A block of words; the header counts the words in use.
    final class Chunk: ManagedBuffer<Int, UInt32> {}

    /// What keeps a chunk alive: held by whoever reads words stored in it.
    package struct Keeper: @unchecked Sendable {
        // `@unchecked Sendable`: a chunk's words below its header are never written again, and
        // the header only changes under `open`'s lock.
        let chunk: Chunk
    }

    /// The chunk being filled. `@unchecked Sendable`: a chunk's header (its words in use) is only
    /// changed inside `open.withLock`, and words below the header are never written again.
    private struct OpenChunk: @unchecked Sendable { var chunk: Chunk? }
    private static let open = Locked(OpenChunk())

    /// Copies `words` into a chunk.
    ///
    /// - Parameter words: The words to keep.
    /// - Returns: The chunk (to keep alive while the words are read) and the words inside it.
    /// - Complexity: O(words); a lock is taken (at compile time only, never when reading).
    package static func store(_ words: [UInt32]) -> (keeper: Keeper, words: FrozenWords) {
        let (chunk, address) = open.withLock { open in store(words, open: &open.chunk) }
        return (Keeper(chunk: chunk), FrozenWords(base: address, count: words.count))
    }

    private static func store(_ words: [UInt32], open current: inout Chunk?) -> (
        chunk: Chunk, address: UnsafePointer<UInt32>
    ) {
        let count = max(words.count, 1)
        let chunk: Chunk
        if let open = current, open.header + count <= open.capacity {
            chunk = open
        } else {
            let made = Chunk.create(minimumCapacity: max(count, count * 4 > chunkWords ? count : chunkWords)) { _ in 0 }
            chunk = unsafeDowncast(made, to: Chunk.self)
            if count * 4 <= chunkWords { current = chunk }
        }
        let offset = chunk.header
        chunk.header += count
        let address = chunk.withUnsafeMutablePointerToElements { elements in
            let start = elements + offset
            words.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { start.initialize(from: base, count: words.count) }
            }
            return UnsafePointer(start)
        }
        return (chunk, address)
    }
}
