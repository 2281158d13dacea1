import Foundation

/// A thread-safe direct-mapped cache of ``WordBuffer``s by integer key (a compiled schedule's
/// weeks by local week index): key `k` lives in slot `k mod slotCount`.
///
/// The lock and the slots share one 64-byte-aligned block, and a ``Handle`` is that block's
/// address: a hit locks, compares the key, reads the buffer's words in place and unlocks,
/// touching the block and the words and nothing else. Built on `ConcurrencyPrimitives`' `Locked` instead (an
/// object, its condition object, the condition's mutex, the slots' arrays), evaluating the real
/// sample's schedules ran at 40 M/s instead of 45 M/s (`placepicker-bench --only hours`,
/// "open at t, compiled"), so this block keeps its own `pthread_mutex_t`: the one lock of the
/// package that is not a `Locked`.
///
/// Invariants: the block lives as long as the cache object (whoever holds a ``Handle`` keeps the
/// cache alive); a slot's buffer is retained by the slot and released when replaced or when the
/// cache is freed; slots are read and written only with the mutex held.
@usableFromInline
package final class WordCache: @unchecked Sendable {
    // `@unchecked Sendable`: every slot access holds the mutex; the block's address never changes.

    /// One slot: the key it holds (`Int.min` for none) and its buffer, retained.
    @usableFromInline
    struct Slot {
        @usableFromInline var key: Int
        @usableFromInline var buffer: Unmanaged<WordBuffer.Storage>?

        @usableFromInline
        init(key: Int, buffer: Unmanaged<WordBuffer.Storage>?) {
            self.key = key
            self.buffer = buffer
        }
    }

    /// Slots per cache: a power of two.
    @usableFromInline static let slotCount = 16
    /// Offset of the first slot in the block: the mutex comes first, rounded up to a slot.
    @usableFromInline static let slotsOffset =
        (MemoryLayout<pthread_mutex_t>.size + MemoryLayout<Slot>.stride - 1) / MemoryLayout<Slot>.stride
        * MemoryLayout<Slot>.stride

    /// The mutex, then `slotCount` slots.
    private let block: UnsafeMutableRawPointer

    package init() {
        block = UnsafeMutableRawPointer.allocate(
            byteCount: Self.slotsOffset + Self.slotCount * MemoryLayout<Slot>.stride, alignment: 64)
        let mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        (block + Self.slotsOffset).bindMemory(to: Slot.self, capacity: Self.slotCount)
            .initialize(repeating: Slot(key: Int.min, buffer: nil), count: Self.slotCount)
    }

    deinit {
        let slots = Handle(block: block).slots
        for slot in 0..<Self.slotCount { slots[slot].buffer?.release() }
        slots.deinitialize(count: Self.slotCount)
        let mutex = Handle(block: block).mutex
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        block.deallocate()
    }

    /// The address of a cache's block, for the lookup path: valid while the cache lives.
    @usableFromInline
    package struct Handle: @unchecked Sendable {
        // `@unchecked Sendable`: the block is only read or written with its mutex held.
        @usableFromInline let block: UnsafeMutableRawPointer

        @usableFromInline
        init(block: UnsafeMutableRawPointer) { self.block = block }

        @inlinable
        var mutex: UnsafeMutablePointer<pthread_mutex_t> { block.assumingMemoryBound(to: pthread_mutex_t.self) }

        @inlinable
        var slots: UnsafeMutablePointer<Slot> { (block + WordCache.slotsOffset).assumingMemoryBound(to: Slot.self) }

        /// `body` applied to the words cached for `key` (under the lock), or `nil` when they are not.
        ///
        /// - Complexity: O(1) plus `body`.
        @inlinable @inline(__always)
        package func read<Result>(_ key: Int, _ body: (FrozenWords) -> Result) -> Result? {
            let slot = slots + (key & (WordCache.slotCount - 1))
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard slot.pointee.key == key, let buffer = slot.pointee.buffer else { return nil }
            return buffer._withUnsafeGuaranteedRef { WordBuffer(storage: $0).read(body) }
        }
    }

    /// The handle of this cache's block.
    package var handle: Handle { Handle(block: block) }

    /// The buffer cached for `key`, made with `make` on a miss (outside the lock) and cached.
    ///
    /// - Complexity: O(1) on a hit.
    package func buffer(_ key: Int, make: (Int) -> WordBuffer) -> WordBuffer {
        let slot = handle.slots + (key & (Self.slotCount - 1))
        let mutex = handle.mutex
        pthread_mutex_lock(mutex)
        if slot.pointee.key == key, let buffer = slot.pointee.buffer {
            let found = WordBuffer(storage: buffer.takeUnretainedValue())
            pthread_mutex_unlock(mutex)
            return found
        }
        pthread_mutex_unlock(mutex)
        let made = make(key)
        let retained = Unmanaged.passRetained(made.storage)
        pthread_mutex_lock(mutex)
        let old = slot.pointee.buffer
        slot.pointee = Slot(key: key, buffer: retained)
        pthread_mutex_unlock(mutex)
        old?.release()
        return made
    }
}
